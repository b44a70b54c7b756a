import { Timestamp } from "firebase-admin/firestore";
import type { LiveQueryName } from "../../src/contract/live-queries";
import { chatRule } from "../../src/features/chat/service";
import { resetLimit } from "../../src/http/rate-limit";
import { db } from "../../src/lib/firebase";
import { goodAnswer, poorAnswer } from "../answer-picks";
import { newAdmin, newUser, type ApiResponse, type TestUser } from "../api-client";
import { openHours, sessionDoc } from "../session-docs";
import { runJob, JOBS, type Job } from "./jobs";
import { LiveVisit, type ListenerReads } from "./listeners";

// The four scripted months (issue 60): what each profile does, through the real API, with the
// web's listeners opened as it would, and the scheduled jobs run on a clock walked through the
// months. Every answer the script expects to succeed is checked: a refused step is a problem.

export const MONTHS = 4;
const DAY = 86_400_000;
const WEEKS = Math.round((MONTHS * 30) / 7);
const HOME: LiveQueryName[] = [
  "profile",
  "inboxMessages",
  "broadcasts",
  "broadcastStates",
  "skillProgress",
  "learningPaths",
];
const DASHBOARD: LiveQueryName[] = ["learningPaths", "learningSummary", "activities"];
const CHAT: LiveQueryName[] = ["chatSessions", "chatMessages"];
const DISCOVER_STEPS = ["1", "2", "3", "4"];

export interface Catalogue {
  id: string;
  youtubeVideoId: string;
  title: string;
  description: string;
  pillar: string;
}

/** What a profile's script shares: its listener reads, its problems, the catalogue. */
export class Script {
  readonly listeners: ListenerReads = { documents: 0, ruleReads: 0, listeners: 0 };
  readonly problems: string[] = [];

  constructor(
    readonly name: string,
    readonly catalogue: Catalogue[],
  ) {}

  /** A request that must succeed. */
  async ok<T = any>(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const answer = await user.client.request<T>(method, path, body);
    if (answer.status >= 300)
      this.problems.push(
        `${this.name}: ${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
    return answer;
  }

  /** Opens a view: its API snapshot, then its listeners for the visit, while `work` runs. */
  async visit(
    user: TestUser,
    names: LiveQueryName[],
    work: () => Promise<void> = async () => {},
    chatSessionId?: string,
  ) {
    const uid = user.user.id;
    const query = chatSessionId ? `&chatSessionId=${chatSessionId}` : "";
    await this.ok(user, "GET", `/users/${uid}/live?names=${names.join(",")}${query}`);
    const visit = await LiveVisit.open(user);
    await visit.listen({ id: uid, createdAt: user.user.createdAt }, names, chatSessionId);
    await work();
    await visit.close();
    this.listeners.documents += visit.reads.documents;
    this.listeners.ruleReads += visit.reads.ruleReads;
    this.listeners.listeners += visit.reads.listeners;
  }
}

/** The jobs' runs over the months, on a clock walked a day at a time from now (09:00 UTC). */
export async function walkJobs(days: number, jobs: Job[] = JOBS) {
  const start = new Date();
  start.setUTCHours(9, 0, 0, 0);
  for (let day = 0; day <= days; day += 1)
    for (const job of jobs) await runJob(job, new Date(start.getTime() + day * DAY));
}

interface Learner {
  user: TestUser;
  pathId: string | null;
  chatSessionId: string | null;
  step: number;
  failedFirst: boolean;
  videos: number;
}

export async function signUp(script: Script, timeZone = "Europe/London"): Promise<Learner> {
  const user = await newUser({ timeZone });
  await script.ok(user, "POST", `/users/${user.user.id}/profile`, {
    goals: ["Find my first clients"],
    preferredLearningStyle: "video",
  });
  return { user, pathId: null, chatSessionId: null, step: 0, failedFirst: false, videos: 0 };
}

/** Home: the start screen's calls and listeners; the inbox read and its unread messages marked. */
async function home(script: Script, learner: Learner) {
  const { user } = learner;
  const uid = user.user.id;
  await script.visit(user, HOME, async () => {
    await script.ok(user, "GET", "/user");
    await script.ok(user, "GET", `/users/${uid}/recommendations`);
    await script.ok(user, "GET", "/incubator/access");
    const inbox = await script.ok<{ id: string; isRead: boolean }[]>(user, "GET", `/users/${uid}/messages`);
    for (const message of (Array.isArray(inbox.body) ? inbox.body : []).filter((entry) => !entry.isRead))
      await script.ok(user, "PATCH", `/users/${uid}/messages/${message.id}/read`);
  });
}

/** The dashboard, with a catalogue video added to the learner's path and watched. */
async function watchVideo(script: Script, learner: Learner) {
  const { user } = learner;
  const uid = user.user.id;
  await script.visit(user, DASHBOARD, async () => {
    if (!learner.pathId) {
      const path = await script.ok(user, "POST", `/users/${uid}/learning-paths`, {
        title: "My path",
        description: "Videos picked from the catalogue",
        skillCategories: ["SELL"],
      });
      learner.pathId = path.body?.id ?? null;
    }
    if (!learner.pathId) return;
    const video = script.catalogue[learner.videos % script.catalogue.length]!;
    learner.videos += 1;
    const added = await script.ok(user, "POST", `/learning-paths/${learner.pathId}/videos`, {
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      description: video.description,
      skillCategory: video.pillar,
      curatedVideoId: video.id,
    });
    if (added.body?.id) await script.ok(user, "POST", `/users/${uid}/videos/${added.body.id}/watch`, {});
  });
}

/** The tutor: `messages` questions in the learner's chat session. */
async function askTutor(script: Script, learner: Learner, messages: number) {
  const { user } = learner;
  if (!learner.chatSessionId) {
    const session = await script.ok(user, "POST", `/users/${user.user.id}/chat-sessions`, {});
    learner.chatSessionId = session.body?.id ?? null;
  }
  if (!learner.chatSessionId) return;
  const sessionId = learner.chatSessionId;
  // Days pass between two visits: the chat's 10-minute limit starts afresh (the bench's own write).
  await resetLimit(chatRule, user.user.id);
  await script.visit(
    user,
    CHAT,
    async () => {
      for (let turn = 0; turn < messages; turn += 1)
        await script.ok(user, "POST", `/chat-sessions/${sessionId}/messages`, {
          content: "How do I price my coaching packages for small businesses?",
          role: "user",
        });
    },
    sessionId,
  );
}

/** One Incubator attempt: a poor answer first, then the good one; the overview after. */
async function incubatorAttempt(script: Script, learner: Learner) {
  const { user } = learner;
  if (learner.step >= DISCOVER_STEPS.length) return;
  const stepId = DISCOVER_STEPS[learner.step]!;
  await script.ok(user, "GET", `/incubator/step/${stepId}`);
  const input = learner.failedFirst ? goodAnswer(stepId) : poorAnswer(stepId);
  await script.ok(user, "POST", `/incubator/step/${stepId}/answer`, { input });
  const evaluated = await script.ok(user, "POST", `/incubator/step/${stepId}/evaluate`, {});
  if (evaluated.body?.passed) {
    learner.step += 1;
    learner.failedFirst = false;
  } else learner.failedFirst = true;
  await script.ok(user, "GET", "/incubator/me/overview");
}

/** A light learner: one visit a week, a video every other week, one Incubator attempt a month. */
export async function lightLearner(script: Script) {
  const learner = await signUp(script);
  for (let week = 0; week < WEEKS; week += 1) {
    await home(script, learner);
    if (week % 2 === 0) await watchVideo(script, learner);
    if (week % 4 === 0) await incubatorAttempt(script, learner);
  }
}

/**
 * A typical self-paced learner: three visits a week, a video each, the tutor twice a week (two
 * questions each), and one Incubator attempt a week.
 */
export async function selfPacedLearner(script: Script) {
  const learner = await signUp(script);
  for (let week = 0; week < WEEKS; week += 1) {
    for (let visit = 0; visit < 3; visit += 1) {
      await home(script, learner);
      await watchVideo(script, learner);
      if (visit < 2) await askTutor(script, learner, 2);
    }
    await incubatorAttempt(script, learner);
  }
}

/** A UTC-noon Monday `weeks` before this week's, as the cohort calendar's plain date. */
const mondayWeeksAgo = (weeks: number) => {
  const today = new Date();
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY - weeks * 7 * DAY);
  return monday.toISOString().slice(0, 10);
};

/** The bench's 12-week cohort, starting this week, as `POST /api/admin/cohorts` takes it. */
const winterCohort = () => ({
  name: "Winter founders",
  startDate: mondayWeeksAgo(0),
  weeks: 12,
  timeZone: "Europe/London",
  currency: "EUR",
  checkInWeekday: 1,
});

/** A cohort with its coach (published hours), set up outside the count: the coach profile counts its own. */
export async function cohortWithCoach() {
  const coach = await newAdmin();
  await db
    .collection("coachHours")
    .doc(coach.user.id)
    .set(openHours(coach.user.id, { name: coach.user.name }));
  const created = await coach.client.post("/admin/cohorts", winterCohort());
  if (created.status !== 201) throw new Error(`POST /admin/cohorts answered ${created.status}`);
  const cohortId = created.body.id as string;
  await coach.client.put(`/admin/cohorts/${cohortId}/coaches`, { coachIds: [coach.user.id] });
  await coach.client.patch(`/admin/cohorts/${cohortId}`, { stage: "open" });
  return { coach, cohortId };
}

/**
 * Moves the cohort's calendar a week back, so the real clock (which the API reads) falls in its
 * week `week`: the bench's set-up, uncounted, standing in for a week passing.
 */
export async function cohortAtWeek(cohortId: string, week: number) {
  await db
    .collection("cohorts")
    .doc(cohortId)
    .update({ startDate: mondayWeeksAgo(week - 1), updatedAt: Timestamp.now() });
}

/** This week's Monday 09:00 UTC: the cohort's check-in day, when the nudge sweep acts. */
const checkInMorning = () => {
  const morning = new Date(`${mondayWeeksAgo(0)}T09:00:00Z`);
  return morning;
};

const HOUR = 3_600_000;
const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);

/**
 * A learner in a 12-week cohort: two visits a week with a video, the tutor once a week, an
 * Incubator attempt a week, the weekly check-in (the nudge sweep at its morning), the emails
 * those send, and one coaching session booked, reminded and written up by the coach.
 */
export async function cohortLearner(script: Script, setup: { cohortId: string; coach: TestUser }, learner: Learner) {
  const { user } = learner;
  const uid = user.user.id;
  const nudges = JOBS.find((job) => job.name === "cohortNudgesSweep")!;
  for (let week = 1; week <= WEEKS; week += 1) {
    const inCohort = week <= 12;
    if (inCohort) await cohortAtWeek(setup.cohortId, week);
    if (inCohort) await runJob(nudges, checkInMorning());
    await home(script, learner);
    if (inCohort) {
      await script.ok(user, "GET", "/cohort/week");
      await script.ok(user, "PUT", `/users/${uid}/check-ins/${week}`, {
        revenue: 400 + week * 50,
        clients: 1 + (week % 3),
        leads: 3,
        hours: 20,
        confidence: 3 + (week % 3),
        win: "Signed a new client",
        blocker: "",
      });
    }
    await watchVideo(script, learner);
    await home(script, learner);
    await askTutor(script, learner, 2);
    await incubatorAttempt(script, learner);
    if (week === 6) await coachingSession(script, setup.coach, learner);
  }
}

/** One session: the learner books it and reads it, and the reminder sweep runs before it (the coach profile writes sessions up). */
async function coachingSession(script: Script, coach: TestUser, learner: Learner) {
  const { user } = learner;
  await script.ok(user, "GET", "/sessions/coaches");
  const from = hoursAhead(24);
  await script.ok(user, "GET", `/sessions/coaches/${coach.user.id}/slots?from=${from.toISOString()}&days=7`);
  const booked = await script.ok(user, "POST", "/sessions", {
    coachId: coach.user.id,
    startsAt: hoursAhead(30).toISOString(),
    topic: "My pricing page",
  });
  await script.ok(user, "GET", "/sessions");
  const sessionId = booked.body?.id as string | undefined;
  if (!sessionId) return;
  const reminders = JOBS.find((job) => job.name === "sessionNoticesSweep")!;
  await runJob(reminders, new Date(hoursAhead(30).getTime() - 30 * 60_000));
  await script.ok(user, "GET", `/sessions/${sessionId}`);
}

/**
 * A session the coach holds with `member` and writes up: stored as booked two hours ago (the
 * bench's own write: its booking notices are counted), then the brief, outcome, an action item,
 * and the learner ticking it off.
 */
async function heldSession(script: Script, coach: TestUser, member: TestUser) {
  const sessionId = `bench_${member.user.id.slice(0, 8)}_${Date.now()}`;
  await db
    .collection("coachingSessions")
    .doc(sessionId)
    .set(
      sessionDoc(new Date(Date.now() - 2 * HOUR), {
        coachId: coach.user.id,
        coachName: coach.user.name,
        coachEmail: coach.user.email,
        learnerId: member.user.id,
        learnerName: member.user.name,
        learnerEmail: member.user.email,
      }),
    );
  await script.ok(coach, "GET", `/admin/sessions/${sessionId}/brief`);
  await script.ok(coach, "PUT", `/admin/sessions/${sessionId}/outcome`, {
    outcome: "held",
    notes: "Raise the price of the starter package.\nWrite the pricing page.",
    notesPrivate: false,
  });
  await script.ok(coach, "POST", `/admin/sessions/${sessionId}/action-items`, { text: "Write the pricing page" });
  const items = await script.ok(member, "GET", `/users/${member.user.id}/action-items`);
  const item = items.body?.items?.[0]?.id;
  if (item) await script.ok(member, "PATCH", `/users/${member.user.id}/action-items/${item}`, { done: true });
}

/**
 * A coach running a 12-week cohort of `members` learners: creates and fills it (enrolment by
 * email), reads the dashboard and roster twice a week, sends the cohort a message every other
 * week, and holds and writes up four sessions. The members are idle (their own work is theirs).
 */
export async function coach(script: Script, members: TestUser[]) {
  const { coach, cohortId } = await cohortWithCoachCounted(script, members);
  const nudges = JOBS.find((job) => job.name === "cohortNudgesSweep")!;
  for (let week = 1; week <= 12; week += 1) {
    await cohortAtWeek(cohortId, week);
    await runJob(nudges, checkInMorning());
    for (let look = 0; look < 2; look += 1) {
      await script.ok(coach, "GET", `/admin/cohorts/${cohortId}/dashboard`);
      await script.ok(coach, "GET", `/admin/cohorts/${cohortId}/members`);
    }
    if (week % 2 === 0)
      await script.ok(coach, "POST", "/admin/messages", {
        type: "system",
        title: `Week ${week}`,
        content: "This week: write your offer in one sentence.",
        cohortId,
      });
    if (week % 3 === 0) await heldSession(script, coach, members[week % members.length]!);
  }
}

/** The coach's own set-up, counted: hours published, the cohort created, opened and filled. */
async function cohortWithCoachCounted(script: Script, members: TestUser[]) {
  const coach = await newAdmin();
  await script.ok(coach, "PUT", "/admin/coach-hours", {
    timeZone: "UTC",
    availability: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "00:00", end: "24:00" })),
    away: [],
    sessionMinutes: 60,
    bufferMinutes: 0,
    meetingLink: "https://meet.example.test/coach",
    horizonDays: 90,
    published: true,
  });
  const created = await script.ok(coach, "POST", "/admin/cohorts", winterCohort());
  const cohortId = created.body.id as string;
  await script.ok(coach, "PUT", `/admin/cohorts/${cohortId}/coaches`, { coachIds: [coach.user.id] });
  const rows = members.map((member) => ({ name: member.user.name, email: member.user.email }));
  await script.ok(coach, "POST", `/admin/cohorts/${cohortId}/enrolment/check`, { rows });
  await script.ok(coach, "POST", `/admin/cohorts/${cohortId}/enrolment`, { rows });
  await script.ok(coach, "PATCH", `/admin/cohorts/${cohortId}`, { stage: "open" });
  return { coach, cohortId };
}
