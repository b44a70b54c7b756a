import { describe, expect, it } from "vitest";
import { characterCount, clipText, firstCharacters, fitsCharacters, isSafeText, textSchema } from "./text";

const ANA = "Ana 👋🏽 Lopez";
const FAMILY = "👨‍👩‍👧‍👦";
const FLAG = "🇯🇵";

describe("characterCount", () => {
  it("counts what a person sees: an emoji with its skin tone, a flag, a joined family, 𝕏 are one each", () => {
    expect(characterCount(ANA)).toBe(11);
    expect(characterCount(`${FAMILY}${FLAG}𝕏`)).toBe(3);
    expect(characterCount("e\u0301")).toBe(1);
    expect(characterCount("東京")).toBe(2);
  });
});

describe("fitsCharacters", () => {
  it("agrees with characterCount at the cap, whether the text is short in code units or not", () => {
    for (const text of ["", "abc", ANA, `${FAMILY}${FLAG}𝕏`, "e\u0301e\u0301", FAMILY.repeat(4), "東京"])
      for (const max of [0, 1, 2, 3, 4, 10, 11, 12])
        expect(fitsCharacters(text, max), `${JSON.stringify(text)} within ${max}`).toBe(characterCount(text) <= max);
  });
});

describe("firstCharacters and clipText", () => {
  it("never split a character", () => {
    expect(firstCharacters(`${FAMILY}${FAMILY}`, 1)).toBe(FAMILY);
    expect(firstCharacters("👋🏽x", 1)).toBe("👋🏽");
    expect(clipText(`ab${FLAG}cdef`, 4)).toBe(`ab${FLAG}…`);
    expect(clipText("short", 10)).toBe("short");
  });
});

describe("isSafeText", () => {
  it("refuses control characters, bidirectional overrides and isolates, and lone surrogates", () => {
    for (const bad of ["a\u0000b", "a\u0007b", "a\u007fb", "a\u202Eb", "a\u2066b", "a\u2069b", "\ud83d", "x\udc4b"])
      expect(isSafeText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
  });

  it("allows newline and tab in multi-line fields only", () => {
    expect(isSafeText("one\ntwo\tthree\r\n", { multiline: true })).toBe(true);
    expect(isSafeText("one\ntwo")).toBe(false);
    expect(isSafeText("one\ttwo")).toBe(false);
  });

  it("allows every script, emoji and the right-to-left marks that Arabic and Hebrew text needs", () => {
    expect(isSafeText(`${ANA} ${FAMILY} ${FLAG} 𝕏 東京 مرحبا\u200F שלום`)).toBe(true);
  });
});

describe("textSchema", () => {
  const name = textSchema({ label: "Full name", max: 10, required: "Full name is required" });
  const bio = textSchema({ label: "Bio", max: 20, multiline: true });
  const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => issue.message);

  it("keeps the text as typed, trimmed and in NFC", () => {
    expect(name.parse(`  ${FAMILY} ${FLAG}  `)).toBe(`${FAMILY} ${FLAG}`);
    expect(name.parse("Zoe\u0301")).toBe("Zo\u00e9");
  });

  it("counts the cap in characters", () => {
    expect(name.safeParse("👋🏽".repeat(10)).success).toBe(true);
    expect(message(name.safeParse("👋🏽".repeat(11)))).toEqual(["Full name must be at most 10 characters"]);
  });

  it("refuses one character stacked with marks past the code-point cap behind it", () => {
    expect(message(name.safeParse(`a${"\u0301".repeat(500)}`))).toContain("Full name must be at most 10 characters");
  });

  it("names the field when it refuses a character", () => {
    expect(message(name.safeParse("Ana\u202E zepoL"))?.[0]).toMatch(
      /^Full name contains a character that is not allowed/,
    );
    expect(message(bio.safeParse("line\u0000"))?.[0]).toMatch(/^Bio contains a character/);
    expect(message(name.safeParse("\ud83d"))?.[0]).toMatch(/^Full name contains a character/);
  });

  it("says so when required text is empty", () => {
    expect(message(name.safeParse("   "))).toEqual(["Full name is required"]);
  });
});
