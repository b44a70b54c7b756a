import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

const STORED_CACHE = "solosensei.cache";

/** Whose answers the stored query cache holds (TanStack Query's persister: lib/persisted-cache.ts). */
const storedUserId = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? "{}") as {
      clientState?: { queries: { queryKey: unknown[]; state: { data: { id?: string } | null } }[] };
    };
    return stored.clientState?.queries.find((query) => query.queryKey[0] === "current-user")?.state.data?.id;
  }, STORED_CACHE);

describe('first paint (docs/architecture.md "Live reads")', () => {
  it("shows a learner's home from the API while the Firebase SDK and Firestore are unreachable", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.evaluate((key) => localStorage.removeItem(key), STORED_CACHE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await context.route(/\/assets\/live-readers-[^/]+\.js$/, (route) => route.abort());
    await context.route(/google\.firestore\.v1\.Firestore/, (route) => route.abort());

    await page.reload();
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    const profile = page.getByRole("region", { name: "Performance Profile" });
    await profile.getByText("SHAPE", { exact: true }).waitFor();
    await page.getByRole("button", { name: /^Messages/ }).waitFor();
    // The live readers load by themselves once the page is idle, nobody touching it; their failure
    // leaves the content alone.
    await expect.poll(() => scripts.some((path) => path.includes("live-readers"))).toBe(true);
    await profile.getByText("SHAPE", { exact: true }).waitFor();
    await page.goto("/dashboard");
    await page.getByTestId("tile-Videos Watched").waitFor();
    await context.close();
  });

  const shell = "profile%2CinboxMessages%2Cbroadcasts%2CbroadcastStates";
  const expected: Record<string, string[]> = {
    // Home also asks for its cohort card's week (null outside a cohort) and its action items.
    "/": [`live?names=${shell}%2CskillProgress%2ClearningPaths`, "/api/cohort/week", "action-items"],
    "/learn": [`live?names=${shell}%2ClearningPaths`],
    "/catalogue": [`live?names=${shell}`, "/api/curated-videos"],
    // The dashboard also asks for its cohort member's check-ins (the trend below its first paint).
    "/dashboard": [`live?names=${shell}%2ClearningPaths%2ClearningSummary%2Cactivities`, "check-ins"],
    // The notifications card's settings (features/notifications), asked for by the route's loader.
    "/profile": [`live?names=${shell}`, "/api/notifications/settings"],
    // The most recent conversation opens: its sessions and messages come with the shell's answers.
    "/chat": [`live?names=${shell}%2CchatSessions%2CchatMessages`],
    "/admin": [
      `live?names=${shell}`,
      "/api/admin/stats?timeZone=*",
      "/api/admin/users?sort=created",
      "/api/admin/incubator/launch",
    ],
    "/incubator": [`live?names=${shell}`, "/api/incubator/me/overview"],
    // The Review queue tab's label counts the open items.
    "/admin/incubator": [`live?names=${shell}`, "/api/admin/incubator/phases", "/api/admin/incubator/reviews"],
  };

  /**
   * Opens each of `paths` signed in as the account, and checks the API calls its first paint makes:
   * the view's, the nav badge's recommendations and `shellExtra`.
   */
  async function checkFirstAnswers(username: string, password: string, paths: string[], shellExtra: string[] = []) {
    const { page, context } = await newPage();
    // Only the API's requests are counted: the live readers' Firestore channel never goes quiet.
    await context.route(/\/assets\/live-readers-[^/]+\.js$/, (route) => route.abort());
    await signInAs(page, username, password);
    const uid = await page.evaluate(async () => ((await (await fetch("/api/user")).json()) as { id: string }).id);
    // Each view is opened once before its requests are counted (a fresh emulator is slow to start).
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    for (const path of paths) {
      // Away from the app first: a request the last view's page sends late is not this view's.
      await page.goto("/favicon.svg");
      await page.evaluate((key) => localStorage.removeItem(key), STORED_CACHE);
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (request.method() === "GET") asked.push(url.pathname + url.search);
      };
      page.on("request", onRequest);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      const api = asked
        .filter((url) => url.startsWith("/api/") && url !== "/api/user")
        .map((url) => url.replace(`/api/users/${uid}/`, "").replace(/(chatSessionId|timeZone)=[^&]+/, "$1=*"));
      // Each once: a started answer nobody took is asked for again by the view, under its own address.
      expect(api.sort(), path).toEqual([...expected[path]!, "recommendations", ...shellExtra].sort());
    }
    await context.close();
  }

  it("asks for each learner view's first answers once: those its route's loader asks for are the view's own", async () => {
    // A learner's nav also asks whether the Incubator is open.
    await checkFirstAnswers(
      "learner",
      "Learner12345",
      ["/", "/learn", "/catalogue", "/dashboard", "/profile", "/chat"],
      ["/api/incubator/access"],
    );
  });

  it("asks for each admin view's first answers once", async () => {
    const admin = await registerAdmin();
    await checkFirstAnswers(admin.username, admin.password, ["/admin", "/incubator", "/admin/incubator"]);
  });

  it("asks for a view's first answers beside its chunk, not after it (the route's loader)", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.evaluate((key) => localStorage.removeItem(key), STORED_CACHE);
    // The view's chunk is held back until its answers have been asked for.
    let releaseChunk!: () => void;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await context.route(/\/assets\/dashboard-page-[^/]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const loaded = page.goto("/dashboard");
    await expect.poll(() => asked.some((path) => path.includes("learningSummary"))).toBe(true);
    expect(asked.some((path) => path.includes("home-route-"))).toBe(false);
    releaseChunk();
    await loaded;
    await page.getByTestId("tile-Videos Watched").waitFor();
    await context.close();
  });

  it("opens a returning learner's view from the stored answers, and forgets them at sign-out", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await expect.poll(() => storedUserId(page)).toBe(account.id);

    // Nothing answers: the stored answers still show the view.
    await context.route("**/api/**", (route) => route.abort());
    await page.reload();
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await context.unroute("**/api/**");

    await page.goto("/profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await expect.poll(() => storedUserId(page)).toBeUndefined();
    await page.reload();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await context.close();
  });
});
