import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { newUser, type TestUser } from "../../test/api-client";
import { db } from "../lib/firebase";

const pathsOf = async (uid: string) =>
  (await db.collection("learningPaths").where("userId", "==", uid).count().get()).data().count;

const createPath = (tester: TestUser, key: string | null, title = "Pricing sprint") =>
  tester.client.request(
    "POST",
    `/users/${tester.user.id}/learning-paths`,
    { title, skillCategories: ["SELL"] },
    key ? { "idempotency-key": key } : {},
  );

describe("Idempotency-Key on creating POSTs", () => {
  // The functions emulator starts one worker process per concurrent request: 8 at once is a double
  // click's worth of racing without swamping two cores.
  const CONCURRENT = 8;

  it(
    "identical concurrent submits with one key create one path; repeats get the first answer",
    { timeout: 90_000 },
    async () => {
      const tester = await newUser();
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => createPath(tester, key)));
      expect(answers.map((answer) => answer.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
      expect(await pathsOf(tester.user.id)).toBe(1);
      const repeat = await createPath(tester, key);
      expect(repeat.status).toBe(201);
      const first = answers.find((answer) => answer.status === 201)!;
      expect(repeat.body).toEqual(first.body);
      expect(await pathsOf(tester.user.id)).toBe(1);
    },
  );

  it(
    "identical concurrent assessment submits with one key create one personalised path",
    { timeout: 90_000 },
    async () => {
      const tester = await newUser();
      const key = randomUUID();
      const answers = Array.from({ length: 16 }, (_, questionId) => ({ questionId, answer: 2 }));
      const results = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          tester.client.request("POST", `/users/${tester.user.id}/assessment`, { answers }, { "idempotency-key": key }),
        ),
      );
      expect(results.some((result) => result.status === 201)).toBe(true);
      expect(await pathsOf(tester.user.id)).toBe(1);
    },
  );

  it("answers 409 while the first request runs and 422 for the same key with another body", async () => {
    const tester = await newUser();
    const key = randomUUID();
    const [first, second] = await Promise.all([createPath(tester, key), createPath(tester, key)]);
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([201]));
    if (second.status === 409 || first.status === 409)
      expect((first.status === 409 ? first : second).body.message).toMatch(/still being processed/);
    const other = await createPath(tester, key, "Another title");
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/different request/);
    expect(await pathsOf(tester.user.id)).toBe(1);
  });

  it("keeps 4xx answers, scopes keys to the user, and stays optional", async () => {
    const tester = await newUser();
    const other = await newUser();
    const key = randomUUID();
    const missing = () =>
      tester.client.request(
        "POST",
        "/learning-paths/no-such-path/videos",
        { youtubeVideoId: "dQw4w9WgXcQ", title: "T", skillCategory: "SELL" },
        { "idempotency-key": key },
      );
    expect((await missing()).status).toBe(404);
    expect((await missing()).status).toBe(404);
    expect((await createPath(other, key)).status).toBe(201);
    expect((await createPath(tester, null)).status).toBe(201);
    expect((await createPath(tester, null)).status).toBe(201);
    expect(await pathsOf(tester.user.id)).toBe(2);
    const stored = await db.collection("idempotencyKeys").where("uid", "==", tester.user.id).get();
    expect(stored.size).toBe(1);
    const doc = stored.docs[0]!.data();
    expect(doc.status).toBe(404);
    expect(doc.expireAt.toMillis()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(JSON.stringify(doc)).not.toContain(key);
  });

  it("a request that died holds its key until its lease runs out; then a retry runs", async () => {
    const tester = await newUser();
    const key = randomUUID();
    expect((await createPath(tester, key)).status).toBe(201);
    const [stored] = (await db.collection("idempotencyKeys").where("uid", "==", tester.user.id).get()).docs;
    // As a request killed mid-way leaves its key: still running, renewed a moment ago, then not for 20 s.
    await stored!.ref.update({ status: null, body: null, aliveAt: Timestamp.fromMillis(Date.now() - 2_000) });
    const meanwhile = await createPath(tester, key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.message).toMatch(/still being processed/);
    await stored!.ref.update({ aliveAt: Timestamp.fromMillis(Date.now() - 20_000) });
    expect((await createPath(tester, key)).status).toBe(201);
    expect((await stored!.ref.get()).data()?.status).toBe(201);
  });

  it("refuses a malformed key", async () => {
    const tester = await newUser();
    expect((await createPath(tester, "x".repeat(201))).status).toBe(400);
    expect(await pathsOf(tester.user.id)).toBe(0);
  });
});
