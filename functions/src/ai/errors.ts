import { logger } from "firebase-functions/logger";
import { HttpError } from "../lib/errors";
import { AiProviderError, type AiProvider } from "./provider";

/** What a caller is told when the AI fails, in the words of its feature (the tutor's, the Incubator's). */
export type AiFailureTexts = { what: string; failed: string; notConfigured: string; modelUnavailable: string };

/** An AI failure as the caller sees it: a clear 503, never a generic 500. */
export function generationError(error: unknown, texts: AiFailureTexts): HttpError {
  if (error instanceof AiProviderError && error.kind === "not_configured")
    return new HttpError(503, texts.notConfigured);
  // The provider has logged which model and that VERTEX_MODEL must change; waiting will not help.
  if (error instanceof AiProviderError && error.kind === "model_unavailable")
    return new HttpError(503, texts.modelUnavailable);
  logger.error(`${texts.what} failed`, error);
  return new HttpError(503, texts.failed, undefined, { "Retry-After": "10" });
}

/** The provider; a missing or wrong configuration becomes `generationError`. */
export function resolveProvider(getProvider: () => AiProvider, texts: AiFailureTexts): AiProvider {
  try {
    return getProvider();
  } catch (error) {
    throw generationError(error, texts);
  }
}
