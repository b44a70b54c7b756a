import { setTimeout as sleep } from "node:timers/promises";
import { INCUBATOR_LIMITS } from "../../src/contract/incubator/common";
import { chatRule } from "../../src/features/chat/service";
import { APP_URL, newAdmin, newUser, type TestUser } from "../api-client";
import { goodAnswer, poorAnswer } from "../answer-picks";
import { checkIntegrity, type Written } from "./integrity";
import { Caller, EVALUATE, Gate, Traffic } from "./traffic";

// Many learners at once (issue 50): each signs in, opens home and the dashboard, watches videos and
// adds a catalogue video to a path, reads and dismisses messages, asks the tutor and answers the
// Incubator, while an admin sends broadcasts, pages the users and reads the stats. Every loop
// stops at the deadline; then every learner reads their inbox once more and the integrity checks
// run. The Incubator is opened for the run and put back as it was after, whatever happens.

export interface LoadOptions {
  learners: number;
  seconds: number;
  /** Called every 10 s during the run (e.g. to kill a function worker); never awaited by learners. */
  disturb?: () => Promise<void>;
  /** Function workers are killed during the run: the emulator's own 5xx are expected, not failures. */
  workersDie?: boolean;
  /** The AI fails at times during the run (load/faulty-vertex.ts): an evaluation's 503 is expected. */
  aiFaults?: boolean;
  /** At most this many requests in flight from the client (unbounded when absent). */
  maxInFlight?: number;
  /** The API is one long-lived process (load/instance.ts): no emulator workers to start first. */
  oneProcess?: boolean;
  /** Called as the measured window starts and ends (e.g. to read the instance's CPU time). */
  measure?: (moment: "start" | "end") => Promise<void>;
}

/** Evaluations refused with a 503 (the AI failed), and those the learner's next try answered. */
export interface Refusals {
  refused: number;
  answeredOnRetry: number;
}

export interface LoadReport {
  traffic: Traffic;
  /** Integrity problems and unexpected answers; empty when all is well. */
  problems: string[];
  refusals: Refusals;
}

const HOME_NAMES = "profile,inboxMessages,broadcasts,broadcastStates,skillProgress,learningPaths";
const DASHBOARD_NAMES = "learningPaths,learningSummary,activities";
const DISCOVER_STEPS = ["1", "2", "3", "4"];
const WINDOW_MS = 10 * 60_000;
const ADMIN_PAUSE_MS = 5_000;

/** Whether one more call keeps the learner two under a per-user limit (`times`: their calls so far). */
const mayCall = (times: number[], limit: number) =>
  times.filter((at) => at > Date.now() - WINDOW_MS).length < limit - 2;

/** A short, varied pause between a learner's steps, as a person clicking. */
const think = () => sleep(200 + Math.random() * 600);

interface Catalogue {
  id: string;
  youtubeVideoId: string;
  title: string;
  description: string;
  pillar: string;
}

/** Turns the Incubator's launch switch as the admin `admin`. */
export async function openIncubator(admin: Caller, open: boolean) {
  const answer = await admin.call("PUT /admin/incubator/launch", "PUT", "/admin/incubator/launch", { open });
  if (answer.status !== 200) throw new Error(`The Incubator launch switch answered ${answer.status}`);
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const traffic = new Traffic(options.maxInFlight ? new Gate(options.maxInFlight) : undefined);
  const refusals: Refusals = { refused: 0, answeredOnRetry: 0 };
  const written: Written = { watched: [], pathVideos: [], chats: [], answers: [], attempts: [], broadcasts: [] };
  const adminUser = await newAdmin();
  const admin = new Caller(traffic);
  admin.cookie = adminUser.client.cookie;
  const launch = await admin.call("GET /admin/incubator/launch", "GET", "/admin/incubator/launch");
  const wasOpen = Boolean(launch.body?.open);
  const putBack = () => openIncubator(admin, wasOpen);
  const onSignal = (signal: NodeJS.Signals) =>
    void putBack().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    await openIncubator(admin, true);
    const users: TestUser[] = [];
    // Registered a few at a time: sign-up is set-up, not the load measured.
    for (let start = 0; start < options.learners; start += 5)
      users.push(
        ...(await Promise.all(Array.from({ length: Math.min(5, options.learners - start) }, () => newUser()))),
      );
    const catalogue = (await admin.call<Catalogue[]>("GET /curated-videos", "GET", "/curated-videos")).body;
    if (!Array.isArray(catalogue) || catalogue.length === 0)
      throw new Error("The catalogue is empty: is the seed loaded?");

    if (!options.oneProcess) await warmWorkers(options.learners);
    await options.measure?.("start");
    traffic.startedAt = performance.now();
    const deadline = Date.now() + options.seconds * 1000;
    await Promise.all([
      ...users.map((user, index) => learner(user, index, catalogue, deadline, traffic, written, refusals)),
      adminLoop(admin, deadline, written),
      disturbLoop(options.disturb, deadline),
    ]);
    traffic.endedAt = performance.now();
    await options.measure?.("end");
    const problems = await checkIntegrity(users, adminUser, written, traffic, {
      workersDie: options.workersDie ?? false,
      aiFaults: options.aiFaults ?? false,
    });
    return { traffic, problems: [...traffic.problems, ...problems], refusals };
  } finally {
    await putBack();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

/**
 * The functions emulator starts a worker process per concurrent request (a deployed function
 * keeps warm instances); fifty starting at once on a small machine fail to load. Health checks
 * ramped five at a time leave one idle worker per learner, so the run measures the app.
 */
async function warmWorkers(count: number) {
  const health = () =>
    fetch(`${APP_URL}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  for (let batch = 5; batch < count + 5; batch += 5)
    await Promise.all(Array.from({ length: Math.min(batch, count) }, health));
}

async function disturbLoop(disturb: LoadOptions["disturb"], deadline: number) {
  if (!disturb) return;
  for (await sleep(5_000); Date.now() < deadline - 5_000; await sleep(10_000)) await disturb();
}

async function adminLoop(admin: Caller, deadline: number, written: Written) {
  for (let round = 0; Date.now() < deadline; round += 1) {
    const sent = await admin.write("POST /admin/messages", "POST", "/admin/messages", {
      type: "system",
      title: `Load run ${round}`,
      content: "A broadcast sent while many learners use the app.",
      targetAllUsers: true,
    });
    if (sent.status === 201) written.broadcasts.push(sent.body.id);
    let cursor: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const query: string = cursor ? `?limit=20&cursor=${cursor}` : "?limit=20";
      const users = await admin.call("GET /admin/users", "GET", `/admin/users${query}`);
      cursor = users.body?.nextCursor ?? null;
      if (!cursor) break;
    }
    await admin.call("GET /admin/stats", "GET", "/admin/stats");
    await admin.call("GET /admin/messages", "GET", "/admin/messages?limit=20");
    await sleep(ADMIN_PAUSE_MS);
  }
}

async function learner(
  user: TestUser,
  index: number,
  catalogue: Catalogue[],
  deadline: number,
  traffic: Traffic,
  written: Written,
  refusals: Refusals,
) {
  const me = new Caller(traffic);
  me.cookie = user.client.cookie;
  const uid = user.user.id;
  const chats: number[] = [];
  const evaluations: number[] = [];
  let refusedStep: string | null = null;
  let pathId: string | null = null;
  let sessionId: string | null = null;
  let step = 0;
  let failedFirst = false;
  // Starts spread over the first tenth of the run (10 s at most): people do not click at the same instant.
  await sleep(((index * 997) % 1_000) * Math.min(10, (deadline - Date.now()) / 10_000));
  for (let round = 0; Date.now() < deadline; round += 1) {
    if (round % 3 === 0) {
      await me.write("POST /login", "POST", "/login", { username: user.user.username, password: user.password });
      await me.call("GET /user", "GET", "/user");
    }
    await me.call("GET /users/:id/live (home)", "GET", `/users/${uid}/live?names=${HOME_NAMES}`);
    await me.call("GET /users/:id/recommendations", "GET", `/users/${uid}/recommendations`);
    await me.call("GET /incubator/access", "GET", "/incubator/access");
    await think();
    await me.call("GET /users/:id/live (dashboard)", "GET", `/users/${uid}/live?names=${DASHBOARD_NAMES}`);
    await think();

    // Learning: a path of their own, a catalogue video added to it, then watched (twice: a repeat).
    if (!pathId) {
      const path = await me.write("POST /users/:id/learning-paths", "POST", `/users/${uid}/learning-paths`, {
        title: "My load path",
        description: "Videos picked from the catalogue",
        skillCategories: ["SELL"],
      });
      pathId = path.status === 201 ? path.body.id : null;
    }
    if (pathId) {
      const video = catalogue[(index * 7 + round) % catalogue.length]!;
      const added = await me.write("POST /learning-paths/:id/videos", "POST", `/learning-paths/${pathId}/videos`, {
        youtubeVideoId: video.youtubeVideoId,
        title: video.title,
        description: video.description,
        skillCategory: video.pillar,
        curatedVideoId: video.id,
      });
      if (added.status === 201 || added.status === 200) {
        written.pathVideos.push({ pathId, id: added.body.id });
        const watch = () =>
          me.write("POST /users/:id/videos/:id/watch", "POST", `/users/${uid}/videos/${added.body.id}/watch`, {});
        const [first] = await Promise.all([watch(), think().then(watch)]);
        if (first.status === 200) written.watched.push({ uid, youtubeVideoId: video.youtubeVideoId });
      }
    }
    await think();

    // Messages: read every unread one, dismiss a personal one now and then.
    const inbox = await me.call<{ id: string; isRead: boolean; type: string }[]>(
      "GET /users/:id/messages",
      "GET",
      `/users/${uid}/messages`,
    );
    for (const message of (Array.isArray(inbox.body) ? inbox.body : []).filter((entry) => !entry.isRead))
      await me.write("PATCH /users/:id/messages/:id/read", "PATCH", `/users/${uid}/messages/${message.id}/read`);
    const personal = (Array.isArray(inbox.body) ? inbox.body : []).find(
      (entry) => !written.broadcasts.includes(entry.id) && round % 2 === 1,
    );
    if (personal) await me.write("DELETE /users/:id/messages/:id", "DELETE", `/users/${uid}/messages/${personal.id}`);
    await think();

    // The tutor (the offline provider), within the chat limit.
    if (mayCall(chats, chatRule.limit)) {
      if (!sessionId) {
        const session = await me.write("POST /users/:id/chat-sessions", "POST", `/users/${uid}/chat-sessions`, {});
        sessionId = session.status === 201 ? session.body.id : null;
      }
      if (sessionId) {
        chats.push(Date.now());
        const content = `How do I price my work? (round ${round})`;
        const sent = await me.write(
          "POST /chat-sessions/:id/messages",
          "POST",
          `/chat-sessions/${sessionId}/messages`,
          {
            content,
            role: "user",
          },
        );
        if (sent.status === 200 || sent.status === 201) written.chats.push({ sessionId, content });
      }
    }
    await think();

    // The Incubator: a poor answer first, then the good one, step by step, within the evaluation limit.
    if (step < DISCOVER_STEPS.length && mayCall(evaluations, INCUBATOR_LIMITS.evaluationsPerWindow)) {
      const stepId = DISCOVER_STEPS[step]!;
      const input = failedFirst ? goodAnswer(stepId) : poorAnswer(stepId);
      const saved = await me.write("POST /incubator/step/:id/answer", "POST", `/incubator/step/${stepId}/answer`, {
        input,
      });
      if (saved.status === 200) {
        written.answers.push({ uid, stepId, input });
        evaluations.push(Date.now());
        const evaluated = await me.write(EVALUATE, "POST", `/incubator/step/${stepId}/evaluate`, {});
        // The AI failed: the learner asks again on their next turn, as "Try again" does.
        if (evaluated.status === 503) {
          refusals.refused += 1;
          refusedStep = stepId;
        }
        if (evaluated.status === 200) {
          if (refusedStep === stepId) refusals.answeredOnRetry += 1;
          refusedStep = null;
          written.attempts.push({ uid, attemptId: evaluated.body.attemptId });
          if (evaluated.body.passed) {
            step += 1;
            failedFirst = false;
          } else failedFirst = true;
        }
      }
      await me.call("GET /incubator/me/overview", "GET", "/incubator/me/overview");
    }
    await think();
  }
}
