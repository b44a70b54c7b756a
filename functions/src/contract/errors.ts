import { z } from "zod/mini";

/** The body of every failed API call. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
