import { slotTakenSchema, type FreeSlot } from "@contract/sessions/learner";
import { ApiRequestError } from "@/lib/api-client";

export interface SlotTaken {
  message: string;
  /** The coach's free slots as they are now. */
  slots: FreeSlot[];
}

/** The 409 of a slot another learner took meanwhile, with the fresh slots; null for any other failure. */
export function slotTaken(error: unknown): SlotTaken | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  try {
    const parsed = slotTakenSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
