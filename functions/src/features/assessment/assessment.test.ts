import { describe, expect, it } from "vitest";
import { newAdmin, newUser, type TestUser } from "../../../test/api-client";
import { db } from "../../lib/firebase";

/** Four answers per pillar, SHAPE first. */
const answersFor = (shape: number, show: number, sell: number, serve: number) =>
  [shape, show, sell, serve]
    .flatMap((value) => [value, value, value, value])
    .map((answer, questionId) => ({
      questionId,
      answer,
    }));

const submit = (tester: TestUser, answers: unknown) =>
  tester.client.post(`/users/${tester.user.id}/assessment`, { answers });

async function written(uid: string) {
  const [profile, latest, progress, activities] = await Promise.all([
    db.doc(`profiles/${uid}`).get(),
    db.doc(`users/${uid}/assessments/latest`).get(),
    db.collection(`users/${uid}/skillProgress`).get(),
    db.collection(`users/${uid}/activities`).get(),
  ]);
  return { profile: profile.data()!, latest: latest.data(), progress: progress.docs, activities: activities.docs };
}

describe("POST /api/users/{id}/assessment", () => {
  it("scores the answers and writes profile, skill progress, latest answers and an activity", async () => {
    const tester = await newUser();
    const response = await submit(tester, answersFor(5, 4, 2, 1).reverse());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      pillarScores: { SHAPE: 100, SHOW: 75, SELL: 25, SERVE: 0 },
      overallScore: 50,
      currentLevel: "Intermediate",
      strengths: ["SHAPE", "SHOW"],
      weaknesses: ["SERVE", "SELL"],
    });
    expect(response.body.recommendations.length).toBeGreaterThan(0);
    expect(response.body.skillProgress.map((p: { pillar: string }) => p.pillar)).toEqual([
      "SHAPE",
      "SHOW",
      "SELL",
      "SERVE",
    ]);

    const state = await written(tester.user.id);
    expect(state.profile).toMatchObject({
      assessmentCompleted: true,
      currentLevel: "Intermediate",
      strengths: ["SHAPE", "SHOW"],
      weaknesses: ["SERVE", "SELL"],
    });
    expect(state.latest!.answers).toEqual(answersFor(5, 4, 2, 1));
    expect(Object.fromEntries(state.progress.map((d) => [d.id, d.get("progressPercentage")]))).toEqual({
      SHAPE: 100,
      SHOW: 75,
      SELL: 25,
      SERVE: 0,
    });
    expect(state.progress.find((d) => d.id === "SELL")!.get("skillCategoryId")).toBe(3);
    expect(state.activities).toHaveLength(1);
    expect(state.activities[0]!.get("type")).toBe("assessment");
  });

  it("a retake replaces the scores and records another activity", async () => {
    const tester = await newUser();
    await submit(tester, answersFor(1, 1, 1, 1));
    const response = await submit(tester, answersFor(5, 5, 5, 5));
    expect(response.body.currentLevel).toBe("Advanced");
    const state = await written(tester.user.id);
    expect(state.profile.currentLevel).toBe("Advanced");
    expect(state.activities).toHaveLength(2);
  });

  const duplicate = answersFor(3, 3, 3, 3).map((entry) =>
    entry.questionId === 15 ? { ...entry, questionId: 0 } : entry,
  );
  it.each([
    ["15 answers", answersFor(3, 3, 3, 3).slice(1)],
    ["17 answers", [...answersFor(3, 3, 3, 3), { questionId: 0, answer: 3 }]],
    ["a question twice", duplicate],
    ["a question id of 16", answersFor(3, 3, 3, 3).map((e, i) => (i === 0 ? { ...e, questionId: 16 } : e))],
    ["an answer of 0", answersFor(3, 3, 3, 3).map((e, i) => (i === 0 ? { ...e, answer: 0 } : e))],
    ["an answer of 6", answersFor(3, 3, 3, 3).map((e, i) => (i === 0 ? { ...e, answer: 6 } : e))],
    ["a fractional answer", answersFor(3, 3, 3, 3).map((e, i) => (i === 0 ? { ...e, answer: 2.5 } : e))],
    ["no list", "all threes"],
  ])("refuses %s with 400 and writes nothing", async (_name, answers) => {
    const tester = await newUser();
    const response = await submit(tester, answers);
    expect(response.status).toBe(400);
    expect(response.body.errors.length).toBeGreaterThan(0);
    const state = await written(tester.user.id);
    expect(state.profile.assessmentCompleted).toBe(false);
    expect(state.latest).toBeUndefined();
    expect(state.progress).toHaveLength(0);
    expect(state.activities).toHaveLength(0);
  });

  it("creates a personalised path of 6-8 active videos for the two weakest pillars, a new one per retake", async () => {
    const tester = await newUser();
    const first = await submit(tester, answersFor(5, 2, 1, 4));
    expect(first.status).toBe(201);
    const path = (await db.doc(`learningPaths/${first.body.learningPathId}`).get()).data()!;
    expect(path).toMatchObject({ userId: tester.user.id, skillCategories: ["SELL", "SHOW"], watchedVideos: 0 });
    expect(path.totalVideos).toBeGreaterThanOrEqual(6);
    expect(path.totalVideos).toBeLessThanOrEqual(8);
    const videos = (await db.collection(`learningPaths/${first.body.learningPathId}/videos`).get()).docs.map((doc) =>
      doc.data(),
    );
    expect(videos).toHaveLength(path.totalVideos);
    expect(new Set(videos.map((video) => video.skillCategory))).toEqual(new Set(["SELL", "SHOW"]));
    const curated = await Promise.all(videos.map((video) => db.doc(`curatedVideos/${video.curatedVideoId}`).get()));
    expect(curated.every((doc) => doc.get("isActive") === true)).toBe(true);

    const retake = await submit(tester, answersFor(1, 5, 5, 2));
    expect(retake.body.learningPathId).not.toBe(first.body.learningPathId);
    const paths = await tester.client.get(`/users/${tester.user.id}/learning-paths`);
    expect(paths.body.map((entry: { skillCategories: string[] }) => entry.skillCategories)).toEqual([
      ["SHAPE", "SERVE"],
      ["SELL", "SHOW"],
    ]);
  });

  it("refuses another user, admins included, with 403", async () => {
    const owner = await newUser();
    for (const other of [await newUser(), await newAdmin()]) {
      const response = await other.client.post(`/users/${owner.user.id}/assessment`, {
        answers: answersFor(3, 3, 3, 3),
      });
      expect(response.status).toBe(403);
    }
    expect((await written(owner.user.id)).latest).toBeUndefined();
  });
});

describe("POST /api/users/{id}/recalculate-progress", () => {
  it("recomputes skill progress from the stored answers", async () => {
    const tester = await newUser();
    await submit(tester, answersFor(2, 3, 4, 5));
    await db.doc(`users/${tester.user.id}/skillProgress/SHOW`).update({ progressPercentage: 1 });
    const response = await tester.client.post(`/users/${tester.user.id}/recalculate-progress`);
    expect(response.status).toBe(200);
    expect(response.body.map((p: { progressPercentage: number }) => p.progressPercentage)).toEqual([25, 50, 75, 100]);
    expect((await db.doc(`users/${tester.user.id}/skillProgress/SHOW`).get()).get("progressPercentage")).toBe(50);
  });
  it("answers 404 without an assessment and 403 for another user", async () => {
    const tester = await newUser();
    expect((await tester.client.post(`/users/${tester.user.id}/recalculate-progress`)).status).toBe(404);
    const other = await newUser();
    expect((await other.client.post(`/users/${tester.user.id}/recalculate-progress`)).status).toBe(403);
  });
});

describe("reads: skill progress, recommendations, assessment summary", () => {
  it("are empty or generic before the assessment", async () => {
    const tester = await newUser();
    expect((await tester.client.get(`/users/${tester.user.id}/skill-progress`)).body).toEqual([]);
    expect((await tester.client.get(`/users/${tester.user.id}/assessment-summary`)).body).toEqual([]);
    const recommendations = await tester.client.get(`/users/${tester.user.id}/recommendations`);
    expect(recommendations.status).toBe(200);
    expect(recommendations.body.recommendations[0]).toMatch(/skills assessment/);
  });

  it("follow the assessment and the work context", async () => {
    const tester = await newUser();
    await tester.client.post(`/users/${tester.user.id}/context`, {
      workSetup: "Full-time freelancer",
      motivation: "Earning more from the work I do",
      experienceLength: "3-5 years",
      platforms: ["Fiverr"],
      clientTypes: ["Agencies"],
    });
    await submit(tester, answersFor(5, 4, 2, 3));
    const progress = await tester.client.get(`/users/${tester.user.id}/skill-progress`);
    expect(progress.status).toBe(200);
    expect(progress.body.map((p: { skillCategoryId: number }) => p.skillCategoryId)).toEqual([1, 2, 3, 4]);

    const summary = await tester.client.get(`/users/${tester.user.id}/assessment-summary`);
    expect(
      summary.body.map((e: { category: string; level: string; score: number }) => [e.category, e.level, e.score]),
    ).toEqual([
      ["SHAPE", "Advanced", 100],
      ["SHOW", "Advanced", 75],
      ["SELL", "Beginner", 25],
      ["SERVE", "Intermediate", 50],
    ]);
    expect(summary.body[0].name).toEqual(expect.any(String));

    const { recommendations } = (await tester.client.get(`/users/${tester.user.id}/recommendations`)).body;
    expect(recommendations[0]).toMatch(/conversation/); // Question 8, the first SELL skill.
    expect(recommendations).toContain("Raise your rate for your next new client by 10-15%");
    expect(recommendations.some((item: string) => /marketplace profile/.test(item))).toBe(true);
  });

  it.each(["skill-progress", "recommendations", "assessment-summary"])(
    "%s: another user gets 403, an admin may read",
    async (path) => {
      const owner = await newUser();
      const other = await newUser();
      const admin = await newAdmin();
      expect((await other.client.get(`/users/${owner.user.id}/${path}`)).status).toBe(403);
      expect((await admin.client.get(`/users/${owner.user.id}/${path}`)).status).toBe(200);
    },
  );

  it("recommendations answer 404 without a profile", async () => {
    const tester = await newUser();
    await db.doc(`profiles/${tester.user.id}`).delete();
    expect((await tester.client.get(`/users/${tester.user.id}/recommendations`)).status).toBe(404);
  });
});
