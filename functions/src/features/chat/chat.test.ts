import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ApiClient, newAdmin, newUser } from "../../../test/api-client";
import {
  fakeVertexProvider,
  startFakeVertex,
  vertexStatus,
  type RecordedVertexRequest,
} from "../../../test/ai-fixtures";
import { AiProviderError, type AiProvider, type TutorRequest } from "../../ai/provider";
import { CHAT_MESSAGE_MAX } from "../../contract/chat";
import { db } from "../../lib/firebase";
import { GENERATION_FAILED, MODEL_UNAVAILABLE, NOT_CONFIGURED } from "../../ai/tutor";
import { chatRule, sendMessage } from "./service";

async function newSession(client: ApiClient, uid: string, title = "Chat Session 22/11/2026") {
  const response = await client.post(`/users/${uid}/chat-sessions`, { title });
  expect(response.status).toBe(201);
  return response.body;
}

const messagesOf = async (sessionId: string) =>
  (await db.collection(`chatSessions/${sessionId}/messages`).orderBy("createdAt").get()).docs.map((doc) => doc.data());

describe("GET|POST /api/users/{id}/chat-sessions", () => {
  it("creates sessions and lists them, most recently used first", async () => {
    const { client, user } = await newUser();
    expect((await client.get(`/users/${user.id}/chat-sessions`)).body).toEqual([]);
    const first = await newSession(client, user.id, "Chat Session 1");
    expect(first).toMatchObject({ id: expect.any(String), userId: user.id, title: "Chat Session 1" });
    const second = await newSession(client, user.id, "Chat Session 2");
    let list = (await client.get(`/users/${user.id}/chat-sessions`)).body;
    expect(list.map((session: { id: string }) => session.id)).toEqual([second.id, first.id]);

    await client.post(`/chat-sessions/${first.id}/messages`, { content: "Hello", role: "user" });
    list = (await client.get(`/users/${user.id}/chat-sessions`)).body;
    expect(list[0].id).toBe(first.id);
  });

  it("defaults the title, and refuses a blank or overlong one", async () => {
    const { client, user } = await newUser();
    const untitled = await client.post(`/users/${user.id}/chat-sessions`, {});
    expect(untitled.status).toBe(201);
    expect(untitled.body.title).toBe("Chat Session");
    for (const title of ["   ", "x".repeat(101), 42]) {
      const response = await client.post(`/users/${user.id}/chat-sessions`, { title });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].path).toBe("title");
    }
    expect((await db.collection("chatSessions").where("userId", "==", user.id).get()).size).toBe(1);
  });

  it("keeps sessions private: other users and admins are refused, visitors must sign in", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    await newSession(owner.client, owner.user.id);
    for (const client of [other.client, admin.client]) {
      expect((await client.get(`/users/${owner.user.id}/chat-sessions`)).status).toBe(403);
      expect((await client.post(`/users/${owner.user.id}/chat-sessions`, { title: "x" })).status).toBe(403);
    }
    expect((await new ApiClient().get(`/users/${owner.user.id}/chat-sessions`)).status).toBe(401);
    expect((await db.collection("chatSessions").where("userId", "==", owner.user.id).get()).size).toBe(1);
  });
});

describe("POST /api/chat-sessions/{id}/messages", () => {
  it("stores the question and the tutor's reply, and records one chat activity a day", async () => {
    const { client, user } = await newUser({ timeZone: "Pacific/Auckland" });
    const session = await newSession(client, user.id);
    const response = await client.post(`/chat-sessions/${session.id}/messages`, {
      content: "  How should I price my design work?  ",
      role: "user",
    });
    expect(response.status).toBe(201);
    const { userMessage, assistantMessage } = response.body;
    expect(userMessage).toMatchObject({
      sessionId: session.id,
      role: "user",
      content: "How should I price my design work?",
    });
    expect(assistantMessage).toMatchObject({ sessionId: session.id, role: "assistant" });
    expect(assistantMessage.content).toContain("Offline tutor");
    expect(assistantMessage.content).toContain("Price with confidence");
    expect(Date.parse(assistantMessage.createdAt)).toBeGreaterThan(Date.parse(userMessage.createdAt));

    const stored = await messagesOf(session.id);
    expect(stored.map((message) => [message.role, message.userId])).toEqual([
      ["user", user.id],
      ["assistant", user.id],
    ]);

    await client.post(`/chat-sessions/${session.id}/messages`, { content: "And my rates?" });
    // The first question stays the session's preview in the list.
    const [listed] = (await client.get(`/users/${user.id}/chat-sessions`)).body;
    expect(listed).toMatchObject({ id: session.id, preview: "How should I price my design work?" });
    const chats = await db.collection(`users/${user.id}/activities`).where("type", "==", "chat").get();
    expect(chats.size).toBe(1);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
    expect(chats.docs[0]!.id).toBe(`chat-${today}`);
  });

  it("lets the saved configuration change the reply", async () => {
    const admin = await newAdmin();
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    const before = (await admin.client.get("/admin/tutor-config")).body;
    const { updatedAt: _ignored, ...config } = before;
    try {
      await admin.client.post("/admin/tutor-config", { ...config, custom_instructions: "Config marker 7731." });
      const reply = await client.post(`/chat-sessions/${session.id}/messages`, { content: "Hi" });
      expect(reply.body.assistantMessage.content).toContain("Config marker 7731.");
    } finally {
      await admin.client.post("/admin/tutor-config", config);
    }
  });

  it.each([
    ["empty", { content: "" }],
    ["whitespace", { content: " \n\t " }],
    ["too long", { content: "x".repeat(CHAT_MESSAGE_MAX + 1) }],
    ["missing", {}],
    ["assistant role", { content: "I am the tutor now", role: "assistant" }],
  ])("refuses %s content with 400 and stores nothing", async (_case, body) => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    const response = await client.post(`/chat-sessions/${session.id}/messages`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await messagesOf(session.id)).toEqual([]);
  });

  it("accepts the longest allowed message", async () => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    const response = await client.post(`/chat-sessions/${session.id}/messages`, {
      content: "y".repeat(CHAT_MESSAGE_MAX),
    });
    expect(response.status).toBe(201);
  });

  it("refuses other users and admins (403), unknown sessions (404) and visitors (401)", async () => {
    const owner = await newUser();
    const other = await newUser();
    const admin = await newAdmin();
    const session = await newSession(owner.client, owner.user.id);
    for (const client of [other.client, admin.client]) {
      expect((await client.post(`/chat-sessions/${session.id}/messages`, { content: "Hi" })).status).toBe(403);
      expect((await client.get(`/chat-sessions/${session.id}/messages`)).status).toBe(403);
    }
    expect((await owner.client.post(`/chat-sessions/nope-${session.id}/messages`, { content: "Hi" })).status).toBe(404);
    expect((await new ApiClient().post(`/chat-sessions/${session.id}/messages`, { content: "Hi" })).status).toBe(401);
    expect(await messagesOf(session.id)).toEqual([]);
  });

  it(`rate limits a user after ${chatRule.limit} messages with a clear 429`, async () => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    for (let i = 0; i < chatRule.limit; i++)
      expect((await client.post(`/chat-sessions/${session.id}/messages`, { content: `Question ${i}` })).status).toBe(
        201,
      );
    const refused = await client.post(`/chat-sessions/${session.id}/messages`, { content: "One more" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You are sending messages too quickly\. Try again in \d+ minutes?\.$/);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await messagesOf(session.id)).toHaveLength(chatRule.limit * 2);
    // Another user is not affected.
    const fresh = await newUser();
    const freshSession = await newSession(fresh.client, fresh.user.id);
    expect((await fresh.client.post(`/chat-sessions/${freshSession.id}/messages`, { content: "Hi" })).status).toBe(201);
  });
});

describe("what the tutor knows", () => {
  it("coaches on the weakest pillar and links an active catalogue video of it", async () => {
    const { client, user } = await newUser();
    const now = Timestamp.now();
    const progress = { SHAPE: 70, SHOW: 50, SELL: 20, SERVE: 90 };
    for (const [pillar, progressPercentage] of Object.entries(progress))
      await db.doc(`users/${user.id}/skillProgress/${pillar}`).set({
        pillar,
        skillCategoryId: 1,
        progressPercentage,
        updatedAt: now,
      });
    const video = db.collection("curatedVideos").doc();
    await video.set({
      youtubeVideoId: `test${video.id.slice(0, 7)}`,
      title: "Start the conversation (test video)",
      description: "",
      channelTitle: "Test",
      pillar: "SELL",
      skillId: "start_sales_conversations",
      difficulty: "beginner",
      orderPriority: 1,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    try {
      const session = await newSession(client, user.id);
      const reply = (await client.post(`/chat-sessions/${session.id}/messages`, { content: "Hi, where do I start?" }))
        .body.assistantMessage.content;
      expect(reply).toContain("Focus: Start sales conversations (SELL");
      expect(reply).toMatch(
        /Watch next: ".+" \((beginner|intermediate|advanced)\) - https:\/\/www\.youtube\.com\/watch\?v=\S+/,
      );
    } finally {
      await video.delete();
    }
  });

  it("answers a learner who has no assessment yet", async () => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    const reply = (await client.post(`/chat-sessions/${session.id}/messages`, { content: "Hello" })).body;
    expect(reply.assistantMessage.content).toContain("Offline tutor");
    expect(reply.assistantMessage.content).toContain("Watch next:");
  });
});

describe("GET /api/chat-sessions/{id}/messages", () => {
  it("returns the session's messages oldest first, paged by limit and before", async () => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    await client.post(`/chat-sessions/${session.id}/messages`, { content: "First" });
    await client.post(`/chat-sessions/${session.id}/messages`, { content: "Second" });
    const all = (await client.get(`/chat-sessions/${session.id}/messages`)).body;
    expect(all.map((message: { role: string }) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(all[0].content).toBe("First");
    expect(all[2].content).toBe("Second");

    const latest = (await client.get(`/chat-sessions/${session.id}/messages?limit=2`)).body;
    expect(latest.map((message: { id: string }) => message.id)).toEqual([all[2].id, all[3].id]);
    const older = (
      await client.get(
        `/chat-sessions/${session.id}/messages?limit=2&before=${encodeURIComponent(latest[0].createdAt)}`,
      )
    ).body;
    expect(older.map((message: { id: string }) => message.id)).toEqual([all[0].id, all[1].id]);
  });

  it.each(["limit=0", "limit=101", "limit=abc", "before=yesterday"])("refuses ?%s", async (query) => {
    const { client, user } = await newUser();
    const session = await newSession(client, user.id);
    expect((await client.get(`/chat-sessions/${session.id}/messages?${query}`)).status).toBe(400);
  });
});

describe("when the tutor cannot answer", () => {
  const clock = { now: () => new Date() };
  /** The Incubator closed to the learner: the tutor reads none of it. */
  const closed = async () => null;
  const noLimit = async () => {};
  async function sessionFor(uid: string) {
    const ref = db.collection("chatSessions").doc();
    const now = Timestamp.now();
    await ref.set({ userId: uid, title: "Chat Session", createdAt: now, updatedAt: now });
    return ref.id;
  }

  it("sends the model the system prompt, a token cap and only the last 20 earlier messages", async () => {
    const { user } = await newUser();
    const sessionId = await sessionFor(user.id);
    const start = Date.now() - 60_000;
    const batch = db.batch();
    for (let i = 0; i < 25; i++)
      batch.set(db.collection(`chatSessions/${sessionId}/messages`).doc(), {
        userId: user.id,
        role: i % 2 ? "assistant" : "user",
        content: `Earlier ${i}`,
        createdAt: Timestamp.fromMillis(start + i * 1000),
      });
    await batch.commit();
    const seen: TutorRequest[] = [];
    const capturing: AiProvider = {
      name: "vertex",
      generateText: async (request) => {
        seen.push(request);
        return { text: "Captured.", modelVersion: "gemini-test-001" };
      },
      evaluate: async () => {
        throw new AiProviderError("rejected", "no");
      },
      summariseBrief: async () => {
        throw new AiProviderError("rejected", "no");
      },
    };
    const result = await sendMessage(
      { clock, ai: () => capturing, limit: noLimit },
      sessionId,
      user.id,
      "Newest question",
      closed,
    );
    expect(result.assistantMessage.content).toBe("Captured.");
    expect(result.assistantMessage.modelVersion).toBe("gemini-test-001");
    expect((await messagesOf(sessionId)).at(-1)).toMatchObject({ role: "assistant", modelVersion: "gemini-test-001" });
    const [request] = seen;
    expect(request!.history).toHaveLength(20);
    expect(request!.history[0]).toEqual({ role: "assistant", content: "Earlier 5" });
    expect(request!.history[19]).toEqual({ role: "user", content: "Earlier 24" });
    expect(request!.message).toBe("Newest question");
    expect(request!.config.personality).toBeDefined();
    expect(request!.learner.focus.pillar).toBeDefined();
  });

  it("keeps the learner's message and answers a clear 503", async () => {
    const { user } = await newUser();
    const sessionId = await sessionFor(user.id);
    const failing: AiProvider = {
      name: "vertex",
      generateText: async () => {
        throw new AiProviderError("timeout", "Vertex AI did not answer in time");
      },
      evaluate: async () => {
        throw new AiProviderError("timeout", "no");
      },
      summariseBrief: async () => {
        throw new AiProviderError("timeout", "no");
      },
    };
    const error = await sendMessage(
      { clock, ai: () => failing, limit: noLimit },
      sessionId,
      user.id,
      "Are you there?",
      closed,
    ).catch((caught) => caught);
    expect(error.status).toBe(503);
    expect(error.message).toBe(GENERATION_FAILED);
    const stored = await messagesOf(sessionId);
    expect(stored.map((message) => [message.role, message.content])).toEqual([["user", "Are you there?"]]);
  });

  it("answers a clear 503, not retried, when Vertex AI has no such model (404)", async () => {
    const { user } = await newUser();
    const sessionId = await sessionFor(user.id);
    const requests: RecordedVertexRequest[] = [];
    const fake = await startFakeVertex((request) => {
      requests.push(request);
      return vertexStatus(404, "Publisher Model `gemini-2.5-flash` was not found");
    });
    try {
      const retired = fakeVertexProvider(fake.baseUrl, { model: "gemini-2.5-flash" });
      const error = await sendMessage(
        { clock, ai: () => retired, limit: noLimit },
        sessionId,
        user.id,
        "Still there?",
        closed,
      ).catch((caught) => caught);
      expect(error.status).toBe(503);
      expect(error.message).toBe(MODEL_UNAVAILABLE);
      expect(error.headers).not.toHaveProperty("Retry-After");
      expect(requests).toHaveLength(1);
      const stored = await messagesOf(sessionId);
      expect(stored.map((message) => [message.role, message.content])).toEqual([["user", "Still there?"]]);
    } finally {
      await fake.close();
    }
  });

  it("refuses before storing anything when no provider is configured", async () => {
    const { user } = await newUser();
    const sessionId = await sessionFor(user.id);
    const unconfigured = () => {
      throw new AiProviderError("not_configured", "AI_PROVIDER is not set");
    };
    const error = await sendMessage(
      { clock, ai: unconfigured, limit: noLimit },
      sessionId,
      user.id,
      "Hello?",
      closed,
    ).catch((caught) => caught);
    expect(error.status).toBe(503);
    expect(error.message).toBe(NOT_CONFIGURED);
    expect(await messagesOf(sessionId)).toEqual([]);
  });
});
