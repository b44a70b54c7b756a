import type { AiStatus } from "@contract/tutor";
import { describe, expect, it } from "vitest";
import { summariseAiStatus } from "./ai-status-text";

const now = new Date("2026-11-23T10:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const base: AiStatus = {
  provider: "vertex",
  model: "gemini-3.8-flash",
  configError: null,
  lastCall: null,
  lastError: null,
  evaluationsLastDay: 0,
};

describe("summariseAiStatus", () => {
  it("says the tutor answers when the latest call worked, and which model answered", () => {
    const summary = summariseAiStatus(
      {
        ...base,
        lastCall: {
          provider: "vertex",
          model: "gemini-3.8-flash",
          purpose: "tutor",
          at: minutesAgo(5),
          outcome: "success",
          modelVersion: "gemini-3.8-flash-001",
        },
      },
      now,
    );
    expect(summary).toMatchObject({
      tone: "success",
      provider: "Vertex AI (Gemini)",
      model: "gemini-3.8-flash",
      lastCall: "Succeeded 5 minutes ago (answered by gemini-3.8-flash-001)",
      lastError: null,
    });
  });

  it("shows a retired model at once: the latest call failed, with the server's reason", () => {
    const failed = {
      provider: "vertex" as const,
      model: "gemini-2.5-flash",
      purpose: "tutor" as const,
      at: minutesAgo(1),
    };
    const summary = summariseAiStatus(
      {
        ...base,
        model: "gemini-2.5-flash",
        lastCall: { ...failed, outcome: "error", modelVersion: null },
        lastError: { ...failed, kind: "model_unavailable", message: "Vertex AI has no model 'gemini-2.5-flash'" },
      },
      now,
    );
    expect(summary.tone).toBe("error");
    expect(summary.headline).toMatch(/failed/);
    expect(summary.lastCall).toBe("Failed 1 minute ago");
    expect(summary.lastError).toBe("1 minute ago: Vertex AI has no model 'gemini-2.5-flash'");
  });

  it("names a missing provider setting, and an unused one", () => {
    expect(
      summariseAiStatus({ ...base, provider: null, model: null, configError: "AI_PROVIDER is not set" }, now),
    ).toMatchObject({ tone: "error", headline: "AI_PROVIDER is not set", provider: "Not configured", model: "None" });
    expect(summariseAiStatus({ ...base, provider: "local", model: "offline-tutor" }, now)).toMatchObject({
      tone: "warning",
      provider: "Offline tutor (no AI model)",
      lastCall: "No calls yet",
    });
  });

  it("says how many Incubator answers were evaluated in the last 24 hours", () => {
    expect(summariseAiStatus({ ...base, evaluationsLastDay: 42 }, now).evaluations).toBe("42 in the last 24 hours");
  });
});
