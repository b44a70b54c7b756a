import { describe, expect, it } from "vitest";
import { DEFAULT_TUTOR_CONFIG, TUTOR_OPTIONS, type TutorConfig } from "../contract/tutor";
import {
  HISTORY_CHARACTERS,
  OPTION_PROMPTS,
  buildTutorSystemPrompt,
  chooseFocus,
  recentHistory,
  weakestPillars,
} from "./prompts";
import { sampleLearner } from "../../test/ai-fixtures";

const groups = [
  ["personality", "tone", OPTION_PROMPTS.tone],
  ["personality", "communication_style", OPTION_PROMPTS.communication_style],
  ["personality", "encouragement_level", OPTION_PROMPTS.encouragement_level],
  ["personality", "response_length", OPTION_PROMPTS.response_length],
  ["focus_areas", "primary_coaching_approach", OPTION_PROMPTS.primary_coaching_approach],
  ["focus_areas", "question_frequency", OPTION_PROMPTS.question_frequency],
  ["focus_areas", "action_orientation", OPTION_PROMPTS.action_orientation],
] as const;

function withOption(group: "personality" | "focus_areas", key: string, value: string): TutorConfig {
  return { ...DEFAULT_TUTOR_CONFIG, [group]: { ...DEFAULT_TUTOR_CONFIG[group], [key]: value } } as TutorConfig;
}

describe("buildTutorSystemPrompt", () => {
  const defaultPrompt = buildTutorSystemPrompt({ config: DEFAULT_TUTOR_CONFIG, learner: sampleLearner });

  for (const [group, key, prompts] of groups) {
    const values = TUTOR_OPTIONS[key] as readonly string[];
    it.each(values)(`${key}=%s puts its own instruction in the prompt and no other ${key} instruction`, (value) => {
      const prompt = buildTutorSystemPrompt({ config: withOption(group, key, value), learner: sampleLearner });
      const own = (prompts as Record<string, string>)[value]!;
      expect(prompt).toContain(own);
      for (const other of values.filter((entry) => entry !== value))
        expect(prompt).not.toContain((prompts as Record<string, string>)[other]);
      const isDefault = (DEFAULT_TUTOR_CONFIG[group] as Record<string, string>)[key] === value;
      if (isDefault) expect(prompt).toBe(defaultPrompt);
      else expect(prompt).not.toBe(defaultPrompt);
    });
  }

  it("has a distinct instruction for every option value", () => {
    for (const [, key, prompts] of groups) {
      const texts = (TUTOR_OPTIONS[key] as readonly string[]).map(
        (value) => (prompts as Record<string, string>)[value],
      );
      expect(new Set(texts).size).toBe(TUTOR_OPTIONS[key].length);
    }
  });

  it("adds custom instructions only when there are some", () => {
    expect(defaultPrompt).not.toContain("Additional instructions");
    const prompt = buildTutorSystemPrompt({
      config: { ...DEFAULT_TUTOR_CONFIG, custom_instructions: "Mention the Friday office hours." },
      learner: sampleLearner,
    });
    expect(prompt).toContain("Additional instructions from the SoloSensei team:\nMention the Friday office hours.");
  });

  it("describes the learner: work context, weakest pillars, activity and a video; and says it coaches", () => {
    expect(defaultPrompt).toContain("Work setup: Full-time freelancer");
    expect(defaultPrompt).toContain("Platforms: Upwork, LinkedIn");
    expect(defaultPrompt).toContain("Weaknesses: SELL, SHOW");
    expect(defaultPrompt).toContain("Confidence per pillar (weakest first): SELL 25%, SHOW 40%, SHAPE 60%, SERVE 80%");
    expect(defaultPrompt).toContain("Recent activity: Watched Pricing 101 (2026-11-20)");
    expect(defaultPrompt).toContain("Focus for this answer: SELL / Price with confidence");
    expect(defaultPrompt).toContain("https://www.youtube.com/watch?v=abc123");
    expect(defaultPrompt).toContain("never write the learner's deliverables");
  });

  it("says when the assessment is still missing", () => {
    const prompt = buildTutorSystemPrompt({
      config: DEFAULT_TUTOR_CONFIG,
      learner: { ...sampleLearner, pillarProgress: [], recentActivities: [], video: null },
    });
    expect(prompt).toContain("has not completed the skills assessment");
    expect(prompt).not.toContain("Recent activity");
    expect(prompt).not.toContain("youtube.com");
  });
});

describe("focus", () => {
  it("orders pillars weakest first, ties in pillar order, falling back to the profile's weaknesses", () => {
    expect(
      weakestPillars(
        [
          { pillar: "SERVE", progressPercentage: 30 },
          { pillar: "SHOW", progressPercentage: 30 },
          { pillar: "SHAPE", progressPercentage: 90 },
        ],
        [],
      ),
    ).toEqual(["SHOW", "SERVE", "SHAPE"]);
    expect(weakestPillars([], ["SELL", "nonsense", "SHOW"])).toEqual(["SELL", "SHOW"]);
  });

  it("follows the skill a message names, else the weakest pillar's first skill", () => {
    expect(chooseFocus("How should I price my logo work?", ["SERVE"])).toEqual({
      pillar: "SELL",
      skillId: "price_with_confidence",
    });
    expect(chooseFocus("Hello there", ["SERVE"])).toEqual({ pillar: "SERVE", skillId: "manage_projects" });
    expect(chooseFocus("Hello there", [])).toEqual({ pillar: "SHAPE", skillId: "spot_opportunities" });
  });
});

describe("recentHistory", () => {
  const turn = (length: number, mark: string) => ({ content: mark.padEnd(length, ".") });

  it("keeps every turn while they fit", () => {
    const turns = [turn(100, "a"), turn(200, "b"), turn(300, "c")];
    expect(recentHistory(turns)).toEqual(turns);
  });

  it("keeps the newest turns that fit, in order, and drops the older ones", () => {
    const turns = [turn(1_500, "old"), turn(1_500, "a"), turn(1_500, "b"), turn(900, "c")];
    expect(recentHistory(turns).map((entry) => entry.content[0])).toEqual(["a", "b", "c"]);
    const kept = recentHistory(turns).reduce((sum, entry) => sum + entry.content.length, 0);
    expect(kept).toBeLessThanOrEqual(HISTORY_CHARACTERS);
  });

  it("stops at the first turn that does not fit, though an older short one would", () => {
    const turns = [turn(10, "short"), turn(HISTORY_CHARACTERS, "long"), turn(500, "new")];
    expect(recentHistory(turns).map((entry) => entry.content.slice(0, 3))).toEqual(["new"]);
  });

  it("always keeps the newest turn, however long", () => {
    const turns = [turn(10, "a"), turn(HISTORY_CHARACTERS + 1, "b")];
    expect(recentHistory(turns).map((entry) => entry.content[0])).toEqual(["b"]);
    expect(recentHistory([])).toEqual([]);
  });
});
