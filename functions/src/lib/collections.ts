import {
  FieldValue,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SetOptions,
  type UpdateData,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { z } from "zod/mini";
import { activityDocSchema } from "../contract/activity";
import { assessmentDocSchema, skillProgressDocSchema } from "../contract/assessment";
import { auditLogDocSchema } from "../contract/audit-log";
import {
  passwordResetDocSchema,
  passwordResetRequestDocSchema,
  rateLimitDocSchema,
  sessionDocSchema,
  userDocSchema,
  usernameDocSchema,
} from "../contract/auth";
import {
  broadcastEmailJobDocSchema,
  mailDocSchema,
  notificationSettingsDocSchema,
  outboxDocSchema,
} from "../contract/email";
import { chatMessageDocSchema, chatSessionDocSchema } from "../contract/chat";
import {
  checkInDocSchema,
  cohortDocSchema,
  cohortMemberDocSchema,
  cohortPassDocSchema,
  weekStatsDocSchema,
} from "../contract/cohorts/storage";
import { cohortInvitationDocSchema } from "../contract/cohorts/enrolment";
import {
  actionItemDocSchema,
  calendarFeedDocSchema,
  coachHoursDocSchema,
  coachingSessionDocSchema,
  sessionLedgerDocSchema,
  sessionNotesDocSchema,
  sessionSettingsDocSchema,
  sessionSlotDocSchema,
} from "../contract/sessions/storage";
import { idempotencyKeyDocSchema } from "../contract/idempotency";
import {
  attemptDocSchema,
  awardDocSchema,
  learnerStateDocSchema,
  phaseDocSchema,
  recommendationDocSchema,
  stepDocSchema,
  stepProgressDocSchema,
} from "../contract/incubator/storage";
import { insightEventDocSchema, insightShardDocSchema } from "../contract/incubator/insights";
import { incubatorLaunchDocSchema } from "../contract/incubator/launch";
import { reviewDocSchema } from "../contract/incubator/coach";
import {
  curatedVideoDocSchema,
  learningPathDocSchema,
  pathVideoDocSchema,
  watchedVideoDocSchema,
} from "../contract/learning";
import {
  broadcastCountShardDocSchema,
  broadcastDocSchema,
  broadcastStateDocSchema,
  cohortBroadcastDocSchema,
  contentAnnouncementDocSchema,
  contentBatchDocSchema,
  messageDocSchema,
  reminderDocSchema,
} from "../contract/messages";
import { learningSummaryDocSchema } from "../contract/learning-summary";
import { profileDocSchema } from "../contract/profile";
import { aiStatusDocSchema, tutorConfigDocSchema } from "../contract/tutor";
import { curatedVideoYoutubeIdDocSchema } from "../contract/admin-videos";
import { db } from "./firebase";

// Every Firestore collection, named once with its contract schema. Other features read a
// collection they do not own through `readOnly` and a `z.pick()` of its schema (contract/chat.ts).

type DocSchema = z.ZodMiniObject;

const isSentinel = (value: unknown) => value instanceof FieldValue;

/**
 * Checks a write against the schema. FieldValue sentinels (serverTimestamp, increment,
 * arrayUnion, delete) stand for values only the server knows, so they pass unchecked; a
 * partial write (merge, update) checks the fields it names and refuses fields the schema lacks.
 */
function checkedWrite<S extends DocSchema>(schema: S, data: object, partial: boolean): DocumentData {
  const entries = Object.entries(data);
  const sentinels = Object.fromEntries(entries.filter(([, value]) => isSentinel(value)));
  const values = Object.fromEntries(entries.filter(([, value]) => !isSentinel(value)));
  const mask: Record<string, true> = Object.fromEntries(Object.keys(sentinels).map((key) => [key, true]));
  if (!partial) return { ...z.omit(schema, mask as never).parse(values), ...sentinels };
  // A partial write changes only the fields it names: zod would fill in the schema's defaults for
  // the others, and the write would then reset them.
  const checked = z.strictObject(z.partial(schema).shape).parse(values) as Record<string, unknown>;
  return { ...Object.fromEntries(Object.entries(checked).filter(([key]) => key in values)), ...sentinels };
}

const isMerge = (options?: SetOptions) =>
  Boolean(options && ("merge" in options ? options.merge : "mergeFields" in options));

/** Validates on read and on write, so a document of the wrong shape never enters or leaves unseen. */
function converterFor<S extends DocSchema>(schema: S): FirestoreDataConverter<z.output<S>> {
  const toFirestore = (data: object, options?: SetOptions) => checkedWrite(schema, data, isMerge(options));
  return {
    toFirestore: toFirestore as FirestoreDataConverter<z.output<S>>["toFirestore"],
    fromFirestore: (snapshot: QueryDocumentSnapshot) => schema.parse(snapshot.data()),
  };
}

/** A collection (or a family of subcollections, one per parent id) with its schema. */
function collection<S extends DocSchema, Ids extends string[]>(path: (...ids: Ids) => string, schema: S) {
  const converter = converterFor(schema);
  const ref = (...ids: Ids): CollectionReference<z.output<S>> => db.collection(path(...ids)).withConverter(converter);
  return Object.assign(ref, {
    /** The fields of an `update()`, checked against the schema (the converter does not see updates). */
    changes: <D extends UpdateData<z.output<S>>>(data: D): D => checkedWrite(schema, data, true) as D,
  });
}

/**
 * Another feature's view of a collection: read through `view` (a `z.pick()` of the owner's
 * schema, so only the fields used are checked), never written.
 */
export function readOnly<T, S extends DocSchema>(
  ref: CollectionReference<T>,
  view: S,
): CollectionReference<z.output<S>> {
  return ref.withConverter({
    toFirestore: () => {
      throw new Error(`${ref.path} is read-only through this view`);
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => view.parse(snapshot.data()),
  });
}

export interface StoredDoc<T> {
  id: string;
  ref: DocumentReference<T>;
  data: T;
}

/**
 * The documents of a list read that match their schema. One that no longer does (an old
 * shape, a hand-edited document) is skipped and logged, so it never fails the whole list.
 */
export function readable<T>(docs: QueryDocumentSnapshot<T>[]): StoredDoc<T>[] {
  return docs.flatMap((doc) => {
    try {
      return [{ id: doc.id, ref: doc.ref, data: doc.data() }];
    } catch (error) {
      logger.warn(`${doc.ref.path} does not match its schema; skipped`, { error: String(error) });
      return [];
    }
  });
}

export async function readList<T>(query: Query<T>): Promise<StoredDoc<T>[]> {
  return readable((await query.get()).docs);
}

// ---------- accounts (features/auth, features/profile, features/account) ----------
export const users = collection(() => "users", userDocSchema);
export const usernames = collection(() => "usernames", usernameDocSchema);
export const profiles = collection(() => "profiles", profileDocSchema);
export const passwordResets = collection(() => "passwordResets", passwordResetDocSchema);
/** Forgot-password requests; a trigger looks the account up and writes the mail (same work for every email). */
export const passwordResetRequests = collection(() => "passwordResetRequests", passwordResetRequestDocSchema);
export const rateLimits = collection(() => "rateLimits", rateLimitDocSchema);
/** One per sign-in; its id travels in the session cookie, and deleting it ends that session. */
export const sessions = collection(() => "sessions", sessionDocSchema);
/** Stored answers of creating POSTs, by user and a hash of the Idempotency-Key (24 h). */
export const idempotencyKeys = collection(() => "idempotencyKeys", idempotencyKeyDocSchema);
export const activities = collection((uid: string) => `users/${uid}/activities`, activityDocSchema);
/** `users/{uid}/summaries/learning`: the dashboard's counts over all activities (lib/learning-summary.ts). */
export const learningSummaries = collection((uid: string) => `users/${uid}/summaries`, learningSummaryDocSchema);

// ---------- email (features/email) ----------
/** What the Trigger Email extension sends (and marks with `delivery`). */
export const mail = collection(() => "mail", mailDocSchema);
/** Each user's email preferences, address state and daily count. */
export const notificationSettings = collection(() => "notificationSettings", notificationSettingsDocSchema);
/** Emails waiting for quiet hours to end, the next day or their digest. */
export const emailOutbox = collection(() => "emailOutbox", outboxDocSchema);
/** A broadcast's emails, queued page by page after the send. */
export const broadcastEmailJobs = collection(() => "broadcastEmailJobs", broadcastEmailJobDocSchema);
/** `cohortBroadcasts/{id}`: a broadcast to one cohort, sent member by member (features/admin-messages). */
export const cohortBroadcasts = collection(() => "cohortBroadcasts", cohortBroadcastDocSchema);

// ---------- cohorts (contract/cohorts/storage.ts) ----------
export const cohorts = collection(() => "cohorts", cohortDocSchema);
/** `cohortMembers/{uid}`: a learner's one current cohort, their coach, and the figures the roster filters on. */
export const cohortMembers = collection(() => "cohortMembers", cohortMemberDocSchema);
/** A cohort week's figures in shards (`weekStatsId`). */
export const cohortWeekStats = collection((cohortId: string) => `cohorts/${cohortId}/weekStats`, weekStatsDocSchema);
/** The passes counted in the week shards (`cohortPassId`). */
export const cohortPasses = collection((cohortId: string) => `cohorts/${cohortId}/passes`, cohortPassDocSchema);
/** `users/{uid}/checkIns/{cohortId}-{week}`: the learner's weekly numbers. */
export const checkIns = collection((uid: string) => `users/${uid}/checkIns`, checkInDocSchema);
/** `cohortInvitations/{sha256(token)}`: an emailed sign-up link that joins a cohort, once. */
export const cohortInvitations = collection(() => "cohortInvitations", cohortInvitationDocSchema);

// ---------- coaching sessions (contract/sessions/storage.ts) ----------
/** `coachHours/{coachId}`: a coach's hours, away days, length, buffer, link and horizon. */
export const coachHours = collection(() => "coachHours", coachHoursDocSchema);
/** `sessionSlots/{sessionSlotId}`: a taken slot, created once (two bookings of one slot: one wins). */
export const sessionSlots = collection(() => "sessionSlots", sessionSlotDocSchema);
export const coachingSessions = collection(() => "coachingSessions", coachingSessionDocSchema);
/** `sessionNotes/{sessionId}`: the coach's notes, apart so private ones never travel with the session. */
export const sessionNotes = collection(() => "sessionNotes", sessionNotesDocSchema);
/** `sessionLedgers/{uid}`: the learner's upcoming session and sessions per month (the caps). */
export const sessionLedgers = collection(() => "sessionLedgers", sessionLedgerDocSchema);
export const sessionSettings = collection(() => "sessionSettings", sessionSettingsDocSchema);
/** `calendarFeeds/{sha256(token)}`: a coach's private calendar feed. */
export const calendarFeeds = collection(() => "calendarFeeds", calendarFeedDocSchema);
/** `users/{uid}/actionItems/{id}`: lines of a session's notes the learner ticks off. */
export const actionItems = collection((uid: string) => `users/${uid}/actionItems`, actionItemDocSchema);

// ---------- assessment ----------
export const assessments = collection((uid: string) => `users/${uid}/assessments`, assessmentDocSchema);
export const skillProgress = collection((uid: string) => `users/${uid}/skillProgress`, skillProgressDocSchema);

// ---------- learning and catalogue ----------
export const curatedVideos = collection(() => "curatedVideos", curatedVideoDocSchema);
export const learningPaths = collection(() => "learningPaths", learningPathDocSchema);
export const PATH_VIDEOS = "videos";
export const pathVideos = collection((pathId: string) => `learningPaths/${pathId}/${PATH_VIDEOS}`, pathVideoDocSchema);
export const watchedVideos = collection((uid: string) => `users/${uid}/watchedVideos`, watchedVideoDocSchema);
/** The path videos of every path at once (a collection group query, filtered by `userId`). */
export const allPathVideos = () => db.collectionGroup(PATH_VIDEOS).withConverter(converterFor(pathVideoDocSchema));

// ---------- chat and tutor ----------
export const chatSessions = collection(() => "chatSessions", chatSessionDocSchema);
export const chatMessages = collection(
  (sessionId: string) => `chatSessions/${sessionId}/messages`,
  chatMessageDocSchema,
);
export const tutorConfigs = collection(() => "tutorConfig", tutorConfigDocSchema);

// ---------- messages ----------
export const messages = collection((uid: string) => `users/${uid}/messages`, messageDocSchema);
export const broadcasts = collection(() => "broadcasts", broadcastDocSchema);
const BROADCAST_COUNTS = "broadcastCounts";
export const broadcastCounts = collection(
  (broadcastId: string) => `broadcasts/${broadcastId}/${BROADCAST_COUNTS}`,
  broadcastCountShardDocSchema,
);
/** Every broadcast's count shards (the admin's figures sum them). */
export const allBroadcastCounts = () =>
  db.collectionGroup(BROADCAST_COUNTS).withConverter(converterFor(broadcastCountShardDocSchema));
export const broadcastStates = collection((uid: string) => `users/${uid}/broadcastStates`, broadcastStateDocSchema);
/**
 * Every user's broadcast states as stored, unchecked: the backfill reads the ones written before
 * `broadcastCreatedAt` existed, which the schema refuses.
 */
export const allBroadcastStatesAsStored = () => db.collectionGroup("broadcastStates");
export const reminders = collection(() => "reminders", reminderDocSchema);
export const contentBatches = collection(() => "contentBatches", contentBatchDocSchema);

// ---------- admin curated videos, announcements, AI status ----------
/** Which catalogue video holds a YouTube id (the duplicate guard of features/admin-videos/service.ts). */
export const curatedVideoYoutubeIds = collection(() => "curatedVideoYoutubeIds", curatedVideoYoutubeIdDocSchema);
/** Catalogue videos already announced as New Content (features/messages/automations.ts). */
export const contentAnnouncements = collection(() => "contentAnnouncements", contentAnnouncementDocSchema);
/** `aiStatus/{shard}`: the latest AI call and failure, in 10 shards (ai/status.ts). */
export const aiStatus = collection(() => "aiStatus", aiStatusDocSchema);

// ---------- admin audit trail (features/admin-users; every admin change writes through lib/audit-log.ts) ----------
export const auditLog = collection(() => "auditLog", auditLogDocSchema);
// ---------- incubator (content by key and numeric id; a learner's work under users/{uid}) ----------
/** `incubatorLaunch/current`: whether the Incubator is open to learners (features/incubator/access.ts). */
export const incubatorLaunch = collection(() => "incubatorLaunch", incubatorLaunchDocSchema);
export const incubatorPhases = collection(() => "incubatorPhases", phaseDocSchema);
export const incubatorSteps = collection(() => "incubatorSteps", stepDocSchema);
/** XP and what the learner reached, in one document (`INCUBATOR_STATE_ID`). */
export const incubatorState = collection((uid: string) => `users/${uid}/incubator`, learnerStateDocSchema);
/** Every learner's Incubator state at once (a collection group query, for backfills). */
export const allIncubatorStates = () =>
  db.collectionGroup("incubator").withConverter(converterFor(learnerStateDocSchema));
export const incubatorStepProgress = collection(
  (uid: string) => `users/${uid}/incubatorProgress`,
  stepProgressDocSchema,
);
/** Every learner's step progress at once (a collection group query, for backfills). */
export const allIncubatorStepProgress = () =>
  db.collectionGroup("incubatorProgress").withConverter(converterFor(stepProgressDocSchema));
/** A step's Insights counters, in shards (`INSIGHT_SHARDS`). */
export const insightShards = collection(
  (stepId: string) => `incubatorInsights/${stepId}/shards`,
  insightShardDocSchema,
);
/** Trigger events the Insights counters have applied (each once). */
export const insightEvents = collection(() => "incubatorInsightEvents", insightEventDocSchema);
/** `incubatorReviews/{uid}_{attemptId}`: the coaches' review queue (contract/incubator/coach.ts). */
export const incubatorReviews = collection(() => "incubatorReviews", reviewDocSchema);
export const incubatorAttempts = collection((uid: string) => `users/${uid}/incubatorAttempts`, attemptDocSchema);
/** Every learner's attempts at once (a collection group query: the AI status counts the last day's). */
export const allIncubatorAttempts = () =>
  db.collectionGroup("incubatorAttempts").withConverter(converterFor(attemptDocSchema));
export const incubatorAwards = collection((uid: string) => `users/${uid}/incubatorAwards`, awardDocSchema);
export const incubatorRecommendations = collection(
  (uid: string) => `users/${uid}/incubatorRecommendations`,
  recommendationDocSchema,
);
