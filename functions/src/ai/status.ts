import { z } from "zod/mini";
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { AI_STATUS_SHARDS, aiErrorKindSchema, type AiStatusDoc } from "../contract/tutor";
import { systemClock, type Clock } from "../lib/clock";
import { aiStatus } from "../lib/collections";
import { AiProviderError, type AiProvider } from "./provider";
import { firstCharacters } from "../contract/text";

// The outcome of the latest AI call, for the admin's Tutor Configuration tab (GET /api/admin/ai-status,
// features/tutor-config): a retired model or a missing permission shows there at once, not only in the
// logs. Every AI call by anyone records one, in 10 shards (docs/decisions/015-documents-many-requests-write.md).
const ERROR_MESSAGE_MAX = 500;

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
      const shard = aiStatus().doc(AI_STATUS_SHARDS[Math.floor(Math.random() * AI_STATUS_SHARDS.length)]!);
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
    summariseBrief: (brief) => recorded("brief_summary", () => provider.summariseBrief(brief)),
  };
}
