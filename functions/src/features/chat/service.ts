import { Timestamp } from "firebase-admin/firestore";
import { learnerContext } from "../../ai/learner-context";
import { HISTORY_LIMIT, recentHistory } from "../../ai/prompts";
import type { ChatTurn } from "../../ai/provider";
import { askTutor, readTutorConfig, resolveTutor, type AiDependencies } from "../../ai/tutor";
import {
  CHAT_TITLE_MAX,
  chatPreview,
  type ChatMessage,
  type ChatMessageDoc,
  type ChatSession,
  type ChatSessionDoc,
} from "../../contract/chat";
import type { RateRule } from "../../http/rate-limit";
import { recordActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { forbidden, notFound } from "../../lib/errors";
import { INCUBATOR_CLOSED_MESSAGE } from "../../contract/incubator/launch";
import type { IncubatorWork } from "../../contract/incubator/tutor-context";
import { firstCharacters } from "../../contract/text";
import { dayKey } from "../../lib/learning-days";
import * as repository from "./repository";
import { toIso } from "../../contract/common";

/** What sending a message needs: the AI, the time and the caller's rate limit. */
export interface ChatDependencies extends AiDependencies {
  /** Counts one message against the user's limit; throws 429 when it is used up. */
  limit: (uid: string) => Promise<void>;
}

/**
 * What the tutor is asked for when it speaks first in a session about a step: the learner's own
 * words come after it, never this (it is not stored).
 */
export const OPENING_REQUEST =
  "I would like help with this Incubator step. Start the conversation: take up what my last evaluation judged missing, and ask me one question.";

/** The cost guard on chat: messages per user and window (each one is a paid AI call). */
export const chatRule: RateRule = {
  scope: "chat",
  limit: 20,
  windowSeconds: 10 * 60,
  message: "You are sending messages too quickly.",
};

function toSession(id: string, doc: ChatSessionDoc): ChatSession {
  return {
    id,
    userId: doc.userId,
    title: doc.title,
    preview: doc.preview,
    stepId: doc.stepId,
    createdAt: toIso(doc.createdAt),
    updatedAt: toIso(doc.updatedAt),
  };
}

function toMessage(sessionId: string, id: string, doc: ChatMessageDoc): ChatMessage {
  const message: ChatMessage = { id, sessionId, role: doc.role, content: doc.content, createdAt: toIso(doc.createdAt) };
  if (doc.modelVersion !== undefined) message.modelVersion = doc.modelVersion;
  return message;
}

/** Chat is private: only the owner; admins too are refused (unlike other user-scoped reads). */
function assertOwner(ownerUid: string, callerUid: string) {
  if (ownerUid !== callerUid) throw forbidden("Chat sessions are private to their owner");
}

export async function listSessions(ownerUid: string, limit: number): Promise<ChatSession[]> {
  const sessions = await repository.readSessionsOf(ownerUid, limit);
  return sessions.map(({ id, data }) => toSession(id, data));
}

/**
 * A new session. One about an Incubator step ("Ask Sensei about this step") is named after the step,
 * keeps it, and opens with the tutor's message on it; when the tutor fails, nothing is stored.
 */
export async function createSession(
  deps: ChatDependencies,
  ownerUid: string,
  request: { title: string; stepId?: string | undefined },
  incubatorWork: () => Promise<IncubatorWork | null>,
): Promise<ChatSession> {
  const stepId = request.stepId ?? null;
  const opening = stepId === null ? null : await openingOn(deps, ownerUid, stepId, incubatorWork);
  const now = Timestamp.fromDate(deps.clock.now());
  const doc: ChatSessionDoc = {
    userId: ownerUid,
    title: opening ? firstCharacters(opening.title, CHAT_TITLE_MAX) : request.title,
    preview: null,
    stepId,
    createdAt: now,
    updatedAt: now,
  };
  const message: ChatMessageDoc | undefined = opening
    ? { userId: ownerUid, role: "assistant", content: opening.text, createdAt: now, modelVersion: opening.modelVersion }
    : undefined;
  return toSession(await repository.createSession(doc, message), doc);
}

/** The tutor's opening on a step the learner may work on: the step's title, and the reply. */
async function openingOn(
  deps: ChatDependencies,
  ownerUid: string,
  stepId: string,
  incubatorWork: () => Promise<IncubatorWork | null>,
) {
  const work = await incubatorWork();
  if (!work) throw forbidden(INCUBATOR_CLOSED_MESSAGE);
  // The work holds the active steps only: an inactive one is not found, like an unknown one.
  const step = work.steps.find(({ id }) => id === stepId)?.data;
  if (!step) throw notFound("Step not found");
  const provider = resolveTutor(deps.ai);
  await deps.limit(ownerUid);
  const [{ context }, config] = await Promise.all([
    learnerContext(ownerUid, step.title, { work, stepId }),
    readTutorConfig(),
  ]);
  const answer = await askTutor(provider, { config, learner: context, history: [], message: OPENING_REQUEST });
  return { title: step.title, ...answer };
}

async function ownedSession(sessionId: string, callerUid: string) {
  const session = await repository.readSession(sessionId);
  if (!session) throw notFound("Chat session not found");
  assertOwner(session.userId, callerUid);
  return session;
}

/** The `limit` messages before `before` (or the latest), oldest first. */
export async function listMessages(
  sessionId: string,
  callerUid: string,
  page: { limit: number; before?: string },
): Promise<ChatMessage[]> {
  await ownedSession(sessionId, callerUid);
  const before = page.before === undefined ? undefined : new Date(page.before);
  const messages = await repository.readMessages(sessionId, page.limit, before);
  return messages.map(({ id, data }) => toMessage(sessionId, id, data)).reverse();
}

/** At most one 'chat' activity per day in the learner's time zone (a deterministic id per user and day). */
async function recordChatDay(uid: string, timeZone: string, clock: Clock) {
  const id = `chat-${dayKey(clock.now(), timeZone)}`;
  if (await repository.activityExists(uid, id)) return;
  await recordActivity(
    uid,
    { type: "chat", title: "Chatted with the AI tutor", description: "Asked SoloSensei AI for coaching" },
    clock,
    { id },
  );
}

/**
 * Stores the learner's message, asks the tutor and stores its reply. When generation fails
 * the learner's message stays stored and the caller gets a clear 503.
 */
export async function sendMessage(
  deps: ChatDependencies,
  sessionId: string,
  callerUid: string,
  content: string,
  incubatorWork: () => Promise<IncubatorWork | null>,
): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
  const { clock } = deps;
  const session = await ownedSession(sessionId, callerUid);
  const provider = resolveTutor(deps.ai);
  await deps.limit(callerUid);

  const earlier = await repository.readMessages(sessionId, HISTORY_LIMIT);
  const history: ChatTurn[] = recentHistory(
    earlier.reverse().map(({ data }) => ({ role: data.role, content: data.content })),
  );

  const sentAt = clock.now();
  const userDoc: ChatMessageDoc = { userId: callerUid, role: "user", content, createdAt: Timestamp.fromDate(sentAt) };
  // The first question names the session in the sessions list (its title is only a date).
  const userId = await repository.addMessage(sessionId, userDoc, session.preview ? undefined : chatPreview(content));

  const [{ context, timeZone }, config] = await Promise.all([
    learnerContext(callerUid, content, { work: await incubatorWork(), stepId: session.stepId }),
    readTutorConfig(),
  ]);
  await recordChatDay(callerUid, timeZone, clock);

  const answer = await askTutor(provider, { config, learner: context, history, message: content });

  // Strictly after the question, so ordering by time never swaps the pair.
  const answeredAt = new Date(Math.max(clock.now().getTime(), sentAt.getTime() + 1));
  const assistantDoc: ChatMessageDoc = {
    userId: callerUid,
    role: "assistant",
    content: answer.text,
    createdAt: Timestamp.fromDate(answeredAt),
    modelVersion: answer.modelVersion,
  };
  const assistantId = await repository.addMessage(sessionId, assistantDoc);

  return {
    userMessage: toMessage(sessionId, userId, userDoc),
    assistantMessage: toMessage(sessionId, assistantId, assistantDoc),
  };
}
