import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { LEARNING_SUMMARY_ID, quarterHourOf, type LearningSummaryDoc } from "../contract/learning-summary";
import { pillarSchema, type Pillar } from "../contract/pillars";
import { activities, learningSummaries, users, watchedVideos } from "./collections";
import { pagesOf } from "./paging";

// The learner's summary (contract/learning-summary.ts) moves in the same transaction or batch as
// the write it counts, so it never disagrees with the activities and watched videos it sums up.

type Writer = Transaction | WriteBatch;

const summaryRef = (uid: string) => learningSummaries(uid).doc(LEARNING_SUMMARY_ID);

/** Adds one to a per-pillar count; the set before it creates the summary when it is the first. */
const addToPillar = (writer: Writer, uid: string, field: "activitiesByPillar" | "videosByPillar", pillar: Pillar) =>
  (writer as Transaction).update(summaryRef(uid), { [`${field}.${pillar}`]: FieldValue.increment(1) });

/** Counts an activity recorded at `at` in the same write (lib/activities.ts). */
export function countActivity(writer: Writer, uid: string, at: Date, pillar: Pillar | null) {
  (writer as Transaction).set(
    summaryRef(uid),
    { activeQuarterHours: FieldValue.arrayUnion(quarterHourOf(at)) },
    { merge: true },
  );
  if (pillar) addToPillar(writer, uid, "activitiesByPillar", pillar);
}

/** Counts a video watched for the first time, in the write that creates its watched record. */
export function countFirstWatch(writer: Writer, uid: string, pillar: Pillar) {
  (writer as Transaction).set(summaryRef(uid), { videosWatched: FieldValue.increment(1) }, { merge: true });
  addToPillar(writer, uid, "videosByPillar", pillar);
}

const PAGE = 500;

/** Every document of a user's subcollection, a page at a time, only the fields asked for. */
async function* fieldsOf(collection: FirebaseFirestore.CollectionReference, ...fields: string[]) {
  for await (const docs of pagesOf(collection.withConverter(null).select(...fields), PAGE)) yield* docs;
}

const pillarOf = (value: unknown): Pillar | null => pillarSchema.safeParse(value).data ?? null;

/**
 * Counts a learner's summary again from every activity and watched video, without storing it (the
 * load run's integrity check compares it with the stored one).
 */
export async function countLearningSummary(uid: string): Promise<LearningSummaryDoc> {
  const quarterHours = new Set<number>();
  const summary: LearningSummaryDoc = {
    activeQuarterHours: [],
    activitiesByPillar: {},
    videosWatched: 0,
    videosByPillar: {},
  };
  for await (const doc of fieldsOf(activities(uid), "createdAt", "skillCategory")) {
    const createdAt = doc.get("createdAt") as FirebaseFirestore.Timestamp | undefined;
    if (createdAt) quarterHours.add(quarterHourOf(createdAt.toDate()));
    const pillar = pillarOf(doc.get("skillCategory"));
    if (pillar) summary.activitiesByPillar[pillar] = (summary.activitiesByPillar[pillar] ?? 0) + 1;
  }
  for await (const doc of fieldsOf(watchedVideos(uid), "skillCategory")) {
    summary.videosWatched += 1;
    const pillar = pillarOf(doc.get("skillCategory"));
    if (pillar) summary.videosByPillar[pillar] = (summary.videosByPillar[pillar] ?? 0) + 1;
  }
  summary.activeQuarterHours = [...quarterHours].sort((a, b) => a - b);
  return summary;
}

/**
 * Counts a learner's summary again and stores it: for learners whose history predates the summary
 * (`npm run backfill:learning-summaries`). A write counted while it runs may be missed; run it
 * again to be sure.
 */
export async function rebuildLearningSummary(uid: string): Promise<LearningSummaryDoc> {
  const summary = await countLearningSummary(uid);
  await summaryRef(uid).set(summary);
  return summary;
}

/** Rebuilds every user's summary; answers how many users it wrote. */
export async function backfillLearningSummaries(pageSize = 100): Promise<number> {
  let written = 0;
  for await (const docs of pagesOf(users().withConverter(null).select(), pageSize)) {
    // A few at a time: each rebuild is a handful of paged reads.
    for (let start = 0; start < docs.length; start += 10)
      await Promise.all(docs.slice(start, start + 10).map((doc) => rebuildLearningSummary(doc.id)));
    written += docs.length;
  }
  return written;
}
