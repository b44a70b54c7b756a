import { HIGH_SCORE, XP } from "../../src/contract/incubator/common";
import { countLearningSummary } from "../../src/lib/learning-summary";
import { db } from "../../src/lib/firebase";
import type { TestUser } from "../api-client";
import type { Traffic } from "./traffic";

// What a load run must leave behind, checked against the source documents once every loop has
// stopped. Each check answers the problems it found, in words; none means all is well.

/** What the run was answered 2xx for, to read back. */
export interface Written {
  watched: { uid: string; youtubeVideoId: string }[];
  pathVideos: { pathId: string; id: string }[];
  chats: { sessionId: string; content: string }[];
  answers: { uid: string; stepId: string; input: string | string[] }[];
  attempts: { uid: string; attemptId: string }[];
  broadcasts: string[];
}

const docs = async (path: string) => (await db.collection(path).get()).docs;

/** The learner's stored dashboard summary against a count from their activities and watched videos. */
async function summaryProblems(uid: string): Promise<string[]> {
  const stored = (await db.doc(`users/${uid}/summaries/learning`).get()).data() ?? {};
  const counted = await countLearningSummary(uid);
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
  const sortedKeys = (value: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(value ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  const problems: string[] = [];
  if ((stored.videosWatched ?? 0) !== counted.videosWatched)
    problems.push(`videosWatched ${stored.videosWatched} counted ${counted.videosWatched}`);
  for (const field of ["videosByPillar", "activitiesByPillar"] as const)
    if (!same(sortedKeys(stored[field]), sortedKeys(counted[field])))
      problems.push(`${field} ${JSON.stringify(stored[field])} counted ${JSON.stringify(counted[field])}`);
  const hours = [...((stored.activeQuarterHours as number[]) ?? [])].sort((a, b) => a - b);
  if (!same(hours, counted.activeQuarterHours)) problems.push("activeQuarterHours differ from the activities");
  return problems.map((problem) => `learner ${uid}: summary ${problem}`);
}

/** Paths' counters against their videos; one activity per first watch; automated messages once. */
async function learningProblems(uid: string): Promise<string[]> {
  const problems: string[] = [];
  const watched = new Set((await docs(`users/${uid}/watchedVideos`)).map((doc) => doc.id));
  for (const path of (await db.collection("learningPaths").where("userId", "==", uid).get()).docs) {
    const videos = await docs(`learningPaths/${path.id}/videos`);
    const seen = videos.filter((video) => watched.has(video.get("youtubeVideoId") as string)).length;
    if (path.get("totalVideos") !== videos.length || path.get("watchedVideos") !== seen)
      problems.push(
        `path ${path.id} counts ${path.get("watchedVideos")}/${path.get("totalVideos")}, its videos ${seen}/${videos.length}`,
      );
  }
  const watchActivities = (await docs(`users/${uid}/activities`)).filter((doc) => doc.get("type") === "video_watch");
  if (watchActivities.length !== watched.size)
    problems.push(`${watchActivities.length} watch activities for ${watched.size} watched videos`);
  const messages = await docs(`users/${uid}/messages`);
  const seenMessages = new Set<string>();
  for (const message of messages) {
    const key = `${message.get("type")}: ${message.get("title")}: ${message.get("content")}`;
    if (seenMessages.has(key)) problems.push(`message written twice: ${key}`);
    seenMessages.add(key);
  }
  return problems.map((problem) => `learner ${uid}: ${problem}`);
}

/** XP, awards, badges and progress against the learner's attempts. */
async function incubatorProblems(uid: string): Promise<string[]> {
  const problems: string[] = [];
  const attempts = await docs(`users/${uid}/incubatorAttempts`);
  const passedScores = new Map<string, number>();
  for (const attempt of attempts) {
    const evaluation = attempt.get("evaluation") as { passed: boolean; score: number };
    const stepId = attempt.get("stepId") as string;
    if (evaluation.passed) passedScores.set(stepId, Math.max(passedScores.get(stepId) ?? 0, evaluation.score));
  }
  const awards = new Map((await docs(`users/${uid}/incubatorAwards`)).map((doc) => [doc.id, doc.data()]));
  const progress = new Map((await docs(`users/${uid}/incubatorProgress`)).map((doc) => [doc.id, doc.data()]));
  let xp = 0;
  for (const [stepId, score] of passedScores) {
    if (!progress.get(stepId)?.completed) problems.push(`step ${stepId} passed but not completed`);
    if (!awards.has(`step_pass_${stepId}`)) problems.push(`step ${stepId} passed without its XP award`);
    xp += XP.pass;
    if (score >= HIGH_SCORE) {
      if (!awards.has(`high_score_${stepId}`)) problems.push(`step ${stepId} scored ${score} without its bonus`);
      xp += XP.highScoreBonus;
    }
  }
  for (const [id, award] of awards)
    if (award.stepId && !passedScores.has(award.stepId as string))
      problems.push(`award ${id} without a passing attempt`);
  const awardedXp = [...awards.values()].reduce((sum, award) => sum + ((award.xp as number) ?? 0), 0);
  const storedXp = ((await db.doc(`users/${uid}/incubator/state`).get()).get("xp") as number | undefined) ?? 0;
  if (storedXp !== xp || awardedXp !== xp) problems.push(`XP ${storedXp} stored, ${awardedXp} awarded, ${xp} earned`);
  const counted = attempts.filter((attempt) => attempt.get("stepId")).length;
  const stored = [...progress.values()].reduce((sum, step) => sum + ((step.attemptCount as number) ?? 0), 0);
  if (stored !== counted) problems.push(`${stored} attempts counted in progress, ${counted} stored`);
  return problems.map((problem) => `learner ${uid}: Incubator ${problem}`);
}

/** Every write answered 2xx reads back. */
async function readBackProblems(written: Written): Promise<string[]> {
  const problems: string[] = [];
  for (const { uid, youtubeVideoId } of written.watched)
    if (!(await db.doc(`users/${uid}/watchedVideos/${youtubeVideoId}`).get()).exists)
      problems.push(`watched video ${youtubeVideoId} of ${uid} is missing`);
  for (const { pathId, id } of written.pathVideos)
    if (!(await db.doc(`learningPaths/${pathId}/videos/${id}`).get()).exists)
      problems.push(`path video ${id} is missing`);
  for (const { sessionId, content } of written.chats) {
    const found = await db.collection(`chatSessions/${sessionId}/messages`).where("content", "==", content).get();
    if (found.size !== 1) problems.push(`chat message "${content}" stored ${found.size} times in ${sessionId}`);
  }
  const latest = new Map(written.answers.map((answer) => [`${answer.uid}/${answer.stepId}`, answer]));
  for (const { uid, stepId, input } of latest.values()) {
    const stored = (await db.doc(`users/${uid}/incubatorProgress/${stepId}`).get()).get("response.normalizedText");
    // Stored trimmed, a list's empty items dropped (incubator/service.ts `normalize`).
    const sent = Array.isArray(input)
      ? input
          .map((item) => item.trim())
          .filter(Boolean)
          .join("\n")
      : input.trim();
    if (stored !== sent) problems.push(`answer to step ${stepId} of ${uid} differs`);
  }
  for (const { uid, attemptId } of written.attempts)
    if (!(await db.doc(`users/${uid}/incubatorAttempts/${attemptId}`).get()).exists)
      problems.push(`attempt ${attemptId} of ${uid} is missing`);
  return problems;
}

/**
 * An evaluation refused (the AI failed, 503) writes no attempt: each learner's attempts are exactly
 * the evaluations answered 200. Not checked when workers die, as a request that died after its
 * write and was never answered leaves an attempt nobody was told of.
 */
async function unansweredAttemptProblems(learners: TestUser[], written: Written): Promise<string[]> {
  const problems: string[] = [];
  for (const learner of learners) {
    const uid = learner.user.id;
    const answered = written.attempts.filter((attempt) => attempt.uid === uid).length;
    const stored = (await db.collection(`users/${uid}/incubatorAttempts`).count().get()).data().count;
    if (stored !== answered)
      problems.push(`learner ${uid}: ${stored} attempts stored, ${answered} evaluations answered`);
  }
  return problems;
}

/**
 * Each learner reads their inbox once more: every broadcast of the run shows exactly once, and the
 * unread ones are read; then each broadcast's read count is the number of learners who read it.
 */
async function broadcastProblems(learners: TestUser[], admin: TestUser, written: Written): Promise<string[]> {
  const problems: string[] = [];
  const sent = new Set(written.broadcasts);
  for (const learner of learners) {
    const inbox = await learner.client.get<{ id: string; isRead: boolean }[]>(
      `/users/${learner.user.id}/messages?limit=100`,
    );
    const shown = inbox.body.filter((message) => sent.has(message.id));
    for (const id of sent) {
      const times = shown.filter((message) => message.id === id);
      if (times.length !== 1) problems.push(`broadcast ${id} shows ${times.length} times to ${learner.user.id}`);
      if (times[0] && !times[0].isRead) await learner.client.patch(`/users/${learner.user.id}/messages/${id}/read`);
    }
  }
  const listed = (await admin.client.get<{ items: { id: string; readCount: number }[] }>("/admin/messages?limit=100"))
    .body.items;
  for (const id of sent) {
    const readers = (
      await Promise.all(learners.map((learner) => db.doc(`users/${learner.user.id}/broadcastStates/${id}`).get()))
    ).filter((state) => state.get("isRead") === true).length;
    const readCount = listed.find((item) => item.id === id)?.readCount;
    if (readers !== learners.length || readCount !== readers)
      problems.push(`broadcast ${id}: read by ${readers} of ${learners.length}, read count ${readCount}`);
  }
  return problems;
}

export async function checkIntegrity(
  learners: TestUser[],
  admin: TestUser,
  written: Written,
  traffic: Traffic,
  { workersDie, aiFaults }: { workersDie: boolean; aiFaults: boolean },
): Promise<string[]> {
  const problems = [...(await broadcastProblems(learners, admin, written)), ...(await readBackProblems(written))];
  if (!workersDie) problems.push(...(await unansweredAttemptProblems(learners, written)));
  for (const learner of learners)
    problems.push(
      ...(await summaryProblems(learner.user.id)),
      ...(await learningProblems(learner.user.id)),
      ...(await incubatorProblems(learner.user.id)),
    );
  const failures = traffic.failures();
  if (failures.serverErrors) problems.push(`${failures.serverErrors} answers were the app's 5xx`);
  if (failures.aiUnavailable && !aiFaults)
    problems.push(`${failures.aiUnavailable} evaluations answered 503, though the AI never failed`);
  if (failures.emulatorErrors && !workersDie)
    problems.push(`${failures.emulatorErrors} answers were the emulator's 5xx (a function worker failed)`);
  if (failures.tooMany)
    problems.push(`${failures.tooMany} answers were 429, though each learner kept under the limits`);
  return problems;
}
