import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_URL, newPage, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

// Every view of the route table (app/routes.tsx), every admin tab and every Incubator admin tab,
// each opened from a cold cache in a fresh browser context of the built app (web/dist on the
// Hosting emulator): a chunk that fails to load, a page error or a missing heading fails the test
// (docs/performance.md).

const LEARNER = { username: "learner", password: "Learner12345" };
const FAILED = /^(Something went wrong|.*not found|.*could not be loaded|Failed to load.*|Access Restricted)$/i;

/** Signs the context in through the API: its cookie, nothing cached, nothing stored. */
async function signedIn(context: BrowserContext, account: { username: string; password: string }) {
  const response = await context.request.post("/api/login", { data: account, headers: { origin: APP_URL } });
  expect(response.status(), "login").toBe(200);
  return ((await response.json()) as { user: { id: string; name: string } }).user;
}

/** Same-origin script loads that failed, and errors the page threw, while `open` ran. */
async function watching(page: Page, open: () => Promise<void>) {
  const problems: string[] = [];
  const own = (url: string) => url.startsWith(APP_URL) || new URL(url).origin === new URL(APP_URL).origin;
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "script" && own(request.url()))
      problems.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && own(response.url()) && response.status() >= 400)
      problems.push(`${response.url()}: ${response.status()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (
      message.type() === "error" &&
      /dynamically imported module|Importing a module script failed/.test(message.text())
    )
      problems.push(`console: ${message.text()}`);
  });
  await open();
  return problems;
}

interface View {
  path: string;
  /** The view's h1 (its name, or a pattern when it names the content). */
  heading: string | RegExp;
  /** The selected tab, on a tabbed view. */
  tab?: string;
}

/** Opens `view` cold, signed in as `account`, and checks its chunks, its errors and its heading. */
async function openCold(account: { username: string; password: string }, view: View) {
  const { page, context } = await newPage();
  try {
    await signedIn(context, account);
    const problems = await watching(page, async () => {
      await page.goto(view.path);
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect.poll(async () => (await heading.isVisible()) && (await heading.textContent())).toBeTruthy();
      if (view.tab) await page.getByRole("tab", { name: new RegExp(`^${view.tab}`), selected: true }).waitFor();
      await page.waitForLoadState("networkidle");
      // A lazy part still loading, or one that failed, shows no heading of its own: wait it out.
      await expect
        .poll(() =>
          page
            .getByRole("status")
            .filter({ hasText: /^\s*Loading/ })
            .count(),
        )
        .toBe(0);
    });
    const text = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim() ?? "";
    expect(problems, `${view.path}: failed loads or errors`).toEqual([]);
    expect(text, `${view.path}: heading`).not.toMatch(FAILED);
    if (typeof view.heading === "string") expect(text, `${view.path}: heading`).toBe(view.heading);
    else expect(text, `${view.path}: heading`).toMatch(view.heading);
  } finally {
    await context.close();
  }
}

const api = async <T>(path: string, cookie: string) =>
  (await (await fetch(`${APP_URL}/api${path}`, { headers: { cookie } })).json()) as T;

async function sessionCookie(account: { username: string; password: string }) {
  const response = await fetch(`${APP_URL}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify(account),
  });
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith("__session="));
  const { user } = (await response.json()) as { user: { id: string; name: string } };
  return { cookie: cookie!.split(";")[0]!, user };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("every view, from a cold cache in the built app", () => {
  let admin: { username: string; password: string };
  let learnerViews: View[] = [];
  let adminViews: View[] = [];

  beforeAll(async () => {
    const fresh = await registerAdmin();
    admin = { username: fresh.username, password: fresh.password };
    const learner = await sessionCookie(LEARNER);
    const paths = await api<{ id: string; title: string }[]>(
      `/users/${learner.user.id}/learning-paths`,
      learner.cookie,
    );
    const videos = await api<{ id: string; title: string }[]>("/curated-videos", learner.cookie);
    expect(paths.length, "the seeded learner's paths").toBeGreaterThan(0);
    expect(videos.length, "the catalogue").toBeGreaterThan(0);
    learnerViews = [
      { path: "/", heading: "Welcome Back!" },
      { path: "/learn", heading: "Learning Paths" },
      { path: `/learn/paths/${paths[0]!.id}`, heading: paths[0]!.title },
      { path: "/catalogue", heading: "Video Catalogue" },
      { path: `/catalogue/${videos[0]!.id}`, heading: videos[0]!.title },
      { path: "/dashboard", heading: "Dashboard" },
      { path: "/profile", heading: "Profile" },
      { path: "/chat", heading: "SoloSensei AI" },
    ];
    // The Incubator's views as an admin sees them (a learner may find the Incubator closed).
    const { cookie } = await sessionCookie(admin);
    const overview = await api<{ phases: { key: string; title: string }[] }>("/incubator/me/overview", cookie);
    const phase = overview.phases[0]!;
    const { steps } = await api<{ steps: { id: string; title: string }[] }>(
      `/incubator/phase/${phase.key}/steps`,
      cookie,
    );
    adminViews = [
      { path: "/incubator", heading: "Incubator Roadmap" },
      { path: "/incubator/plan", heading: "Your Business Plan" },
      { path: `/incubator/phase/${phase.key}`, heading: new RegExp(`: ${escape(phase.title)}$`) },
      { path: `/incubator/phase/${phase.key}/step/${steps[0]!.id}`, heading: steps[0]!.title },
      ...[
        ["users", "User Management"],
        ["videos", "Video Management"],
        ["messages", "Messages & Notifications"],
        ["tutor", "Tutor Configuration"],
        ["cohorts", "Cohorts"],
      ].map(([id, tab]) => ({ path: `/admin?tab=${id}`, heading: "Admin Panel", tab })),
      // The seeded cohort (seed/modules/cohort.ts).
      { path: "/admin/cohorts/seed-cohort", heading: "Spring 2027 Cohort" },
      ...[
        ["phases", "Phases"],
        ["steps", "Steps"],
        ["launch", "Launch"],
        ["reviews", "Review queue"],
        ["insights", "Insights"],
      ].map(([id, tab]) => ({ path: `/admin/incubator?tab=${id}`, heading: "Incubator Admin", tab })),
      { path: "/admin/email", heading: "Email" },
      { path: `/admin/users/${learner.user.id}/incubator`, heading: `${learner.user.name}'s Incubator` },
    ];
  });

  it("opens each learner view", async () => {
    for (const view of learnerViews) await openCold(LEARNER, view);
  }, 240_000);

  it("opens each Incubator view, admin tab and Incubator admin tab", async () => {
    for (const view of adminViews) await openCold(admin, view);
  }, 360_000);
});
