import { holdsQuote } from "../contract/incubator/rubric";
import type { IncubatorWork, TutorStep } from "../contract/incubator/tutor-context";
import { hasInstructions } from "./answer-gate/instructions";
import { fenced } from "./prompts";

// What the tutor reads of a learner's Incubator work: their plan (the latest passed answers under
// their plan headings) and the step in question (its prompt, their latest answer, what the last
// evaluation judged missing). It is the learner's data, fenced like an evaluated answer, within a
// fixed budget; stored text the answer gate flags as instructions is left out.

/** Characters of Incubator work the tutor reads at most, fences and headings included. */
export const INCUBATOR_CONTEXT_BUDGET = 6_000;

export interface StepInQuestion {
  stepId: string;
  /** The learner asked about it (the session is about it), rather than it being their latest open step. */
  asked: boolean;
  title: string;
  planHeading: string;
  prompt: string;
  /** The saved answer (what was last evaluated or is about to be), or null before any. */
  answer: string | null;
  /** Labels of the criteria the last evaluation judged missing or partly met, missing first. */
  missing: string[];
}

/** What the tutor knows of the learner's Incubator work (null: they may not use the Incubator). */
export interface IncubatorContext {
  step: StepInQuestion | null;
  /** The fenced text for the prompt, within INCUBATOR_CONTEXT_BUDGET. */
  text: string;
  /** What `text` holds, in order, with each part's size (the admin's test shows it). */
  sections: { name: string; chars: number }[];
  /** What the reply may quote: the learner's stored words, and the step's title, heading and prompt. */
  quotable: string[];
}

/**
 * The step the conversation is about: the one the learner asked about, else the open step they
 * attempted most recently (null when there is none).
 */
export function stepInQuestion(work: IncubatorWork, asked: string | null): string | null {
  if (asked && work.steps.some((step) => step.id === asked)) return asked;
  let latest: { id: string; at: number } | null = null;
  for (const [id, progress] of work.progress) {
    const at = progress.lastEvaluation?.evaluatedAt.toMillis();
    if (progress.completed || at === undefined || !work.steps.some((step) => step.id === id)) continue;
    if (!latest || at > latest.at) latest = { id, at };
  }
  return latest?.id ?? null;
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);
/** How many of the message's longer words a text shares: what bears on the message comes first. */
const overlap = (text: string, asked: Set<string>) => [...words(text)].filter((word) => asked.has(word)).length;

/** The learner's text, unable to close its fence; null when the gate reads instructions in it. */
function learnerText(text: string): string | null {
  if (hasInstructions(text)) return null;
  return fenced(text, "learner_data");
}

/** The step in question, the plan's parts (those that bear on the message first), within the budget. */
export function composeIncubatorContext(
  work: IncubatorWork,
  message: string,
  asked: string | null,
  budget = INCUBATOR_CONTEXT_BUDGET,
): IncubatorContext {
  const heading = (step: TutorStep) => step.planHeading ?? step.title;
  const quotable: string[] = [];
  const parts: { name: string; text: string }[] = [];

  const stepId = stepInQuestion(work, asked);
  const found = work.steps.find((entry) => entry.id === stepId);
  let step: StepInQuestion | null = null;
  if (found) {
    const progress = work.progress.get(found.id);
    const saved = progress?.response?.normalizedText ?? null;
    const answer = saved === null ? null : learnerText(saved);
    const criteria = progress?.lastEvaluation?.criteria ?? [];
    const missing = [
      ...criteria.filter((criterion) => criterion.verdict === "missing"),
      ...criteria.filter((criterion) => criterion.verdict === "partly"),
    ].map((criterion) => criterion.label);
    step = {
      stepId: found.id,
      asked: found.id === asked,
      title: found.data.title,
      planHeading: heading(found.data),
      prompt: found.data.prompt,
      answer,
      missing,
    };
    quotable.push(found.data.title, heading(found.data), found.data.prompt);
    if (answer !== null) quotable.push(saved!);
    parts.push({
      name: `Step in question: ${found.data.title}`,
      text: [
        `## The step in question: ${found.data.title} (plan part "${heading(found.data)}")`,
        `What the step asks: ${found.data.prompt}`,
        answer === null ? "Their answer: none saved yet." : `Their latest answer:\n${answer}`,
        missing.length
          ? `What the last evaluation judged missing or partly met: ${missing.join("; ")}`
          : progress?.lastEvaluation
            ? "The last evaluation judged every criterion met."
            : "Not evaluated yet.",
      ].join("\n"),
    });
  }

  const asks = words(message);
  const plan = work.steps
    .map(({ id, data }, index) => ({ id, data, index, passed: work.progress.get(id)?.passedAnswer?.normalizedText }))
    .filter((entry) => entry.passed && entry.id !== step?.stepId)
    .map((entry) => ({ ...entry, text: learnerText(entry.passed!) }))
    .filter((entry): entry is typeof entry & { text: string } => entry.text !== null)
    .sort((a, b) => overlap(b.text, asks) - overlap(a.text, asks) || a.index - b.index);
  for (const entry of plan) {
    quotable.push(entry.passed!, heading(entry.data));
    parts.push({ name: `Plan: ${heading(entry.data)}`, text: `## Plan: ${heading(entry.data)}\n${entry.text}` });
  }

  const open = "<learner_data>\n";
  const close = "\n</learner_data>";
  let room = budget - open.length - close.length;
  const kept: { name: string; text: string }[] = [];
  for (const part of parts) {
    if (room <= 0) break;
    const text = part.text.length + 1 <= room ? part.text : `${part.text.slice(0, Math.max(0, room - 2))}…`;
    kept.push({ name: part.name, text });
    room -= text.length + 1;
  }
  return {
    step,
    text: kept.length ? `${open}${kept.map((part) => part.text).join("\n")}${close}` : "",
    sections: kept.map((part) => ({ name: part.name, chars: part.text.length + 1 })),
    quotable,
  };
}

/**
 * A reply's quotations ("..." or “...”) that none of `sources` holds lose their marks, by the rule
 * the evaluator's quotes follow (`holdsQuote`), so they read as the tutor's paraphrase.
 */
export function keepRealQuotes(reply: string, sources: readonly string[]): string {
  return reply.replace(/"([^"\n]{3,300})"|“([^”\n]{3,300})”/g, (whole, plain?: string, curly?: string) => {
    const quote = plain ?? curly ?? "";
    return sources.some((source) => holdsQuote(source, quote)) ? whole : quote;
  });
}
