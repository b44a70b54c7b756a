import { describe, expect, it } from "vitest";
import { ANSWER_FIXTURES } from "../../../seed/incubator/answer-fixtures";
import { INCUBATOR_STEPS } from "../../../seed/incubator/content";
import { LABELLED_ANSWERS } from "../../../seed/incubator/labelled-answers";
import { PASS_SCORE } from "../contract/incubator/rubric";

describe("the labelled set (seed/incubator/labelled-answers.ts)", () => {
  it.each(INCUBATOR_STEPS)("holds at least 8 answers of every class for step $id", (step) => {
    const answers = LABELLED_ANSWERS[step.id]!;
    expect(answers.length).toBeGreaterThanOrEqual(8);
    const of = (kind: string) => answers.filter((answer) => answer.class === kind);
    expect(of("strong").length).toBeGreaterThanOrEqual(2);
    expect(of("strong").some((answer) => answer.plain)).toBe(true);
    expect(of("middling").length).toBeGreaterThanOrEqual(2);
    const required = step.successCriteria.criteria.filter((criterion) => criterion.required).map((c) => c.id);
    const missing = of("middling").filter((answer) => answer.missing);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    for (const answer of missing) expect(required).toContain(answer.missing);
    expect(of("weak").length).toBeGreaterThanOrEqual(1);
    expect(new Set(of("adversarial").map((answer) => answer.kind)).size).toBeGreaterThanOrEqual(3);
    for (const answer of answers) {
      expect(typeof answer.input === "string", answer.by).toBe(step.inputType === "text");
      expect(answer.score).toBeGreaterThanOrEqual(0);
      expect(answer.score).toBeLessThanOrEqual(100);
      // A pass needs the pass score; a missing required criterion or an adversarial answer never passes.
      if (answer.pass) expect(answer.score, answer.by).toBeGreaterThanOrEqual(PASS_SCORE);
      if (answer.missing || answer.class === "adversarial" || answer.class === "weak") expect(answer.pass).toBe(false);
      if (answer.class === "strong") expect(answer.pass).toBe(true);
    }
  });

  it("labels every answer of the fixtures the tests pass and fail", () => {
    for (const step of INCUBATOR_STEPS) {
      const inputs = LABELLED_ANSWERS[step.id]!.map((answer) => answer.input);
      const fixtures = ANSWER_FIXTURES[step.id]!;
      for (const answer of [...fixtures.good, ...fixtures.poor]) expect(inputs).toContain(answer.input);
    }
  });
});
