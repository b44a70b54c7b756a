import { TUTOR_OPTIONS, type TutorConfig } from "@contract/tutor";
import { optionLabel } from "@/lib/option-label";

type Group = "personality" | "focus_areas";
type Setting<G extends Group> = keyof TutorConfig[G] & keyof typeof TUTOR_OPTIONS;

interface SettingField<G extends Group> {
  group: G;
  key: Setting<G>;
  label: string;
}

/** The two groups, each setting with the label the form shows. */
export const TUTOR_SETTING_GROUPS = [
  {
    group: "personality",
    title: "Personality",
    settings: [
      { group: "personality", key: "tone", label: "Tone" },
      { group: "personality", key: "communication_style", label: "Communication style" },
      { group: "personality", key: "encouragement_level", label: "Encouragement level" },
      { group: "personality", key: "response_length", label: "Response length" },
    ] satisfies SettingField<"personality">[],
  },
  {
    group: "focus_areas",
    title: "Focus areas",
    settings: [
      { group: "focus_areas", key: "primary_coaching_approach", label: "Primary coaching approach" },
      { group: "focus_areas", key: "question_frequency", label: "Question frequency" },
      { group: "focus_areas", key: "action_orientation", label: "Action orientation" },
    ] satisfies SettingField<"focus_areas">[],
  },
] as const;

/** The choices of one setting, in the spec's order, with readable labels. */
export function settingOptions(key: keyof typeof TUTOR_OPTIONS) {
  return TUTOR_OPTIONS[key].map((value) => ({ value, label: optionLabel(value) }));
}

/** The configuration with one setting changed (the form's state is a whole configuration). */
export function withSetting(config: TutorConfig, group: Group, key: string, value: string): TutorConfig {
  return { ...config, [group]: { ...config[group], [key]: value } };
}

/** Whether two configurations say the same (custom instructions compared as the server stores them, trimmed). */
export function sameConfig(a: TutorConfig, b: TutorConfig): boolean {
  const sameSettings = TUTOR_SETTING_GROUPS.every(({ group, settings }) =>
    settings.every(
      ({ key }) => (a[group] as Record<string, string>)[key] === (b[group] as Record<string, string>)[key],
    ),
  );
  return sameSettings && a.custom_instructions.trim() === b.custom_instructions.trim();
}
