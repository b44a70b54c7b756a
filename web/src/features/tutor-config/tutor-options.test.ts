import { DEFAULT_TUTOR_CONFIG, TUTOR_OPTIONS } from "@contract/tutor";
import { describe, expect, it } from "vitest";
import { sameConfig, settingOptions, TUTOR_SETTING_GROUPS, withSetting } from "./tutor-options";

describe("tutor options", () => {
  it("covers every setting once", () => {
    const keys = TUTOR_SETTING_GROUPS.flatMap((group) => group.settings.map((setting) => setting.key));
    expect(keys.sort()).toEqual(Object.keys(TUTOR_OPTIONS).sort());
  });

  it("labels each setting by its name, in the contract's order", () => {
    expect(
      TUTOR_SETTING_GROUPS.map(({ title, settings }) => [title, settings.map((setting) => setting.label)]),
    ).toEqual([
      ["Personality", ["Tone", "Communication style", "Encouragement level", "Response length"]],
      ["Focus areas", ["Primary coaching approach", "Question frequency", "Action orientation"]],
    ]);
  });

  it("labels each option readably, in the spec's order", () => {
    expect(settingOptions("tone").map((option) => option.label)).toEqual([
      "Friendly professional",
      "Casual mentor",
      "Expert coach",
      "Motivational coach",
    ]);
    expect(settingOptions("primary_coaching_approach")[2]).toEqual({
      value: "practical_implementation",
      label: "Practical implementation",
    });
  });

  it("changes one setting and tells a changed configuration from the saved one", () => {
    const changed = withSetting(DEFAULT_TUTOR_CONFIG, "personality", "tone", "expert_coach");
    expect(changed.personality).toEqual({ ...DEFAULT_TUTOR_CONFIG.personality, tone: "expert_coach" });
    expect(changed.focus_areas).toBe(DEFAULT_TUTOR_CONFIG.focus_areas);
    expect(sameConfig(changed, DEFAULT_TUTOR_CONFIG)).toBe(false);
    expect(sameConfig({ ...DEFAULT_TUTOR_CONFIG, custom_instructions: "  " }, DEFAULT_TUTOR_CONFIG)).toBe(true);
  });
});
