import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-log";

describe("changedFields", () => {
  it("keeps only the fields that changed, deep and by value", () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    expect(
      changedFields(
        { name: "A", tags: ["x", "y"], nested: { a: 1, b: [1, 2] }, at, same: null },
        {
          name: "B",
          tags: ["x", "y"],
          nested: { a: 1, b: [1, 2] },
          at: Timestamp.fromMillis(at.toMillis()),
          same: null,
        },
      ),
    ).toEqual({ name: { before: "A", after: "B" } });
    expect(changedFields({ nested: { a: 1 } }, { nested: { a: 2 } })).toEqual({
      nested: { before: { a: 1 }, after: { a: 2 } },
    });
    expect(changedFields({ list: [1, 2] }, { list: [2, 1] })).toEqual({ list: { before: [1, 2], after: [2, 1] } });
  });

  it("stores timestamps as ISO strings and a missing field as null", () => {
    const at = Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(changedFields({}, { at, isActive: false })).toEqual({
      at: { before: null, after: "2026-01-02T03:04:05.000Z" },
      isActive: { before: null, after: false },
    });
    expect(changedFields({ gone: "x" }, {})).toEqual({ gone: { before: "x", after: null } });
    expect(changedFields({ a: undefined }, { a: null })).toEqual({});
  });

  it("never records a password-like field, also inside objects", () => {
    expect(
      changedFields(
        { password: "Old12345", newPassword: "x", apiToken: "t", profile: { passwordHash: "h", city: "A" } },
        { password: "New12345", newPassword: "y", apiToken: "u", profile: { passwordHash: "i", city: "B" } },
      ),
    ).toEqual({ profile: { before: { city: "A" }, after: { city: "B" } } });
  });
});
