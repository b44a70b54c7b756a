import { describe, expect, it } from "vitest";
import { DEFAULT_TUTOR_CONFIG, TUTOR_OPTIONS, type TutorConfig } from "../contract/tutor";
import { OFFLINE_MODEL_VERSION, localProvider, offlineReply } from "./local";
import { OFFLINE_LABEL } from "./offline-step-tutor";
import { evaluateLocally } from "./local-evaluator";
import { sampleLearner } from "../../test/ai-fixtures";
import { OFFER_RUBRIC } from "../../test/offer-rubric";

const message = "How do I get more clients?";
const set = (group: "personality" | "focus_areas", key: string, value: string): TutorConfig =>
  ({ ...DEFAULT_TUTOR_CONFIG, [group]: { ...DEFAULT_TUTOR_CONFIG[group], [key]: value } }) as TutorConfig;

describe("the offline tutor", () => {
  it("says it is the offline tutor, gives next steps and the matching catalogue video", () => {
    const reply = offlineReply(message, DEFAULT_TUTOR_CONFIG, sampleLearner);
    expect(reply).toContain(OFFLINE_LABEL);
    expect(reply).toMatch(/Next steps:\n1\. .+\n2\. /);
    expect(reply).toContain('Watch next: "Pricing 101" (beginner) - https://www.youtube.com/watch?v=abc123');
  });

  it("points to the catalogue when there is no matching video", () => {
    expect(offlineReply(message, DEFAULT_TUTOR_CONFIG, { ...sampleLearner, video: null })).toContain(
      "browse the SELL videos in the catalogue",
    );
  });

  it("is deterministic for the same input", () => {
    expect(offlineReply(message, DEFAULT_TUTOR_CONFIG, sampleLearner)).toBe(
      offlineReply(message, DEFAULT_TUTOR_CONFIG, sampleLearner),
    );
  });

  const options = [
    ["personality", "tone"],
    ["personality", "communication_style"],
    ["personality", "encouragement_level"],
    ["personality", "response_length"],
    ["focus_areas", "primary_coaching_approach"],
    ["focus_areas", "question_frequency"],
    ["focus_areas", "action_orientation"],
  ] as const;
  it.each(options)("every %s.%s value gives a visibly different reply", (group, key) => {
    const replies = (TUTOR_OPTIONS[key] as readonly string[]).map((value) =>
      offlineReply(message, set(group, key, value), sampleLearner),
    );
    expect(new Set(replies).size).toBe(replies.length);
  });

  it("passes on the custom instructions", () => {
    const reply = offlineReply(
      message,
      { ...DEFAULT_TUTOR_CONFIG, custom_instructions: "Office hours: Fridays." },
      sampleLearner,
    );
    expect(reply).toContain("Office hours: Fridays.");
  });

  it("uses the learner's work context and recent activity in detailed replies", () => {
    const reply = offlineReply(message, set("personality", "response_length", "detailed"), sampleLearner);
    expect(reply).toContain("full-time freelancer");
    expect(reply).toContain("Upwork");
    expect(reply).toContain('"Watched Pricing 101"');
  });

  it("coaches instead of writing deliverables", () => {
    expect(offlineReply("Write my proposal for me", DEFAULT_TUTOR_CONFIG, sampleLearner)).toContain(
      "I won't write it for you",
    );
  });

  it("answers the tutor from its inputs, and evaluations through the offline evaluator", async () => {
    const { text, modelVersion } = await localProvider.generateText({
      history: [],
      message,
      config: DEFAULT_TUTOR_CONFIG,
      learner: sampleLearner,
    });
    expect(text).toBe(offlineReply(message, DEFAULT_TUTOR_CONFIG, sampleLearner));
    expect(modelVersion).toBe(OFFLINE_MODEL_VERSION);
    const request = { title: "Offer", prompt: "Who do you help?", helperTips: [], rubric: OFFER_RUBRIC, input: "idk" };
    await expect(localProvider.evaluate(request)).resolves.toEqual({
      output: await evaluateLocally(request),
      modelVersion: OFFLINE_MODEL_VERSION,
    });
  });
});
