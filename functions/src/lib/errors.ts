import type { ApiError } from "../contract/errors";

/** An error that becomes a JSON response `{message, errors?}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiError["errors"],
    readonly headers: Record<string, string> = {},
    /** What a refusal's route says beside its message (its `errorResponses` contract): a 409's fresh slots. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): ApiError {
    return this.errors
      ? { ...this.details, message: this.message, errors: this.errors }
      : { ...this.details, message: this.message };
  }
}

export const badRequest = (message: string, errors?: ApiError["errors"]) => new HttpError(400, message, errors);
export const unauthorized = (message = "Not authenticated") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, errors?: ApiError["errors"]) => new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "Retry-After": String(retryAfterSeconds) });
