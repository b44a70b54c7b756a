import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApiClient, STRONG_PASSWORD, newAdmin, newUser } from "../../../test/api-client";
import { recordActivity } from "../../lib/activities";
import { auth, db } from "../../lib/firebase";

const context = {
  workSetup: "Full-time freelancer",
  motivation: "Finding more clients",
  experienceLength: "1-3 years",
  platforms: ["Upwork", "LinkedIn"],
  clientTypes: ["Startups"],
};
const profileDoc = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).data()!;

describe("POST /api/users", () => {
  const body = () => {
    const id = randomUUID().slice(0, 8);
    return { username: `made_${id}`, email: `made_${id}@example.test`, password: STRONG_PASSWORD, name: "Made User" };
  };
  it("lets an admin create a user with an empty profile", async () => {
    const admin = await newAdmin();
    const response = await admin.client.post("/users", body());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: "Made User", role: "user", isActive: true });
    expect(await profileDoc(response.body.id)).toMatchObject({ assessmentCompleted: false, currentLevel: "Beginner" });
  });
  it("refuses learners with 403 and writes nothing", async () => {
    const { client } = await newUser();
    const request = body();
    expect((await client.post("/users", request)).status).toBe(403);
    await expect(auth.getUserByEmail(request.email)).rejects.toThrow();
  });
  it("refuses a bad body with 400", async () => {
    const admin = await newAdmin();
    const request = { ...body(), password: "weak" };
    const response = await admin.client.post("/users", request);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe("password");
    await expect(auth.getUserByEmail(request.email)).rejects.toThrow();
  });
});

describe("GET /api/users/{id}/profile", () => {
  it("returns the owner's profile", async () => {
    const { client, user } = await newUser();
    const response = await client.get(`/users/${user.id}/profile`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, userId: user.id, assessmentCompleted: false, metadata: {} });
    expect(response.body.createdAt).toMatch(/^\d{4}-/);
  });
  it("answers 404 when there is no profile", async () => {
    const { client, user } = await newUser();
    await db.doc(`profiles/${user.id}`).delete();
    expect((await client.get(`/users/${user.id}/profile`)).status).toBe(404);
  });
  it("refuses another user with 403; admins may read", async () => {
    const owner = await newUser();
    const other = await newUser();
    expect((await other.client.get(`/users/${owner.user.id}/profile`)).status).toBe(403);
    const admin = await newAdmin();
    expect((await admin.client.get(`/users/${owner.user.id}/profile`)).status).toBe(200);
  });
  it("needs a session", async () => {
    expect((await new ApiClient().get(`/users/anyone/profile`)).status).toBe(401);
  });
});

describe("POST /api/users/{id}/profile", () => {
  it("creates a missing profile with 201", async () => {
    const { client, user } = await newUser();
    await db.doc(`profiles/${user.id}`).delete();
    const response = await client.post(`/users/${user.id}/profile`, { goals: [" Grow ", ""] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ currentLevel: "Beginner", assessmentCompleted: false, goals: ["Grow"] });
  });
  it("leaves an existing profile untouched", async () => {
    const { client, user } = await newUser();
    await client.post(`/users/${user.id}/context`, context);
    const response = await client.post(`/users/${user.id}/profile`, { goals: ["Replace"], metadata: {} });
    expect(response.status).toBe(200);
    expect(response.body.goals).toEqual([]);
    expect((await profileDoc(user.id)).metadata).toMatchObject(context);
  });
  it("refuses another user's id with 403 and a bad body with 400", async () => {
    const { client, user } = await newUser();
    const other = await newUser();
    await db.doc(`profiles/${user.id}`).delete();
    expect((await other.client.post(`/users/${user.id}/profile`, {})).status).toBe(403);
    expect((await client.post(`/users/${user.id}/profile`, { goals: "not a list" })).status).toBe(400);
    expect((await db.doc(`profiles/${user.id}`).get()).exists).toBe(false);
  });
});

describe("PATCH /api/users/{id}/profile", () => {
  it("updates the preferences, trims lists, and merges metadata without wiping the work context", async () => {
    const { client, user } = await newUser();
    await client.post(`/users/${user.id}/context`, context);
    const response = await client.patch(`/users/${user.id}/profile`, {
      goals: [" Land retainers ", "", "  "],
      strengths: ["Design"],
      weaknesses: [" Pricing"],
      preferredLearningStyle: "Short videos",
      metadata: { bio: "Designer" },
      assessmentCompleted: true, // Unknown here: ignored.
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      goals: ["Land retainers"],
      strengths: ["Design"],
      weaknesses: ["Pricing"],
      preferredLearningStyle: "Short videos",
      assessmentCompleted: false,
      metadata: { ...context, bio: "Designer" },
    });
    expect((await profileDoc(user.id)).metadata).toEqual({ ...context, bio: "Designer" });
  });
  it.each([
    ["goals", { goals: "one, two" }],
    ["preferredLearningStyle", { preferredLearningStyle: "x".repeat(101) }],
    ["metadata.bio", { metadata: { bio: "x".repeat(1001) } }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, body) => {
    const { client, user } = await newUser();
    const before = await profileDoc(user.id);
    const response = await client.patch(`/users/${user.id}/profile`, body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe(path);
    expect(await profileDoc(user.id)).toEqual(before);
  });
  it("refuses another user, admins included, with 403", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    expect((await other.client.patch(`/users/${owner.user.id}/profile`, { goals: ["x"] })).status).toBe(403);
    expect((await admin.client.patch(`/users/${owner.user.id}/profile`, { goals: ["x"] })).status).toBe(403);
    expect((await profileDoc(owner.user.id)).goals).toEqual([]);
  });
});

describe("POST /api/users/{userId}/context", () => {
  it("stores the five answers and returns the updated profile", async () => {
    const { client, user } = await newUser();
    await client.patch(`/users/${user.id}/profile`, { metadata: { bio: "Kept" } });
    const response = await client.post(`/users/${user.id}/context`, context);
    expect(response.status).toBe(200);
    expect(response.body.metadata).toEqual({ ...context, bio: "Kept" });
  });
  it.each([
    ["workSetup", { workSetup: "" }],
    ["motivation", { motivation: undefined }],
    ["experienceLength", { experienceLength: 3 }],
    ["platforms", { platforms: [] }],
    ["clientTypes", { clientTypes: "Startups" }],
  ])("refuses a bad %s with 400 and writes nothing", async (path, override) => {
    const { client, user } = await newUser();
    const response = await client.post(`/users/${user.id}/context`, { ...context, ...override });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].path).toBe(path);
    expect((await profileDoc(user.id)).metadata).toEqual({});
  });
  it("refuses another user with 403", async () => {
    const owner = await newUser();
    const other = await newUser();
    expect((await other.client.post(`/users/${owner.user.id}/context`, context)).status).toBe(403);
    expect((await profileDoc(owner.user.id)).metadata).toEqual({});
  });
});

describe("GET /api/users/{id}/activities", () => {
  it("pages the activities newest first with limit and before", async () => {
    const { client, user } = await newUser();
    for (let day = 1; day <= 5; day++)
      await recordActivity(
        user.id,
        { type: "other", title: `Day ${day}`, description: "" },
        { now: () => new Date(Date.UTC(2026, 0, day)) },
      );
    const first = await client.get(`/users/${user.id}/activities?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((a: { title: string }) => a.title)).toEqual(["Day 5", "Day 4"]);
    const next = await client.get(`/users/${user.id}/activities?limit=2&before=${first.body[1].createdAt}`);
    expect(next.body.map((a: { title: string }) => a.title)).toEqual(["Day 3", "Day 2"]);
    const all = await client.get(`/users/${user.id}/activities`);
    expect(all.body).toHaveLength(5);
  });
  it.each(["limit=0", "limit=101", "limit=x", "before=yesterday"])("refuses ?%s with 400", async (query) => {
    const { client, user } = await newUser();
    expect((await client.get(`/users/${user.id}/activities?${query}`)).status).toBe(400);
  });
  it("refuses another user with 403; admins may read", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    expect((await other.client.get(`/users/${owner.user.id}/activities`)).status).toBe(403);
    expect((await admin.client.get(`/users/${owner.user.id}/activities`)).status).toBe(200);
  });
});
