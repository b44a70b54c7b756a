import { newAdmin, newUser, type TestUser } from "../api-client";
import { addTo, emptyLine, reset, settled, summed, type Line } from "./counts";
import { JOBS, jobLabel, mailIds, replayTriggerEmail, runJob } from "./jobs";
import { CHARS_PER_TOKEN, CLOUD_RUN, FIRESTORE_PER_100K, GEMINI_PER_MILLION, MEMORY_GIB } from "./prices";
import {
  MONTHS,
  Script,
  coach,
  cohortLearner,
  cohortWithCoach,
  lightLearner,
  selfPacedLearner,
  signUp,
  walkJobs,
  type Catalogue,
} from "./profiles";

// `npm run bench:cost` (scripts/bench-cost.mjs): four scripted months of each profile, counted
// as Firestore bills them, priced per 1,000 monthly active learners; then each scheduled job run
// beside 10 and 100 idle users, whose reads must not grow with them.

/** The learners one coach's cohort holds in the coach profile; the coach's cost is spread over them. */
export const COHORT_SIZE = 20;
const WALKED_JOBS = JOBS.filter((job) => job.name === "messagesSweep" || job.name === "emailSweep");
const DAYS = MONTHS * 30;
/** The bench's own look at the data (set-up, mail ids) is no one's cost. */
const BENCH_OWN = "unattributed process";

export interface ProfileCost {
  name: string;
  /** Per month, per label. */
  lines: Line[];
  /** Scripted steps that did not answer as expected. */
  problems: string[];
  /** How many learners the profile's counts stand for (the coach: their cohort). */
  learners: number;
}

export interface JobBound {
  name: string;
  perMonth: number;
  readsWith10: number;
  readsWith100: number;
  writesWith100: number;
  bounded: boolean;
}

/** Dollars of one month's line, for the learners it stands for, per 1,000 of them. */
export function dollars(line: Line) {
  const cpuSeconds = line.cpuMs / 1000;
  const parts = {
    "Firestore reads": (line.reads * FIRESTORE_PER_100K.reads) / 100_000,
    "Firestore writes": (line.writes * FIRESTORE_PER_100K.writes) / 100_000,
    "Firestore deletes": ((line.deletes + line.ttlDeletes) * FIRESTORE_PER_100K.deletes) / 100_000,
    "Cloud Run CPU": cpuSeconds * CLOUD_RUN.perVcpuSecond,
    "Cloud Run memory": cpuSeconds * MEMORY_GIB * CLOUD_RUN.perGibSecond,
    "Cloud Run requests": (line.calls * CLOUD_RUN.perMillionRequests) / 1_000_000,
    "Vertex AI input (est.)": (line.aiSent / CHARS_PER_TOKEN / 1_000_000) * GEMINI_PER_MILLION.input,
    "Vertex AI output (est.)": (line.aiReceived / CHARS_PER_TOKEN / 1_000_000) * GEMINI_PER_MILLION.output,
  };
  return parts;
}
const total = (parts: Record<string, number>) => Object.values(parts).reduce((sum, part) => sum + part, 0);

/** Runs `script` as one profile's months and answers its lines per month. */
async function measureProfile(
  dir: string,
  name: string,
  learners: number,
  catalogue: Catalogue[],
  script: (script: Script) => Promise<void>,
): Promise<ProfileCost> {
  // Whatever earlier profiles or the set-up left due is sent first, uncounted.
  await walkJobs(DAYS, WALKED_JOBS);
  await settled(dir);
  reset(dir);
  const mailBefore = await mailIds();
  const run = new Script(name, catalogue);
  await script(run);
  await walkJobs(DAYS, WALKED_JOBS);
  await settled(dir);
  await replayTriggerEmail([...(await mailIds())].filter((id) => !mailBefore.has(id)));
  await settled(dir);
  const lines = [...summed(dir).values()].filter((line) => line.label !== BENCH_OWN);
  const listeners = emptyLine("browser listeners (snapshot documents)");
  listeners.reads = run.listeners.documents;
  listeners.calls = run.listeners.listeners;
  const rules = emptyLine("rules get() of listeners");
  rules.reads = run.listeners.ruleReads;
  lines.push(listeners, rules);
  const perMonth = lines.map((line) => {
    const month = emptyLine(line.label);
    addTo(month, line, 1 / MONTHS);
    return month;
  });
  return { name, lines: perMonth, problems: run.problems, learners };
}

/** Each job's reads beside 10 and then 100 idle users (registered, nothing due). */
async function boundJobs(dir: string): Promise<JobBound[]> {
  const now = new Date();
  const readsOf = async (idle: number) => {
    const lines = new Map<string, Line>();
    for (const job of JOBS) {
      await settled(dir, 2_000);
      reset(dir);
      await runJob(job, now);
      lines.set(job.name, summed(dir).get(jobLabel(job)) ?? emptyLine(job.name));
    }
    return { idle, lines };
  };
  await addIdleUsers(10);
  await settled(dir);
  const with10 = await readsOf(10);
  await addIdleUsers(90);
  await settled(dir);
  const with100 = await readsOf(100);
  return JOBS.map((job) => {
    const r10 = with10.lines.get(job.name)!.reads;
    const r100 = with100.lines.get(job.name)!;
    // Ninety more idle users may add a read or two (a page boundary), never one per user.
    return {
      name: job.name,
      perMonth: job.perMonth,
      readsWith10: r10,
      readsWith100: r100.reads,
      writesWith100: r100.writes,
      bounded: r100.reads - r10 <= 5,
    };
  });
}

async function addIdleUsers(count: number) {
  for (let made = 0; made < count; made += 5)
    await Promise.all(Array.from({ length: Math.min(5, count - made) }, () => newUser()));
}

export interface CostReport {
  profiles: ProfileCost[];
  jobs: JobBound[];
}

/** `only`: the profiles whose names contain it (all when empty); `jobs`: whether to bound the jobs. */
export async function runCost(
  dir: string,
  catalogue: Catalogue[],
  { only = "", jobs = true }: { only?: string; jobs?: boolean } = {},
): Promise<CostReport> {
  const profiles: ProfileCost[] = [];
  const wanted = (name: string) => name.includes(only);
  if (wanted("light learner")) profiles.push(await measureProfile(dir, "light learner", 1, catalogue, lightLearner));
  if (wanted("self-paced learner"))
    profiles.push(await measureProfile(dir, "self-paced learner", 1, catalogue, selfPacedLearner));

  // The cohort and its coach exist before the learner's months (the coach profile counts them).
  const setup = wanted("cohort learner") ? await cohortWithCoach() : null;
  if (setup)
    profiles.push(
      await measureProfile(dir, "cohort learner (12 weeks)", 1, catalogue, async (script) => {
        const learner = await signUp(script);
        const rows = [{ name: learner.user.user.name, email: learner.user.user.email }];
        await script.ok(setup.coach, "POST", `/admin/cohorts/${setup.cohortId}/enrolment`, { rows });
        await cohortLearner(script, setup, learner);
      }),
    );

  if (wanted("coach (one cohort)")) {
    const members: TestUser[] = [];
    for (let made = 0; made < COHORT_SIZE; made += 5)
      members.push(...(await Promise.all(Array.from({ length: 5 }, () => newUser()))));
    profiles.push(
      await measureProfile(dir, "coach (one cohort)", COHORT_SIZE, catalogue, (script) => coach(script, members)),
    );
  }
  return { profiles, jobs: jobs ? await boundJobs(dir) : [] };
}

/** An admin's view of the catalogue, and the Incubator opened for the run. */
export async function prepare(): Promise<{ catalogue: Catalogue[]; admin: TestUser; wasOpen: boolean }> {
  const admin = await newAdmin();
  const launch = await admin.client.get("/admin/incubator/launch");
  await admin.client.put("/admin/incubator/launch", { open: true });
  const catalogue = (await admin.client.get<Catalogue[]>("/curated-videos")).body;
  if (!Array.isArray(catalogue) || catalogue.length === 0)
    throw new Error("The catalogue is empty: is the seed loaded?");
  return { catalogue, admin, wasOpen: Boolean(launch.body?.open) };
}

// ---------- the tables ----------

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const money = (value: number) => `$${value.toFixed(value < 10 ? 3 : 2)}`;
const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ");

function table(head: string[], rows: string[][]) {
  const widths = head.map((_, column) => Math.max(...[head, ...rows].map((row) => row[column]!.length)));
  return [pad(head, widths), ...rows.map((row) => pad(row, widths))].join("\n");
}

/** Per 1,000 learners: the profile's monthly counts times 1,000 over the learners it stands for. */
const perThousand = (profile: ProfileCost, line: Line) => {
  const scaled = emptyLine(line.label);
  addTo(scaled, line, 1000 / profile.learners);
  return scaled;
};

export function profileTables(profile: ProfileCost): { text: string; total: number; largest: [string, number] } {
  const sorted = [...profile.lines].sort((a, b) => total(dollars(b)) - total(dollars(a)));
  const counts = table(
    [
      "per month",
      "calls",
      "reads",
      "writes",
      "deletes",
      "TTL del.",
      "count() reads",
      "CPU ms",
      "tokens in (est.)",
      "tokens out (est.)",
      "$ / 1,000 learners",
    ],
    sorted.map((line) => [
      line.label,
      fixed(line.calls, 1),
      fixed(line.reads, 1),
      fixed(line.writes, 1),
      fixed(line.deletes, 1),
      fixed(line.ttlDeletes, 1),
      fixed(line.countReads, 1),
      fixed(line.cpuMs),
      fixed(line.aiSent / CHARS_PER_TOKEN),
      fixed(line.aiReceived / CHARS_PER_TOKEN),
      money(total(dollars(perThousand(profile, line)))),
    ]),
  );
  const sum = emptyLine("total");
  for (const line of profile.lines) addTo(sum, line);
  const parts = dollars(perThousand(profile, sum));
  const byPart = Object.entries(parts).sort((a, b) => b[1] - a[1]);
  const largestLabel = sorted[0]!;
  const bill = table(
    ["$ per month per 1,000 learners", "dollars"],
    [...byPart.map(([part, value]) => [part, money(value)]), ["total", money(total(parts))]],
  );
  const text = [
    `== ${profile.name}${profile.learners > 1 ? ` (counts for the coach; dollars spread over ${profile.learners} learners)` : ""} ==`,
    counts,
    `total reads ${fixed(sum.reads, 1)}, writes ${fixed(sum.writes, 1)}, deletes ${fixed(sum.deletes + sum.ttlDeletes, 1)}, CPU ${fixed(sum.cpuMs)} ms, tokens in ${fixed(sum.aiSent / CHARS_PER_TOKEN)} / out ${fixed(sum.aiReceived / CHARS_PER_TOKEN)} (estimates) per month`,
    bill,
    `largest line: ${byPart[0]![0]} (${money(byPart[0]![1])}); largest source: ${largestLabel.label} (${money(total(dollars(perThousand(profile, largestLabel))))})`,
    ...profile.problems.map((problem) => `PROBLEM ${problem}`),
  ].join("\n");
  return { text, total: total(parts), largest: byPart[0]! };
}

export function jobTable(jobs: JobBound[]): string {
  return table(
    [
      "scheduled job",
      "runs / month",
      "reads, 10 idle users",
      "reads, 100 idle users",
      "writes, 100",
      "idle reads / month",
      "$ / month (idle)",
      "bounded",
    ],
    jobs.map((job) => [
      job.name,
      fixed(job.perMonth),
      fixed(job.readsWith10),
      fixed(job.readsWith100),
      fixed(job.writesWith100),
      fixed(job.readsWith100 * job.perMonth),
      money((job.readsWith100 * job.perMonth * FIRESTORE_PER_100K.reads) / 100_000),
      job.bounded ? "yes" : "NO: reads grow with all users",
    ]),
  );
}
