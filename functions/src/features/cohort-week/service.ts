import { Timestamp } from "firebase-admin/firestore";
import { schedulePhases } from "../../contract/cohorts/common";
import type { CheckInDoc, CohortDoc, CohortMemberDoc } from "../../contract/cohorts/storage";
import type { CheckIn, CheckInList, CheckInRequest, CohortWeek, DuePhase } from "../../contract/cohorts/week";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import { cohortStatus, phasesPastDue, weekAt, weekEndsAt } from "../../domain/cohorts/calendar";
import { dueOf, weekLabel } from "../../domain/cohorts/deadlines";
import { forgetMembership, readMembership } from "../../domain/cohorts/membership";
import { phaseDoc, readView } from "../../domain/incubator/view";
import type { Clock } from "../../lib/clock";
import { conflict } from "../../lib/errors";
import { readUserName } from "../../lib/user-names";
import { readCheckIn, readCheckIns, saveCheckIn, type CheckInTarget } from "./repository";

// The learner's cohort week: "Week n of N", what is due and overdue, their coach, and the weekly
// check-in, written for the running week only and changeable until it ends. A learner's numbers
// are theirs and the admins' (routes.ts).

export interface WeekDependencies {
  clock: Clock;
}

export function toCheckIn(doc: CheckInDoc): CheckIn {
  return {
    cohortId: doc.cohortId,
    week: doc.week,
    currency: doc.currency,
    revenue: doc.revenue,
    clients: doc.clients,
    leads: doc.leads,
    hours: doc.hours,
    confidence: doc.confidence,
    win: doc.win,
    blocker: doc.blocker,
    createdAt: toIso(doc.createdAt),
    updatedAt: toIso(doc.updatedAt),
  };
}

/** The week a check-in may be written for at `at`: the running week, or null before the start, after the end or in a draft. */
function checkInWeek(cohort: CohortDoc, at: Date): number | null {
  return cohortStatus(cohort, at) === "running" ? weekAt(cohort, at) : null;
}

export async function readWeek(deps: WeekDependencies, uid: string): Promise<CohortWeek> {
  const now = deps.clock.now();
  const membership = await readMembership(uid, deps.clock);
  if (!membership || membership.cohort.stage === "draft") return null;
  const { cohort, cohortId, member } = membership;
  const label = weekLabel(cohort, now);
  const week = checkInWeek(cohort, now);
  const [view, coach, current] = await Promise.all([
    readView(uid),
    member.coachId ? readUserName(member.coachId) : null,
    week === null ? null : readCheckIn(uid, cohortId, week),
  ]);
  const complete = new Map(view.roadmap.phases.map((phase) => [phase.key, phase.complete && phase.total > 0]));
  const duePhase = (key: PhaseKey): DuePhase[] => {
    const due = dueOf(cohort, key);
    // A phase the roadmap does not show (inactive, or gone) is not the learner's to do.
    if (!due || !complete.has(key)) return [];
    return [{ phaseKey: key, title: phaseDoc(view.content, key)?.title ?? key, ...due, complete: complete.get(key)! }];
  };
  return {
    cohortId,
    status: cohortStatus(cohort, now),
    ...label,
    timeZone: member.timeZone,
    currency: cohort.currency,
    coach: coach ? { name: coach.name } : null,
    due:
      week === null
        ? []
        : schedulePhases(cohort.schedule)
            .filter((key) => cohort.schedule[key] === week)
            .flatMap(duePhase),
    overdue: phasesPastDue(cohort, now)
      .flatMap(duePhase)
      .filter((phase) => !phase.complete),
    checkIn: {
      weekday: cohort.checkInWeekday,
      week,
      editableUntil: week === null ? null : weekEndsAt(cohort, week).toISOString(),
      current: current && toCheckIn(current),
    },
  };
}

/** Refuses a check-in for any week but the running one; else where it goes and what it stores. */
export function checkInTarget(
  member: CohortMemberDoc | null,
  cohort: CohortDoc | null,
  week: number,
  input: CheckInRequest,
  uid: string,
  now: Date,
): CheckInTarget {
  if (!member?.cohortId || !cohort || cohort.stage === "draft") throw conflict("You are not in a cohort.");
  if (week > cohort.weeks) throw conflict(`The cohort has ${cohort.weeks} weeks: there is no week ${week}.`);
  const running = weekAt(cohort, now);
  if (week > running) throw conflict(`Week ${week} has not started yet: check in once it begins.`);
  if (week < running)
    throw conflict(`Week ${week} has ended: a check-in can be written or changed until its week ends.`);
  const cohortId = member.cohortId;
  const at = Timestamp.fromDate(now);
  return {
    cohortId,
    week,
    make: (existing) => ({
      uid,
      cohortId,
      week,
      currency: cohort.currency,
      ...input,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    }),
  };
}

/** Creates or replaces the learner's check-in for the running cohort week. */
export async function putCheckIn(
  deps: WeekDependencies,
  uid: string,
  week: number,
  input: CheckInRequest,
): Promise<CheckIn> {
  const now = deps.clock.now();
  const doc = await saveCheckIn(uid, (member, cohort) => checkInTarget(member, cohort, week, input, uid, now));
  forgetMembership(uid);
  return toCheckIn(doc);
}

/** The learner's check-ins in their current cohort, oldest week first (none outside a cohort). */
export async function listCheckIns(deps: WeekDependencies, uid: string): Promise<CheckInList> {
  const membership = await readMembership(uid, deps.clock);
  if (!membership) return { checkIns: [] };
  return { checkIns: (await readCheckIns(uid, membership.cohortId)).map(toCheckIn) };
}
