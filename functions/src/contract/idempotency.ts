import { z } from "zod/mini";
import { timestampSchema } from "./common";

/**
 * `idempotencyKeys/{sha256(uid + key)}`: a creating POST's answer, kept 24 h for repeats of the
 * same `Idempotency-Key` (`status` null while the first request still runs).
 */
export const idempotencyKeyDocSchema = z.object({
  uid: z.string(),
  requestHash: z.string(),
  status: z.nullable(z.int()),
  /** The answer's JSON text. */
  body: z.nullable(z.string()),
  createdAt: timestampSchema,
  /** Renewed while the first request runs; a key not renewed within its lease belongs to a request that died. */
  aliveAt: z.optional(timestampSchema),
  expireAt: timestampSchema,
});
