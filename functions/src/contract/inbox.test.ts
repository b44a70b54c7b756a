import { describe, expect, it } from "vitest";
import { mergeInbox } from "./inbox";

const ts = (iso: string) => {
  const date = new Date(iso);
  return { toDate: () => date, toMillis: () => date.getTime() };
};
const base = { type: "system" as const, title: "t", content: "c", actionLabel: null, actionUrl: null };
/** An admin broadcast sent at `at`, nobody having read it. */
const broadcast = (id: string, at: string, action: { actionLabel?: string; actionUrl?: string } = {}) => ({
  id,
  ...base,
  ...action,
  targetAllUsers: true,
  source: "admin" as const,
  createdBy: "a",
  readCount: 0,
  reach: 1,
  readOrDismissedCount: 0,
  createdAt: ts(at),
});

describe("mergeInbox", () => {
  it("merges personal messages and broadcasts newest first with per-user broadcast state", () => {
    const merged = mergeInbox(
      [
        { id: "p1", ...base, isRead: true, dismissed: false, createdAt: ts("2026-01-02T00:00:00Z") },
        { id: "p2", ...base, isRead: false, dismissed: true, createdAt: ts("2026-01-05T00:00:00Z") },
      ],
      [
        broadcast("b1", "2026-01-03T00:00:00Z", { actionLabel: "Go", actionUrl: "/learn" }),
        broadcast("b2", "2026-01-04T00:00:00Z"),
        broadcast("b3", "2026-01-01T00:00:00Z"),
      ],
      [
        { id: "b1", isRead: true, dismissed: false, updatedAt: ts("2026-01-03T01:00:00Z") },
        { id: "b2", isRead: false, dismissed: true, updatedAt: ts("2026-01-04T01:00:00Z") },
      ],
    );
    expect(merged.map((message) => [message.id, message.isRead])).toEqual([
      ["b1", true],
      ["p1", true],
      ["b3", false],
    ]);
    expect(merged[0]).toMatchObject({ actionLabel: "Go", actionUrl: "/learn" });
    expect(merged[1]).not.toHaveProperty("actionLabel");
  });
});
