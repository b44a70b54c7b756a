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

describe("names in any script", () => {
  const ana = { name: "Ana 👋🏽 Lopez", username: "ana_l", email: "ana@x.test" };

  it("cuts prefixes on whole characters, so none holds half an emoji", () => {
    const prefixes = searchPrefixesFor(ana);
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(prefixes.filter((prefix) => lone.test(prefix))).toEqual([]);
    for (const search of ["ana", "lopez", "👋🏽", "ana 👋🏽", "ana 👋🏽 l"])
      expect(prefixes).toContain(normalizeSearch(search));
    // Half of the skin tone's pair, or the hand without its tone, is not a whole character of the name.
    expect(prefixes).not.toContain("ana \ud83d");
  });

  it("keeps joined sequences and flags whole", () => {
    const family = "👨‍👩‍👧‍👦";
    const prefixes = searchPrefixesFor({ name: `${family} 🇯🇵 Sato`, username: "sato", email: "s@x.test" });
    expect(prefixes).toContain(family);
    expect(prefixes).toContain("🇯🇵");
    expect(prefixes).not.toContain("👨");
    expect(prefixes).not.toContain("🇯");
  });

  it("matches an accent typed as one code point or as a letter and a combining mark", () => {
    const prefixes = searchPrefixesFor({ name: "Zoe\u0301 Chen", username: "zoe", email: "z@x.test" });
    expect(prefixes).toContain(normalizeSearch("zo\u00e9"));
    expect(normalizeSearch("ZOE\u0301")).toBe("zo\u00e9");
  });

  it("counts the 64-character cap in characters", () => {
    const long = "𝕏".repeat(80);
    expect(normalizeSearch(long)).toBe("𝕏".repeat(64));
  });
});
