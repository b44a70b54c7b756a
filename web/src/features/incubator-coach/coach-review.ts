import type { Attempt } from "@contract/incubator/learner";
import { coachActionsFor, type CoachAction, type ReviewKind } from "@contract/incubator/coaching";

// Coach review's rules as the admin's screens apply them (the server enforces them again).

export const REVIEW_KIND_LABEL: Record<ReviewKind, string> = { borderline: "Borderline", dispute: "Dispute" };

/** What a coach may do with the attempt (contract/incubator/coaching.ts). */
export const coachActionsOf = (attempt: Pick<Attempt, "passed" | "coaching">): CoachAction[] =>
  coachActionsFor(attempt.passed, attempt.coaching.verdict);
