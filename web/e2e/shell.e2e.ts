import { describe, expect, it } from "vitest";
import { APP_URL, freshAccount, newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

describe("app shell", () => {
  it("learners see the incubator as 'Soon' and no admin item; unknown paths go home", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.goto("/profile");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Soon").waitFor();
    expect(await nav.getByRole("link", { name: "Admin" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Incubator" }).count()).toBe(0);
    await page.goto("/admin");
    await page.waitForURL((url) => url.pathname === "/");
    for (const address of ["/no/such/page", "/learn/whatever", "/learn/paths/x/y", "/catalogue/a/b", "/dashboard/x"]) {
      await page.goto(address);
      await page.waitForURL((url) => url.pathname === "/");
    }
    await page.goto("/incubator/anything");
    await page.getByRole("heading", { name: "Incubator Coming Soon" }).waitFor();
    await context.close();
  });

  it("admins see the admin item, the incubator, and ?admin=true opens the admin view", async () => {
    const { page, context } = await newPage();
    await signIn(page, "admin", "Admin12345");
    await page.goto("/incubator");
    await page.getByRole("heading", { name: "Incubator Roadmap" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Admin" }).waitFor();
    await nav.getByRole("link", { name: "Incubator" }).waitFor();
    await page.goto("/?admin=true");
    await page.waitForURL((url) => url.pathname === "/admin");
    await context.close();
  });

  it("keeps the landing page's JavaScript free of Firebase until sign-in", async () => {
    const { page, context } = await newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("tab", { name: "Sign In" }).waitFor();
    // Nor anything of a signed-in view's: the router starts those only for a signed-in user.
    expect(scripts.filter((url) => /firebase|index\.esm|live-readers|-route-|-page-/.test(url))).toEqual([]);
    await context.close();
  });
});

describe("dialogs, toasts and focus", () => {
  it("opens Forgot Password on its first field and shows its toast on top of the dialog, clickable", async () => {
    const { page, context } = await newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Forgot Password?" });
    await dialog.waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("email");
    await dialog.getByLabel("Email").fill(`nobody_${Date.now()}@example.test`);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Email sent" });
    await toast.waitFor();
    // The toast lives inside the open dialog (the top layer), and is the element at its own centre
    // (polled: it slides in).
    expect(await toast.evaluate((node) => node.closest("dialog")?.open)).toBe(true);
    await expect
      .poll(() =>
        toast.evaluate((node) => {
          const box = node.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !!hit && node.contains(hit);
        }),
      )
      .toBe(true);
    await context.close();
  });

  it("titles each view, moves the focus to its heading on navigation and offers a skip link", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    await page.goto("/profile");
    await page.waitForFunction(() => document.title === "Profile - SoloSensei");
    await page.locator("main h1").waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn" }).click();
    await page.waitForFunction(() => document.title === "Learn - SoloSensei");
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await context.close();
  });

  it("never blanks the app: an unknown or someone else's chat keeps a way back", async () => {
    const other = freshAccount();
    const registered = await fetch(`${APP_URL}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL },
      body: JSON.stringify(other),
    });
    const { user } = (await registered.json()) as { user: { id: string } };
    const cookie = /__session=([^;]+)/.exec(registered.headers.get("set-cookie") ?? "")![1]!;
    const created = await fetch(`${APP_URL}/api/users/${user.id}/chat-sessions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: APP_URL, cookie: `__session=${cookie}` },
      body: JSON.stringify({ title: "Private" }),
    });
    const session = (await created.json()) as { id: string };

    const account = await registerAccount();
    const { page, context } = await newPage();
    await signIn(page, account.username, account.password);
    for (const address of ["/chat/no-such-session", `/chat/${session.id}`]) {
      await page.goto(address);
      await page.getByRole("link", { name: /Open my chat|Go to Home/ }).waitFor();
    }
    await page.getByRole("link", { name: /Open my chat|Go to Home/ }).click();
    await page.waitForURL((url) => url.pathname !== `/chat/${session.id}`);
    await page.locator("main h1").waitFor();
    await context.close();
  });
});

describe("landing page on a phone", () => {
  it.each([320, 390])("shows the Sign In form above the fold at %i px", async (width) => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Sign In", exact: true });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(width === 320 ? 640 : 844);
    await context.close();
  });
});

describe("dashboard recommendations", () => {
  it("lists as many recommendations as the Dashboard badge counts", async () => {
    const { page, context } = await newPage();
    await signIn(page, "learner", "Learner12345");
    await page.goto("/dashboard");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Recommended for You" }) });
    await card.getByRole("listitem").first().waitFor();
    const badge = page.getByRole("navigation", { name: "Main" }).getByLabel(/\d+ recommendations/);
    const count = Number((await badge.getAttribute("aria-label"))!.split(" ")[0]);
    expect(await card.getByRole("listitem").count()).toBe(count);
    await context.close();
  });
});
