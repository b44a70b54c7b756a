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
// a retired model or a missing permission shows there at once, not only in the logs.

const STATUS_ID = "current";
const ERROR_MESSAGE_MAX = 500;

export interface AiIdentity {
  provider: AiProvider["name"];
  /** The configured model (vertex) or the offline tutor's name (local). */
  model: string;
}

type Purpose = NonNullable<AiStatusDoc["lastCall"]>["purpose"];
type Outcome = { ok: true; modelVersion: string | null } | { ok: false; error: unknown };

/** Writes the call's outcome; a failure to write is logged, never the caller's failure. */
export async function recordAiCall(identity: AiIdentity, purpose: Purpose, outcome: Outcome, clock: Clock) {
  const at = Timestamp.fromDate(clock.now());
  const call = { ...identity, purpose, at };
  const change: Partial<AiStatusDoc> = {
    lastCall: {
      ...call,
      outcome: outcome.ok ? "success" : "error",
      modelVersion: outcome.ok ? outcome.modelVersion : null,
    },
  };
  if (!outcome.ok) {
    const kind = outcome.error instanceof AiProviderError ? outcome.error.kind : "unknown";
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    change.lastError = {
      ...call,
      kind: z.catch(aiErrorKindSchema, "unknown").parse(kind),
      message: firstCharacters(message, ERROR_MESSAGE_MAX),
    };
  }
  try {
    await aiStatus()
      .doc(STATUS_ID)
      .set(change as AiStatusDoc, { merge: true });
  } catch (error) {
    logger.warn("Could not record the AI call's outcome", { error: String(error) });
  }
}

/** The provider, recording each call's outcome. */
export function recordingCalls(provider: AiProvider, identity: AiIdentity, clock: Clock = systemClock): AiProvider {
  async function recorded<T extends { modelVersion: string | null }>(purpose: Purpose, call: () => Promise<T>) {
    try {
      const reply = await call();
      await recordAiCall(identity, purpose, { ok: true, modelVersion: reply.modelVersion }, clock);
      return reply;
    } catch (error) {
      await recordAiCall(identity, purpose, { ok: false, error }, clock);
      throw error;
    }
  }
  return {
    name: provider.name,
    generateText: (request) => recorded("tutor", () => provider.generateText(request)),
    evaluate: (request) => recorded("evaluation", () => provider.evaluate(request)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every learner's evaluations since `since`, counted by the server without reading them. */
async function countEvaluationsSince(since: Date): Promise<number> {
  const query = allIncubatorAttempts().where("createdAt", ">=", Timestamp.fromDate(since));
  return (await query.count().get()).data().count;
}

/** What the admin sees: the configuration now, the latest recorded call and failure, and the day's evaluations. */
export async function readAiStatus(
  configured: { provider: AiIdentity["provider"]; model: string } | { error: string },
  clock: Clock = systemClock,
): Promise<AiStatus> {
  const [stored, evaluationsLastDay] = await Promise.all([
    aiStatus().doc(STATUS_ID).get(),
    countEvaluationsSince(new Date(clock.now().getTime() - DAY_MS)),
  ]);
  const saved = stored.data();
  const lastCall = saved?.lastCall ?? null;
  const lastError = saved?.lastError ?? null;
  return {
    provider: "error" in configured ? null : configured.provider,
    model: "error" in configured ? null : configured.model,
    configError: "error" in configured ? configured.error : null,
    lastCall: lastCall && { ...lastCall, at: toIso(lastCall.at) },
    lastError: lastError && { ...lastError, at: toIso(lastError.at) },
    evaluationsLastDay,
  };
}
