import type { Attempt } from "@contract/incubator";
import type { CoachAction, ReviewKind } from "@contract/incubator-coach";

// Coach review's rules as the admin's screens apply them (the server enforces them again).

export const REVIEW_KIND_LABEL: Record<ReviewKind, string> = { borderline: "Borderline", dispute: "Dispute" };

/** Whether the attempt stands as passed: the coach's verdict where there is one, else the AI's. */
export function standsPassed(attempt: Pick<Attempt, "passed" | "coaching">): boolean {
  const verdict = attempt.coaching.verdict;
  return verdict ? verdict.action === "pass" : attempt.passed;
}

/** What a coach may do with the attempt: pass a failed one not yet decided, ask to revise one that stands passed. */
export function coachActionsFor(attempt: Pick<Attempt, "passed" | "coaching">): CoachAction[] {
  if (!attempt.passed && !attempt.coaching.verdict) return ["pass"];
  return standsPassed(attempt) ? ["revise"] : [];
}
