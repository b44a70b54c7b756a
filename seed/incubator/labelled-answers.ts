// Imports carry `.js` because the functions' tests and benchmark read this file (functions/tsconfig.json, NodeNext).
import { ANSWER_FIXTURES, type AnswerInput } from "./answer-fixtures.js";
import { INCUBATOR_STEPS } from "./content.js";
import LABELLED_ENTRIES from "./labelled-answers.json" with { type: "json" };

/**
 * THE LABELLED SET: answers to every Incubator step, each scored BY HAND against the step's
 * rubric (seed/incubator/content.ts) before any evaluator read it. `npm run bench:evaluator`
 * compares the evaluators with these labels (rank correlation, pass agreement, adversarial
 * passes, strong answers failed).
 *
 * It grows from the answer fixtures (answer-fixtures.ts): their good answers are labelled strong,
 * their poor ones weak or adversarial; each step adds a strong answer in plain everyday words
 * (none of the rubric's terms), two middling ones (one of them missing a required criterion) and
 * adversarial answers of three different kinds.
 *
 * The answers and their labels are data, in labelled-answers.json, one list per step: a hand-written
 * answer with its label, a fixture answer (by index) with its label, or an adversarial answer this
 * file makes from the step (`made`). This file types them and makes the made ones.
 *
 * A label is a judgement of the answer, never of an evaluator: when an evaluator disagrees, that
 * is a finding about the evaluator. Do not change a label to fit one.
 */

export type AnswerClass = "strong" | "middling" | "weak" | "adversarial";

export type AdversarialKind =
  | "keyword salad"
  | "pasted back"
  | "prompt injection"
  | "other subject"
  | "other step"
  | "repeated sentence"
  | "other language";

export interface LabelledAnswer {
  /** Who is answering (a trade), or how the adversarial answer was made. */
  by: string;
  class: AnswerClass;
  /** A strong answer in plain everyday words, with none of the rubric's terms. */
  plain?: true;
  /** A middling answer that misses this required criterion entirely. */
  missing?: string;
  kind?: AdversarialKind;
  input: AnswerInput;
  /** The hand score, 0-100, against the step's rubric. */
  score: number;
  /** The hand verdict: would a fair coach let this answer complete the step? */
  pass: boolean;
}

function stepOf(id: string) {
  const step = INCUBATOR_STEPS.find((entry) => entry.id === id);
  if (!step) throw new Error(`No Incubator step ${id}`);
  return step;
}

const isMulti = (id: string) => stepOf(id).inputType === "multi";

/** A fixture answer with its hand label. */
function fixture(
  id: string,
  list: "good" | "poor",
  index: number,
  label: Pick<LabelledAnswer, "class" | "score" | "pass" | "kind">,
): LabelledAnswer {
  const fixtures = ANSWER_FIXTURES[id]!;
  const answer = list === "good" ? fixtures.good[index] : fixtures.poor[index];
  if (!answer) throw new Error(`No ${list} fixture ${index} on step ${id}`);
  const by = "by" in answer ? answer.by : `fixture: ${answer.kind}`;
  return { by, input: answer.input, ...label };
}

const strongFixture = (id: string, index: number, score: number) =>
  fixture(id, "good", index, { class: "strong", score, pass: true });
const weakFixture = (id: string, index: number, score: number) =>
  fixture(id, "poor", index, { class: "weak", score, pass: false });
const adversarialFixture = (id: string, index: number, kind: AdversarialKind) =>
  fixture(id, "poor", index, { class: "adversarial", kind, score: 0, pass: false });

const STOP = new Set(
  "the a an and or of to in on at for with from by is are be your you what how who when they them their one each not rather than this that its it as".split(
    " ",
  ),
);

/** The step's own words (prompt, tips, rubric) shuffled into a list with no sentence. */
function keywordSalad(id: string): LabelledAnswer {
  const step = stepOf(id);
  const texts = [
    step.prompt,
    ...step.helperTips,
    ...step.successCriteria.criteria.flatMap((criterion) => [criterion.label, criterion.description]),
  ];
  const words = [
    ...new Set(
      texts
        .join(" ")
        .toLowerCase()
        .match(/[a-z]+/g)!
        .filter((word) => word.length > 3 && !STOP.has(word)),
    ),
  ];
  // A fixed shuffle: every seventh word, round and round, so the set is the same on every run.
  const shuffled = words.map((_, index) => words[(index * 7) % words.length]!);
  const picked = [...new Set(shuffled)].slice(0, 45);
  const input = isMulti(id)
    ? Array.from({ length: 6 }, (_, index) => picked.slice(index * 6, index * 6 + 6).join(" "))
    : picked.join(" ");
  return { by: "keyword salad", class: "adversarial", kind: "keyword salad", input, score: 0, pass: false };
}

/** The step's rubric sent back: its aim and every criterion's label and description. */
function rubricPasted(id: string): LabelledAnswer {
  const rubric = stepOf(id).successCriteria;
  const lines = rubric.criteria.map((criterion) => `${criterion.label}: ${criterion.description}`);
  const input = isMulti(id) ? [rubric.aim, ...lines] : [rubric.aim, ...lines].join(" ");
  return { by: "rubric pasted", class: "adversarial", kind: "pasted back", input, score: 0, pass: false };
}

/** A strong answer written for another step (of the same input type). */
function otherStep(id: string, fromId: string): LabelledAnswer {
  if (isMulti(id) !== isMulti(fromId)) throw new Error(`Steps ${id} and ${fromId} take different inputs`);
  const input = ANSWER_FIXTURES[fromId]!.good[0]!.input;
  return { by: `answer to step ${fromId}`, class: "adversarial", kind: "other step", input, score: 5, pass: false };
}

/** One sentence said again and again until the answer reaches the step's length. */
function repeated(id: string, sentence: string): LabelledAnswer {
  const times = Math.ceil(stepOf(id).successCriteria.minChars / sentence.length) + 1;
  const list = Array.from({ length: times }, () => sentence);
  const input = isMulti(id) ? list : list.join(" ");
  return { by: "one sentence repeated", class: "adversarial", kind: "repeated sentence", input, score: 0, pass: false };
}

const adversarial = (kind: AdversarialKind, by: string, input: AnswerInput, score = 0): LabelledAnswer => ({
  by,
  class: "adversarial",
  kind,
  input,
  score,
  pass: false,
});

const strong = (by: string, input: AnswerInput, score: number): LabelledAnswer => ({
  by,
  class: "strong",
  plain: true,
  input,
  score,
  pass: true,
});

const middling = (by: string, input: AnswerInput, score: number, pass: boolean, missing?: string): LabelledAnswer => ({
  by,
  class: "middling",
  ...(missing ? { missing } : {}),
  input,
  score,
  pass,
});

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]/g)!.map((sentence) => sentence.trim());
const inOtherLanguage = (id: string, by: string, text: string) =>
  adversarial("other language", by, isMulti(id) ? sentencesOf(text) : text);

/**
 * An entry of labelled-answers.json: a hand-written answer with its label (`class`), a fixture
 * answer with its label (`fixture`), or an adversarial answer made from the step (`made`).
 */
type LabelledEntry =
  | { class: "strong"; by: string; input: AnswerInput; score: number }
  | { class: "middling"; by: string; input: AnswerInput; score: number; pass: boolean; missing?: string }
  | { class: "adversarial"; kind: AdversarialKind; by: string; input: AnswerInput; score?: number }
  | { fixture: "strong" | "weak"; index: number; score: number }
  | { fixture: "adversarial"; index: number; kind: AdversarialKind }
  | { made: "keyword salad" | "rubric pasted" }
  | { made: "other step"; from: string }
  | { made: "one sentence repeated"; sentence: string }
  | { made: "other language"; by: string; text: string };

function labelled(id: string, entry: LabelledEntry): LabelledAnswer {
  if ("class" in entry) {
    if (entry.class === "strong") return strong(entry.by, entry.input, entry.score);
    if (entry.class === "middling") return middling(entry.by, entry.input, entry.score, entry.pass, entry.missing);
    return adversarial(entry.kind, entry.by, entry.input, entry.score);
  }
  if ("fixture" in entry) {
    if (entry.fixture === "adversarial") return adversarialFixture(id, entry.index, entry.kind);
    return entry.fixture === "strong"
      ? strongFixture(id, entry.index, entry.score)
      : weakFixture(id, entry.index, entry.score);
  }
  switch (entry.made) {
    case "keyword salad":
      return keywordSalad(id);
    case "rubric pasted":
      return rubricPasted(id);
    case "other step":
      return otherStep(id, entry.from);
    case "one sentence repeated":
      return repeated(id, entry.sentence);
    case "other language":
      return inOtherLanguage(id, entry.by, entry.text);
  }
  // The JSON is read unchecked: an entry of no known form must stop the run, not vanish.
  throw new Error(`Step ${id}: a labelled entry of no known form: ${JSON.stringify(entry)}`);
}

export const LABELLED_ANSWERS: Record<string, LabelledAnswer[]> = Object.fromEntries(
  Object.entries(LABELLED_ENTRIES as Record<string, LabelledEntry[]>).map(([id, entries]) => [
    id,
    entries.map((entry) => labelled(id, entry)),
  ]),
);
