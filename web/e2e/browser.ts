import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

export const APP_URL = process.env.SOLOSENSEI_APP_URL ?? "http://localhost:5000";
export const PASSWORD = "Sensei12345";

let browser: Browser;

/** One headless Debian Chromium per test file, a fresh context per test. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  // The Content-Security-Policy must allow exactly what the app uses: any violation fails the test.
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  });
}

const cspViolations: string[] = [];

export async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: APP_URL,
    timezoneId: "Europe/Berlin",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page };
}

export interface Account {
  username: string;
  email: string;
  password: string;
  name: string;
}

export function freshAccount(): Account {
  const id = randomUUID().replace(/-/g, "").slice(0, 10);
  return { username: `e2e_${id}`, email: `e2e_${id}@example.test`, password: PASSWORD, name: `E2E ${id}` };
}

/** Registers an account through the API (faster than the form) for tests about something else. */
export async function registerAccount(account = freshAccount()): Promise<Account & { id: string }> {
  const response = await fetch(`${APP_URL}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { ...account, id: body.user.id };
}

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Username or email").fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  // Resolves once the server has answered (and set the session cookie, when the sign-in worked).
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/api/login"),
    page.getByRole("button", { name: "Sign In", exact: true }).click(),
  ]);
}

/** Signs in and waits for the signed-in app (its main navigation). */
export async function signInAs(page: Page, username: string, password: string) {
  await signIn(page, username, password);
  await page.getByRole("navigation", { name: "Main" }).waitFor();
}

// axe-core's source, run through the DevTools protocol: an injected <script> tag would be an
// inline script, which the app's Content-Security-Policy (rightly) refuses.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** Runs axe-core (every rule it enables by default) on the page as it is; answers the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[];
    }
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  });
}

/** axe on the settled page: a toast fading in reads as low contrast (spinners, which never end, aside). */
export async function settledAxe(page: Page): Promise<AxeViolation[]> {
  // Bounded: an animation of an element that is not shown (a closed menu's) may never finish.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  return axeViolations(page);
}

/** Polls `probe` until it answers something truthy (a trigger's write lands a moment later); bounded to 20 s unless told. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  for (let attempt = 0; attempt < timeoutMs / 200; attempt++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("condition not met in time");
}
