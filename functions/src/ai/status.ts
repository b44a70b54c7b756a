import { z } from "zod/mini";
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { AI_STATUS_SHARDS, aiErrorKindSchema, type AiStatusDoc } from "../contract/tutor";
import { systemClock, type Clock } from "../lib/clock";
import { aiStatus } from "../lib/collections";
import { AiProviderError, type AiProvider } from "./provider";
import {
  BRIEF_SUMMARY_SYSTEM,
  EVALUATION_SYSTEM,
  briefSummaryPrompt,
  buildTutorSystemPrompt,
  evaluationPrompt,
} from "./prompts";
import { firstCharacters } from "../contract/text";

// The outcome of the latest AI call, for the admin's Tutor Configuration tab (GET /api/admin/ai-status,
// features/tutor-config): a retired model or a missing permission shows there at once, not only in the
// logs. Every AI call by anyone records one, in 10 shards (docs/decisions/015-documents-many-requests-write.md).
const ERROR_MESSAGE_MAX = 500;

/** The provider, and its configured model (vertex) or the offline tutor's name (local). */
export type AiIdentity = { provider: AiProvider["name"]; model: string };

type Purpose = NonNullable<AiStatusDoc["lastCall"]>["purpose"];

/**
 * `npm run bench:cost` only: the characters each call sends to Vertex AI (system prompt, history,
 * message, as ai/vertex.ts builds them) and receives, from which the bench estimates tokens.
 */
const countAiCall: ((sent: number, received: number) => void) | undefined = process.env.SOLOSENSEI_BENCH_COUNTS
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deployed function never loads it
    require("../lib/bench-counts").countAiCall
  : undefined;

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
  async function recorded<T extends { modelVersion: string | null }>(
    purpose: Purpose,
    call: () => Promise<T>,
    characters: (reply: T) => [sent: number, received: number],
  ) {
    try {
      const reply = await call();
      countAiCall?.(...characters(reply));
      await record(purpose, reply.modelVersion);
      return reply;
    } catch (error) {
      await record(purpose, null, error);
      throw error;
    }
  }
  return {
    name: provider.name,
    generateText: (request) =>
      recorded(
        "tutor",
        () => provider.generateText(request),
        (reply) => [
          buildTutorSystemPrompt(request).length +
            request.history.reduce((sum, turn) => sum + turn.content.length, request.message.length),
          reply.text.length,
        ],
      ),
    evaluate: (request) =>
      recorded(
        "evaluation",
        () => provider.evaluate(request),
        (reply) => [EVALUATION_SYSTEM.length + evaluationPrompt(request).length, JSON.stringify(reply.output).length],
      ),
    summariseBrief: (brief) =>
      recorded(
        "brief_summary",
        () => provider.summariseBrief(brief),
        (reply) => [BRIEF_SUMMARY_SYSTEM.length + briefSummaryPrompt(brief).length, reply.text.length],
      ),
  };
}
