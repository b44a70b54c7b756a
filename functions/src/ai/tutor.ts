import { logger } from "firebase-functions";
import { DEFAULT_TUTOR_CONFIG, type TutorConfig, type TutorConfigResponse } from "../contract/tutor";
import type { Clock } from "../lib/clock";
import { tutorConfigs } from "../lib/collections";
import { HttpError } from "../lib/errors";
import { toIso } from "../contract/common";
import { buildTutorSystemPrompt, MAX_OUTPUT_TOKENS, type LearnerContext, type TutorInputs } from "./prompts";
import { AiProviderError, type AiProvider, type ChatTurn, type TextReply } from "./provider";

// The tutor's answer, shared by the learner's chat (features/chat) and the admin's test (features/tutor-config).

/** What a service that asks the AI needs: the time and the provider (tests swap both). */
export interface AiDependencies {
  clock: Clock;
  /** Resolved on use, so a missing configuration refuses before anything is stored. */
  ai: () => AiProvider;
}

export const GENERATION_FAILED =
  "The tutor could not answer right now. Your message was saved, so you can try again in a moment.";
export const NOT_CONFIGURED =
  "The AI tutor is not available: it has not been configured yet. Please tell the SoloSensei team.";
export const MODEL_UNAVAILABLE =
  "The AI tutor is not available: its AI model is no longer offered. Please tell the SoloSensei team.";

export const TUTOR_CONFIG_ID = "current";

/** The saved tutor configuration, or the spec's defaults when none is saved. */
export async function readTutorConfig(): Promise<TutorConfigResponse> {
  const saved = (await tutorConfigs().doc(TUTOR_CONFIG_ID).get()).data();
  if (!saved) return { ...DEFAULT_TUTOR_CONFIG, updatedAt: null };
  return {
    personality: saved.personality,
    focus_areas: saved.focus_areas,
    custom_instructions: saved.custom_instructions,
    updatedAt: toIso(saved.updatedAt),
  };
}

/** What the caller is told when the AI fails: the tutor's texts, or another feature's (the Incubator's). */
export interface AiFailureTexts {
  what: string;
  failed: string;
  notConfigured: string;
  modelUnavailable: string;
}
const TUTOR_FAILURE: AiFailureTexts = {
  what: "Tutor generation",
  failed: GENERATION_FAILED,
  notConfigured: NOT_CONFIGURED,
  modelUnavailable: MODEL_UNAVAILABLE,
};

/** An AI failure as the caller sees it: a clear 503, never a generic 500. */
export function generationError(error: unknown, texts: AiFailureTexts = TUTOR_FAILURE): HttpError {
  if (error instanceof AiProviderError && error.kind === "not_configured")
    return new HttpError(503, texts.notConfigured);
  // The provider has logged which model and that VERTEX_MODEL must change; waiting will not help.
  if (error instanceof AiProviderError && error.kind === "model_unavailable")
    return new HttpError(503, texts.modelUnavailable);
  logger.error(`${texts.what} failed`, error);
  return new HttpError(503, texts.failed, undefined, { "Retry-After": "10" });
}

export function resolveProvider(getProvider: () => AiProvider, texts: AiFailureTexts = TUTOR_FAILURE): AiProvider {
  try {
    return getProvider();
  } catch (error) {
    throw generationError(error, texts);
  }
}

/** The tutor's reply under a configuration; failures become generationError. */
export async function askTutor(
  provider: AiProvider,
  request: { config: TutorConfig; learner: LearnerContext; history: ChatTurn[]; message: string },
): Promise<TextReply> {
  const tutor: TutorInputs = { config: request.config, learner: request.learner };
  try {
    return await provider.generateText({
      system: buildTutorSystemPrompt(tutor),
      history: request.history,
      message: request.message,
      maxOutputTokens: MAX_OUTPUT_TOKENS[request.config.personality.response_length],
      tutor,
    });
  } catch (error) {
    throw generationError(error);
  }
}
