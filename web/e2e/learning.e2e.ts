import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_URL, newPage, registerAccount, signInAs, useBrowser } from "./browser";

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-learning");
const db = getFirestore(admin);

const completedText = /(\d+) of (\d+) videos completed/;

async function completedCount(page: Page): Promise<[number, number]> {
  const text = await page.getByText(completedText).textContent();
  const match = completedText.exec(text ?? "")!;
  return [Number(match[1]), Number(match[2])];
}

async function tileValue(page: Page, label: string): Promise<string> {
  return (await page.getByTestId(`tile-${label}`).textContent()) ?? "";
}

describe("learning paths", () => {
  it("learner opens a path, plays a video (offline fallback), marks it completed and sees progress", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.goto("/learn");
    await page.getByRole("heading", { name: "Create Learning Path" }).waitFor();
    const card = page.getByRole("article").filter({ hasText: "Your SHOW & SELL Learning Path" });
    await card.getByText("Learning progress").waitFor();
    await card.getByRole("link", { name: "Start Learning" }).click();

    await page.getByRole("heading", { name: "Your SHOW & SELL Learning Path" }).waitFor();
    await page.getByRole("heading", { name: /Learning Videos \(\d+ videos\)/ }).waitFor();
    await page.getByText("Video 1 of 8").waitFor();
    await page.getByText("(Watched)").first().waitFor();
    // Offline, thumbnails fail and a drawn placeholder takes their place.
    await page.getByTestId("thumbnail-placeholder").first().waitFor();
    // Bullet lines of a description show as list items.
    await page.getByRole("listitem").filter({ hasText: "Headline: who you help and how" }).first().waitFor();

    const [before, total] = await completedCount(page);
    const unwatched = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Mark as Completed" }) });
    const target = unwatched.first();
    await target.getByRole("button", { name: /^Play / }).click();
    await target.getByText("Video Unavailable").waitFor({ timeout: 20_000 });
    await target.getByRole("link", { name: "Watch on YouTube" }).waitFor();

    await target.getByRole("button", { name: "Mark as Completed" }).click();
    await page.getByText("Progress Updated").waitFor();
    await page.getByText("Video marked as completed!").waitFor();
    await page.getByText(`${before + 1} of ${total} videos completed`).waitFor();
    expect(await page.getByRole("button", { name: "Completed", exact: true }).count()).toBe(before + 1);

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Learning Paths" }).waitFor();
    const complete = page.getByRole("article").filter({ hasText: "Your SHAPE Foundations" });
    await complete.getByRole("link", { name: "Learn Again" }).click();
    await page.getByRole("heading", { name: "Congratulations! 🎉" }).waitFor();
    await page.getByText("You've completed all videos in this learning path. Keep up the great work!").waitFor();
    await context.close();
  });

  it("shows 'Learning path not found' for an unknown path", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    await page.goto("/learn/paths/no-such-path");
    await page.getByRole("heading", { name: "Learning path not found" }).waitFor();
    await page.getByRole("button", { name: "Back to Learning Paths" }).click();
    await page.getByRole("heading", { name: "No Learning Paths Yet" }).waitFor();
    await context.close();
  });

  it("deletes a path after confirmation", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    const created = await page.request.post(`${APP_URL}/api/users/${account.id}/learning-paths`, {
      data: { title: "Short-lived path", description: "To be deleted", skillCategories: ["SHOW"] },
      headers: { origin: APP_URL },
    });
    expect(created.status()).toBe(201);
    await page.goto("/learn");
    await page.getByRole("button", { name: "Delete Short-lived path" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByText("Are you sure you want to delete this learning path? This action cannot be undone.")
      .waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("Learning Path Deleted").waitFor();
    await page.getByRole("heading", { name: "No Learning Paths Yet" }).waitFor();
    await context.close();
  });
});

describe("video catalogue", () => {
  it("searches, filters by pillar and level, and adds a video to the newest path", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.goto("/catalogue");
    await page.getByText(/\d+ video\(s\) found/).waitFor();
    await page.getByPlaceholder("Search videos, topics, or channels...").fill("PRICING");
    await page.getByText("3 video(s) found").waitFor();
    await page.getByLabel("Pillar").selectOption("SHOW");
    await page.getByText("0 video(s) found").waitFor();
    await page.getByRole("heading", { name: "No Videos Found" }).waitFor();
    await page.getByText("Try adjusting your search terms or filters to find more videos").waitFor();
    await page.getByLabel("Pillar").selectOption("SELL");
    await page.getByLabel("Level").selectOption("beginner");
    await page.getByText("1 video(s) found").waitFor();
    await page.getByLabel("Level").selectOption("intermediate");
    await page.getByText("1 video(s) found").waitFor();
    await page.getByRole("link", { name: "View More: Kevin Hale - Startup Pricing 101" }).click();

    await page.getByRole("heading", { name: "Kevin Hale - Startup Pricing 101" }).waitFor();
    await page.getByText("Price with confidence").waitFor();
    await page.getByText("Y Combinator").waitFor();
    await page.getByRole("listitem").filter({ hasText: "Price from the value to the client" }).waitFor();
    await page.getByRole("button", { name: "Add to Learning Path" }).click();
    await page.getByText("Video Added").waitFor();

    const learner = (await db.collection("usernames").doc("learner").get()).get("uid") as string;
    const newest = await db
      .collection("learningPaths")
      .where("userId", "==", learner)
      .orderBy("createdAt", "desc")
      .limit(1)
      .get();
    const videos = await newest.docs[0]!.ref.collection("videos")
      .where("title", "==", "Kevin Hale - Startup Pricing 101")
      .get();
    expect(videos.docs.map((video) => video.get("orderIndex"))).toEqual([999]);
    // A second add changes nothing and says so.
    await page.getByRole("button", { name: "Add to Learning Path" }).click();
    await page.getByText("Already in Your Path").waitFor();
    await page.getByText(`"Kevin Hale - Startup Pricing 101" is already in ${newest.docs[0]!.get("title")}.`).waitFor();
    // On a phone the toast sits over the top of the page, where the back button is.
    await page.getByText("Already in Your Path").waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Back to Catalogue" }).click();
    await page.getByText("1 video(s) found").waitFor(); // The filters are kept.
    await context.close();
  });

  it("creates 'My Custom Learning Path' for a learner without paths", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    await page.goto("/learn");
    await page.getByRole("heading", { name: "No Learning Paths Yet" }).waitFor();
    await page.getByRole("link", { name: "View Catalogue" }).click();
    await page
      .getByRole("link", { name: /^View More/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Add to Learning Path" }).click();
    await page.getByText("New Learning Path Created").waitFor();
    await page.goto("/learn");
    const card = page.getByRole("article").filter({ hasText: "My Custom Learning Path" });
    await card.getByText("Videos added from the catalogue").waitFor();
    await card.getByText("0%").waitFor();
    await context.close();
  });

  it("a double click on 'Add to Learning Path' creates one path holding the video once", async () => {
    const account = await registerAccount();
    const { page, context } = await newPage();
    await signInAs(page, account.username, account.password);
    await page.goto("/catalogue");
    await page
      .getByRole("link", { name: /^View More/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Add to Learning Path" }).dblclick();
    await page.getByText("New Learning Path Created").first().waitFor();
    const paths = await db.collection("learningPaths").where("userId", "==", account.id).get();
    expect(paths.size).toBe(1);
    expect((await paths.docs[0]!.ref.collection("videos").get()).size).toBe(1);
    await context.close();
  });
});

describe("dashboard", () => {
  it("shows the learner's analytics and updates the tiles live when a video is watched", async () => {
    const { page, context } = await newPage();
    await signInAs(page, "learner", "Learner12345");
    await page.goto("/dashboard");
    await page.getByTestId("tile-Videos Watched").waitFor();
    await page.getByRole("heading", { name: "Learning Consistency" }).waitFor();
    await page.getByRole("heading", { name: "Skills Acquisition" }).waitFor();
    await page.getByRole("heading", { name: "Recent Activities" }).waitFor();
    await page.getByRole("tab", { name: "Last Month" }).click();
    await page.getByText(/of 30\)/).waitFor();
    await page.getByRole("tab", { name: "Lifetime" }).click();
    await page.getByRole("tab", { name: "Last Week" }).click();
    expect(await page.locator("[data-active=true]").count()).toBeGreaterThan(0);

    const watchedBefore = Number(await tileValue(page, "Videos Watched"));
    const progressBefore = await tileValue(page, "Overall Progress");
    const learner = (await page.request.get(`${APP_URL}/api/user`).then((response) => response.json())) as {
      id: string;
    };
    const progress = (await page.request
      .get(`${APP_URL}/api/learning-paths/seed-learner-new/progress`)
      .then((response) => response.json())) as { videos: { id: string; watched: boolean }[] };
    const next = progress.videos.find((video) => !video.watched)!;
    const watched = await page.request.post(`${APP_URL}/api/users/${learner.id}/videos/${next.id}/watch`, {
      data: {},
      headers: { origin: APP_URL },
    });
    expect(watched.status()).toBe(200);

    await page
      .getByTestId("tile-Videos Watched")
      .getByText(String(watchedBefore + 1), { exact: true })
      .waitFor();
    expect(await tileValue(page, "Overall Progress")).not.toBe(progressBefore);
    await page
      .getByText(/^Watched: /)
      .first()
      .waitFor();
    await context.close();
  });
});
