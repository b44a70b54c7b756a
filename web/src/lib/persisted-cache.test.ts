import { QueryClient } from "@tanstack/react-query";
import { millisTimestamp } from "@contract/wire-timestamps";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { persistQueryCache, signOutLocally } from "./persisted-cache";
import { freshOnThisPage } from "./query-client";
import { currentUserKey } from "./query-keys";

vi.mock("./firebase", () => ({ signOutFirebase: async () => undefined }));

const STORAGE_KEY = "solosensei.cache";
const ada = { id: "ada", name: "Ada" };
const bob = { id: "bob", name: "Bob" };
const profileKey = ["live", "ada", "profile"];

/** A client holding Ada's answers, stored as a visit would have left them. */
async function leaveVisit() {
  const client = new QueryClient();
  await persistQueryCache(client);
  client.setQueryData(currentUserKey, ada);
  client.setQueryData(profileKey, { id: "ada", updatedAt: millisTimestamp(1_700_000_000_123) });
  await vi.advanceTimersByTimeAsync(1000);
  return client;
}

async function nextVisit() {
  const client = new QueryClient();
  await persistQueryCache(client);
  return client;
}

const storedKeys = () =>
  (
    JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { clientState: { queries: { queryKey: unknown[] }[] } }
  ).clientState.queries.map((query) => query.queryKey[0]);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(async () => {
  // The persister's pending write, so the next test's does not wait behind it.
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe("the stored query cache", () => {
  it("stores the signed-in user's answers and restores them, timestamps included, as stale", async () => {
    // The earlier visit was an earlier page.
    vi.setSystemTime(performance.timeOrigin - 60_000);
    await leaveVisit();
    expect(storedKeys()).toEqual(["current-user", "live"]);

    const next = await nextVisit();
    expect(next.getQueryData(currentUserKey)).toEqual(ada);
    const profile = next.getQueryData<{ updatedAt: { toMillis(): number; toDate(): Date } }>(profileKey)!;
    expect(profile.updatedAt.toMillis()).toBe(1_700_000_000_123);
    expect(profile.updatedAt.toDate().toISOString()).toBe("2023-11-14T22:13:20.123Z");
    // Shown at once, then fetched again by the view that uses it.
    expect(freshOnThisPage()({ state: next.getQueryState(profileKey)! })).toBe(0);
  });

  it("never stores admin answers", async () => {
    const client = await leaveVisit();
    client.setQueryData(["admin", "tutor-config"], { tone: "expert_coach" });
    client.setQueryData(["admin-users", "list"], { items: [] });
    await vi.advanceTimersByTimeAsync(1000);
    const next = await nextVisit();
    expect(next.getQueryData(["admin", "tutor-config"])).toBeUndefined();
    expect(next.getQueryData(["admin-users", "list"])).toBeUndefined();
    expect(next.getQueryData(profileKey)).toBeDefined();
  });

  it("drops the previous user's answers when someone else is signed in", async () => {
    await leaveVisit();
    const next = await nextVisit();
    next.setQueryData(currentUserKey, bob);
    expect(next.getQueryData(profileKey)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storedKeys()).toEqual(["current-user"]);
  });

  it("stores nothing when nobody is signed in (an expired or ended session)", async () => {
    await leaveVisit();
    const next = await nextVisit();
    next.setQueryData(currentUserKey, null);
    expect(next.getQueryData(profileKey)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storedKeys()).toEqual([]);
  });

  it("ignores a cache older than a session, or of another version", async () => {
    await leaveVisit();
    await vi.advanceTimersByTimeAsync(15 * 24 * 60 * 60 * 1000);
    expect((await nextVisit()).getQueryData(currentUserKey)).toBeUndefined();

    await leaveVisit();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as Record<string, unknown>;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, buster: "0" }));
    expect((await nextVisit()).getQueryData(currentUserKey)).toBeUndefined();
  });

  it("is gone after signOutLocally (logout, account deletion), and the user is nobody", async () => {
    const client = await leaveVisit();
    await signOutLocally(client);
    expect(client.getQueryData(currentUserKey)).toBeNull();
    expect(client.getQueryData(profileKey)).toBeUndefined();
    expect((await nextVisit()).getQueryData(currentUserKey)).toBeUndefined();
  });
});
