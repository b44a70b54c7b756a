import { z } from "zod/mini";
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { aiErrorKindSchema, type AiStatus, type AiStatusDoc } from "../contract/tutor";
import { systemClock, type Clock } from "../lib/clock";
import { aiStatus, allIncubatorAttempts } from "../lib/collections";
import { AiProviderError, type AiProvider } from "./provider";
import { firstCharacters } from "../contract/text";
import { toIso } from "../contract/common";

// The outcome of the latest AI call, for the admin's Tutor Configuration tab (GET /api/admin/ai-status):
// a retired model or a missing permission shows there at once, not only in the logs. Every AI call by
// anyone records one, in 10 shards (docs/decisions.md "Documents many requests write").
const SHARD_IDS = ["current", ...Array.from({ length: 9 }, (_, index) => `current-${index + 2}`)];
const ERROR_MESSAGE_MAX = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider, and its configured model (vertex) or the offline tutor's name (local). */
export type AiIdentity = { provider: AiProvider["name"]; model: string };

type Purpose = NonNullable<AiStatusDoc["lastCall"]>["purpose"];

/** The provider, recording each call's outcome; a failure to record is logged, never the caller's failure. */
export function recordingCalls(provider: AiProvider, identity: AiIdentity, clock: Clock = systemClock): AiProvider {
  async function record(purpose: Purpose, modelVersion: string | null, error?: unknown) {
    const call = { ...identity, purpose, at: Timestamp.fromDate(clock.now()) };
    const outcome = error === undefined ? "success" : "error";
    const change: Partial<AiStatusDoc> = { lastCall: { ...call, outcome, modelVersion } };
    if (error !== undefined)
      change.lastError = {
        ...call,
        kind: z.catch(aiErrorKindSchema, "unknown").parse(error instanceof AiProviderError ? error.kind : "unknown"),
        message: firstCharacters(error instanceof Error ? error.message : String(error), ERROR_MESSAGE_MAX),
      };
    try {
      const shard = aiStatus().doc(SHARD_IDS[Math.floor(Math.random() * SHARD_IDS.length)]!);
      await shard.set(change as AiStatusDoc, { merge: true });
    } catch (failure) {
      logger.warn("Could not record the AI call's outcome", { error: String(failure) });
    }
  }
  async function recorded<T extends { modelVersion: string | null }>(purpose: Purpose, call: () => Promise<T>) {
    try {
      const reply = await call();
      await record(purpose, reply.modelVersion);
      return reply;
    } catch (error) {
      await record(purpose, null, error);
      throw error;
    }
  }
  return {
    name: provider.name,
    generateText: (request) => recorded("tutor", () => provider.generateText(request)),
    evaluate: (request) => recorded("evaluation", () => provider.evaluate(request)),
  };
}

/** What the admin sees: the configuration now, the latest recorded call and failure, and the day's evaluations. */
export async function readAiStatus(
  configured: AiIdentity | { error: string },
  clock: Clock = systemClock,
): Promise<AiStatus> {
  // Every learner's evaluations of the last day, counted by the server without reading them.
  const since = Timestamp.fromDate(new Date(clock.now().getTime() - DAY_MS));
  const [shards, counted] = await Promise.all([
    Promise.all(SHARD_IDS.map((id) => aiStatus().doc(id).get())),
    allIncubatorAttempts().where("createdAt", ">=", since).count().get(),
  ]);
  const newest = <T extends { at: { toMillis(): number } }>(records: (T | null | undefined)[]) =>
    records.filter((record) => record != null).sort((a, b) => b.at.toMillis() - a.at.toMillis())[0] ?? null;
  const lastCall = newest(shards.map((shard) => shard.data()?.lastCall));
  const lastError = newest(shards.map((shard) => shard.data()?.lastError));
  return {
    provider: "error" in configured ? null : configured.provider,
    model: "error" in configured ? null : configured.model,
    configError: "error" in configured ? configured.error : null,
    lastCall: lastCall && { ...lastCall, at: toIso(lastCall.at) },
    lastError: lastError && { ...lastError, at: toIso(lastError.at) },
    evaluationsLastDay: counted.data().count,
  };
}
