// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G and 4x CPU slow-down, the
// Debian Chromium) on the landing page and every signed-in view of the running emulator app, over
// HTTP/2 with TLS as Firebase Hosting serves it (scripts/http2-proxy.mjs in front of the Hosting
// emulator, which speaks HTTP/1.1 only), cold (a fresh profile holding only the session cookie) and
// warm (the same profile, loaded again), printing the median of BENCH_RUNS runs (default 3) per
// view. Figures only: no assertions. BENCH_VIEWS=home,learn limits the views (names in the first
// column); BENCH_CPU_SLOWDOWN (default 4, Lighthouse's own) stands in for a slower host (printTable).
// BENCH_BASELINE=<another build's web/dist> measures that build beside this one, run for run in
// turn on the same emulators, so both meet the same host (the only fair comparison here).
// BENCH_CHAIN=1 prints, for each run, what its simulated LCP waited for (printChain), and with
// BENCH_SERVER_MS=<ms> the LCP of the same run had the app's origin answered in that time.
// BENCH_HTTP1=1 loads the views from the Hosting emulator itself, over HTTP/1.1. BENCH_MODES=cold
// measures cold loads only.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { root, withinEmulators } from "./emulator-env.mjs";
import { startHttp2Proxy } from "./http2-proxy.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const HTTP1 = process.env.BENCH_HTTP1 === "1";
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CHAIN = process.env.BENCH_CHAIN === "1";
const SERVER_MS = Number(process.env.BENCH_SERVER_MS ?? 0);
const MODES = (process.env.BENCH_MODES ?? "cold,warm").split(",").map((mode) => mode.trim());

await withinEmulators(bench);

async function bench() {
  const { default: lighthouse } = await import("lighthouse");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const chromeLauncher = await import("chrome-launcher");
  const appUrl = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";

  await runSeed();
  await warmFunctionWorkers(appUrl);
  const learner = await signIn(appUrl, "learner", "Learner12345");
  const admin = await signIn(appUrl, "admin", "Admin12345");
  const proxy = HTTP1 ? null : await startHttp2Proxy(appUrl, Number(new URL(appUrl).port) + 443);
  const pageUrl = proxy?.origin ?? appUrl;
  const views = await viewsToMeasure(appUrl, pageUrl, learner, admin);

  const builds = buildsToMeasure();
  const rows = [];
  try {
    for (const view of views) {
      // Unmeasured: a function worker's first call to a route pays its start-up (the Firestore
      // client's channel, the code's first compilation), and a view's calls reach the same workers.
      await measure(view, "cold", `${view.name} warm-up`);
      for (const mode of MODES) {
        const runs = new Map(builds.map((build) => [build, []]));
        for (let run = 0; run < RUNS; run += 1) {
          for (const build of builds) {
            build.serve();
            runs.get(build).push(await measure(view, mode, `${build.name} ${view.name} ${mode}`));
          }
        }
        for (const build of builds) {
          rows.push({ build: build.name, view: view.name, mode, ...median(runs.get(build)) });
          const last = rows.at(-1);
          console.error(
            `measured ${build.name} ${view.name} ${mode}: performance ${last.performance}, LCP ${last.lcp.toFixed(2)} s, ` +
              `TBT ${Math.round(last.tbt)} ms`,
          );
        }
      }
    }
  } finally {
    for (const build of builds) build.done();
    proxy?.close();
  }
  printTable(rows, builds.length > 1);

  /** One Lighthouse run; warm runs load the page once in the same profile before measuring. */
  async function measure(view, mode, label) {
    const userDataDir = mkdtempSync(join(tmpdir(), "solosensei-lighthouse-"));
    const chromeFlags = proxy ? [...CHROME_FLAGS, proxy.chromeFlag] : CHROME_FLAGS;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags, userDataDir });
    try {
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        formFactor: "mobile",
        throttlingMethod: "simulate",
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        extraHeaders: view.cookie ? { Cookie: `__session=${view.cookie}` } : undefined,
        disableStorageReset: mode === "warm",
        // A signed-in view keeps Firestore's listen channel open, so the network is never quiet and
        // Lighthouse would wait out its 45 s limit each time. The metrics are taken by then anyway
        // (interactive comes seconds earlier), so the wait ends after 15 s.
        maxWaitForLoad: 15_000,
      };
      if (mode === "warm") await lighthouse(view.url, flags);
      const result = await lighthouse(view.url, flags);
      if (CHAIN) await printChain(label, result, pageUrl);
      const { categories, audits } = result.lhr;
      return {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
        lcp: audits["largest-contentful-paint"].numericValue / 1000,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        kb: audits["total-byte-weight"].numericValue / 1024,
        cpu: mainThreadCpuMs(result.artifacts.Trace.traceEvents),
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      };
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
}

/**
 * BENCH_CHAIN=1: what a run's LCP waited for, from Lighthouse's own simulator (Lantern) on the run's
 * trace: each request and each main-thread task of 20 ms or more, at its simulated start and end.
 * A level of requests shows as a step; a request that takes far longer than its bytes is waiting
 * for a round trip or a connection's slow start.
 */
async function printChain(label, result, appUrl) {
  const { LanternLargestContentfulPaint } =
    await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = result.artifacts;
  const { timing, pessimisticEstimate } = await LanternLargestContentfulPaint.request(
    {
      trace: Trace,
      devtoolsLog: DevtoolsLog,
      gatherContext: GatherContext,
      settings: result.lhr.configSettings,
      URL,
      SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  const steps = [...pessimisticEstimate.nodeTimings]
    .filter(([node, { startTime, endTime }]) => node.type === "network" || endTime - startTime >= 20)
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, { startTime, endTime }]) => {
      const what =
        node.type === "network"
          ? `${node.request.url.replace(appUrl, "").slice(0, 80)} ${Math.round(node.request.transferSize / 1024)} kB`
          : "main-thread task";
      return `  ${Math.round(startTime)}-${Math.round(endTime)} ms ${what}`;
    });
  // Lantern gives every request to an origin one server latency: the median, over the run's
  // requests to it, of what the server took (observed time to first byte less the round trip).
  const { NetworkRecords } = await import("lighthouse/core/computed/network-records.js");
  const records = await NetworkRecords.request(DevtoolsLog, { computedCache: new Map() });
  const waits = records
    .filter((record) => record.url.startsWith(appUrl) && record.timing)
    .map(
      (record) =>
        `${Math.round(record.timing.receiveHeadersEnd - record.timing.sendEnd)} ms ${record.url.replace(appUrl, "").slice(0, 60)}`,
    );
  const [latency] = result.lhr.audits["network-server-latency"].details.items;
  console.error(
    `chain ${label}: simulated LCP ${Math.round(timing)} ms\n${steps.join("\n")}\n` +
      `  server latency used for every request: ${Math.round(latency.serverResponseTime)} ms, the median of\n    ${waits.join("\n    ")}`,
  );
  if (!SERVER_MS) return;
  // The same run, simulated as if the origin had answered each request in BENCH_SERVER_MS.
  const { NetworkAnalysis } = await import("lighthouse/core/computed/network-analysis.js");
  const analysis = await NetworkAnalysis.request(DevtoolsLog, { computedCache: new Map() });
  const origin = new globalThis.URL(appUrl).origin;
  const settings = {
    ...result.lhr.configSettings,
    precomputedLanternData: {
      additionalRttByOrigin: Object.fromEntries(analysis.additionalRttByOrigin),
      serverResponseTimeByOrigin: { ...Object.fromEntries(analysis.serverResponseTimeByOrigin), [origin]: SERVER_MS },
    },
  };
  const at = await LanternLargestContentfulPaint.request(
    {
      trace: Trace,
      devtoolsLog: DevtoolsLog,
      gatherContext: GatherContext,
      settings,
      URL,
      SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  console.error(`  with a server latency of ${SERVER_MS} ms: simulated LCP ${Math.round(at.timing)} ms`);
}

/**
 * This build, and with BENCH_BASELINE the other one: the Hosting emulator serves web/dist as it is
 * on disk at each request, so a build is served by copying it there. Once done, this build is
 * served again and its copy removed.
 */
function buildsToMeasure() {
  const served = join(root, "web", "dist");
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return [{ name: "this", serve: () => undefined, done: () => undefined }];
  if (!existsSync(join(baseline, "index.html"))) throw new Error(`BENCH_BASELINE: no index.html in ${baseline}`);
  const own = mkdtempSync(join(tmpdir(), "solosensei-build-"));
  cpSync(served, own, { recursive: true });
  const serve = (dir) => {
    rmSync(served, { recursive: true, force: true });
    cpSync(dir, served, { recursive: true });
  };
  return [
    {
      name: "this",
      serve: () => serve(own),
      done: () => {
        serve(own);
        rmSync(own, { recursive: true, force: true });
      },
    },
    { name: "baseline", serve: () => serve(baseline), done: () => undefined },
  ];
}

/**
 * The functions emulator serves one request per worker process and starts a new one for each
 * concurrent request, which takes a second or more; a deployed function serves concurrent
 * requests in one instance. Ramping up to a few parallel requests first leaves idle workers, so a
 * view's parallel API calls are measured, not process start-up.
 */
async function warmFunctionWorkers(appUrl, count = 8) {
  for (let batch = 2; batch <= count; batch += 2)
    await Promise.all(Array.from({ length: batch }, () => fetch(`${appUrl}/api/health`).catch(() => undefined)));
}

function runSeed() {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error("loading the seed failed"))));
  });
}

/** Signs a seeded account in through the API (which also warms the function) and returns its cookie. */
async function signIn(appUrl, username, password) {
  const response = await fetch(`${appUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ username, password }),
  });
  const cookie = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (response.status !== 200 || !cookie) throw new Error(`signing in as ${username} failed: ${response.status}`);
  const { user } = await response.json();
  return { cookie, id: user.id };
}

async function getJson(appUrl, path, account) {
  const response = await fetch(`${appUrl}/api${path}`, { headers: { cookie: `__session=${account.cookie}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The landing page, every learner view (with real ids from the seed) and the admin views. */
async function viewsToMeasure(appUrl, pageUrl, learner, admin) {
  const paths = await getJson(appUrl, `/users/${learner.id}/learning-paths`, learner);
  const catalogue = await getJson(appUrl, "/curated-videos", learner);
  const firstPath = (paths.items ?? paths)[0];
  const firstVideo = (catalogue.items ?? catalogue)[0];
  const all = [
    { name: "landing", url: `${pageUrl}/` },
    { name: "home", url: `${pageUrl}/`, cookie: learner.cookie },
    { name: "learn", url: `${pageUrl}/learn`, cookie: learner.cookie },
    firstPath && { name: "path", url: `${pageUrl}/learn/paths/${firstPath.id}`, cookie: learner.cookie },
    { name: "catalogue", url: `${pageUrl}/catalogue`, cookie: learner.cookie },
    firstVideo && { name: "video", url: `${pageUrl}/catalogue/${firstVideo.id}`, cookie: learner.cookie },
    { name: "dashboard", url: `${pageUrl}/dashboard`, cookie: learner.cookie },
    { name: "profile", url: `${pageUrl}/profile`, cookie: learner.cookie },
    { name: "chat", url: `${pageUrl}/chat`, cookie: learner.cookie },
    { name: "admin", url: `${pageUrl}/admin`, cookie: admin.cookie },
    { name: "incubator", url: `${pageUrl}/incubator`, cookie: admin.cookie },
    { name: "incubator-admin", url: `${pageUrl}/admin/incubator`, cookie: admin.cookie },
  ].filter(Boolean);
  const only = process.env.BENCH_VIEWS?.split(",").map((name) => name.trim());
  return only ? all.filter((view) => only.includes(view.name)) : all;
}

/**
 * The CPU time the page's main thread spent in its tasks, unthrottled. Lighthouse's simulation
 * scales each task's wall-clock time by 4; on a 2-core machine that also runs the emulators, a task's
 * wall time was 2-2.6 times its CPU time (the thread waits for a core), so blocking time moves a
 * lot from run to run while this figure does not.
 */
function mainThreadCpuMs(events) {
  const start = events
    .filter((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"))
    .at(-1);
  if (!start) return NaN;
  const main = events.find(
    (event) => event.name === "thread_name" && event.pid === start.pid && event.args?.name === "CrRendererMain",
  );
  const tasks = events.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && event.pid === start.pid && event.tid === main?.tid,
  );
  return tasks.filter((task) => task.ts >= start.ts).reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}

function median(runs) {
  const pick = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, pick(key)]));
}

/**
 * Simulated throttling multiplies the host's own task times by 4, so the same build scores lower on
 * a slower host (these 2-core machines differ by 2x from day to day). Lighthouse's benchmark index,
 * its own CPU test (higher is faster), says which kind of host a table came from, and
 * BENCH_CPU_SLOWDOWN=9 on a fast host stands in for a host half as fast.
 */
function printTable(rows, compared) {
  const indexes = rows.map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  console.log(`Lighthouse 12, mobile, simulated throttling (CPU ${CPU_SLOWDOWN}x), median of ${RUNS} runs`);
  console.log(`Host benchmark index ${Math.round(indexes[0])}-${Math.round(indexes.at(-1))} (median per row)`);
  if (compared) console.log(`"baseline" is ${process.env.BENCH_BASELINE}, measured in turn with this build`);
  const build = (row) => (compared ? `${row.build} | ` : "");
  console.log(
    `| ${compared ? "build | " : ""}view | load | performance | LCP | TBT | CLS | accessibility | best practices | transferred | main-thread CPU |`,
  );
  console.log(`|${compared ? "---|" : ""}---|---|---|---|---|---|---|---|---|---|`);
  for (const row of rows) {
    console.log(
      `| ${build(row)}${row.view} | ${row.mode} | ${row.performance} | ${row.lcp.toFixed(2)} s | ${Math.round(row.tbt)} ms | ` +
        `${row.cls.toFixed(3)} | ${row.accessibility} | ${row.bestPractices} | ${Math.round(row.kb)} kB | ` +
        `${Math.round(row.cpu)} ms |`,
    );
  }
}
