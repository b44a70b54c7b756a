import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { newUser } from "../../test/api-client";
import { quarterHourOf } from "../contract/learning-summary";
import type { Pillar } from "../contract/pillars";
import { recordActivity } from "./activities";
import { watchedVideos } from "./collections";
import { db } from "./firebase";
import { backfillLearningSummaries, countFirstWatch, rebuildLearningSummary } from "./learning-summary";

const summaryOf = async (uid: string) => (await db.doc(`users/${uid}/summaries/learning`).get()).data();
const at = (iso: string) => ({ now: () => new Date(iso) });

/** A learner's history written the way the app writes it: each activity and first watch counted. */
async function history(uid: string) {
  const activities: [string, Pillar | null][] = [
    ["2026-06-01T09:00:00Z", "SHAPE"],
    ["2026-06-01T09:10:00Z", "SHAPE"], // the same quarter hour
    ["2026-06-03T23:50:00Z", null],
    ["2026-06-04T10:00:00Z", "SELL"],
  ];
  for (const [iso, pillar] of activities)
    await recordActivity(uid, { type: "other", title: "Did something", description: "", pillar }, at(iso));
  for (const [id, pillar] of [
    ["vidaaaaaaa1", "SELL"],
    ["vidaaaaaaa2", "SERVE"],
  ] as const) {
    const batch = db.batch();
    batch.create(watchedVideos(uid).doc(id), {
      youtubeVideoId: id,
      title: "A video",
      skillCategory: pillar,
      pathId: null,
      watchedAt: Timestamp.fromDate(new Date("2026-06-04T10:00:00Z")),
    });
    countFirstWatch(batch, uid, pillar);
    await batch.commit();
  }
}

const expected = {
  activeQuarterHours: ["2026-06-01T09:00:00Z", "2026-06-03T23:50:00Z", "2026-06-04T10:00:00Z"].map((iso) =>
    quarterHourOf(new Date(iso)),
  ),
  activitiesByPillar: { SHAPE: 2, SELL: 1 },
  videosWatched: 2,
  videosByPillar: { SELL: 1, SERVE: 1 },
};

describe("the learning summary", () => {
  it("counts each activity and first watch as it is written: active quarter hours once, pillars per write", async () => {
    const { user } = await newUser();
    await history(user.id);
    const summary = await summaryOf(user.id);
    expect({ ...summary, activeQuarterHours: [...summary!.activeQuarterHours].sort() }).toEqual(expected);
  });

  it("is rebuilt from the history to the same counts, for learners from before it (the backfill)", async () => {
    const { user } = await newUser();
    await history(user.id);
    await db.doc(`users/${user.id}/summaries/learning`).delete();
    expect(await rebuildLearningSummary(user.id)).toEqual(expected);
    expect(await summaryOf(user.id)).toEqual(expected);

    await db.doc(`users/${user.id}/summaries/learning`).delete();
    expect(await backfillLearningSummaries()).toBeGreaterThanOrEqual(1);
    expect(await summaryOf(user.id)).toEqual(expected);
  });

  it("is all zeros for a learner with no history", async () => {
    const { user } = await newUser();
    expect(await rebuildLearningSummary(user.id)).toEqual({
      activeQuarterHours: [],
      activitiesByPillar: {},
      videosWatched: 0,
      videosByPillar: {},
    });
  });
});
