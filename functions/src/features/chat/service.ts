import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { AiProviderError, type AiProvider, type ChatTurn, type TextReply } from "../../ai/provider";
import {
  HISTORY_LIMIT,
  MAX_OUTPUT_TOKENS,
  buildTutorSystemPrompt,
  chooseFocus,
  weakestPillars,
  type LearnerContext,
  type TutorInputs,
} from "../../ai/prompts";
import type { ChatMessage, ChatMessageDoc, ChatSession, ChatSessionDoc, TutorCuratedVideo } from "../../contract/chat";
import { DIFFICULTIES, type Pillar } from "../../contract/pillars";
import { DEFAULT_TIME_ZONE, type Level } from "../../contract/profile";
import type { TestTutorResponse, TutorConfig } from "../../contract/tutor";
import { forbidden, HttpError, notFound } from "../../http/errors";
import type { RateRule } from "../../http/rate-limit";
import { activities, recordActivity } from "../../lib/activities";
import type { Clock } from "../../lib/clock";
import { profiles, users } from "../../lib/collections";
import { db } from "../../lib/firebase";
import { dayKey } from "../../lib/learning-days";
import { chatMessages, chatSessions, curatedVideos, skillProgress } from "./repository";
import { readTutorConfig } from "./tutor-config";

/** The cost guard on chat: messages per user and window (DECISIONS.md "AI"). */
export const chatRule: RateRule = {
  scope: "chat",
  limit: 20,
  windowSeconds: 10 * 60,
  message: "You are sending messages too quickly.",
};
export const tutorTestRule: RateRule = {
  scope: "tutor-test",
  limit: 30,
  windowSeconds: 10 * 60,
  message: "Too many tutor tests.",
};

export const GENERATION_FAILED =
  "The tutor could not answer right now. Your message was saved, so you can try again in a moment.";
export const NOT_CONFIGURED =
  "The AI tutor is not available: it has not been configured yet. Please tell the SoloSensei team.";
export const MODEL_UNAVAILABLE =
  "The AI tutor is not available: its AI model is no longer offered. Please tell the SoloSensei team.";

const iso = (timestamp: { toDate(): Date }) => timestamp.toDate().toISOString();

function toSession(id: string, doc: ChatSessionDoc): ChatSession {
  return { id, userId: doc.userId, title: doc.title, createdAt: iso(doc.createdAt), updatedAt: iso(doc.updatedAt) };
}

function toMessage(sessionId: string, id: string, doc: ChatMessageDoc): ChatMessage {
  const message: ChatMessage = { id, sessionId, role: doc.role, content: doc.content, createdAt: iso(doc.createdAt) };
  if (doc.modelVersion !== undefined) message.modelVersion = doc.modelVersion;
  return message;
}

/** Chat is private: only the owner, admins included refused (DECISIONS.md "API conventions"). */
function assertOwner(ownerUid: string, callerUid: string) {
  if (ownerUid !== callerUid) throw forbidden("Chat sessions are private to their owner");
}

export async function listSessions(ownerUid: string, limit: number): Promise<ChatSession[]> {
  const snapshot = await chatSessions().where("userId", "==", ownerUid).orderBy("updatedAt", "desc").limit(limit).get();
  return snapshot.docs.map((doc) => toSession(doc.id, doc.data()));
}

export async function createSession(ownerUid: string, title: string, clock: Clock): Promise<ChatSession> {
  const now = Timestamp.fromDate(clock.now());
  const doc: ChatSessionDoc = { userId: ownerUid, title, createdAt: now, updatedAt: now };
  const ref = chatSessions().doc();
  await ref.create(doc);
  return toSession(ref.id, doc);
}

async function ownedSession(sessionId: string, callerUid: string) {
  const session = (await chatSessions().doc(sessionId).get()).data();
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
  let query = chatMessages(sessionId).orderBy("createdAt", "desc");
  if (page.before) query = query.where("createdAt", "<", Timestamp.fromDate(new Date(page.before)));
  const snapshot = await query.limit(page.limit).get();
  return snapshot.docs.map((doc) => toMessage(sessionId, doc.id, doc.data())).reverse();
}

/** At most one 'chat' activity per day in the learner's time zone (a deterministic id per user and day). */
async function recordChatDay(uid: string, timeZone: string, clock: Clock) {
  const id = `chat-${dayKey(clock.now(), timeZone)}`;
  if ((await activities(uid).doc(id).get()).exists) return;
  await recordActivity(
    uid,
    { type: "chat", title: "Chatted with the AI tutor", description: "Asked SoloSensei AI for coaching" },
    clock,
    { id },
  );
}

const DIFFICULTY_FOR_LEVEL: Record<Level, (typeof DIFFICULTIES)[number]> = {
  Beginner: "beginner",
  Intermediate: "intermediate",
  Advanced: "advanced",
};

/** An active catalogue video for the focus: the same skill first, then the learner's level, then orderPriority. */
async function matchingVideo(pillar: Pillar, skillId: string, level: Level): Promise<TutorCuratedVideo | null> {
  try {
    const snapshot = await curatedVideos().where("pillar", "==", pillar).where("isActive", "==", true).limit(100).get();
    const wanted = DIFFICULTY_FOR_LEVEL[level];
    const rank = (video: TutorCuratedVideo) => [
      video.skillId === skillId ? 0 : 1,
      video.difficulty === wanted ? 0 : 1,
      DIFFICULTIES.indexOf(video.difficulty),
      video.orderPriority,
    ];
    const videos = snapshot.docs.map((doc) => doc.data());
    videos.sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
      return a.youtubeVideoId.localeCompare(b.youtubeVideoId);
    });
    return videos[0] ?? null;
  } catch (error) {
    // The catalogue belongs to another feature; the tutor answers without a video rather than failing.
    logger.warn("Tutor could not read the video catalogue", error);
    return null;
  }
}

/** What the tutor knows about the learner: profile, weakest pillars, recent activity and a matching video. */
export async function learnerContext(
  uid: string,
  message: string,
): Promise<{ context: LearnerContext; timeZone: string }> {
  const [user, profile, progress, recent] = await Promise.all([
    users().doc(uid).get(),
    profiles().doc(uid).get(),
    skillProgress(uid).get(),
    activities(uid).orderBy("createdAt", "desc").limit(5).get(),
  ]);
  const profileDoc = profile.data();
  const pillarProgress = progress.docs.flatMap((doc) => {
    try {
      const { pillar, progressPercentage } = doc.data();
      return [{ pillar, progressPercentage }];
    } catch (error) {
      // Skill progress belongs to another feature; one odd document must not silence the tutor.
      logger.warn(`Tutor skipped unreadable skill progress ${doc.ref.path}`, error);
      return [];
    }
  });
  const weakest = weakestPillars(pillarProgress, profileDoc?.weaknesses ?? []);
  const focus = chooseFocus(message, weakest);
  const currentLevel = profileDoc?.currentLevel ?? "Beginner";
  const context: LearnerContext = {
    name: user.data()?.name ?? null,
    currentLevel,
    workContext: profileDoc?.metadata ?? {},
    goals: profileDoc?.goals ?? [],
    strengths: profileDoc?.strengths ?? [],
    weaknesses: profileDoc?.weaknesses ?? [],
    pillarProgress: weakest.flatMap((pillar) => pillarProgress.filter((entry) => entry.pillar === pillar)),
    recentActivities: recent.docs.map((doc) => {
      const activity = doc.data();
      return { type: activity.type, title: activity.title, createdAt: activity.createdAt.toDate() };
    }),
    focus,
    video: await matchingVideo(focus.pillar, focus.skillId, currentLevel),
  };
  return { context, timeZone: profileDoc?.timeZone ?? DEFAULT_TIME_ZONE };
}

function generationError(error: unknown): HttpError {
  if (error instanceof AiProviderError && error.kind === "not_configured") return new HttpError(503, NOT_CONFIGURED);
  // The provider has logged which model and that VERTEX_MODEL must change; waiting will not help.
  if (error instanceof AiProviderError && error.kind === "model_unavailable")
    return new HttpError(503, MODEL_UNAVAILABLE);
  logger.error("Tutor generation failed", error);
  return new HttpError(503, GENERATION_FAILED, undefined, { "Retry-After": "10" });
}

/** Resolves the provider first, so a missing configuration refuses before anything is stored. */
function resolveProvider(getProvider: () => AiProvider): AiProvider {
  try {
    return getProvider();
  } catch (error) {
    throw generationError(error);
  }
}

async function reply(
  provider: AiProvider,
  config: TutorConfig,
  learner: LearnerContext,
  history: ChatTurn[],
  message: string,
) {
  const tutor: TutorInputs = { config, learner };
  return provider.generateText({
    system: buildTutorSystemPrompt(tutor),
    history,
    message,
    maxOutputTokens: MAX_OUTPUT_TOKENS[config.personality.response_length],
    tutor,
  });
}

/**
 * Stores the learner's message, asks the tutor and stores its reply. When generation fails
 * the learner's message stays stored and the caller gets a clear 503.
 */
export async function sendMessage(
  sessionId: string,
  callerUid: string,
  content: string,
  clock: Clock,
  getProvider: () => AiProvider,
  limit: (uid: string) => Promise<void>,
): Promise<{ userMessage: ChatMessage; assistantMessage: ChatMessage }> {
  await ownedSession(sessionId, callerUid);
  const provider = resolveProvider(getProvider);
  await limit(callerUid);

  const earlier = await chatMessages(sessionId).orderBy("createdAt", "desc").limit(HISTORY_LIMIT).get();
  const history: ChatTurn[] = earlier.docs
    .map((doc) => doc.data())
    .reverse()
    .map(({ role, content: text }) => ({ role, content: text }));

  const sentAt = clock.now();
  const userDoc: ChatMessageDoc = { userId: callerUid, role: "user", content, createdAt: Timestamp.fromDate(sentAt) };
  const userRef = chatMessages(sessionId).doc();
  const batch = db.batch();
  batch.create(userRef, userDoc);
  batch.update(chatSessions().doc(sessionId), { updatedAt: userDoc.createdAt });
  await batch.commit();

  const [{ context, timeZone }, config] = await Promise.all([learnerContext(callerUid, content), readTutorConfig()]);
  await recordChatDay(callerUid, timeZone, clock);

  let answer: TextReply;
  try {
    answer = await reply(provider, config, context, history, content);
  } catch (error) {
    throw generationError(error);
  }

  // Strictly after the question, so ordering by time never swaps the pair.
  const answeredAt = new Date(Math.max(clock.now().getTime(), sentAt.getTime() + 1));
  const assistantDoc: ChatMessageDoc = {
    userId: callerUid,
    role: "assistant",
    content: answer.text,
    createdAt: Timestamp.fromDate(answeredAt),
    modelVersion: answer.modelVersion,
  };
  const assistantRef = chatMessages(sessionId).doc();
  const done = db.batch();
  done.create(assistantRef, assistantDoc);
  done.update(chatSessions().doc(sessionId), { updatedAt: assistantDoc.createdAt });
  await done.commit();

  return {
    userMessage: toMessage(sessionId, userRef.id, userDoc),
    assistantMessage: toMessage(sessionId, assistantRef.id, assistantDoc),
  };
}

/** The admin's test: the unsaved configuration, the admin's own learner context, nothing stored. */
export async function testTutor(
  callerUid: string,
  message: string,
  config: TutorConfig,
  getProvider: () => AiProvider,
): Promise<TestTutorResponse> {
  const provider = resolveProvider(getProvider);
  const { context } = await learnerContext(callerUid, message);
  try {
    const answer = await reply(provider, config, context, [], message);
    return { response: answer.text, modelVersion: answer.modelVersion };
  } catch (error) {
    throw generationError(error);
  }
}
