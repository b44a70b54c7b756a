import { Timestamp } from "firebase-admin/firestore";
import { DEFAULT_TUTOR_CONFIG, type TutorConfig, type TutorConfigResponse } from "../../contract/tutor";
import type { Clock } from "../../lib/clock";
import { TUTOR_CONFIG_ID, tutorConfigs } from "./repository";

/** The saved tutor configuration, or the spec's defaults when none is saved. */
export async function readTutorConfig(): Promise<TutorConfigResponse> {
  const saved = (await tutorConfigs().doc(TUTOR_CONFIG_ID).get()).data();
  if (!saved) return { ...DEFAULT_TUTOR_CONFIG, updatedAt: null };
  return {
    personality: saved.personality,
    focus_areas: saved.focus_areas,
    custom_instructions: saved.custom_instructions,
    updatedAt: saved.updatedAt.toDate().toISOString(),
  };
}

export async function saveTutorConfig(config: TutorConfig, by: string, clock: Clock): Promise<TutorConfigResponse> {
  const updatedAt = Timestamp.fromDate(clock.now());
  await tutorConfigs().doc(TUTOR_CONFIG_ID).set({
    personality: config.personality,
    focus_areas: config.focus_areas,
    custom_instructions: config.custom_instructions,
    updatedAt,
    updatedBy: by,
  });
  return { ...config, updatedAt: updatedAt.toDate().toISOString() };
}

/** Saves the defaults unless a configuration exists (the seed: running it twice changes nothing). */
export async function ensureDefaultTutorConfig(by: string, clock: Clock): Promise<boolean> {
  const ref = tutorConfigs().doc(TUTOR_CONFIG_ID);
  if ((await ref.get()).exists) return false;
  await saveTutorConfig(DEFAULT_TUTOR_CONFIG, by, clock);
  return true;
}
