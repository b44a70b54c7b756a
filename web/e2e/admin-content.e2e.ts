import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, signIn, useBrowser } from "./browser";

useBrowser();

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** A YouTube id nobody has used, so each run adds a video the catalogue does not hold yet. */
function unusedYoutubeId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from({ length: 11 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("");
}

async function openTab(page: Page, tab: "videos" | "messages" | "tutor", ready: string) {
  await page.goto(`/admin?tab=${tab}`);
  await page.getByText(ready, { exact: true }).first().waitFor();
}

describe.each(VIEWPORTS)("admin content tabs on a $name", ({ width, height }) => {
  it("creates, edits, switches off and deletes a video from a pasted YouTube URL", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height });
    await signIn(page, "admin", "Admin12345");
    await openTab(page, "videos", "Add Video");

    const id = unusedYoutubeId();
    const title = `E2E video ${randomUUID().slice(0, 8)}`;
    await page.getByRole("button", { name: "Add Video" }).click();
    const form = page.getByRole("region", { name: "Add New Video" });
    await form.getByLabel("Video Title").fill(title);
    await form.getByLabel("YouTube Video ID").fill(`https://www.youtube.com/watch?v=${id}&t=10s`);
    await form.getByText(`Will be stored as ${id}`).waitFor();
    await expect(form.getByLabel("Skill Category").isDisabled()).resolves.toBe(true);
    await form.getByText("Please select a pillar first to see available skills").waitFor();
    await form.getByLabel("Pillar").selectOption("SERVE");
    await form.getByLabel("Skill Category").selectOption("keep_clients_coming_back");
    await form.getByLabel("Difficulty").selectOption("intermediate");
    await form.getByLabel("Priority Order").fill("3");
    await form.getByLabel("Channel Title").fill("SoloSensei Tests");
    await form.getByRole("button", { name: "Add Video" }).click();

    const edit = page.getByRole("button", { name: `Edit: ${title}` });
    await edit.waitFor();
    await expect(form.count()).resolves.toBe(0);
    await page.getByText(id, { exact: true }).filter({ visible: true }).waitFor();

    await edit.click();
    const editForm = page.getByRole("region", { name: "Edit Video" });
    await expect(editForm.getByLabel("YouTube Video ID").inputValue()).resolves.toBe(id);
    const edited = `${title} (edited)`;
    await editForm.getByLabel("Video Title").fill(edited);
    await editForm.getByRole("button", { name: "Update Video" }).click();
    await page.getByRole("button", { name: `Edit: ${edited}` }).waitFor();

    const active = page.getByRole("checkbox", { name: `Active: ${edited}` });
    await expect(active.isChecked()).resolves.toBe(true);
    await active.click();
    await expect.poll(() => active.isChecked()).toBe(false);
    await expect.poll(() => active.isDisabled()).toBe(false);

    await page.getByRole("button", { name: `Delete: ${edited}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Video" });
    await dialog.getByText("Are you sure you want to delete this video?").waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: `Edit: ${edited}` }).waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("button", { name: "Add Video" }).waitFor();
    await page
      .getByRole("button", { name: /^Edit: / })
      .first()
      .waitFor();
    await expect(page.getByRole("button", { name: `Edit: ${edited}` }).count()).resolves.toBe(0);
    await context.close();
  });

  it("sends a broadcast and sees it in Recent Messages", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height });
    await signIn(page, "admin", "Admin12345");
    await openTab(page, "messages", "Recent Messages");
    const statistics = page.getByRole("region", { name: "Message Statistics" });
    await statistics.getByText("Total Sent").waitFor();

    const title = `E2E broadcast ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Message Type").selectOption("celebration");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Content", { exact: true }).fill("A browser test says hello to every learner.");
    await page.getByText("43/200 characters").waitFor();
    await page.getByLabel("Action Label").fill("Start Learning");
    await page.getByLabel("Action URL").fill("/learn");
    await page.getByRole("button", { name: "Send to All Users" }).click();
    await page.getByText("Your celebration message has been sent to all users.").waitFor();
    const recent = page.getByRole("list", { name: "Sent messages" });
    await recent.getByRole("listitem", { name: title }).waitFor();
    await expect(page.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe("");

    // The server lists it too, not only this page's cache.
    await page.reload();
    await page.getByRole("list", { name: "Sent messages" }).getByRole("listitem", { name: title }).waitFor();
    await context.close();
  });

  it("changes the tutor's tone, tests it unsaved, saves it", async () => {
    const { page, context } = await newPage();
    await page.setViewportSize({ width, height });
    await signIn(page, "admin", "Admin12345");
    await openTab(page, "tutor", "Tutor Settings");
    await page.getByText("Offline tutor (no AI model)").waitFor();

    const tone = page.getByLabel("Tone");
    await tone.selectOption({ label: "Expert coach" });
    await page.getByText("Unsaved changes", { exact: true }).waitFor();
    await page.getByLabel("Test message").fill("How should I price my first website project?");
    await page.getByRole("button", { name: "Test Response" }).click();
    const answer = page.getByRole("region", { name: "Tutor response" });
    await answer.waitFor();
    await expect(answer.textContent()).resolves.toMatch(/offline tutor/i);
    await page.getByText("The tutor is answering.").waitFor();

    await page.getByRole("button", { name: "Save Configuration" }).click();
    await page.getByText("Configuration Saved").waitFor();
    await page.getByText("Unsaved changes", { exact: true }).waitFor({ state: "detached" });
    await page.reload();
    await expect.poll(() => page.getByLabel("Tone").inputValue()).toBe("expert_coach");

    // Back to the seeded default, so other tests meet the tutor they expect.
    await page.getByLabel("Tone").selectOption("friendly_professional");
    await page.getByRole("button", { name: "Save Configuration" }).click();
    await page.getByText("Configuration Saved").waitFor();
    await context.close();
  });
});
