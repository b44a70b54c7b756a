import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

const typing = { name: "SoloSensei AI is typing" };

describe("AI tutor chat", () => {
  it("learner opens the chat from the nav, sends with Enter, sees typing then the reply, and keeps the history", async () => {
    const { page, context } = await newPage();
    await signIn(page, "learner", "Learner12345");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat with AI Tutor" }).click();
    await page.getByRole("heading", { name: "SoloSensei AI", exact: true }).waitFor();
    await page.getByText("Online & Ready to Help").waitFor();
    await page.waitForURL(/\/chat\/[^/]+$/);
    const sessionUrl = page.url();

    // Hold the request until the typing indicator has shown, so seeing it does not depend on timing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/chat-sessions/*/messages", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });

    const question = `How should I price my design work? (${randomUUID().slice(0, 8)})`;
    const input = page.getByLabel("Message SoloSensei AI");
    await input.fill(question);
    await page.getByText(`${question.length}/500`).waitFor();
    await input.press("Enter");
    await page.getByRole("status", typing).waitFor();
    release();
    await page.getByRole("status", typing).waitFor({ state: "hidden" });

    const asked = page.locator("li.chat-end", { hasText: question });
    const answer = asked.locator("xpath=following-sibling::li[1]");
    await answer.getByText(/Offline tutor/).waitFor();
    await answer.getByText(/Price with confidence/).waitFor();
    expect(await input.inputValue()).toBe("");

    await page.unroute("**/api/chat-sessions/*/messages");
    await page.reload();
    await page.locator("li.chat-end", { hasText: question }).waitFor();
    await page
      .locator("li.chat-end", { hasText: question })
      .locator("xpath=following-sibling::li[1]")
      .getByText(/Offline tutor/)
      .waitFor();
    expect(page.url()).toBe(sessionUrl);
    await context.close();
  });

  it("a new learner gets a first session with a welcome, starts another and switches between them", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    // The first session's creation is held: its welcome shows meanwhile, without the input.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/users/*/chat-sessions", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.goto("/chat");
    await page.getByText("I'm your SoloSensei AI tutor.").waitFor();
    await page.getByRole("status").filter({ hasText: "Opening your chat..." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/chat");
    expect(await page.getByLabel("Message SoloSensei AI").count()).toBe(0);
    release();
    await page.waitForURL(/\/chat\/[^/]+$/);
    const first = new URL(page.url()).pathname;
    await page.getByText("I'm your SoloSensei AI tutor.").waitFor();

    const input = page.getByLabel("Message SoloSensei AI");
    await input.fill("   ");
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);
    await input.fill("Hello from the first session");
    await input.press("Enter");
    await page.locator("li.chat-start", { hasText: "Offline tutor" }).waitFor();

    await page.getByRole("button", { name: "Sessions" }).click();
    await page.getByRole("button", { name: "New Chat" }).click();
    await page.waitForURL((url) => /^\/chat\/[^/]+$/.test(url.pathname) && url.pathname !== first);
    await page.getByText("I'm your SoloSensei AI tutor.").waitFor();

    // The menu closes on Escape (focus back on its button) and on a click outside it.
    const sessionsButton = page.getByRole("button", { name: "Sessions" });
    const list = page.getByRole("navigation", { name: "Chat sessions" });
    await sessionsButton.click();
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await sessionsButton.evaluate((node) => node === document.activeElement)).toBe(true);
    await sessionsButton.click();
    await list.waitFor();
    await page.getByRole("heading", { name: "SoloSensei AI", exact: true }).click();
    await list.waitFor({ state: "hidden" });
    await sessionsButton.click();
    await list.getByRole("link").nth(1).waitFor();
    expect(await list.getByRole("link").count()).toBe(2);
    // Same-day sessions are told apart by their first question (or that there is none yet).
    await list.locator(`a[href="${first}"]`).getByText("Hello from the first session").waitFor();
    await list.getByRole("link").filter({ hasText: "No messages yet" }).waitFor();
    await list.locator(`a[href="${first}"]`).click();
    await page.waitForURL((url) => url.pathname === first);
    await page.getByText("Hello from the first session").waitFor();

    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });
});
