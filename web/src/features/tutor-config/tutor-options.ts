import { DEFAULT_TUTOR_CONFIG, TUTOR_OPTIONS, type TutorConfig } from "@contract/tutor";
import { optionLabel } from "@/lib/option-label";

type Group = "personality" | "focus_areas";
type Setting<G extends Group> = keyof TutorConfig[G] & keyof typeof TUTOR_OPTIONS;

/** A group's settings in the contract's order, each labelled by its name ('communication_style' reads 'Communication style'). */
function settingsOf<G extends Group>(group: G) {
  return (Object.keys(DEFAULT_TUTOR_CONFIG[group]) as Setting<G>[]).map((key) => ({ key, label: optionLabel(key) }));
}

/** The two groups as the form shows them. */
export const TUTOR_SETTING_GROUPS = [
  { group: "personality", title: "Personality", settings: settingsOf("personality") },
  { group: "focus_areas", title: "Focus areas", settings: settingsOf("focus_areas") },
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
