import { z } from "zod/mini";
import { idSchema, isoDateSchema } from "../common";
import { textSchema } from "../text";
import {
  SESSION_LIMITS,
  sessionMinutesSchema,
  sessionOutcomeSchema,
  sessionPartySchema,
  sessionStatusSchema,
} from "./common";

// The learner's calls (features/sessions): the coaches they may book, a coach's free slots,
// booking, their sessions, moving, cancelling and rating one, and the action items on Home.

/** A coach a learner may book: their cohort's coach, or (outside a cohort) any coach with published hours. */
export const bookableCoachSchema = z.object({
  coachId: z.string(),
  name: z.string(),
  timeZone: z.string(),
  sessionMinutes: sessionMinutesSchema,
  /** The learner's cohort coach. */
  isYourCoach: z.boolean(),
});
export type BookableCoach = z.infer<typeof bookableCoachSchema>;

/** GET /api/sessions/coaches */
export const bookableCoachesSchema = z.object({ coaches: z.array(bookableCoachSchema) });

export const coachParamsSchema = z.object({ coachId: idSchema });

/** GET /api/sessions/coaches/{coachId}/slots?from=ISO&days=N: free slots from `from` (default now). */
export const slotsQuerySchema = z.object({
  from: z.optional(isoDateSchema),
  days: z.optional(
    z.coerce
      .number()
      .check(
        z.int(),
        z.gte(1),
        z.lte(SESSION_LIMITS.slotDaysMax, `At most ${SESSION_LIMITS.slotDaysMax} days at a time`),
      ),
  ),
});

/** A free slot; its times are UTC instants, shown in the learner's zone (and the coach's when it differs). */
export const freeSlotSchema = z.object({ startsAt: isoDateSchema, endsAt: isoDateSchema });
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const freeSlotsSchema = z.object({
  coachId: z.string(),
  coachName: z.string(),
  coachTimeZone: z.string(),
  sessionMinutes: sessionMinutesSchema,
  /** The last instant a session may start (the coach's booking horizon). */
  horizonEndsAt: isoDateSchema,
  slots: z.array(freeSlotSchema),
  /** Where the next page of days starts; null past the horizon. */
  nextFrom: z.nullable(isoDateSchema),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

const topicSchema = textSchema({
  label: "What you want help with",
  max: SESSION_LIMITS.topicMax,
  required: "Say what you want help with",
  multiline: true,
});
const reasonSchema = textSchema({ label: "Reason", max: SESSION_LIMITS.reasonMax, multiline: true });

/** POST /api/sessions: 201 the session; 409 `slotTakenSchema` when another learner got the slot first. */
export const bookSessionRequestSchema = z.object({ coachId: idSchema, startsAt: isoDateSchema, topic: topicSchema });
export type BookSessionRequest = z.infer<typeof bookSessionRequestSchema>;

/** The 409 of a slot taken meanwhile: the error, and the coach's free slots as they are now. */
export const slotTakenSchema = z.object({ message: z.string(), slots: z.array(freeSlotSchema) });

export const sessionParamsSchema = z.object({ sessionId: idSchema });

/** POST /api/sessions/{sessionId}/reschedule: until 12 hours before the start. */
export const rescheduleRequestSchema = z.object({ startsAt: isoDateSchema });
/** POST /api/sessions/{sessionId}/cancel: always allowed; within 12 hours it is recorded as late. */
export const cancelSessionRequestSchema = z.object({ reason: z.optional(reasonSchema) });

/** PUT /api/sessions/{sessionId}/rating: after the session was held. */
export const rateSessionRequestSchema = z.object({
  stars: z.int("Rate from 1 to 5").check(z.gte(1, "Rate from 1 to 5"), z.lte(5, "Rate from 1 to 5")),
  comment: z.optional(textSchema({ label: "Comment", max: SESSION_LIMITS.commentMax, multiline: true })),
});

/** An action item as its learner (and the coach) read it. */
export const actionItemSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  text: z.string(),
  done: z.boolean(),
  doneAt: z.nullable(isoDateSchema),
  createdAt: isoDateSchema,
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** A session as its learner reads it: never the coach's private notes, never other learners. */
export const learnerSessionSchema = z.object({
  id: z.string(),
  coachId: z.string(),
  coachName: z.string(),
  coachTimeZone: z.string(),
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  minutes: sessionMinutesSchema,
  meetingLink: z.string(),
  topic: z.string(),
  status: sessionStatusSchema,
  cancelledBy: z.nullable(sessionPartySchema),
  /** The coach's reason for the last move or the cancellation. */
  reason: z.nullable(z.string()),
  lateCancellation: z.boolean(),
  outcome: z.nullable(sessionOutcomeSchema),
  /** The coach's notes, unless private; null before they write any. */
  notes: z.nullable(z.string()),
  actionItems: z.array(actionItemSchema),
  rating: z.nullable(z.object({ stars: z.int(), comment: z.string() })),
  /** Whether the learner may still move it (`learnerMayReschedule`). */
  mayReschedule: z.boolean(),
});
export type LearnerSession = z.infer<typeof learnerSessionSchema>;

/** GET /api/sessions?cursor: the upcoming session, and the others newest first, a page at a time. */
export const SESSION_LIST_PAGE = 20;
export const sessionListQuerySchema = z.object({ cursor: z.optional(idSchema) });
export const learnerSessionListSchema = z.object({
  upcoming: z.nullable(learnerSessionSchema),
  past: z.array(learnerSessionSchema),
  nextCursor: z.nullable(z.string()),
  /** The learner's sessions left this month under the admin's cap. */
  monthlyCap: z.int(),
  usedThisMonth: z.int(),
});
export type LearnerSessionList = z.infer<typeof learnerSessionListSchema>;

/** GET /api/users/{id}/action-items: open items first, then recently done, bounded. */
export const ACTION_ITEMS_PAGE = 20;
export const actionItemsQuerySchema = z.object({ cursor: z.optional(idSchema) });
export const actionItemsPageSchema = z.object({ items: z.array(actionItemSchema), nextCursor: z.nullable(z.string()) });

export const actionItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
/** PATCH /api/users/{id}/action-items/{itemId}: ticked off, or back. */
export const updateActionItemRequestSchema = z.object({ done: z.boolean() });
