import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APP_URL, ApiClient, newAdmin } from "../../../test/api-client";
import { at, coachingMailFor, depsAt, mailFor, verifiedLearner } from "../../../test/email-learners";
import { eventually } from "../../../test/eventually";
import type { MailDoc } from "../../contract/email";
import { auth, db } from "../../lib/firebase";
import { emailIdOf, sendEmail, type Email } from "./sender";
import { unsubscribeToken } from "./tokens";

// One-click unsubscribe (RFC 8058) from a mail provider with no session, the footer's page with its
// undo, forged tokens, and what a failed delivery does to the address.

const unique = () => randomUUID().slice(0, 8);
const settingsOf = async (uid: string) => (await db.doc(`notificationSettings/${uid}`).get()).data()!;

/** RFC 8058's POST: form-encoded, no Origin, no cookie, as a mailbox provider sends it. */
const oneClick = (token: string) =>
  fetch(`${APP_URL}/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

const coachEmail = (uid: string): Email => ({
  id: emailIdOf(uid, `coach-note-${unique()}`),
  uid,
  category: "coaching",
  kind: "coach_note",
  item: { title: "Note from your coach", content: "Well done.", actionLabel: null, actionUrl: null },
  createdAt: new Date("2026-12-01T10:00:00Z"),
});

describe("one-click unsubscribe", () => {
  it("turns the category off with no session, from the email's own header", async () => {
    const { user } = await verifiedLearner({ timeZone: "UTC" });
    const email = coachEmail(user.id);
    expect(await sendEmail(email, depsAt(at("2026-12-01T10:00:00Z")))).toBe("sent");
    const doc = (await db.doc(`mail/${email.id}`).get()).data() as MailDoc;
    const url = /^<([^>]+)>/.exec(doc.headers!["List-Unsubscribe"]!)![1]!;
    const token = new URL(url).searchParams.get("token")!;
    const response = await oneClick(token);
    expect(response.status).toBe(200);
    expect((await settingsOf(user.id)).categories.coaching.email).toBe(false);
    expect((await settingsOf(user.id)).categories.reminders.email).toBe(true);
    // Done twice (a provider's retry): still a 200.
    expect((await oneClick(token)).status).toBe(200);
    // And nothing more of that category goes.
    expect(await sendEmail(coachEmail(user.id), depsAt(at("2026-12-01T11:00:00Z")))).toBe("dropped");
  });

  it("answers 200 to a forged or altered token and changes nothing", async () => {
    const { user } = await verifiedLearner();
    const before = await settingsOf(user.id);
    const real = unsubscribeToken(user.id, "coaching");
    const forged = [
      `${real.slice(0, -2)}xx`,
      real.replace(".coaching.", ".announcements."),
      `${user.id}.coaching.${"A".repeat(43)}`,
      "not-a-token",
      "",
    ];
    for (const token of forged) expect((await oneClick(token)).status, token).toBe(200);
    expect(await settingsOf(user.id)).toEqual(before);
  });
});

describe("the unsubscribe page", () => {
  it("says what was turned off and offers undo, signed out", async () => {
    const { user } = await verifiedLearner();
    const visitor = new ApiClient();
    const token = unsubscribeToken(user.id, "reminders");
    const page = await visitor.post("/email/unsubscribe/page", { token });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ categories: ["reminders"] });
    expect((await settingsOf(user.id)).categories.reminders.email).toBe(false);
    const undo = await visitor.post("/email/resubscribe", { token, categories: ["reminders", "coaching"] });
    expect(undo.body).toEqual({ categories: ["reminders"] });
    expect((await settingsOf(user.id)).categories.reminders.email).toBe(true);
  });

  it("for a digest, stops every category it gathers", async () => {
    const { user } = await verifiedLearner();
    const page = await new ApiClient().post("/email/unsubscribe/page", {
      token: unsubscribeToken(user.id, "weekly_digest"),
    });
    expect(page.body).toEqual({ categories: ["announcements"] });
    expect((await settingsOf(user.id)).categories.announcements.email).toBe(false);
  });

  it("refuses a bad token plainly, saying nothing about any account", async () => {
    const { user } = await verifiedLearner();
    const before = await settingsOf(user.id);
    const visitor = new ApiClient();
    for (const token of [`${unsubscribeToken(user.id, "coaching").slice(0, -3)}abc`, "x".repeat(40)]) {
      const page = await visitor.post("/email/unsubscribe/page", { token });
      expect(page.status).toBe(400);
      expect(page.body).toEqual({ message: "This link is not valid" });
      const undo = await visitor.post("/email/resubscribe", { token, categories: ["coaching"] });
      expect(undo.body).toEqual({ message: "This link is not valid" });
    }
    expect(await settingsOf(user.id)).toEqual(before);
  });

  it("is rate-limited by token", async () => {
    const { user } = await verifiedLearner();
    const token = unsubscribeToken(user.id, "announcements");
    const visitor = new ApiClient();
    const statuses = [];
    for (let call = 0; call < 21; call++)
      statuses.push((await visitor.post("/email/unsubscribe/page", { token })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

/** The newest verification link's code in a user's mail. */
async function latestVerificationCode(uid: string, count: number) {
  const links = await eventually(async () => {
    const found = (await mailFor(uid)).filter(({ data }) => data.kind === "verify_email");
    return found.length >= count && found;
  });
  return new URL(
    /https?:\/\/\S+\/verify-email\?oobCode=[^\s"<]+/.exec(links.at(-1)!.data.message.text)![0],
  ).searchParams.get("oobCode")!;
}

const failDelivery = (id: string, error: string) =>
  db.doc(`mail/${id}`).update({ delivery: { state: "ERROR", attempts: 1, error } });

describe("a failed delivery", () => {
  it("stops non-account email after a permanent rejection, until the address is verified again", async () => {
    const learner = await verifiedLearner({ timeZone: "UTC" });
    const { user } = learner;
    const first = coachEmail(user.id);
    await sendEmail(first, depsAt(at("2026-12-01T10:00:00Z")));
    await failDelivery(
      first.id,
      "Can't send mail - all recipients were rejected: 550 5.1.1 <someone>: Recipient address rejected: User unknown",
    );
    await eventually(async () => (await settingsOf(user.id)).address === "rejected");
    expect((await auth.getUser(user.id)).emailVerified).toBe(false);
    expect(await sendEmail(coachEmail(user.id), depsAt(at("2026-12-01T11:00:00Z")))).toBe("dropped");
    expect((await learner.client.get("/notifications/settings")).body.address).toBe("rejected");

    const admin = await newAdmin();
    const failures = await admin.client.get("/admin/email/failures?limit=100");
    expect(failures.status).toBe(200);
    expect(failures.body.items.find((item: { id: string }) => item.id === first.id)).toMatchObject({
      uid: user.id,
      name: user.name,
      kind: "coach_note",
      permanent: true,
    });

    // Verifying the address again restarts email.
    expect((await learner.client.post("/notifications/verification", {})).status).toBe(200);
    const code = await latestVerificationCode(user.id, 2);
    expect((await new ApiClient().post("/notifications/verification/confirm", { oobCode: code })).status).toBe(200);
    expect((await learner.client.get("/notifications/settings")).body.address).toBe("verified");
    expect(await sendEmail(coachEmail(user.id), depsAt(at("2026-12-01T12:00:00Z")))).toBe("sent");
  });

  it("keeps email going after a temporary failure or an outage", async () => {
    const { user } = await verifiedLearner({ timeZone: "UTC" });
    const [timeout, outage] = [coachEmail(user.id), coachEmail(user.id)];
    await sendEmail(timeout, depsAt(at("2026-12-01T10:00:00Z")));
    await sendEmail(outage, depsAt(at("2026-12-01T10:05:00Z")));
    await failDelivery(timeout.id, "421 4.4.2 mx.example.test Error: timeout exceeded");
    await failDelivery(outage.id, "connect ECONNREFUSED 10.0.0.1:587");
    const admin = await newAdmin();
    const listed = await eventually(async () => {
      const items = (await admin.client.get("/admin/email/failures?limit=100")).body.items as {
        id: string;
        permanent: boolean;
      }[];
      const mine = items.filter((item) => item.id === timeout.id || item.id === outage.id);
      return mine.length === 2 && mine;
    });
    expect(listed.every((item) => !item.permanent)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await settingsOf(user.id)).address).toBe("verified");
    expect(await sendEmail(coachEmail(user.id), depsAt(at("2026-12-01T11:00:00Z")))).toBe("sent");
    expect(await coachingMailFor(user.id)).toHaveLength(3);
  });
});
