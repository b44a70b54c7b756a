import { Timestamp } from "firebase-admin/firestore";
import { learnerContext } from "../../ai/learner-context";
import { askTutor, resolveProvider, type AiDependencies } from "../../ai/tutor";
import {
  DEFAULT_TUTOR_CONFIG,
  type TestTutorResponse,
  type TutorConfig,
  type TutorConfigResponse,
} from "../../contract/tutor";
import type { RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import { currentTutorConfig } from "./repository";

export const tutorTestRule: RateRule = {
  scope: "tutor-test",
  limit: 30,
  windowSeconds: 10 * 60,
  message: "Too many tutor tests.",
};

export async function saveTutorConfig(
  deps: { clock: Clock },
  config: TutorConfig,
  by: string,
): Promise<TutorConfigResponse> {
  const updatedAt = Timestamp.fromDate(deps.clock.now());
  await currentTutorConfig().set({
    personality: config.personality,
    focus_areas: config.focus_areas,
    custom_instructions: config.custom_instructions,
    updatedAt,
    updatedBy: by,
  });
  return { ...config, updatedAt: updatedAt.toDate().toISOString() };
}

/** Saves the defaults unless a configuration exists (the seed: running it twice changes nothing). */
export async function ensureDefaultTutorConfig(deps: { clock: Clock }, by: string): Promise<boolean> {
  if ((await currentTutorConfig().get()).exists) return false;
  await saveTutorConfig(deps, DEFAULT_TUTOR_CONFIG, by);
  return true;
}

/** The admin's test: the unsaved configuration, the admin's own learner context, nothing stored. */
export async function testTutor(
  deps: AiDependencies & { limit: (uid: string) => Promise<void> },
  callerUid: string,
  message: string,
  config: TutorConfig,
): Promise<TestTutorResponse> {
  await deps.limit(callerUid);
  const provider = resolveProvider(deps.ai);
  const { context } = await learnerContext(callerUid, message);
  const answer = await askTutor(provider, { config, learner: context, history: [], message });
  return { response: answer.text, modelVersion: answer.modelVersion };
}
