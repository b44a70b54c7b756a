import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signInAs, useBrowser } from "./browser";

useBrowser();

const STORED_CACHE = "solosensei.cache";

describe('first paint (docs/architecture.md "Live reads")', () => {
  it("shows a learner's home from the API while the Firebase SDK and Firestore are unreachable", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.evaluate((key) => localStorage.removeItem(key), STORED_CACHE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await context.route(/\/assets\/live-listener-[^/]+\.js$/, (route) => route.abort());
    await context.route(/google\.firestore\.v1\.Firestore/, (route) => route.abort());

    await page.reload();
    await page.getByRole("heading", { name: "Welcome Back!" }).waitFor();
    const profile = page.getByRole("region", { name: "Performance Profile" });
    await profile.getByText("SHAPE", { exact: true }).waitFor();
    await page.getByRole("button", { name: /^Messages/ }).waitFor();
    // The listener's chunk was asked for after the content, and its failure left the content alone.
    expect(scripts.some((path) => path.includes("live-listener"))).toBe(true);
    await page.goto("/dashboard");
    await page.getByTestId("tile-Videos Watched").waitFor();
    await context.close();
  });

  it("opens a returning learner's view from the stored answers, and forgets them at sign-out", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}").userId, STORED_CACHE))
      .toBe(account.id);

    // Nothing answers: the stored answers still show the view.
    await context.route("**/api/**", (route) => route.abort());
    await page.reload();
    await page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await context.unroute("**/api/**");

    await page.goto("/profile");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_CACHE)).toBeNull();
    await page.reload();
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    await context.close();
  });
});
