import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser } from "../../../test/api-client";
import { DEFAULT_TUTOR_CONFIG, TUTOR_OPTIONS } from "../../contract/tutor";
import { db } from "../../lib/firebase";
import { readTutorConfig } from "../../ai/tutor";

const config = {
  personality: {
    tone: "expert_coach",
    communication_style: "direct",
    encouragement_level: "minimal",
    response_length: "concise",
  },
  focus_areas: {
    primary_coaching_approach: "strategic_planning",
    question_frequency: "low",
    action_orientation: "low",
  },
  custom_instructions: "Keep it short.",
};

/** The admin tests share `tutorConfig/current`: each puts back what it found. */
async function restoring(run: () => Promise<void>) {
  const ref = db.doc("tutorConfig/current");
  const before = await ref.get();
  try {
    await run();
  } finally {
    if (before.exists) await ref.set(before.data()!);
    else await ref.delete();
  }
}

describe("GET|POST /api/admin/tutor-config", () => {
  it("returns the defaults when nothing is saved", async () => {
    const admin = await newAdmin();
    await restoring(async () => {
      await db.doc("tutorConfig/current").delete();
      const response = await admin.client.get("/admin/tutor-config");
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...DEFAULT_TUTOR_CONFIG, updatedAt: null });
      expect(DEFAULT_TUTOR_CONFIG.personality).toEqual({
        tone: "friendly_professional",
        communication_style: "conversational",
        encouragement_level: "balanced",
        response_length: "medium",
      });
      expect(DEFAULT_TUTOR_CONFIG.focus_areas).toEqual({
        primary_coaching_approach: "skill_development",
        question_frequency: "moderate",
        action_orientation: "high",
      });
    });
  });

  it("saves a whole configuration and returns it", async () => {
    const admin = await newAdmin();
    await restoring(async () => {
      const saved = await admin.client.post("/admin/tutor-config", { ...config, extra: "ignored" });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject(config);
      expect(saved.body.updatedAt).toEqual(expect.any(String));
      expect((await admin.client.get("/admin/tutor-config")).body).toEqual(saved.body);
      expect((await db.doc("tutorConfig/current").get()).data()).toMatchObject({ ...config, updatedBy: admin.user.id });
      expect((await readTutorConfig()).personality.tone).toBe("expert_coach");
    });
  });

  it("accepts every documented option", async () => {
    const admin = await newAdmin();
    await restoring(async () => {
      for (const [key, values] of Object.entries(TUTOR_OPTIONS)) {
        const group = key in DEFAULT_TUTOR_CONFIG.personality ? "personality" : "focus_areas";
        for (const value of values) {
          const body = { ...DEFAULT_TUTOR_CONFIG, [group]: { ...DEFAULT_TUTOR_CONFIG[group], [key]: value } };
          const response = await admin.client.post("/admin/tutor-config", body);
          expect(response.status, `${key}=${value}`).toBe(200);
        }
      }
    });
  });

  it.each([
    ["personality.tone", { personality: { ...config.personality, tone: "sarcastic" } }],
    ["personality.response_length", { personality: { ...config.personality, response_length: "epic" } }],
    ["focus_areas.question_frequency", { focus_areas: { ...config.focus_areas, question_frequency: "always" } }],
    ["focus_areas.action_orientation", { focus_areas: { ...config.focus_areas, action_orientation: 3 } }],
    ["focus_areas", { focus_areas: undefined }],
    ["custom_instructions", { custom_instructions: "x".repeat(2001) }],
  ])("refuses a bad %s with 400 and saves nothing", async (path, override) => {
    const admin = await newAdmin();
    await restoring(async () => {
      const before = (await admin.client.get("/admin/tutor-config")).body;
      const response = await admin.client.post("/admin/tutor-config", { ...config, ...override });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
      expect((await admin.client.get("/admin/tutor-config")).body).toEqual(before);
    });
  });

  it("is for admins only", async () => {
    const { client } = await newUser();
    expect((await client.get("/admin/tutor-config")).status).toBe(403);
    expect((await client.post("/admin/tutor-config", config)).status).toBe(403);
    expect((await new ApiClient().get("/admin/tutor-config")).status).toBe(401);
    expect((await new ApiClient().post("/admin/tutor-config", config)).status).toBe(401);
  });
});

describe("POST /api/admin/test-tutor", () => {
  it("answers under the unsaved configuration without saving it or storing a chat", async () => {
    const admin = await newAdmin();
    await restoring(async () => {
      const before = (await admin.client.get("/admin/tutor-config")).body;
      const response = await admin.client.post("/admin/test-tutor", {
        message: "How do I find clients?",
        config: { ...config, custom_instructions: "Unsaved marker 5521." },
      });
      expect(response.status).toBe(200);
      expect(response.body.response).toContain("Offline tutor");
      expect(response.body.response).toContain("Unsaved marker 5521.");
      const defaults = await admin.client.post("/admin/test-tutor", {
        message: "How do I find clients?",
        config: DEFAULT_TUTOR_CONFIG,
      });
      expect(defaults.body.response).not.toBe(response.body.response);
      expect((await admin.client.get("/admin/tutor-config")).body).toEqual(before);
      expect((await db.collection("chatSessions").where("userId", "==", admin.user.id).get()).size).toBe(0);
    });
  });

  it.each([
    ["message", { message: "   ", config: DEFAULT_TUTOR_CONFIG }],
    ["message", { config: DEFAULT_TUTOR_CONFIG }],
    [
      "config.personality.tone",
      { message: "Hi", config: { ...config, personality: { ...config.personality, tone: "x" } } },
    ],
    ["config", { message: "Hi" }],
  ])("refuses a bad %s with 400", async (path, body) => {
    const admin = await newAdmin();
    const response = await admin.client.post("/admin/test-tutor", body);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it("is for admins only", async () => {
    const { client } = await newUser();
    const body = { message: "Hi", config: DEFAULT_TUTOR_CONFIG };
    expect((await client.post("/admin/test-tutor", body)).status).toBe(403);
    expect((await new ApiClient().post("/admin/test-tutor", body)).status).toBe(401);
  });
});

describe("the audit trail of tutor configuration saves", () => {
  it("records each save once, with the changed settings before and after; a refused save records nothing", async () => {
    const admin = await newAdmin();
    const entries = async () =>
      (await db.collection("auditLog").where("actor.id", "==", admin.user.id).get()).docs.map((doc) => doc.data());
    await restoring(async () => {
      await db.doc("tutorConfig/current").set({ ...DEFAULT_TUTOR_CONFIG, updatedAt: new Date(), updatedBy: "seed" });
      expect((await admin.client.post("/admin/tutor-config", config)).status).toBe(200);
      expect((await admin.client.post("/admin/tutor-config", { ...config, personality: {} })).status).toBe(400);
      const [entry, ...others] = await entries();
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        action: "tutor_config.save",
        actor: { id: admin.user.id, username: admin.user.username },
        target: { type: "tutor_config", id: "current" },
        targetUserId: null,
      });
      expect(entry!.changes.personality).toEqual({
        before: DEFAULT_TUTOR_CONFIG.personality,
        after: config.personality,
      });
      expect(entry!.changes.custom_instructions).toEqual({ before: "", after: "Keep it short." });
      expect(entry!.changes).not.toHaveProperty("updatedAt");
    });
  });
});
