import type { FreeSlot } from "@contract/sessions/learner";
import { ApiRequestError } from "@/lib/api-client";
import { learnerContract } from "./api/contract";

export interface SlotTaken {
  message: string;
  /** The coach's free slots as they are now. */
  slots: FreeSlot[];
}

/** The 409 of a slot another learner took meanwhile, with the fresh slots; null for any other failure. */
export async function slotTaken(error: unknown): Promise<SlotTaken | null> {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const { slotTakenSchema } = await learnerContract();
  try {
    const parsed = slotTakenSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
