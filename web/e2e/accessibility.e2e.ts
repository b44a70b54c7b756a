import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, newPage, registerAccount, signIn, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

// axe-core on every view and dialog, with every rule it runs by default: zero violations.
async function expectAccessible(page: Page, what: string) {
  // An open dialog fades in (daisyUI, about 0.3 s): its colours count once it is fully shown.
  if (await page.locator("dialog[open]").count()) await page.waitForTimeout(600);
  expect(await axeViolations(page), what).toEqual([]);
}

/** Waits until the view has its main heading and no spinner (live listeners never go idle). */
async function settle(page: Page) {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector(".loading"));
}

const LEARNER_VIEWS = [
  "/",
  "/learn",
  "/catalogue",
  "/catalogue/sample-01",
  "/dashboard",
  "/profile",
  "/incubator",
  "/incubator/phase/DISCOVER",
  "/incubator/phase/DISCOVER/step/1",
];

describe("accessibility (axe-core)", () => {
  it("the landing page, its dialog and the reset page", async () => {
    const { page, context } = await newPage();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.getByRole("tab", { name: "Sign In" }).waitFor();
      await expectAccessible(page, `landing at ${width}px`);
    }
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await page.getByRole("dialog", { name: "Forgot Password?" }).waitFor();
    await expectAccessible(page, "Forgot Password dialog");
    await page.goto("/reset-password?token=not-a-real-token");
    await page.locator("main h1").waitFor();
    await expectAccessible(page, "reset page");
    await context.close();
  });

  it.each([320, 390, 1280])("every learner view and the chat at %i px", async (width) => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "learner", "Learner12345");
    for (const view of LEARNER_VIEWS) {
      await page.goto(view);
      await settle(page);
      await expectAccessible(page, `${view} at ${width}px`);
    }
    await page.goto("/learn");
    await page.locator('a[href^="/learn/paths/"]').first().click();
    await page.getByText(/Video 1 of \d+/).waitFor();
    await expectAccessible(page, `a learning path at ${width}px`);
    await page.goto("/chat");
    await page.getByLabel("Message SoloSensei AI").waitFor();
    await expectAccessible(page, `chat at ${width}px`);
    await context.close();
  });

  it("the learner's dialogs", async () => {
    const { page, context } = await newPage();
    await signIn(page, "learner", "Learner12345");
    await page.goto("/");
    await settle(page);
    await page.getByRole("button", { name: "Retake Assessment" }).click();
    await page.getByRole("dialog", { name: "Skills Gap Assessment" }).getByText("Question 1 of 16").waitFor();
    await expectAccessible(page, "assessment dialog");
    await page.keyboard.press("Escape");

    await page.goto("/profile");
    await settle(page);
    for (const [button, dialog] of [
      ["Edit Work Context", "Tell us about yourself"],
      ["Change Email", "Change Email"],
      ["Change Password", "Change Password"],
      ["Delete Account", "Delete Account"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      const open = page.getByRole("dialog", { name: dialog });
      await open.waitFor();
      await expectAccessible(page, `${dialog} dialog`);
      await open.getByRole("button", { name: "Close", exact: true }).click();
      await open.waitFor({ state: "hidden" });
    }
    await context.close();
  });

  it("onboarding for a new learner, and the admin's views", async () => {
    const account = await registerAccount();
    const learner = await newPage();
    await signIn(learner.page, account.username, account.password);
    await learner.page.getByRole("heading", { name: "Welcome to SoloSensei" }).waitFor();
    await expectAccessible(learner.page, "onboarding");
    await learner.context.close();

    const admin = await newPage();
    await signIn(admin.page, "admin", "Admin12345");
    for (const view of ["/admin", "/incubator"]) {
      await admin.page.goto(view);
      await settle(admin.page);
      await expectAccessible(admin.page, `${view} (admin)`);
    }
    await admin.context.close();
  });

  it.each([320, 1280])("the admin's video, message and tutor tabs at %i px", async (width) => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "admin", "Admin12345");
    await page.goto("/admin?tab=videos");
    await page
      .getByRole("button", { name: /^Edit: / })
      .first()
      .waitFor();
    await settle(page);
    await page.getByRole("button", { name: "Add Video" }).click();
    await page.getByRole("region", { name: "Add New Video" }).waitFor();
    await expectAccessible(page, `Video Management with its form at ${width}px`);
    await page
      .getByRole("button", { name: /^Delete: / })
      .first()
      .click();
    await page.getByRole("dialog", { name: "Delete Video" }).waitFor();
    await expectAccessible(page, `the delete video dialog at ${width}px`);
    await page.keyboard.press("Escape");

    await page.goto("/admin?tab=messages");
    await page.getByRole("list", { name: "Sent messages" }).or(page.getByText("No messages sent yet.")).waitFor();
    await settle(page);
    await expectAccessible(page, `Messages & Notifications at ${width}px`);

    await page.goto("/admin?tab=tutor");
    await page.getByLabel("Tone").waitFor();
    await page.getByText("Provider", { exact: true }).waitFor();
    await settle(page);
    await expectAccessible(page, `Tutor Configuration at ${width}px`);
    await context.close();
  });

  it.each([390, 1280])(
    "the Incubator admin, its edit panel and dialogs at %i px",
    async (width) => {
      const { page, context } = await newPage();
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, "admin", "Admin12345");
      await page.goto("/admin/incubator");
      await page.getByRole("heading", { name: "Phase Management" }).waitFor();
      await settle(page);
      await expectAccessible(page, `Incubator admin phases at ${width}px`);
      await page.goto("/admin/incubator?tab=steps");
      await page.getByText("Select a phase to view its steps").waitFor();
      await expectAccessible(page, `Incubator admin without a phase at ${width}px`);
      await page.getByLabel("Phase", { exact: true }).selectOption("GROW");
      await page.locator('ol[aria-label="Steps"]').waitFor();
      await settle(page);
      await expectAccessible(page, `Incubator admin steps at ${width}px`);
      await page.getByRole("button", { name: "Add step" }).click();
      await page.getByRole("dialog", { name: "Add Step" }).waitFor();
      await expectAccessible(page, `Add Step dialog at ${width}px`);
      await page.keyboard.press("Escape");
      // The closed dialog fades out (0.3 s): its fading title is not what this page shows.
      await page.getByRole("dialog", { name: "Add Step" }).waitFor({ state: "hidden" });
      await page.getByRole("button", { name: /^Edit Step 1: / }).click();
      const panel = page.getByRole("region", { name: /^Edit Step: / });
      await panel.waitFor();
      await expectAccessible(page, `step edit panel at ${width}px`);
      await panel
        .getByLabel("Sample Answer")
        .fill("Three numbers: revenue, pipeline and billable hours, checked every Monday.");
      await panel.getByRole("button", { name: "Preview Evaluation" }).click();
      await page.getByRole("dialog", { name: "AI Evaluation Preview" }).waitFor();
      await expectAccessible(page, `AI Evaluation Preview at ${width}px`);
      await context.close();
    },
    180_000,
  );

  it.each([320, 1280])(
    "the Incubator of a fresh admin at %i px: roadmap, phase, step with feedback, video drawer",
    async (width) => {
      const account = await registerAdmin();
      const { page, context } = await newPage();
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, account.username, account.password);
      for (const view of ["/incubator", "/incubator/phase/DISCOVER", "/incubator/phase/DISCOVER/step/1"]) {
        await page.goto(view);
        await settle(page);
        await expectAccessible(page, `${view} (fresh admin) at ${width}px`);
      }
      const item = page.getByLabel("Add an item");
      await item.fill("idk");
      await item.press("Enter");
      await page.getByRole("button", { name: "Submit for Review" }).click();
      await page.getByRole("heading", { name: "Keep Improving" }).waitFor({ timeout: 30_000 });
      // The button leaves its disabled look in a colour transition: its contrast counts once it ends.
      await page
        .getByRole("button", { name: "Submit for Review" })
        .evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
      await expectAccessible(page, `step feedback at ${width}px`);
      const recommendations = page.getByRole("region", { name: "Recommended for you" });
      if (await recommendations.count()) {
        await recommendations.getByRole("button").first().click();
        await page.locator("dialog[open]").waitFor();
        await expectAccessible(page, `video drawer at ${width}px`);
      }
      await context.close();
    },
    180_000,
  );

  it.each([320, 1280])("the admin panel's User Management and its dialogs at %i px", async (width) => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "admin", "Admin12345");
    await page.goto("/admin?tab=users");
    await page.getByLabel("Search users").fill("learner");
    const edit = page.getByRole("button", { name: "Edit learner", exact: true });
    await edit.waitFor();
    await settle(page);
    await expectAccessible(page, `User Management at ${width}px`);
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await dialog.waitFor();
    await expectAccessible(page, `Edit User dialog at ${width}px`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "View summary of learner", exact: true }).click();
    const summary = page.getByRole("dialog", { name: /^User Summary/ });
    await summary.getByRole("region", { name: "Learning Paths" }).waitFor();
    await page.waitForFunction(() => !document.querySelector(".loading"));
    await expectAccessible(page, `User Summary dialog at ${width}px`);
    await context.close();
  });
});
