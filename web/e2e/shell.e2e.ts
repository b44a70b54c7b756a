import { describe, expect, it } from "vitest";
import { newPage, registerAccount, signIn, useBrowser } from "./browser";

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
    await page.goto("/no/such/page");
    await page.waitForURL((url) => url.pathname === "/");
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
    expect(scripts.some((url) => url.includes("signed-in-app"))).toBe(false);
    await context.close();
  });
});
