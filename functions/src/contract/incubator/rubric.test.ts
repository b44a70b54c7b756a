import { describe, expect, it } from "vitest";
import {
  answerItems,
  answerText,
  evaluatorOutputSchema,
  isPass,
  keepAnswerQuotes,
  PASS_SCORE,
  rubricJson,
  rubricSchema,
  scoreRubric,
  type Judgement,
  type Verdict,
} from "./rubric";
import { OFFER_RUBRIC as rubric } from "../../../test/offer-rubric";

const judge = (verdicts: Record<string, Verdict>): Judgement[] =>
  Object.entries(verdicts).map(([criterionId, verdict]) => ({ criterionId, verdict, quote: null, comment: "" }));

/** The messages zod gives for a rubric, keyed by the dotted path of the bad field. */
function problems(value: unknown): Record<string, string> {
  const result = rubricSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("rubricSchema", () => {
  it("fills in required and signals, and trims texts", () => {
    const parsed = rubricSchema.parse({
      aim: "  Aim ",
      minChars: 10,
      criteria: [{ id: "a", label: " A ", description: "d", weight: 1 }],
    });
    expect(parsed.aim).toBe("Aim");
    expect(parsed.criteria[0]).toEqual({
      id: "a",
      label: "A",
      description: "d",
      weight: 1,
      required: false,
      signals: [],
    });
  });

  it("names the bad field in every message", () => {
    expect(problems({ aim: "", minChars: 0, criteria: [] })).toEqual({
      aim: "aim must not be empty",
      minChars: "minChars must be at least 1",
      criteria: "criteria must hold at least 1 criterion",
    });
    expect(
      problems({
        aim: "x",
        minChars: 2.5,
        criteria: [
          { id: "Bad id", label: "L", description: "d", weight: 0 },
          { id: "ok", label: "L", description: "d", weight: "3", required: "yes", signals: [""] },
        ],
      }),
    ).toEqual({
      minChars: "minChars must be a whole number",
      "criteria.0.id": "id must start with a letter and use only a-z, 0-9 and _",
      "criteria.0.weight": "weight must be above 0",
      "criteria.1.weight": "weight must be a number",
      "criteria.1.required": "required must be true or false",
      "criteria.1.signals.0": "signal must not be empty",
    });
  });

  it("refuses duplicate criterion ids, more than 8 criteria and over-long texts", () => {
    const criterion = { id: "a", label: "L", description: "d", weight: 1 };
    expect(problems({ aim: "x", minChars: 1, criteria: [criterion, criterion] })).toEqual({
      "criteria.1.id": "id 'a' is used twice",
    });
    const nine = Array.from({ length: 9 }, (_, index) => ({ ...criterion, id: `c${index}` }));
    expect(problems({ aim: "x", minChars: 1, criteria: nine })).toEqual({
      criteria: "criteria may hold at most 8 criteria",
    });
    expect(problems({ aim: "x".repeat(301), minChars: 6000, criteria: [criterion] })).toEqual({
      aim: "aim must be at most 300 characters",
      minChars: "minChars must be at most 5000",
    });
  });

  it("refuses misspelt keys instead of dropping them", () => {
    expect(
      problems({
        aim: "x",
        minChars: 1,
        criteria: [{ id: "a", label: "L", description: "d", weight: 1, requried: true }],
      }),
    ).toEqual({ "criteria.0": 'Unrecognized key: "requried"' });
  });

  it("refuses a rubric that is not an object", () => {
    expect(rubricSchema.safeParse("criteria").success).toBe(false);
    expect(rubricSchema.safeParse(null).success).toBe(false);
  });
});

describe("rubricJson", () => {
  it("writes one line per criterion and parses back to the same rubric", () => {
    const text = rubricJson(rubric);
    expect(JSON.parse(text)).toEqual(rubric);
    expect(text.split("\n")).toHaveLength(rubric.criteria.length + 6);
    expect(text.split("\n")[4]).toBe(`    ${JSON.stringify(rubric.criteria[0])},`);
  });
});

describe("scoreRubric", () => {
  it("counts met as the full weight, partly as half and missing as nothing", () => {
    expect(scoreRubric(rubric, judge({ who: "met", result: "met", what: "met" }))).toBe(100);
    expect(scoreRubric(rubric, judge({ who: "met", result: "partly", what: "missing" }))).toBe(55);
    expect(scoreRubric(rubric, judge({ who: "partly", result: "partly", what: "partly" }))).toBe(50);
    expect(scoreRubric(rubric, judge({ who: "missing", result: "missing", what: "missing" }))).toBe(0);
  });

  it("treats an unjudged criterion as missing and ignores unknown or repeated judgements", () => {
    expect(scoreRubric(rubric, judge({ who: "met" }))).toBe(40);
    expect(scoreRubric(rubric, judge({ who: "met", bonus: "met" }))).toBe(40);
    expect(scoreRubric(rubric, [...judge({ who: "partly" }), ...judge({ who: "met" })])).toBe(20);
    expect(scoreRubric(rubric, [])).toBe(0);
  });

  it("rounds to a whole number with uneven weights", () => {
    const odd = rubricSchema.parse({
      aim: "x",
      minChars: 1,
      criteria: [
        { id: "a", label: "A", description: "d", weight: 1 },
        { id: "b", label: "B", description: "d", weight: 2 },
      ],
    });
    expect(scoreRubric(odd, judge({ a: "met" }))).toBe(33);
    expect(scoreRubric(odd, judge({ b: "met" }))).toBe(67);
  });
});

describe("isPass", () => {
  it("passes at PASS_SCORE or above with every required criterion at least partly met", () => {
    expect(PASS_SCORE).toBe(70);
    const partlyWho = judge({ who: "partly", result: "met", what: "met" });
    expect(scoreRubric(rubric, partlyWho)).toBe(80);
    expect(isPass(rubric, partlyWho, 80)).toBe(true);
    const justEnough = judge({ who: "met", result: "met", what: "missing" });
    expect(scoreRubric(rubric, justEnough)).toBe(PASS_SCORE);
    expect(isPass(rubric, justEnough, PASS_SCORE)).toBe(true);
  });

  it("fails below PASS_SCORE", () => {
    const judgements = judge({ who: "partly", result: "met", what: "partly" });
    expect(scoreRubric(rubric, judgements)).toBe(65);
    expect(isPass(rubric, judgements, scoreRubric(rubric, judgements))).toBe(false);
  });

  it("fails with a required criterion missing, whatever the score", () => {
    const judgements = judge({ result: "met", what: "met" });
    expect(isPass(rubric, judgements, 100)).toBe(false);
  });
});

describe("answerText and answerItems", () => {
  it("trims a text answer", () => {
    expect(answerText("  my offer \n")).toBe("my offer");
  });
  it("trims items, drops empty ones and puts one per line", () => {
    expect(answerItems([" a ", "", "   ", "b"])).toEqual(["a", "b"]);
    expect(answerText([" a ", "", "   ", "b"])).toBe("a\nb");
    expect(answerText(["", " "])).toBe("");
  });
});

describe("keepAnswerQuotes", () => {
  const answer = "I help  new cafe owners\nget a brand kit in two weeks.";
  it("keeps quotes the answer holds, ignoring case and runs of white space", () => {
    const judgements: Judgement[] = [
      { criterionId: "who", verdict: "met", quote: "new cafe owners get a Brand kit", comment: "" },
      { criterionId: "result", verdict: "met", quote: "two weeks", comment: "" },
    ];
    expect(keepAnswerQuotes(answer, judgements)).toEqual(judgements);
  });
  it("drops quotes the answer does not hold, and blank ones", () => {
    const judgements: Judgement[] = [
      { criterionId: "who", verdict: "met", quote: "busy dentists", comment: "c" },
      { criterionId: "result", verdict: "partly", quote: "  ", comment: "" },
      { criterionId: "what", verdict: "missing", quote: null, comment: "" },
    ];
    expect(keepAnswerQuotes(answer, judgements).map((judgement) => judgement.quote)).toEqual([null, null, null]);
  });
});

describe("evaluatorOutputSchema", () => {
  it("accepts an evaluation and caps its lengths", () => {
    const output = {
      judgements: judge({ who: "met" }),
      summary: "Clear.",
      whatWorked: ["Names the client"],
      improve: [],
      rewriteSuggestion: "",
      nextHint: "Add a price.",
    };
    expect(evaluatorOutputSchema.parse(output)).toEqual(output);
    expect(evaluatorOutputSchema.safeParse({ ...output, summary: "x".repeat(601) }).success).toBe(false);
    expect(evaluatorOutputSchema.safeParse({ ...output, improve: Array(6).fill("x") }).success).toBe(false);
    expect(
      evaluatorOutputSchema.safeParse({ ...output, judgements: [{ ...output.judgements[0], verdict: "great" }] })
        .success,
    ).toBe(false);
  });
});
