import type { CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import { INCUBATOR_ACCESS_FRESH_SECONDS } from "../../contract/incubator/launch";
import type { Clock } from "../../lib/clock";
import { cohortMembers, cohorts } from "../../lib/collections";
import { isEmulator } from "../../lib/firebase";
import { rememberedReads } from "../../lib/remembered-reads";
import { isActiveCohort } from "./calendar";

// A learner's cohort as this instance of the API sees it. Every Incubator call of a learner while
// the launch switch is off asks it (domain/incubator/launch.ts), so both reads are remembered for
// INCUBATOR_ACCESS_FRESH_SECONDS, as the switch is: at most one read of `cohortMembers/{uid}` per
// learner and one of `cohorts/{id}` per cohort, per instance and 30 s. A change reaches other
// instances within that time; the instance that makes it forgets at once (forgetMembership,
// forgetCohort). The emulator reads every time, as it does the switch.

const FRESH_MS = isEmulator() ? 0 : INCUBATOR_ACCESS_FRESH_SECONDS * 1000;

const members = rememberedReads(async (uid) => (await cohortMembers().doc(uid).get()).data() ?? null, FRESH_MS);
const cohortDocs = rememberedReads(async (id) => (await cohorts().doc(id).get()).data() ?? null, FRESH_MS);

export interface Membership {
  member: CohortMemberDoc & { cohortId: string };
  cohortId: string;
  cohort: CohortDoc;
}

/** The learner's current cohort, whatever its state, or null when they are in none. */
export async function readMembership(uid: string, clock: Clock): Promise<Membership | null> {
  const member = await members.get(uid, clock);
  if (!member?.cohortId) return null;
  const cohort = await cohortDocs.get(member.cohortId, clock);
  if (!cohort) return null;
  return { member: { ...member, cohortId: member.cohortId }, cohortId: member.cohortId, cohort };
}

/** Whether the learner is in a cohort that is open or running: it opens the Incubator to them (decision 065). */
export async function isInActiveCohort(uid: string, clock: Clock): Promise<boolean> {
  const membership = await readMembership(uid, clock);
  return membership !== null && isActiveCohort(membership.cohort, clock.now());
}

/** This instance's next read of the learner's membership goes to Firestore (after a change here). */
export const forgetMembership = (uid: string) => members.forget(uid);
export const forgetCohort = (cohortId: string) => cohortDocs.forget(cohortId);
