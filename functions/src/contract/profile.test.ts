import { describe, expect, it } from "vitest";
import { contextRequestSchema, hasFullWorkContext } from "./profile";

const full = {
  workSetup: "Full-time freelancer",
  motivation: "Finding more clients",
  experienceLength: "1-3 years",
  platforms: ["Upwork"],
  clientTypes: ["Startups"],
};

describe("hasFullWorkContext", () => {
  it("is true when all five questions are answered, as the questionnaire sends them", () => {
    expect(contextRequestSchema.safeParse(full).success).toBe(true);
    expect(hasFullWorkContext(full)).toBe(true);
    expect(hasFullWorkContext({ ...full, bio: "" })).toBe(true);
  });

  it("is false without a profile or with any question left out", () => {
    expect(hasFullWorkContext(undefined)).toBe(false);
    expect(hasFullWorkContext({})).toBe(false);
    for (const field of Object.keys(full)) {
      const partial: Record<string, unknown> = { ...full };
      delete partial[field];
      expect(hasFullWorkContext(partial)).toBe(false);
    }
  });

  it("does not count blank answers or lists of blanks, which the questionnaire refuses", () => {
    expect(hasFullWorkContext({ ...full, workSetup: "   " })).toBe(false);
    expect(hasFullWorkContext({ ...full, platforms: [] })).toBe(false);
    expect(hasFullWorkContext({ ...full, clientTypes: [" "] })).toBe(false);
    expect(hasFullWorkContext({ ...full, clientTypes: [" ", "Agencies"] })).toBe(true);
  });
});
