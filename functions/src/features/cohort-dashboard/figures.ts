import { toIso } from "../../contract/common";
import type { RosterStatus, WeekFigures } from "../../contract/cohorts/dashboard";
import type { CohortDoc, CohortMemberDoc, WeekStatsDoc } from "../../contract/cohorts/storage";
import type { StepProgressDoc } from "../../contract/incubator/storage";
import { INSIGHTS } from "../../contract/incubator/insights";
import { schedulePhases } from "../../contract/cohorts/common";
import type { PhaseKey } from "../../contract/incubator/common";
import { buildRoadmap } from "../../domain/incubator/roadmap";
import type { Content } from "../../domain/incubator/view";

// The dashboard's arithmetic, pure: what a progress write changes in a member's figures, a
// learner's status, and the weekly series from the week shards.

const DAY_MS = 86_400_000;

/** The roadmap of the active phases and steps, with the steps the learner passed complete. */
const roadmapOf = (content: Content, passedStepIds: Iterable<string>) =>
  buildRoadmap(
    content.phases.map(({ id, data }) => ({ key: id, order: data.order, isActive: data.isActive })),
    content.steps.map(({ id, data }) => ({ id, phaseKey: data.phaseKey, order: data.order, isActive: data.isActive })),
    { completed: new Set(passedStepIds), reachedPhases: new Set(), reachedSteps: new Set() },
  );

/** The active phases in order, with their active step counts. */
export const activeRoadmap = (content: Content) =>
  roadmapOf(content, []).phases.map(({ key, total }) => ({ key: key as PhaseKey, steps: total }));

/** A member's Incubator figures from the steps they passed: active steps passed, and phases complete from the first. */
export function memberFigures(content: Content, passedStepIds: Iterable<string>) {
  const { phases } = roadmapOf(content, passedStepIds);
  const incomplete = phases.findIndex((phase) => !phase.complete);
  return {
    stepsPassed: phases.reduce((sum, phase) => sum + phase.completed, 0),
    phasesComplete: incomplete === -1 ? phases.length : incomplete,
  };
}

/** What one write of a step's progress changes for the cohort: nothing (an opening) or work. */
export interface WorkChange {
  /** The step passed with this write. */
  passed: boolean;
  /** The latest answer, evaluation or pass the write brought. */
  workedAt: Date | null;
  /** Failed attempts on the step now (0 on a pass); null when unchanged. */
  failedAttempts: number | null;
}

type StepProgressDocLike = Pick<
  StepProgressDoc,
  "completed" | "completedAt" | "attemptCount" | "response" | "lastEvaluation"
>;

const millis = (at: { toMillis(): number } | null | undefined) => at?.toMillis() ?? null;

export function workChange(before: StepProgressDocLike | null, after: StepProgressDocLike): WorkChange | null {
  const passed = !before?.completed && after.completed;
  const moments = [
    [millis(before?.response?.savedAt), millis(after.response?.savedAt)],
    [millis(before?.lastEvaluation?.evaluatedAt), millis(after.lastEvaluation?.evaluatedAt)],
    [millis(before?.completedAt), millis(after.completedAt)],
  ]
    .filter(([was, now]) => now !== null && now !== was)
    .map(([, now]) => now!);
  const attemptsMoved = after.attemptCount !== (before?.attemptCount ?? 0);
  const failedAttempts = passed ? 0 : !after.completed && attemptsMoved ? after.attemptCount : null;
  if (!passed && !moments.length && failedAttempts === null) return null;
  return { passed, workedAt: moments.length ? new Date(Math.max(...moments)) : null, failedAttempts };
}

type Calendar = Pick<CohortDoc, "schedule">;

/**
 * A learner's status: stuck when failing a step or idle for INSIGHTS.stuckIdleDays while not
 * finished; behind when a phase past its due date is not complete (phases complete count from the
 * roadmap's first); else on track.
 */
export function rosterStatus(
  member: Pick<CohortMemberDoc, "phasesComplete" | "failedAttempts" | "lastWorkedAt" | "joinedAt">,
  roadmap: readonly { key: PhaseKey }[],
  pastDue: readonly PhaseKey[],
  now: Date,
): RosterStatus {
  const order = roadmap.map(({ key }) => key);
  const behind = pastDue.some((phase) => order.includes(phase) && order.indexOf(phase) >= member.phasesComplete);
  const finished = member.phasesComplete >= order.length;
  const workedAt = (member.lastWorkedAt ?? member.joinedAt).toMillis();
  const idle = now.getTime() - workedAt >= INSIGHTS.stuckIdleDays * DAY_MS;
  if (member.failedAttempts >= INSIGHTS.stuckFailedAttempts || (idle && (behind || !finished))) return "stuck";
  return behind ? "behind" : "on_track";
}

/** The median (the mean of the two middle values for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const rounded = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The weekly series: steps the schedule expects by each week's end (the active steps of phases due
 * by then) against steps passed per member so far, and each begun week's check-in rate and medians.
 * Passes made before the cohort's first week count in week 1.
 */
export function weeklySeries(
  cohort: Pick<CohortDoc, "weeks" | "memberCount"> & Calendar,
  roadmap: readonly { key: PhaseKey; steps: number }[],
  shards: readonly WeekStatsDoc[],
  currentWeek: number,
): WeekFigures[] {
  const stepsOf = new Map(roadmap.map(({ key, steps }) => [key, steps]));
  const members = cohort.memberCount;
  let passed = 0;
  return Array.from({ length: cohort.weeks }, (_, index) => {
    const week = index + 1;
    const expectedSteps = schedulePhases(cohort.schedule)
      .filter((phase) => cohort.schedule[phase]! <= week)
      .reduce((sum, phase) => sum + (stepsOf.get(phase) ?? 0), 0);
    if (week > currentWeek)
      return {
        week,
        expectedSteps,
        passedSteps: null,
        checkIns: null,
        checkInRate: null,
        medianRevenue: null,
        medianClients: null,
      };
    const ofWeek = shards.filter((shard) => shard.week === week);
    passed += ofWeek.reduce((sum, shard) => sum + shard.stepsPassed, 0);
    const figures = ofWeek.flatMap((shard) => Object.values(shard.checkIns));
    return {
      week,
      expectedSteps,
      passedSteps: members ? rounded(passed / members, 1) : 0,
      checkIns: figures.length,
      checkInRate: members ? rounded(Math.min(1, figures.length / members), 3) : 0,
      medianRevenue: median(figures.map(({ revenue }) => revenue)),
      medianClients: median(figures.map(({ clients }) => clients)),
    };
  });
}

export const isoOrNull = (at: { toDate(): Date } | null) => (at ? toIso(at) : null);
