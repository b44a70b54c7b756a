import { newAdmin, newUser, type TestUser } from "../api-client";
import { poorAnswer } from "../answer-picks";
import { openIncubator, runLoad } from "./run";
import { Caller, Gate, Traffic, type Answer, type EndpointSummary } from "./traffic";

// One target of `npm run bench:instance` (scripts/bench-instance.mjs), at APP_URL: the learners'
// mixed load of `bench:load`, with at most 80 requests in flight as one production instance takes;
// then, on the one-process instance, each endpoint hammered alone to read its CPU per request from
// the instance's probe (scripts/instance-probe.mjs).

export const MAX_IN_FLIGHT = 80;
/** Users the single-endpoint phases share; each stays under the per-user limits (chat, evaluations). */
const PHASE_USERS = 20;
/** Calls per user for the endpoints under a 20-per-10-minutes limit: two under it. */
const LIMITED_CALLS = 18;

export interface Probe {
  cpuMicros: number;
  maxRssKb: number;
}

export interface EndpointFigures extends EndpointSummary {
  perSecond: number;
  /** The instance's CPU ms per request; only in the single-endpoint phases. */
  cpuMs?: number;
}

export interface TargetReport {
  learners: number;
  seconds: number;
  mixed: EndpointFigures[];
  requests: number;
  perSecond: number;
  /** The instance's CPU over the mixed window, per request; absent without a probe. */
  mixedCpuMs?: number;
  phases: EndpointFigures[];
  maxRssMib?: number;
  failures: ReturnType<Traffic["failures"]>;
  problems: string[];
}

const readProbe = async (url: string): Promise<Probe> => (await fetch(url)).json() as Promise<Probe>;

const figures = (traffic: Traffic): EndpointFigures[] =>
  traffic.summary().map((row) => ({ ...row, perSecond: row.count / traffic.seconds() }));

/** The learners' mixed load, then (with a probe) the single-endpoint phases. */
export async function runTarget(options: {
  learners: number;
  seconds: number;
  phaseSeconds: number;
  probeUrl?: string;
}): Promise<TargetReport> {
  const { probeUrl } = options;
  const marks: Probe[] = [];
  const report = await runLoad({
    learners: options.learners,
    seconds: options.seconds,
    maxInFlight: MAX_IN_FLIGHT,
    oneProcess: Boolean(probeUrl),
    measure: probeUrl ? async () => void marks.push(await readProbe(probeUrl)) : undefined,
  });
  const { traffic } = report;
  const requests = traffic.summary().reduce((sum, row) => sum + row.count, 0);
  const phases = probeUrl ? await runPhases(probeUrl, options.phaseSeconds) : [];
  const last = probeUrl ? await readProbe(probeUrl) : undefined;
  return {
    learners: options.learners,
    seconds: options.seconds,
    mixed: figures(traffic),
    requests,
    perSecond: requests / traffic.seconds(),
    mixedCpuMs: marks.length === 2 ? (marks[1]!.cpuMicros - marks[0]!.cpuMicros) / 1000 / requests : undefined,
    phases,
    maxRssMib: last ? last.maxRssKb / 1024 : undefined,
    failures: traffic.failures(),
    problems: report.problems,
  };
}

interface PhaseUser {
  caller: Caller;
  user: TestUser;
  videoId: string;
  sessionId: string;
  calls: number;
}

/** A phase: one endpoint, MAX_IN_FLIGHT callers at once until the time is up or every user's calls are spent. */
interface Phase {
  endpoint: string;
  call: (user: PhaseUser) => Promise<Answer>;
  /** Calls a user may make in the phase (the per-user limits). */
  perUser?: number;
}

const PHASES: Phase[] = [
  { endpoint: "GET /user", call: ({ caller }) => caller.call("GET /user", "GET", "/user") },
  {
    endpoint: "GET /users/:id/live (home)",
    call: ({ caller, user }) =>
      caller.call(
        "GET /users/:id/live (home)",
        "GET",
        `/users/${user.user.id}/live?names=profile,inboxMessages,broadcasts,broadcastStates,skillProgress,learningPaths`,
      ),
  },
  {
    endpoint: "GET /users/:id/live (dashboard)",
    call: ({ caller, user }) =>
      caller.call(
        "GET /users/:id/live (dashboard)",
        "GET",
        `/users/${user.user.id}/live?names=learningPaths,learningSummary,activities`,
      ),
  },
  {
    endpoint: "GET /users/:id/recommendations",
    call: ({ caller, user }) =>
      caller.call("GET /users/:id/recommendations", "GET", `/users/${user.user.id}/recommendations`),
  },
  {
    endpoint: "GET /incubator/access",
    call: ({ caller }) => caller.call("GET /incubator/access", "GET", "/incubator/access"),
  },
  {
    endpoint: "GET /users/:id/messages",
    call: ({ caller, user }) => caller.call("GET /users/:id/messages", "GET", `/users/${user.user.id}/messages`),
  },
  {
    endpoint: "POST /login",
    call: ({ caller, user }) =>
      caller.call("POST /login", "POST", "/login", { username: user.user.username, password: user.password }),
  },
  {
    endpoint: "POST /users/:id/videos/:id/watch",
    call: ({ caller, user, videoId }) =>
      caller.call("POST /users/:id/videos/:id/watch", "POST", `/users/${user.user.id}/videos/${videoId}/watch`, {}),
  },
  {
    endpoint: "POST /chat-sessions/:id/messages",
    perUser: LIMITED_CALLS,
    call: ({ caller, sessionId, calls }) =>
      caller.call("POST /chat-sessions/:id/messages", "POST", `/chat-sessions/${sessionId}/messages`, {
        content: `How do I price my work? (call ${calls})`,
        role: "user",
      }),
  },
  {
    endpoint: "POST /incubator/step/:id/answer",
    call: ({ caller }) =>
      caller.call("POST /incubator/step/:id/answer", "POST", "/incubator/step/1/answer", {
        input: poorAnswer("1"),
      }),
  },
  {
    endpoint: "POST /incubator/step/:id/evaluate",
    perUser: LIMITED_CALLS,
    call: ({ caller }) => caller.call("POST /incubator/step/:id/evaluate", "POST", "/incubator/step/1/evaluate", {}),
  },
];

/** Fresh users for the phases, each with a path holding one catalogue video, a chat session and a saved answer. */
async function phaseUsers(admin: Caller): Promise<PhaseUser[]> {
  const catalogue = (await admin.call("GET /curated-videos", "GET", "/curated-videos")).body;
  const users: PhaseUser[] = [];
  for (let index = 0; index < PHASE_USERS; index += 1) {
    const user = await newUser();
    const caller = new Caller(admin.traffic);
    caller.cookie = user.client.cookie;
    const uid = user.user.id;
    const path = await caller.call("set-up", "POST", `/users/${uid}/learning-paths`, {
      title: "Phase path",
      description: "One catalogue video",
      skillCategories: ["SELL"],
    });
    const video = catalogue[index % catalogue.length];
    const added = await caller.call("set-up", "POST", `/learning-paths/${path.body.id}/videos`, {
      youtubeVideoId: video.youtubeVideoId,
      title: video.title,
      description: video.description,
      skillCategory: video.pillar,
      curatedVideoId: video.id,
    });
    const session = await caller.call("set-up", "POST", `/users/${uid}/chat-sessions`, {});
    await caller.call("set-up", "POST", "/incubator/step/1/answer", { input: poorAnswer("1") });
    if (!added.body?.id || !session.body?.id) throw new Error("Setting up the phases' users failed");
    users.push({ caller, user, videoId: added.body.id, sessionId: session.body.id, calls: 0 });
  }
  return users;
}

async function runPhases(probeUrl: string, seconds: number): Promise<EndpointFigures[]> {
  const setUp = new Traffic();
  const adminUser = await newAdmin();
  const admin = new Caller(setUp);
  admin.cookie = adminUser.client.cookie;
  const wasOpen = Boolean((await admin.call("launch", "GET", "/admin/incubator/launch")).body?.open);
  await openIncubator(admin, true);
  try {
    const users = await phaseUsers(admin);
    const results: EndpointFigures[] = [];
    for (const phase of PHASES) {
      const traffic = new Traffic(new Gate(MAX_IN_FLIGHT));
      for (const user of users) {
        user.caller = Object.assign(new Caller(traffic), { cookie: user.caller.cookie });
        user.calls = 0;
      }
      const deadline = Date.now() + seconds * 1000;
      const before = await readProbe(probeUrl);
      traffic.startedAt = performance.now();
      await Promise.all(
        Array.from({ length: MAX_IN_FLIGHT }, async (_, worker) => {
          const user = users[worker % users.length]!;
          while (Date.now() < deadline && user.calls < (phase.perUser ?? Infinity)) {
            user.calls += 1;
            await phase.call(user);
          }
        }),
      );
      traffic.endedAt = performance.now();
      const after = await readProbe(probeUrl);
      const [row] = figures(traffic);
      if (row) results.push({ ...row, cpuMs: (after.cpuMicros - before.cpuMicros) / 1000 / row.count });
    }
    return results;
  } finally {
    await openIncubator(admin, wasOpen);
  }
}
