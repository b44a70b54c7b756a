import { Timestamp, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import type { ActivityDoc } from "../contract/activity";
import { PILLAR_INFO, type Pillar } from "../contract/pillars";
import type { Clock } from "./clock";
import { activities } from "./collections";
import { db } from "./firebase";
import { countActivity } from "./learning-summary";

export type NewActivity = Pick<ActivityDoc, "type" | "title" | "description"> & { pillar?: Pillar | null };

/**
 * Records an activity, and counts it in the learner's summary (lib/learning-summary.ts). Pass
 * `id` to make the activity idempotent (a retried request writes it once), and a transaction or
 * batch to make it part of a larger write.
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
  // The dashboard's summary counts it in the same write.
  const writer = options.writer ?? db.batch();
  (writer as Transaction).set(ref, doc);
  countActivity(writer, uid, doc.createdAt.toDate(), doc.skillCategory);
  return options.writer ? Promise.resolve(ref) : (writer as WriteBatch).commit().then(() => ref);
}
