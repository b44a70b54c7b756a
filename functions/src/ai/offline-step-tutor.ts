import { createHash } from "node:crypto";
import type { StepInQuestion } from "./incubator-context";
import type { ChatTurn } from "./provider";

// The offline tutor in a conversation about one Incubator step ("Ask Sensei about this step"). It
// answers what the learner wrote, deterministically: a request to write the answer gets a plain
// refusal and a question that moves them on; a question about the step gets the step's prompt and
// what the criterion in focus wants; anything else is taken as their own material and built on.
// Each turn moves to the next criterion the last evaluation judged missing.

export const OFFLINE_LABEL = "Offline tutor";
/** The first line of every offline reply: it says it is the offline tutor. */
export const OFFLINE_NOTE = `(${OFFLINE_LABEL}: the AI model is not connected, so I answer from SoloSensei's coaching playbook.)`;

/** Examples from other kinds of businesses (one per step, picked by its id): what a criterion can look like, never the answer. */
const OTHER_BUSINESSES = [
  "a dog groomer who names the anxious rescue dogs she specialises in",
  "a bookkeeper who says she closes cafés' books by the 5th of each month",
  "a wedding photographer who shows the three moments couples ask him for most",
  "a web developer who quotes a fixed price for a five-page site, delivered in two weeks",
];

/** "Write my answer", "can you just do this step for me", "give me the text": asking for the answer itself. */
const ANSWER_REQUEST =
  /\b(write|draft|fill (?:in|out)|complete|do|give me|generate|compose)\b[^.?!]{0,40}\b(answer|step|text|it|this|mine|for me)\b/i;
/** A question: a question mark, or the words a question starts with. */
const QUESTION = /\?\s*$|^\s*(what|how|why|which|when|where|who|can|could|should|would|is|are|does|do)\b/i;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The learner's own words worth taking up: their longest sentence, clipped (a quote they wrote). */
function theirWords(message: string): string | null {
  const sentences = message
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/[.!?]+$/, ""))
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
  const longest = sentences.sort((a, b) => b.length - a.length)[0];
  if (!longest) return null;
  const words = longest.split(/\s+/);
  return words.length > 14 ? words.slice(0, 14).join(" ") : longest;
}

/** What the step wants next: the missing criteria in turn, one further each time the tutor has spoken. */
function criterionInFocus(step: StepInQuestion, history: ChatTurn[]): string | null {
  if (!step.missing.length) return null;
  const spoken = history.filter((turn) => turn.role === "assistant").length;
  return step.missing[Math.max(0, spoken - 1) % step.missing.length]!;
}

const questionOn = (criterion: string | null) =>
  criterion
    ? `What could you write about ${lowerFirst(criterion)}, from your own work?`
    : "What is the first sentence you would write, from your own work?";

/** The first message of the session: the step's plan part, what is missing, an example and a question. */
function opening(step: StepInQuestion, example: string): string[] {
  const criterion = step.missing[0];
  return [
    `Let's work on the "${step.planHeading}" part of your plan.`,
    criterion
      ? `Your last evaluation judged one thing missing or only partly there: ${criterion}. That criterion wants it said plainly, in your own words, with something specific a reader can picture.`
      : step.answer === null
        ? `The step asks: ${step.prompt}`
        : "Your last answer has not been evaluated yet: ask for feedback on it when you are ready.",
    `For example, think of ${example}. I won't write your answer for you: it has to sound like you.`,
    questionOn(criterion ?? null),
  ];
}

/** The offline tutor's reply on the step the session is about, to `message` after `history`. */
export function offlineStepReply(step: StepInQuestion, message: string, history: ChatTurn[]): string {
  const seed = createHash("sha256").update(step.stepId).digest().readUInt32BE(0);
  const example = OTHER_BUSINESSES[seed % OTHER_BUSINESSES.length]!;
  if (!history.length) return [OFFLINE_NOTE, ...opening(step, example)].join("\n\n");

  const criterion = criterionInFocus(step, history);
  const paragraphs = [OFFLINE_NOTE];
  if (ANSWER_REQUEST.test(message)) {
    paragraphs.push(
      "I won't write it for you: this answer goes into your business plan, so it has to come from your business, with your own clients and numbers.",
      criterion
        ? `Let's get you there instead. The part still missing is: ${criterion}.`
        : `Let's get you there instead. The step asks: ${step.prompt}`,
      questionOn(criterion),
    );
  } else if (QUESTION.test(message)) {
    paragraphs.push(
      `About "${step.planHeading}": the step asks, ${lowerFirst(step.prompt)}`,
      criterion
        ? `The criterion to work on is "${criterion}". It counts as met when a reader can point to it in your answer: say it plainly, with a name, a number or a result. Think of ${example}.`
        : `A good answer says it plainly, with a name, a number or a result. Think of ${example}.`,
      questionOn(criterion),
    );
  } else {
    const words = theirWords(message);
    const next = step.missing.length > 1 ? step.missing[step.missing.indexOf(criterion!) + 1] : undefined;
    paragraphs.push(
      words
        ? `Good: "${words}" is your own material, and it is the kind of detail the plan needs.`
        : "Thanks: tell me a little more, in whole sentences, so we can shape it.",
      criterion
        ? `Check it against "${criterion}": could a reader point to it in what you wrote?${next ? ` After that, we can look at ${lowerFirst(next)}.` : ""}`
        : "When it reads like you, save it on the step and ask for feedback.",
      questionOn(next ?? criterion),
    );
  }
  return paragraphs.join("\n\n");
}
