import { describe, expect, it } from "vitest";
import { normalizeSearch, searchPrefixesFor } from "./user-search";

describe("searchPrefixesFor", () => {
  it("holds every lowercased prefix of the name, each word of it, the username and the email", () => {
    const prefixes = searchPrefixesFor({ name: "Ada  Lovelace", username: "Ada_L", email: "ada@x.test" });
    for (const prefix of ["a", "ada", "ada l", "ada lovelace", "l", "love", "ada_", "ada_l", "ada@", "ada@x.test"])
      expect(prefixes).toContain(prefix);
    expect(prefixes).not.toContain("lovelace ");
    expect(prefixes).not.toContain("x.test");
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("matches searches normalised the same way, up to 64 characters", () => {
    expect(normalizeSearch("  ADA   Lo ")).toBe("ada lo");
    const long = "a".repeat(80);
    const prefixes = searchPrefixesFor({ name: "N", username: "u", email: `${long}@x.test` });
    expect(prefixes).toContain(normalizeSearch(long));
    expect(Math.max(...prefixes.map((prefix) => prefix.length))).toBe(64);
  });
});
