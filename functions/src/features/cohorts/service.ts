import { Timestamp } from "firebase-admin/firestore";
import type {
  AdminCohort,
  CohortListPage,
  CreateCohortRequest,
  RosterPage,
  RosterQuery,
  ScheduleDefault,
  UpdateCohortRequest,
} from "../../contract/cohorts/admin";
import { defaultSchedule, scheduleProblem, type CohortSchedule } from "../../contract/cohorts/common";
import type { CohortDoc } from "../../contract/cohorts/storage";
import type { AuditActor } from "../../contract/audit-log";
import { toIso } from "../../contract/common";
import type { PhaseKey } from "../../contract/incubator/common";
import { cohortStatus, isMonday, weekAt } from "../../domain/cohorts/calendar";
import { forgetCohort, forgetMembership } from "../../domain/cohorts/membership";
import { readContent } from "../../domain/incubator/view";
import type { Clock } from "../../lib/clock";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { readUserNames } from "../../lib/user-names";
import {
  createCohort,
  NOT_COACH,
  NOT_MEMBER,
  readActiveAdmins,
  readCohort,
  readCohortPage,
  readRosterPage,
  reassignMember,
  setCoaches,
  updateCohort,
} from "./repository";

// The admin's cohorts (the Cohorts tab): creating and editing a cohort and its schedule, moving it
// between draft and open, its coaches and the coach of each member.

export interface CohortDependencies {
  clock: Clock;
  /** Who makes the change, for the audit trail. */
  actor: (uid: string) => Promise<AuditActor>;
}

const invalid = (path: string, message: string) => badRequest(message, [{ path, message }]);

async function toAdminCohort(id: string, cohort: CohortDoc, now: Date): Promise<AdminCohort> {
  const names = await readUserNames(cohort.coachIds);
  // The join code is the Enrolment tab's own read (features/cohort-enrolment), never in the cohort's answer.
  const { createdAt, updatedAt, coachIds, memberZones: _zones, joinCode: _code, ...fields } = cohort;
  return {
    id,
    ...fields,
    status: cohortStatus(cohort, now),
    coaches: coachIds.map((coachId) => ({ id: coachId, name: names.get(coachId)?.name ?? coachId })),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  };
}

async function existing(cohortId: string) {
  const cohort = await readCohort(cohortId);
  if (!cohort) throw notFound("Cohort not found");
  return cohort;
}

/** What the audit trail records of a cohort: its settings, not its counts or times. */
const audited = (cohort: Partial<CohortDoc>) => {
  const {
    createdAt: _c,
    updatedAt: _u,
    memberCount: _m,
    coachLoads: _l,
    memberZones: _z,
    joinCode: _j,
    ...fields
  } = cohort;
  return fields;
};

// ---------- the list and one cohort ----------

export async function listCohorts(deps: { clock: Clock }, cursor?: string): Promise<CohortListPage> {
  const page = await readCohortPage(cursor);
  const now = deps.clock.now();
  return {
    items: page.docs.map(({ id, data }) => ({
      id,
      name: data.name,
      startDate: data.startDate,
      weeks: data.weeks,
      timeZone: data.timeZone,
      status: cohortStatus(data, now),
      memberCount: data.memberCount,
      coachCount: data.coachIds.length,
    })),
    nextCursor: page.nextCursor,
  };
}

export async function readAdminCohort(deps: { clock: Clock }, cohortId: string): Promise<AdminCohort> {
  return toAdminCohort(cohortId, await existing(cohortId), deps.clock.now());
}

/** The roadmap's active phases with their active steps, in order. */
async function activePhases(): Promise<ScheduleDefault["phases"]> {
  const content = await readContent();
  const counts = new Map<string, number>();
  for (const { data } of content.steps)
    if (data.isActive) counts.set(data.phaseKey, (counts.get(data.phaseKey) ?? 0) + 1);
  return content.phases
    .filter(({ data }) => data.isActive)
    .map(({ id, data }) => ({ key: id as PhaseKey, title: data.title, steps: counts.get(id) ?? 0 }));
}

export async function readScheduleDefault(weeks: number): Promise<ScheduleDefault> {
  const phases = await activePhases();
  return { schedule: defaultSchedule(Object.fromEntries(phases.map(({ key, steps }) => [key, steps])), weeks), phases };
}

function checkSchedule(schedule: CohortSchedule, weeks: number) {
  const problem = scheduleProblem(schedule, weeks);
  if (problem) throw invalid("schedule", `The schedule does not fit: ${problem}`);
}

const notMonday = () => invalid("startDate", "A cohort starts on a Monday");

// ---------- writes ----------

export async function createAdminCohort(
  deps: CohortDependencies,
  adminUid: string,
  request: CreateCohortRequest,
): Promise<AdminCohort> {
  if (!isMonday(request.startDate)) throw notMonday();
  if (request.schedule) checkSchedule(request.schedule, request.weeks);
  const [actor, schedule] = await Promise.all([
    deps.actor(adminUid),
    request.schedule ?? readScheduleDefault(request.weeks).then((fallback) => fallback.schedule),
  ]);
  const now = Timestamp.fromDate(deps.clock.now());
  const doc: CohortDoc = {
    ...request,
    schedule,
    stage: "draft",
    coachIds: [],
    memberCount: 0,
    coachLoads: {},
    memberZones: {},
    joinCode: null,
    createdAt: now,
    updatedAt: now,
  };
  const id = await createCohort(doc, (id) => ({
    actor,
    action: "cohort.create",
    target: { type: "cohort", id },
    before: {},
    after: audited(doc),
    at: now,
  }));
  return toAdminCohort(id, doc, deps.clock.now());
}

/**
 * What a started cohort keeps: its weeks, deadlines and the check-ins filed against them are
 * counted from its start date in its zone, so those stay once it runs; its length may grow, or
 * shrink to the week it is in, and is fixed once it is finished (a change would reopen it). A
 * started cohort is not put back to draft: its members would lose the Incubator mid-programme.
 */
function startedProblem(before: CohortDoc, after: CohortDoc, now: Date): { path: string; message: string } | null {
  const status = cohortStatus(before, now);
  if (status !== "running" && status !== "finished") return null;
  if (after.startDate !== before.startDate)
    return { path: "startDate", message: "A cohort that has started keeps its start date" };
  if (after.timeZone !== before.timeZone)
    return { path: "timeZone", message: "A cohort that has started keeps its time zone" };
  if (after.stage === "draft") return { path: "stage", message: "A cohort that has started cannot go back to draft" };
  if (status === "finished" && after.weeks !== before.weeks)
    return { path: "weeks", message: "A finished cohort keeps its length" };
  const week = weekAt(before, now);
  if (after.weeks < week) return { path: "weeks", message: `The cohort is in week ${week}: it cannot end before it` };
  return null;
}

export async function updateAdminCohort(
  deps: CohortDependencies,
  adminUid: string,
  cohortId: string,
  request: UpdateCohortRequest,
): Promise<AdminCohort> {
  if (request.startDate !== undefined && !isMonday(request.startDate)) throw notMonday();
  const actor = await deps.actor(adminUid);
  const now = deps.clock.now();
  const at = Timestamp.fromDate(now);
  const after = await updateCohort(cohortId, (before) => {
    const fields = Object.fromEntries(
      Object.entries(request).filter(
        ([key, value]) =>
          value !== undefined && JSON.stringify(value) !== JSON.stringify(before[key as keyof CohortDoc]),
      ),
    ) as Partial<CohortDoc>;
    if (!Object.keys(fields).length) return null;
    const next = { ...before, ...fields };
    const problem = startedProblem(before, next, now);
    if (problem) throw conflict(problem.message, [problem]);
    checkSchedule(next.schedule, next.weeks);
    return {
      fields: { ...fields, updatedAt: at },
      audit: {
        actor,
        action: "cohort.update",
        target: { type: "cohort", id: cohortId },
        before: audited(before),
        after: audited(next),
        at,
      },
    };
  });
  if (!after) throw notFound("Cohort not found");
  forgetCohort(cohortId);
  return toAdminCohort(cohortId, after, now);
}

export async function setCohortCoaches(
  deps: CohortDependencies,
  adminUid: string,
  cohortId: string,
  coachIds: string[],
): Promise<AdminCohort> {
  const unique = [...new Set(coachIds)];
  const [actor, admins] = await Promise.all([deps.actor(adminUid), readActiveAdmins(unique)]);
  const errors = unique.flatMap((id) =>
    admins.has(id) ? [] : [{ path: `coachIds.${coachIds.indexOf(id)}`, message: "Only an active admin can coach" }],
  );
  if (errors.length) throw badRequest("Only active admins can coach a cohort", errors);
  const at = Timestamp.fromDate(deps.clock.now());
  const found = await setCoaches(cohortId, unique, (before) => ({
    actor,
    action: "cohort.coaches",
    target: { type: "cohort", id: cohortId },
    before: { coachIds: before },
    after: { coachIds: unique },
    at,
  }));
  if (!found) throw notFound("Cohort not found");
  forgetCohort(cohortId);
  return readAdminCohort(deps, cohortId);
}

/** Gives one member another of the cohort's coaches; their open review items follow. */
export async function reassignCoach(
  deps: CohortDependencies,
  adminUid: string,
  cohortId: string,
  uid: string,
  coachId: string,
): Promise<AdminCohort> {
  const actor = await deps.actor(adminUid);
  const at = Timestamp.fromDate(deps.clock.now());
  const answer = await reassignMember(cohortId, uid, coachId, (before) => ({
    actor,
    action: "cohort_member.coach",
    target: { type: "cohort", id: cohortId },
    targetUserId: uid,
    before: { coachId: before },
    after: { coachId },
    at,
  }));
  if (answer === null) throw notFound("Cohort not found");
  if (answer === NOT_MEMBER) throw notFound("This learner is not in the cohort");
  if (answer === NOT_COACH) throw invalid("coachId", "Pick one of the cohort's coaches");
  forgetMembership(uid);
  forgetCohort(cohortId);
  return readAdminCohort(deps, cohortId);
}

export async function listRoster(adminUid: string, cohortId: string, query: RosterQuery): Promise<RosterPage> {
  await existing(cohortId);
  const page = await readRosterPage(cohortId, query.cursor, query.coach === "me" ? adminUid : undefined);
  const names = await readUserNames(page.docs.flatMap(({ data }) => (data.coachId ? [data.coachId] : [])));
  return {
    items: page.docs.map(({ id, data }) => ({
      uid: id,
      name: data.name,
      email: data.email,
      coach: data.coachId ? { id: data.coachId, name: names.get(data.coachId)?.name ?? data.coachId } : null,
      joinedAt: toIso(data.joinedAt),
    })),
    nextCursor: page.nextCursor,
  };
}
