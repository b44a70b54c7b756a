import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { APP_URL, newPage, registerAccount, signIn, useBrowser } from "./browser";

useBrowser();

const admin = initializeApp({ projectId: "demo-solosensei" }, "e2e-messages");
const db = getFirestore(admin);

/** A fresh admin made with the admin SDK, signed in to the API: its cookie sends broadcasts. */
async function freshAdminCookie(): Promise<string> {
  const account = await registerAccount();
  await getAuth(admin).setCustomUserClaims(account.id, { role: "admin" });
  await db.doc(`users/${account.id}`).update({ role: "admin" });
  const response = await fetch(`${APP_URL}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1]!;
}

async function broadcast(cookie: string, title: string): Promise<string> {
  const response = await fetch(`${APP_URL}/api/admin/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL, cookie: `__session=${cookie}` },
    body: JSON.stringify({
      type: "celebration",
      title,
      content: "A message for every SoloSensei learner.",
      actionLabel: "Start Learning",
      actionUrl: "/learn",
      timestamp: new Date().toISOString(),
    }),
  });
  if (response.status !== 201) throw new Error(`broadcast failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function eventuallyState(uid: string, id: string, field: "isRead" | "dismissed") {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await db.doc(`users/${uid}/broadcastStates/${id}`).get()).get(field) === true) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe("home messages panel", () => {
  it("shows an admin broadcast live; the learner marks one read and dismisses another", async () => {
    const learnerUid = (await db.doc("usernames/learner").get()).get("uid") as string;
    const cookie = await freshAdminCookie();
    const { page, context } = await newPage();
    await signIn(page, "learner", "Learner12345");
    const panel = page.getByRole("region", { name: "Messages" });
    await panel.waitFor();

    const suffix = randomUUID().slice(0, 6);
    const first = `Read me ${suffix}`;
    const second = `Dismiss me ${suffix}`;
    const firstId = await broadcast(cookie, first);
    // No reload: the Firestore listener brings it in.
    await panel.getByRole("listitem", { name: first }).waitFor();
    const secondId = await broadcast(cookie, second);
    await panel.getByRole("listitem", { name: second }).waitFor();
    await expect(
      panel.getByRole("listitem", { name: first }).getByRole("link", { name: "Start Learning" }).getAttribute("href"),
    ).resolves.toBe("/learn");
    await expect(
      page
        .getByRole("navigation", { name: "Main" })
        .getByLabel(/unread messages/)
        .count(),
    ).resolves.toBe(1);

    await panel.getByRole("button", { name: `Mark as read: ${first}` }).click();
    await panel.getByRole("listitem", { name: first }).waitFor({ state: "detached" });
    expect(await eventuallyState(learnerUid, firstId, "isRead")).toBe(true);

    await panel.getByRole("button", { name: `Dismiss "${second}"` }).click();
    await panel.getByRole("listitem", { name: second }).waitFor({ state: "detached" });
    expect(await eventuallyState(learnerUid, secondId, "dismissed")).toBe(true);

    // Collapsible.
    await panel.getByRole("button", { name: /Messages/ }).click();
    await expect(panel.getByRole("button", { name: /Messages/ }).getAttribute("aria-expanded")).resolves.toBe("false");
    await context.close();
  });
});
