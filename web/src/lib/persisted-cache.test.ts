import { QueryClient } from "@tanstack/react-query";
import { millisTimestamp } from "@contract/wire-timestamps";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearPersistedCache, persistQueryCache } from "./persisted-cache";
import { currentUserKey } from "./query-keys";

const STORAGE_KEY = "solosensei.cache";
const ada = { id: "ada", name: "Ada" };
const bob = { id: "bob", name: "Bob" };
const profileKey = ["live", "ada", "profile"];

/** A client holding Ada's answers, stored as a visit would have left them. */
function leaveVisit() {
  const client = new QueryClient();
  persistQueryCache(client);
  client.setQueryData(currentUserKey, ada);
  client.setQueryData(profileKey, { id: "ada", updatedAt: millisTimestamp(1_700_000_000_123) });
  vi.advanceTimersByTime(1000);
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("the stored query cache", () => {
  it("stores the signed-in user's answers and restores them, timestamps included, as stale", () => {
    leaveVisit();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).userId).toBe("ada");

    const next = new QueryClient();
    expect(persistQueryCache(next)).toBe("ada");
    expect(next.getQueryData(currentUserKey)).toEqual(ada);
    const profile = next.getQueryData<{ updatedAt: { toMillis(): number; toDate(): Date } }>(profileKey)!;
    expect(profile.updatedAt.toMillis()).toBe(1_700_000_000_123);
    expect(profile.updatedAt.toDate().toISOString()).toBe("2023-11-14T22:13:20.123Z");
    // Shown at once, then fetched again by the view that uses it.
    expect(next.getQueryState(profileKey)?.isInvalidated).toBe(true);
  });

  it("never stores admin answers", () => {
    const client = leaveVisit();
    client.setQueryData(["admin", "tutor-config"], { tone: "expert_coach" });
    client.setQueryData(["admin-users", "list"], { items: [] });
    vi.advanceTimersByTime(1000);
    const next = new QueryClient();
    persistQueryCache(next);
    expect(next.getQueryData(["admin", "tutor-config"])).toBeUndefined();
    expect(next.getQueryData(["admin-users", "list"])).toBeUndefined();
    expect(next.getQueryData(profileKey)).toBeDefined();
  });

  it("drops the previous user's answers when someone else is signed in", () => {
    leaveVisit();
    const next = new QueryClient();
    persistQueryCache(next);
    next.setQueryData(currentUserKey, bob);
    expect(next.getQueryData(profileKey)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).userId).toBe("bob");
  });

  it("drops everything when nobody is signed in (an expired or ended session)", () => {
    leaveVisit();
    const next = new QueryClient();
    persistQueryCache(next);
    next.setQueryData(currentUserKey, null);
    expect(next.getQueryData(profileKey)).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("ignores a cache older than a session, or of another version", () => {
    leaveVisit();
    vi.advanceTimersByTime(15 * 24 * 60 * 60 * 1000);
    const late = new QueryClient();
    expect(persistQueryCache(late)).toBeUndefined();
    expect(late.getQueryData(currentUserKey)).toBeUndefined();

    leaveVisit();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, version: 0 }));
    const other = new QueryClient();
    persistQueryCache(other);
    expect(other.getQueryData(currentUserKey)).toBeUndefined();
  });

  it("is gone after clearPersistedCache (logout, account deletion)", () => {
    leaveVisit();
    clearPersistedCache();
    const next = new QueryClient();
    persistQueryCache(next);
    expect(next.getQueryData(currentUserKey)).toBeUndefined();
  });
});
