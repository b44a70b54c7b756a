import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { contractDrift } from "./response-contract";

const item = z.object({ id: z.string(), note: z.optional(z.string()), at: z.iso.datetime() });

describe("contractDrift", () => {
  it("is empty for a body that keeps its contract, as it travels in JSON", () => {
    expect(contractDrift(item, { id: "a", at: "2026-11-22T10:00:00.000Z" })).toEqual([]);
    // JSON drops undefined fields and turns Dates into ISO strings, as the client sees them.
    expect(contractDrift(item, { id: "a", note: undefined, at: new Date("2026-11-22T10:00:00Z") })).toEqual([]);
  });

  it("names the fields that violate the schema", () => {
    expect(contractDrift(z.array(item), [{ id: 1, at: "yesterday" }])).toEqual([
      "0.id: Invalid input: expected string, received number",
      "0.at: Invalid ISO datetime",
    ]);
  });

  it("names fields the contract does not have, however deep", () => {
    const page = z.object({ items: z.array(item) });
    expect(contractDrift(page, { items: [{ id: "a", at: "2026-11-22T10:00:00Z", secret: 1 }], extra: true })).toEqual([
      "items.0.secret: not in the contract",
      "extra: not in the contract",
    ]);
  });
});
