import { describe, expect, it } from "vitest";
import type { Clock } from "../../lib/clock";
import { cachedSwitch } from "./launch";

// How one instance of the API sees the launch switch: one read serves it until the read is older
// than its freshness, so an admin's change elsewhere reaches it within that time.

function movableClock(start = 0) {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

describe("cachedSwitch", () => {
  it("reads once per freshness window, and again once the window has passed", async () => {
    let stored = false;
    let reads = 0;
    const cached = cachedSwitch(async () => {
      reads++;
      return stored;
    }, 30_000);
    const { clock, advance } = movableClock();

    expect(await cached.isOpen(clock)).toBe(false);
    stored = true; // another instance opens it
    advance(29_999);
    expect(await cached.isOpen(clock)).toBe(false);
    expect(reads).toBe(1);
    advance(1);
    expect(await cached.isOpen(clock)).toBe(true);
    expect(reads).toBe(2);
  });

  it("knows at once a change this instance made", async () => {
    let reads = 0;
    const cached = cachedSwitch(async () => {
      reads++;
      return false;
    }, 30_000);
    const { clock } = movableClock();
    expect(await cached.isOpen(clock)).toBe(false);
    cached.remember(true, clock);
    expect(await cached.isOpen(clock)).toBe(true);
    expect(reads).toBe(1);
  });

  it("reads every time with no freshness (the emulator's setting)", async () => {
    let reads = 0;
    const cached = cachedSwitch(async () => ++reads % 2 === 0, 0);
    const { clock } = movableClock();
    expect([await cached.isOpen(clock), await cached.isOpen(clock), await cached.isOpen(clock)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
