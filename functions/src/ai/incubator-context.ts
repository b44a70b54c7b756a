import { holdsQuote } from "../contract/incubator/rubric";
import type { IncubatorWork, TutorCohortWeek, TutorStep } from "../contract/incubator/tutor-context";
import { hasInstructions } from "./answer-gate/instructions";
import { fenced } from "./prompts";

// What the tutor reads of a learner's Incubator work: their plan (the latest passed answers under
// their plan headings) and the step in question (its prompt, their latest answer, what the last
// evaluation judged missing), and for a cohort member their week (its deadlines, the latest
// check-in). It is the learner's data, fenced like an evaluated answer, within a
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

/** A deadline in words in the learner's zone: "Sunday 29 March 2026 at 23:59 (Europe/Berlin)". */
function deadlineInWords(deadline: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, ...options }).format(deadline);
  const date = part({ day: "numeric", month: "long", year: "numeric" });
  const time = part({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${part({ weekday: "long" })} ${date} at ${time} (${timeZone})`;
}

/** A cohort member's week for the prompt: "Week n of N", this week's deadlines, the latest check-in (its words fenced). */
function cohortPart(cohort: TutorCohortWeek, quotable: string[]): string {
  const { label, latestCheckIn: checkIn } = cohort;
  const lines = [
    label.completed
      ? `## Their cohort: "${label.name}" has finished (${label.weeks} weeks)`
      : label.started
        ? `## Their cohort week: week ${label.week} of ${label.weeks} of "${label.name}"`
        : `## Their cohort: "${label.name}" starts soon (${label.weeks} weeks)`,
    cohort.due.length
      ? `Due this week: ${cohort.due.map((due) => `${due.phaseKey} by ${deadlineInWords(due.deadline, cohort.timeZone)}`).join("; ")}`
      : "Nothing is due this week.",
  ];
  if (!checkIn) lines.push("No check-in yet.");
  else {
    lines.push(
      `Their latest check-in (week ${checkIn.week}): revenue ${checkIn.revenue} ${checkIn.currency}, ` +
        `paying clients ${checkIn.clients}, new leads ${checkIn.leads}, hours worked ${checkIn.hours}, confidence ${checkIn.confidence}/5`,
    );
    for (const [name, text] of [
      ["Their win", checkIn.win],
      ["Their blocker", checkIn.blocker],
    ] as const) {
      const fencedText = text ? learnerText(text) : null;
      if (fencedText === null) continue;
      quotable.push(text);
      lines.push(`${name}:\n${fencedText}`);
    }
  }
  return lines.join("\n");
}

/** The step in question, the cohort week, the plan's parts (those that bear on the message first), within the budget. */
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

  if (work.cohort) parts.push({ name: "Cohort week", text: cohortPart(work.cohort, quotable) });

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
