import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signIn, useBrowser } from "./browser";

useBrowser();

const app = initializeApp({ projectId: "demo-solosensei" }, "e2e-incubator-admin");
const db = getFirestore(app);

// The seeded admin works on steps it adds to GROW (the last phase), never on the seeded steps
// other tests walk through; every step it adds is switched off again at the end.
const STEPS_PAGE = "/admin/incubator?tab=steps&phase=GROW";

interface Step {
  id: string;
  title: string;
  order: number;
}

/** An API call from the signed-in page, with its cookie and Origin. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        credentials: "include",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

const growSteps = async (page: Page) => (await api<Step[]>(page, "GET", "/admin/incubator/phase/GROW/steps")).body;

/** The drag handles name each row in order: 'Reorder Step 3: Title'. */
const rowLabels = (page: Page) =>
  page
    .locator('ol[aria-label="Steps"] [aria-label^="Reorder Step"]')
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute("aria-label")));

async function openSteps(page: Page) {
  await page.goto(STEPS_PAGE);
  await page.getByRole("heading", { name: "Incubator Admin" }).waitFor();
  await page.locator('ol[aria-label="Steps"]').waitFor();
}

async function addStep(page: Page, title: string): Promise<Step> {
  await page.getByRole("button", { name: "Add step" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Step" });
  await dialog.getByLabel("Step Title").fill(title);
  await dialog.getByLabel("Prompt").fill("Write the three numbers you will watch every week, and why each matters.");
  await dialog.getByRole("button", { name: "Add Step" }).click();
  await page.getByText("Step added").waitFor();
  await page.getByRole("heading", { name: title }).waitFor();
  return (await growSteps(page)).find((step) => step.title === title)!;
}

async function switchOff(page: Page, steps: Step[]) {
  for (const step of steps) await api(page, "PATCH", `/admin/incubator/step/${step.id}/active`, { isActive: false });
}

// Each test adds steps, reorders or edits, and reloads: more than the default minute on a busy machine.
const FLOW_MS = 180_000;

describe("Incubator admin", () => {
  it(
    "reorders a step with the keyboard, and the new order holds after a reload",
    async () => {
      const { page, context } = await newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, "admin", "Admin12345");
      await openSteps(page);
      const first = await addStep(page, `Weekly numbers ${randomUUID().slice(0, 6)}`);
      const second = await addStep(page, `Monthly review ${randomUUID().slice(0, 6)}`);
      expect((await rowLabels(page)).slice(-2)).toEqual([
        `Reorder Step ${first.order}: ${first.title}`,
        `Reorder Step ${second.order}: ${second.title}`,
      ]);

      // Lift with space, move up with the arrow key, drop with space (@hello-pangea/dnd's keyboard sensor).
      const handle = page.getByLabel(`Reorder Step ${second.order}: ${second.title}`);
      await handle.focus();
      await page.keyboard.press("Space");
      await page.waitForTimeout(300);
      await page.keyboard.press("ArrowUp");
      await page.waitForTimeout(400);
      await page.keyboard.press("Space");
      await page.getByText("Steps reordered successfully").waitFor();
      const moved = [`Reorder Step ${first.order}: ${second.title}`, `Reorder Step ${second.order}: ${first.title}`];
      expect((await rowLabels(page)).slice(-2)).toEqual(moved);

      await page.reload();
      await page.locator('ol[aria-label="Steps"]').waitFor();
      expect((await rowLabels(page)).slice(-2)).toEqual(moved);
      await context.close();
    },
    FLOW_MS,
  );

  it(
    "edits a step, which the learner's step page then shows, and previews an evaluation",
    async () => {
      const { page, context } = await newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, "admin", "Admin12345");
      await openSteps(page);
      const step = await addStep(page, `Key numbers ${randomUUID().slice(0, 6)}`);
      const adminUid = (await db.doc("usernames/admin").get()).get("uid") as string;
      const state = db.doc(`users/${adminUid}/incubator/state`);
      const reachedGrow = ((await state.get()).get("reachedPhases") as string[] | undefined)?.includes("GROW") ?? false;
      try {
        const active = page.getByRole("switch", { name: `Active: ${step.title}` });
        await active.click();
        await page.getByText("Step updated successfully").waitFor();
        expect(await active.isChecked()).toBe(true);

        await page.getByRole("button", { name: `Edit Step ${step.order}: ${step.title}` }).click();
        const panel = page.getByRole("region", { name: `Edit Step: ${step.title}` });
        const title = `${step.title} (edited)`;
        const prompt =
          "List the three numbers you check every Monday, where each comes from, and the value that worries you.";
        await panel.getByLabel("Step Title").fill(title);
        await panel.getByLabel("Prompt").fill(prompt);
        await panel.getByLabel("Helper Tips").fill("Revenue, pipeline, hours\n\nKeep it to three");

        // The preview evaluates the saved step with the learners' evaluator and saves nothing.
        const preview = panel.getByRole("button", { name: "Preview Evaluation" });
        expect(await preview.isDisabled()).toBe(true);
        await panel
          .getByLabel("Sample Answer")
          .fill("Revenue from invoices, 4 open proposals, 30 billable hours a week.");
        await preview.click();
        const dialog = page.getByRole("dialog", { name: "AI Evaluation Preview" });
        await dialog.getByText("No data has been saved.", { exact: false }).waitFor();
        await dialog.getByText(/^\d+\/100$/).waitFor();
        expect(await dialog.getByText(/^(Passed|Failed)$/).count()).toBe(1);
        for (const heading of ["Summary", "What Worked", "Areas to Improve", "Rewrite Suggestion", "Next Hint"])
          await dialog.getByRole("heading", { name: heading }).waitFor();
        await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
        await dialog.waitFor({ state: "hidden" });

        await panel.getByRole("button", { name: "Save Changes" }).click();
        await page.getByText("Step updated successfully").waitFor();
        await panel.waitFor({ state: "detached" });
        await page.getByRole("heading", { name: title }).waitFor();

        // GROW is the last phase: the seeded admin has not reached it, so the test opens it and the
        // step for them as the Incubator does for a learner who got there (DECISIONS "Second half").
        await state.set(
          {
            reachedPhases: FieldValue.arrayUnion("GROW"),
            reachedSteps: FieldValue.arrayUnion(step.id),
            updatedAt: new Date(),
          },
          { merge: true },
        );
        await page.goto(`/incubator/phase/GROW/step/${step.id}`);
        await page.getByRole("heading", { name: title }).waitFor();
        await page.getByText(prompt).waitFor();
        await page.getByText("Keep it to three").waitFor();
      } finally {
        await switchOff(page, [step]);
        await state.set(
          {
            ...(reachedGrow ? {} : { reachedPhases: FieldValue.arrayRemove("GROW") }),
            reachedSteps: FieldValue.arrayRemove(step.id),
          },
          { merge: true },
        );
        await context.close();
      }
    },
    FLOW_MS,
  );
});
