import { Timestamp } from "firebase-admin/firestore";
import { learnerContext } from "../../ai/learner-context";
import { incubatorWorkFor } from "../../domain/incubator/tutor-work";
import { contextSections } from "../../ai/prompts";
import { askTutor, resolveTutor, TUTOR_CONFIG_ID, type AiDependencies } from "../../ai/tutor";
import type { AuditActor } from "../../contract/audit-log";
import {
  DEFAULT_TUTOR_CONFIG,
  type AiStatus,
  type TestTutorResponse,
  type TutorConfig,
  type TutorConfigResponse,
} from "../../contract/tutor";
import type { RateRule } from "../../http/rate-limit";
import type { Clock } from "../../lib/clock";
import type { AiIdentity } from "../../ai/status";
import { countAttemptsSince } from "../../domain/incubator/attempts";
import { readAiStatusShards, saveTutorConfig as storeTutorConfig, saveTutorConfigIfMissing } from "./repository";
import { toIso } from "../../contract/common";

export const tutorTestRule: RateRule = {
  scope: "tutor-test",
  limit: 30,
  windowSeconds: 10 * 60,
  message: "Too many tutor tests.",
};

/** The configuration itself, without when and by whom it was saved. */
const settings = (config: TutorConfig): TutorConfig => ({
  personality: config.personality,
  focus_areas: config.focus_areas,
  custom_instructions: config.custom_instructions,
});

const tutorConfigDoc = (config: TutorConfig, updatedAt: Timestamp, by: string) => ({
  ...settings(config),
  updatedAt,
  updatedBy: by,
});

/** Saves the configuration and its `tutor_config.save` audit entry (before and after) together. */
export async function saveTutorConfig(
  deps: { clock: Clock; actor: (uid: string) => Promise<AuditActor> },
  config: TutorConfig,
  adminUid: string,
): Promise<TutorConfigResponse> {
  const updatedAt = Timestamp.fromDate(deps.clock.now());
  const actor = await deps.actor(adminUid);
  await storeTutorConfig(tutorConfigDoc(config, updatedAt, adminUid), (before) => ({
    actor,
    action: "tutor_config.save",
    target: { type: "tutor_config", id: TUTOR_CONFIG_ID },
    before: before ? settings(before) : {},
    after: settings(config),
    at: updatedAt,
  }));
  return { ...config, updatedAt: toIso(updatedAt) };
}

/** Saves the defaults unless a configuration exists (the seed: running it twice changes nothing). */
export async function ensureDefaultTutorConfig(deps: { clock: Clock }, by: string): Promise<boolean> {
  return saveTutorConfigIfMissing(tutorConfigDoc(DEFAULT_TUTOR_CONFIG, Timestamp.fromDate(deps.clock.now()), by));
}

/**
 * The admin's test: the unsaved configuration, the admin's own learner context (Incubator work
 * included: admins may always use it), nothing stored; with the sections of context it sent.
 */
export async function testTutor(
  deps: AiDependencies & { limit: (uid: string) => Promise<void> },
  callerUid: string,
  message: string,
  config: TutorConfig,
): Promise<TestTutorResponse> {
  await deps.limit(callerUid);
  const provider = resolveTutor(deps.ai);
  const work = await incubatorWorkFor(callerUid, "admin", deps.clock);
  const { context } = await learnerContext(callerUid, message, { work });
  const answer = await askTutor(provider, { config, learner: context, history: [], message });
  return { response: answer.text, modelVersion: answer.modelVersion, context: contextSections(context) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the admin sees: the configuration now, the latest recorded call and failure, and the day's evaluations. */
export async function readAiStatus(configured: AiIdentity | { error: string }, clock: Clock): Promise<AiStatus> {
  const [shards, evaluationsLastDay] = await Promise.all([
    readAiStatusShards(),
    countAttemptsSince(new Date(clock.now().getTime() - DAY_MS)),
  ]);
  const newest = <T extends { at: { toMillis(): number } }>(records: (T | null | undefined)[]) =>
    records.filter((record) => record != null).sort((a, b) => b.at.toMillis() - a.at.toMillis())[0] ?? null;
  const lastCall = newest(shards.map((shard) => shard?.lastCall));
  const lastError = newest(shards.map((shard) => shard?.lastError));
  return {
    provider: "error" in configured ? null : configured.provider,
    model: "error" in configured ? null : configured.model,
    configError: "error" in configured ? configured.error : null,
    lastCall: lastCall && { ...lastCall, at: toIso(lastCall.at) },
    lastError: lastError && { ...lastError, at: toIso(lastError.at) },
    evaluationsLastDay,
  };
}
