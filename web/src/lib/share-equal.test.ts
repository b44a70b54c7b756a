import { millisTimestamp } from "@contract/wire-timestamps";
import { describe, expect, it } from "vitest";
import { shareEqual } from "./share-equal";

const doc = (title: string, millis: number) => ({ id: "a", title, updatedAt: millisTimestamp(millis), tags: ["x"] });

describe("shareEqual", () => {
  it("keeps the previous answer when only the timestamp objects are new", () => {
    const previous = [doc("Pricing", 1000), doc("Branding", 2000)];
    const next = [doc("Pricing", 1000), doc("Branding", 2000)];
    expect(shareEqual(previous, next)).toBe(previous);
  });

  it("keeps what did not change and takes what did", () => {
    const previous = [doc("Pricing", 1000), doc("Branding", 2000)];
    const next = [doc("Pricing", 1000), doc("Branding", 3000)];
    const shared = shareEqual(previous, next) as typeof previous;
    expect(shared).not.toBe(previous);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]!.updatedAt.toMillis()).toBe(3000);
    expect(shared[1]!.tags).toBe(previous[1]!.tags);
  });

  it("sees added, removed and renamed keys, and a shorter list", () => {
    expect(shareEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(shareEqual({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(shareEqual([1, 2], [1])).toEqual([1]);
    expect(shareEqual(null, { a: 1 })).toEqual({ a: 1 });
  });
});
