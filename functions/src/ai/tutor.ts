import { DEFAULT_TUTOR_CONFIG, type TutorConfigResponse } from "../contract/tutor";
import type { Clock } from "../lib/clock";
import { tutorConfigs } from "../lib/collections";
import { toIso } from "../contract/common";
import { keepRealQuotes } from "./incubator-context";
import { generationError, resolveProvider, type AiFailureTexts } from "./errors";
import type { AiProvider, TextReply, TutorRequest } from "./provider";

// The tutor's answer, shared by the learner's chat (features/chat) and the admin's test (features/tutor-config).

/** The time and the provider (tests swap both), resolved on use so a missing configuration refuses before anything is stored. */
export type AiDependencies = { clock: Clock; ai: () => AiProvider };

export const GENERATION_FAILED =
  "The tutor could not answer right now. Your message was saved, so you can try again in a moment.";
export const NOT_CONFIGURED =
  "The AI tutor is not available: it has not been configured yet. Please tell the SoloSensei team.";
export const MODEL_UNAVAILABLE =
  "The AI tutor is not available: its AI model is no longer offered. Please tell the SoloSensei team.";
const TUTOR_FAILURE: AiFailureTexts = {
  what: "Tutor generation",
  failed: GENERATION_FAILED,
  notConfigured: NOT_CONFIGURED,
  modelUnavailable: MODEL_UNAVAILABLE,
};

export const TUTOR_CONFIG_ID = "current";

/** The saved tutor configuration, or the defaults (DEFAULT_TUTOR_CONFIG) when none is saved. */
export async function readTutorConfig(): Promise<TutorConfigResponse> {
  const saved = (await tutorConfigs().doc(TUTOR_CONFIG_ID).get()).data();
  if (!saved) return { ...DEFAULT_TUTOR_CONFIG, updatedAt: null };
  const { personality, focus_areas, custom_instructions, updatedAt } = saved;
  return { personality, focus_areas, custom_instructions, updatedAt: toIso(updatedAt) };
}

/** The tutor's provider; a missing configuration is the tutor's 503. */
export const resolveTutor = (getProvider: () => AiProvider) => resolveProvider(getProvider, TUTOR_FAILURE);

/**
 * The tutor's reply under a configuration; failures become the tutor's 503. A quotation the
 * learner's words (stored work, this conversation) and what the tutor was shown do not hold loses
 * its quotation marks (incubator-context.ts `keepRealQuotes`).
 */
export async function askTutor(provider: AiProvider, request: TutorRequest): Promise<TextReply> {
  let reply: TextReply;
  try {
    reply = await provider.generateText(request);
  } catch (error) {
    throw generationError(error, TUTOR_FAILURE);
  }
  const sources = [
    ...(request.learner.incubator?.quotable ?? []),
    request.message,
    ...request.history.filter((turn) => turn.role === "user").map((turn) => turn.content),
    request.learner.video?.title ?? "",
    ...request.learner.recentActivities.map((activity) => activity.title),
  ];
  return { ...reply, text: keepRealQuotes(reply.text, sources) };
}
