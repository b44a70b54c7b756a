import { describe, expect, it } from "vitest";
import type { Clock } from "./clock";
import { rememberedReads } from "./remembered-reads";

// How one instance of the API sees a document it remembers (the launch switch, a membership): one
// read serves it until the read is older than its freshness, so a change elsewhere reaches it
// within that time.

function movableClock(start = 0) {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

describe("rememberedReads", () => {
  it("reads once per freshness window, and again once the window has passed", async () => {
    let stored = false;
    let reads = 0;
    const cached = rememberedReads(async () => {
      reads++;
      return stored;
    }, 30_000);
    const { clock, advance } = movableClock();

    expect(await cached.get("current", clock)).toBe(false);
    stored = true; // another instance opens it
    advance(29_999);
    expect(await cached.get("current", clock)).toBe(false);
    expect(reads).toBe(1);
    advance(1);
    expect(await cached.get("current", clock)).toBe(true);
    expect(reads).toBe(2);
  });

  it("knows at once a change this instance made, and reads again what it forgot", async () => {
    let reads = 0;
    const cached = rememberedReads(async () => {
      reads++;
      return false;
    }, 30_000);
    const { clock } = movableClock();
    expect(await cached.get("current", clock)).toBe(false);
    cached.remember("current", true, clock);
    expect(await cached.get("current", clock)).toBe(true);
    expect(reads).toBe(1);
    cached.forget("current");
    expect(await cached.get("current", clock)).toBe(false);
    expect(reads).toBe(2);
  });

  it("keeps each id apart, and at most its limit of them", async () => {
    const read: string[] = [];
    const cached = rememberedReads(
      async (id) => {
        read.push(id);
        return id.toUpperCase();
      },
      30_000,
      2,
    );
    const { clock } = movableClock();
    for (const id of ["a", "b", "a", "c", "a", "b"]) await cached.get(id, clock);
    expect(read).toEqual(["a", "b", "c", "a", "b"]);
  });

  it("reads every time with no freshness (the emulator's setting)", async () => {
    let reads = 0;
    const cached = rememberedReads(async () => ++reads % 2 === 0, 0);
    const { clock } = movableClock();
    expect([await cached.get("x", clock), await cached.get("x", clock), await cached.get("x", clock)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
