import { Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { ActivityDoc } from "../contract/activity";
import { PILLAR_INFO, type Pillar } from "../contract/pillars";
import type { Clock } from "./clock";
import { activities } from "./collections";

export type NewActivity = Pick<ActivityDoc, "type" | "title" | "description"> & { pillar?: Pillar | null };

/**
 * Records an activity. Pass `id` to make it idempotent (a retried request writes it once),
 * and a transaction or batch to make it part of a larger write.
 */
export function recordActivity(
  uid: string,
  activity: NewActivity,
  clock: Clock,
  options: { id?: string; writer?: Transaction | WriteBatch } = {},
) {
  const ref = options.id ? activities(uid).doc(options.id) : activities(uid).doc();
  const doc: ActivityDoc = {
    type: activity.type,
    title: activity.title,
    description: activity.description,
    skillCategory: activity.pillar ?? null,
    skillCategoryId: activity.pillar ? PILLAR_INFO[activity.pillar].id : null,
    createdAt: Timestamp.fromDate(clock.now()),
  };
  if (options.writer) (options.writer as Transaction).set(ref, doc);
  return options.writer ? Promise.resolve(ref) : ref.set(doc).then(() => ref);
}
