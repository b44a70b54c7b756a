import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, registerAccount, settledAxe, signInAs, useBrowser } from "./browser";
import { registerAdmin } from "./fresh-admin";

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-cohort-programme");
const db = getFirestore(admin);

// The browser's zone (browser.ts): the new cohort's zone, its weeks and deadlines.
const ZONE = "Europe/Berlin";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A plain date `days` after `date` (both YYYY-MM-DD). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of this week in ZONE: a cohort starting then is running, in its week 1. */
function thisMonday(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** "YYYY-MM-DD HH:mm" of an instant in ZONE. */
const zoned = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

/** Waits until a toast has gone (one fading reads as low contrast to axe). */
async function toastGone(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: "detached", timeout: 20_000 });
}

/** axe at a phone's width and a desktop's, and nothing scrolls sideways at either; leaves the page at `end`. */
async function accessibleAtBothWidths(page: Page, end = DESKTOP) {
  for (const size of end === DESKTOP ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await settledAxe(page), `axe at ${size.width} px on ${page.url()}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      `sideways scroll at ${size.width} px on ${page.url()}`,
    ).toBeLessThanOrEqual(0);
  }
}

/** A table's row (desktop widths) naming `text`. */
const row = (table: Locator, text: string) => table.getByRole("row").filter({ hasText: text });

describe("a cohort programme", { timeout: 300_000 }, () => {
  it("an admin runs a cohort: creates it, coaches it, imports and invites learners; a learner joins, checks in and sees their figures; the coach sees who is behind", async () => {
    const [coach, imported, other, joiner] = await Promise.all([
      registerAdmin(),
      registerAccount(),
      registerAccount(),
      registerAccount(),
    ]);
    const name = `E2E cohort ${randomUUID().slice(0, 8)}`;
    const monday = thisMonday();

    // 1. The admin creates the cohort from the Cohorts tab, starting this Monday.
    const coachSide = await newPage();
    const { page } = coachSide;
    await signInAs(page, coach.username, coach.password);
    await page.setViewportSize(DESKTOP);
    await page.goto("/admin?tab=cohorts");
    await page.getByRole("button", { name: "New cohort" }).click();
    const dialog = page.getByRole("dialog", { name: "New cohort" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Start date (a Monday)").fill(monday);
    // The schedule follows the length until a phase is changed: wait for the 6 weeks' default.
    await Promise.all([
      page.waitForResponse((response) => response.url().includes("/api/admin/cohorts/schedule-default?weeks=6")),
      dialog.getByLabel("Length in weeks").fill("6"),
    ]);
    // The first phase is due at the end of week 1: this week's deadline.
    const schedule = dialog.getByRole("group", { name: "Schedule" });
    await expect.poll(() => schedule.textContent()).not.toContain("Week 7");
    await schedule.getByRole("combobox").first().selectOption("1");
    await expect.poll(() => schedule.textContent()).toContain("Due ");
    await accessibleAtBothWidths(page);
    await dialog.getByRole("button", { name: "Create cohort" }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    const cohortId = new URL(page.url()).pathname.split("/").at(-1)!;

    // Open for enrolment: from its start date it runs.
    await page.getByLabel("Stage").selectOption("open");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Running", { exact: true }).waitFor();
    await toastGone(page, "Cohort saved");
    await toastGone(page, "Cohort created");
    await accessibleAtBothWidths(page);

    // The admin coaches it.
    await page.getByRole("tab", { name: "Coaches & roster" }).click();
    await page.getByRole("checkbox", { name: new RegExp(`^${coach.name}`) }).check();
    await page.getByRole("button", { name: "Save coaches" }).click();
    await toastGone(page, "Coaches saved");
    await accessibleAtBothWidths(page);

    // 2. Enrolment: a CSV of two registered learners and a bad line, checked before anything is written.
    await page.getByRole("tab", { name: "Enrolment" }).click();
    const csv = [
      "name,email",
      `${imported.name},${imported.email}`,
      `${other.name},${other.email}`,
      "Bad Row,not-an-email",
    ].join("\n");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "learners.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const checked = page.getByRole("table", { name: "The file's rows, checked" });
    await checked.waitFor();
    const bad = row(checked, "not-an-email");
    expect(await bad.textContent()).toContain("Error");
    expect(await bad.getByRole("cell").last().textContent()).not.toBe("");
    expect(await row(checked, imported.email).textContent()).toContain("Will be added");
    await page
      .getByText(/Checked, nothing imported yet: 2 to add, 0 to invite, 0 already done, 1 with errors/)
      .waitFor();
    await accessibleAtBothWidths(page);
    await page.getByRole("button", { name: "Confirm: add 2, invite 0" }).click();
    await page.getByRole("status").filter({ hasText: "Imported: 2 added" }).waitFor();
    const members = page.getByRole("region", { name: "Members" });
    await members.getByText(imported.name, { exact: true }).waitFor();
    await members.getByText(other.name, { exact: true }).waitFor();
    expect(await members.textContent()).not.toContain("Bad Row");

    // The join code, made on the Enrolment tab and read from it.
    await page.getByRole("button", { name: /^(Make a join code|Replace the code)$/ }).click();
    const joinCode = page.getByRole("region", { name: "Join code" });
    await joinCode.getByText("Working", { exact: true }).waitFor();
    const code = (await joinCode.getByLabel("Current join code").textContent())!.trim();
    await toastGone(page, "Import done");
    await toastGone(page, "Join code made");
    await accessibleAtBothWidths(page);

    // 3. The learner joins with the code and sees the week on Home, with its deadline.
    // Past onboarding (the assessment is another test's): Home shows the cards.
    await db.doc(`profiles/${joiner.id}`).update({ assessmentCompleted: true });
    const learnerSide = await newPage();
    const learner = learnerSide.page;
    await signInAs(learner, joiner.username, joiner.password);
    await learner.goto("/");
    const join = learner.getByRole("region", { name: "Join a cohort" });
    await join.getByLabel("Join code").fill(code);
    await join.getByRole("button", { name: "Join" }).click();
    const week = learner.getByRole("region", { name: "This week" });
    await week.getByText(`Week 1 of 6 · ${name}`).waitFor();
    expect(await week.textContent()).toContain(`Your coach: ${coach.name}`);
    const deadline = week.getByRole("listitem").locator("time").first();
    expect(zoned((await deadline.getAttribute("datetime"))!)).toBe(`${addDays(monday, 6)} 23:59`);
    await toastGone(learner, `You joined ${name}`);
    await accessibleAtBothWidths(learner, PHONE);

    // The check-in, through its dialog.
    await week.getByRole("button", { name: "Check in" }).click();
    const checkIn = learner.getByRole("dialog", { name: "Week 1 check-in" });
    await checkIn.getByLabel(/^Revenue this week/).fill("1250.5");
    await checkIn.getByLabel("Paying clients").fill("3");
    await checkIn.getByLabel("New leads or sales conversations").fill("7");
    await checkIn.getByLabel("Hours worked").fill("12.5");
    await checkIn.getByLabel("Your confidence").selectOption({ label: "4 of 5" });
    await checkIn.getByLabel("One win").fill("Signed my first paying client.");
    await checkIn.getByLabel("One blocker").fill("Pricing the second offer.");
    await accessibleAtBothWidths(learner, PHONE);
    await checkIn.getByRole("button", { name: "Check in", exact: true }).click();
    await week.getByText(/^Checked in · editable until/).waitFor();
    await toastGone(learner, "Checked in");

    // The dashboard's trend (loaded lazily) shows the figures: a chart and its table.
    await learner.goto("/dashboard");
    const trend = learner.getByRole("region", { name: "Your weekly check-ins" });
    await trend.getByRole("img").first().waitFor();
    const mine = trend.getByRole("list", { name: "Your check-ins per week" });
    expect(await mine.textContent()).toMatch(/1,250\.50/);
    expect(await mine.textContent()).toContain("12.5");
    expect(await mine.textContent()).toContain("4/5");
    await accessibleAtBothWidths(learner);
    const table = trend.getByRole("table", { name: "Your check-ins per week" });
    expect(await row(table, "1,250.50").textContent()).toContain("4/5");
    await learnerSide.context.close();

    // 4. The coach's dashboard: in week 1 nothing is past due, everyone is on track.
    await page.goto(`/admin/cohorts/${cohortId}?tab=dashboard`);
    const roster = page.getByRole("table", { name: "The cohort's learners: status, check-in and coach" });
    await row(roster, joiner.name).waitFor();
    expect(await row(roster, joiner.name).textContent()).toMatch(/On track.*Yes/);
    expect(await row(roster, imported.name).textContent()).toMatch(/On track.*No/);
    await accessibleAtBothWidths(page);

    // Three weeks on: the cohort started two Mondays earlier, so the first phase's week has passed.
    // The learner who joined has finished it (what their passed steps would record); the imported
    // learners have not: they are behind.
    await db.doc(`cohorts/${cohortId}`).update({ startDate: addDays(monday, -14) });
    await db.doc(`cohortMembers/${joiner.id}`).update({ phasesComplete: 1 });
    await page.reload();
    await page.getByText(/Week 3 of 6 · 3 learners/).waitFor();
    expect(await row(roster, joiner.name).textContent()).toContain("On track");
    expect(await row(roster, imported.name).textContent()).toContain("Behind");
    expect(await row(roster, other.name).textContent()).toContain("Behind");
    await accessibleAtBothWidths(page);
    await coachSide.context.close();
  });
});
