import { Timestamp } from "firebase-admin/firestore";
import { defaultSchedule } from "../../functions/src/contract/cohorts/common";
import { type CohortDoc, type CohortMemberDoc, NEW_MEMBER_FIGURES } from "../../functions/src/contract/cohorts/storage";
import { zonedAt } from "../../functions/src/domain/cohorts/calendar";
import { cohortMembers, cohorts } from "../../functions/src/lib/collections";
import { runTransaction } from "../../functions/src/lib/transaction";
import { INCUBATOR_PHASES } from "../incubator/content";
import { SEED_ACCOUNTS } from "./accounts";
import type { SeedModule } from "../seed-context";

/** The seeded cohort's id: a second run finds it and writes nothing. */
export const SEED_COHORT_ID = "seed-cohort";
const ZONE = "America/New_York";
const WEEKS = 12;

/**
 * One running cohort (README "Seeded accounts"): it started on the Monday a week before the
 * current one, so on the day it is seeded it is in week 2 of 12. `admin` coaches it and `learner`
 * is its one member.
 */
export const cohort: SeedModule = {
  name: "cohort",
  async run({ clock, uids, log }) {
    const adminUid = uids.admin;
    const learnerUid = uids.learner;
    if (!adminUid || !learnerUid) throw new Error("cohort needs the accounts module first");
    const today = zonedAt(clock.now(), ZONE).toPlainDate();
    const startDate = today.subtract({ days: today.dayOfWeek - 1 + 7 }).toString();
    const learner = SEED_ACCOUNTS.find(({ username }) => username === "learner")!;
    const timeZone = learner.timeZone ?? ZONE;
    const now = Timestamp.fromDate(clock.now());
    const stepCounts = Object.fromEntries(INCUBATOR_PHASES.map(({ key, steps }) => [key, steps.length]));
    const doc: CohortDoc = {
      name: "Spring 2027 Cohort",
      startDate,
      weeks: WEEKS,
      timeZone: ZONE,
      currency: "USD",
      checkInWeekday: 5,
      schedule: defaultSchedule(stepCounts, WEEKS),
      stage: "open",
      coachIds: [adminUid],
      memberCount: 1,
      coachLoads: { [adminUid]: 1 },
      memberZones: { [timeZone]: 1 },
      joinCode: null,
      createdAt: now,
      updatedAt: now,
    };
    const member: CohortMemberDoc = {
      uid: learnerUid,
      cohortId: SEED_COHORT_ID,
      name: learner.name,
      email: learner.email,
      coachId: adminUid,
      joinedAt: now,
      timeZone,
      ...NEW_MEMBER_FIGURES,
      history: [],
    };
    const written = await runTransaction(async (tx) => {
      const cohortRef = cohorts().doc(SEED_COHORT_ID);
      const memberRef = cohortMembers().doc(learnerUid);
      const [existing, existingMember] = await Promise.all([tx.get(cohortRef), tx.get(memberRef)]);
      if (existing.exists) return false;
      // A learner already in a cohort stays there: the seeded one then starts with no one.
      const joins = !existingMember.data()?.cohortId;
      tx.create(cohortRef, joins ? doc : { ...doc, memberCount: 0, coachLoads: {}, memberZones: {} });
      if (joins) tx.set(memberRef, { ...member, history: existingMember.data()?.history ?? [] });
      return true;
    });
    log(written ? `cohort: "${doc.name}" from ${startDate}, coached by admin, with learner` : "cohort: already seeded");
  },
};
