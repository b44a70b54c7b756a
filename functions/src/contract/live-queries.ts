import { z } from "zod/mini";
import { activityDocSchema } from "./activity";
import { skillProgressDocSchema } from "./assessment";
import { chatMessageDocSchema, chatSessionDocSchema } from "./chat";
import { idSchema } from "./common";
import { LIST_CAP, learningPathDocSchema } from "./learning";
import { LEARNING_SUMMARY_ID, learningSummaryDocSchema } from "./learning-summary";
import { broadcastDocSchema, broadcastStateDocSchema, messageDocSchema } from "./messages";
import { profileDocSchema } from "./profile";

// The web app's live reads, named once (docs/architecture.md "Live reads"). The web listens to
// each with the Firestore SDK once it has loaded; before that, `GET /api/users/{uid}/live` answers
// the same query with the same documents, so a view renders from one API call and Firebase stays
// off its critical path. Only these queries exist: the server runs no query a client describes.

type DocSchema = z.ZodMiniType<Record<string, unknown>>;
type Path = readonly [string, ...string[]];
export type WhereOp = "==" | ">=";

export interface LiveCollectionSpec {
  /** The collection's path segments, e.g. `["users", uid, "activities"]`. */
  path: Path;
  where?: readonly (readonly [field: string, op: WhereOp, value: string | number | boolean | Date])[];
  orderBy?: readonly [field: string, direction?: "asc" | "desc"];
  /** Every live list is bounded: the first `max` in order (the last `max` with `fromEnd`). */
  max: number;
  fromEnd?: boolean;
}

interface LiveQueryBase<S extends DocSchema> {
  name: LiveQueryName;
  schema: S;
  /** Whose query it is: the API call and the listener's sign-in are for this user. */
  userId: string;
  /** The session whose messages `chatMessages` reads. */
  chatSessionId?: string;
  /** The TanStack Query key of the answer: per user, per name, per chat session. */
  key: readonly string[];
}
export interface LiveCollectionQuery<S extends DocSchema = DocSchema> extends LiveQueryBase<S> {
  kind: "collection";
  spec: LiveCollectionSpec;
}
export interface LiveDocumentQuery<S extends DocSchema = DocSchema> extends LiveQueryBase<S> {
  kind: "document";
  path: Path;
}
export type LiveQuery = LiveCollectionQuery | LiveDocumentQuery;

/** What a live query is built from: the signed-in user, and a chat session for its messages. */
export interface LiveQueryUser {
  id: string;
  /** ISO 8601, as `GET /api/user` answers it: broadcasts sent before the account are not shown. */
  createdAt: string;
}

/** The dashboard's Recent Activities (its counts come from the learning summary). */
export const RECENT_ACTIVITIES = 5;
/** How many of each inbox source the live inbox follows. */
export const INBOX_LIMIT = 50;
/** How many of a chat session's latest messages the chat screen keeps live. */
export const CHAT_MESSAGES_LIMIT = 100;

const collectionQuery = <S extends DocSchema>(
  name: LiveQueryName,
  schema: S,
  user: LiveQueryUser,
  spec: LiveCollectionSpec,
  chatSessionId?: string,
): LiveCollectionQuery<S> => ({
  kind: "collection",
  name,
  schema,
  userId: user.id,
  ...(chatSessionId ? { chatSessionId } : {}),
  key: ["live", user.id, name, ...(chatSessionId ? [chatSessionId] : [])],
  spec,
});

const documentQuery = <S extends DocSchema>(
  name: LiveQueryName,
  schema: S,
  user: LiveQueryUser,
  path: Path,
): LiveDocumentQuery<S> => ({ kind: "document", name, schema, userId: user.id, key: ["live", user.id, name], path });

export const liveQueries = {
  profile: (user: LiveQueryUser) => documentQuery("profile", profileDocSchema, user, ["profiles", user.id]),
  /** Confidence per pillar, in pillar order (empty before the first assessment). */
  skillProgress: (user: LiveQueryUser) =>
    collectionQuery("skillProgress", skillProgressDocSchema, user, {
      path: ["users", user.id, "skillProgress"],
      orderBy: ["skillCategoryId"],
      max: LIST_CAP,
    }),
  /** Newest first (rules: the owner reads `where userId == uid`). */
  learningPaths: (user: LiveQueryUser) =>
    collectionQuery("learningPaths", learningPathDocSchema, user, {
      path: ["learningPaths"],
      where: [["userId", "==", user.id]],
      orderBy: ["createdAt", "desc"],
      max: LIST_CAP,
    }),
  /** The dashboard's counts over the learner's whole history, in one document. */
  learningSummary: (user: LiveQueryUser) =>
    documentQuery("learningSummary", learningSummaryDocSchema, user, [
      "users",
      user.id,
      "summaries",
      LEARNING_SUMMARY_ID,
    ]),
  /** The latest activities, newest first. */
  activities: (user: LiveQueryUser) =>
    collectionQuery("activities", activityDocSchema, user, {
      path: ["users", user.id, "activities"],
      orderBy: ["createdAt", "desc"],
      max: RECENT_ACTIVITIES,
    }),
  /** The inbox's three sources (messages, broadcasts, broadcast states), merged by `mergeInbox`. */
  inboxMessages: (user: LiveQueryUser) =>
    collectionQuery("inboxMessages", messageDocSchema, user, {
      path: ["users", user.id, "messages"],
      where: [["dismissed", "==", false]],
      orderBy: ["createdAt", "desc"],
      max: INBOX_LIMIT,
    }),
  /** Broadcasts sent since the account was created (the rules' own condition). */
  broadcasts: (user: LiveQueryUser) =>
    collectionQuery("broadcasts", broadcastDocSchema, user, {
      path: ["broadcasts"],
      where: [["createdAt", ">=", new Date(user.createdAt)]],
      orderBy: ["createdAt", "desc"],
      max: INBOX_LIMIT,
    }),
  /**
   * The read/dismissed states of the newest broadcasts: a state sorts by its broadcast's time, so
   * the newest INBOX_LIMIT states hold those of every broadcast the inbox follows.
   */
  broadcastStates: (user: LiveQueryUser) =>
    collectionQuery("broadcastStates", broadcastStateDocSchema, user, {
      path: ["users", user.id, "broadcastStates"],
      orderBy: ["broadcastCreatedAt", "desc"],
      max: INBOX_LIMIT,
    }),
  /** Most recently used first. */
  chatSessions: (user: LiveQueryUser) =>
    collectionQuery("chatSessions", chatSessionDocSchema, user, {
      path: ["chatSessions"],
      where: [["userId", "==", user.id]],
      orderBy: ["updatedAt", "desc"],
      max: LIST_CAP,
    }),
  /** A session's latest messages, oldest first. */
  chatMessages: (user: LiveQueryUser, sessionId: string) =>
    collectionQuery(
      "chatMessages",
      chatMessageDocSchema,
      user,
      {
        path: ["chatSessions", sessionId, "messages"],
        orderBy: ["createdAt"],
        max: CHAT_MESSAGES_LIMIT,
        fromEnd: true,
      },
      sessionId,
    ),
} as const;

/** The names of `liveQueries`, for the API's `names` parameter. */
export const LIVE_QUERY_NAMES = Object.keys(liveQueries) as [LiveQueryName, ...LiveQueryName[]];
export type LiveQueryName = keyof typeof liveQueries;
export const liveQueryNameSchema = z.enum(LIVE_QUERY_NAMES);

/** `GET /api/users/{uid}/live?names=profile,learningPaths&chatSessionId=...` */
export const liveSnapshotQuerySchema = z.object({
  names: z.pipe(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.split(",")),
      ),
      z.array(liveQueryNameSchema).check(z.minLength(1), z.maxLength(LIVE_QUERY_NAMES.length)),
    ),
    z.transform((names) => [...new Set(names)]),
  ),
  /**
   * With `chatMessages`, the session whose messages are read. Without it, `chatMessages` reads the
   * newest of the caller's sessions, and `chatSessions` must be asked too (the chat's first call).
   */
  chatSessionId: z.optional(idSchema),
});
export type LiveSnapshotQuery = z.infer<typeof liveSnapshotQuerySchema>;

/** A document on the wire: its id and its fields, timestamps as `{__timestamp: millis}`. */
export const wireDocSchema = z.object({ id: z.string(), data: z.record(z.string(), z.unknown()) });
export type WireDoc = z.infer<typeof wireDocSchema>;

/** One asked name's answer: a document (or null when missing) or a list, in query order. */
export const liveAnswerSchema = z.union([z.nullable(wireDocSchema), z.array(wireDocSchema)]);

export const liveSnapshotResponseSchema = z.object({
  results: z.partialRecord(liveQueryNameSchema, liveAnswerSchema),
  /** The session whose messages `chatMessages` holds (absent when the caller has none). */
  chatSessionId: z.optional(idSchema),
});
export type LiveSnapshotResponse = z.infer<typeof liveSnapshotResponseSchema>;
