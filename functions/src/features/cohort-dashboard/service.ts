import type { DocumentSnapshot } from "firebase-admin/firestore";
import { COHORT_LIMITS } from "../../contract/cohorts/common";
import type { CohortDashboard, DashboardQuery, RosterRow } from "../../contract/cohorts/dashboard";
import type { CohortMemberDoc } from "../../contract/cohorts/storage";
import { phasesPastDue, weekAt } from "../../domain/cohorts/calendar";
import { readContent } from "../../domain/incubator/view";
import type { Clock } from "../../lib/clock";
import type { StoredDoc } from "../../lib/collections";
import { notFound } from "../../lib/errors";
import { readUserNames } from "../../lib/user-names";
import { activeRoadmap, isoOrNull, rosterStatus, weeklySeries } from "./figures";
import { coachGroup, readCohort, readWeekShards, rosterCursor } from "./repository";

// The cohort dashboard for coaches. The roster is paged by coach group: the caller's own learners
// first, then each of the cohort's other coaches' in the cohort's order, then those without a
// coach, each by name. The cursor is the last learner shown; their coach says which group goes on.
// The series comes from the week shards, so a page reads the cohort, the Incubator's content, at
// most weeks x shards documents, one page of members (and one ahead) and its coaches' names.

export interface DashboardDeps {
  clock: Clock;
}

/** The roster's coach groups in order: the caller's learners, the other coaches' (or only the caller's), the unassigned. */
export const coachGroups = (coachIds: readonly string[], caller: string, mineOnly: boolean): (string | null)[] =>
  mineOnly ? [caller] : [caller, ...coachIds.filter((id) => id !== caller), null];

/** One page of the roster in group order, after the cursor's learner. */
async function rosterPage(cohortId: string, groups: (string | null)[], cursor: string | undefined) {
  let after: DocumentSnapshot<CohortMemberDoc> | null = null;
  let group = 0;
  let reads = 0;
  if (cursor) {
    after = await rosterCursor(cohortId, cursor);
    reads += 1;
    group = groups.indexOf(after.data()!.coachId);
    // The learner has moved to a coach outside these groups since: the list starts again.
    if (group === -1) throw notFound("Unknown cursor");
  }
  const members: StoredDoc<CohortMemberDoc>[] = [];
  let nextCursor: string | null = null;
  for (; group < groups.length; group++, after = null) {
    const page = await coachGroup(cohortId, groups[group]!, after, COHORT_LIMITS.rosterPage - members.length);
    members.push(...page.docs);
    reads += page.reads;
    if (members.length === COHORT_LIMITS.rosterPage) {
      if (page.more || group < groups.length - 1) nextCursor = members.at(-1)!.id;
      break;
    }
  }
  return { members, nextCursor, reads };
}

export async function readDashboard(
  deps: DashboardDeps,
  caller: string,
  cohortId: string,
  query: DashboardQuery,
): Promise<CohortDashboard> {
  const now = deps.clock.now();
  const [cohort, content] = await Promise.all([readCohort(cohortId), readContent()]);
  const groups = coachGroups(cohort.coachIds, caller, query.coach === "me");
  const [roster, shards] = await Promise.all([
    rosterPage(cohortId, groups, query.cursor),
    query.cursor ? null : readWeekShards(cohortId, cohort.weeks),
  ]);
  const coachIds = [...new Set(roster.members.flatMap(({ data }) => (data.coachId ? [data.coachId] : [])))];
  const names = await readUserNames(coachIds);
  const roadmap = activeRoadmap(content);
  const pastDue = phasesPastDue(cohort, now);
  const currentWeek = weekAt(cohort, now);
  const rows: RosterRow[] = roster.members.map(({ id, data }) => ({
    id,
    name: data.name,
    email: data.email,
    status: rosterStatus(data, roadmap, pastDue, now),
    checkedIn: currentWeek >= 1 && data.lastCheckInWeek === currentWeek,
    coach: data.coachId ? { id: data.coachId, name: names.get(data.coachId)?.name ?? data.coachId } : null,
    mine: data.coachId === caller,
    stepsPassed: data.stepsPassed,
    phasesComplete: data.phasesComplete,
    failedAttempts: data.failedAttempts,
    lastWorkedAt: isoOrNull(data.lastWorkedAt),
  }));
  return {
    cohort: {
      id: cohortId,
      name: cohort.name,
      weeks: cohort.weeks,
      currentWeek,
      memberCount: cohort.memberCount,
      currency: cohort.currency,
      totalSteps: roadmap.reduce((sum, phase) => sum + phase.steps, 0),
    },
    rows,
    nextCursor: roster.nextCursor,
    series: shards
      ? weeklySeries(
          cohort,
          roadmap,
          shards.map(({ data }) => data),
          currentWeek,
        )
      : null,
    reads:
      1 +
      content.phases.length +
      content.steps.length +
      roster.reads +
      (shards ? Math.max(1, shards.length) : 0) +
      coachIds.length,
  };
}
