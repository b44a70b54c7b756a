import { describe, expect, it } from "vitest";
import {
  audienceText,
  broadcastRequest,
  composerErrors,
  emailAudienceText,
  EMPTY_COMPOSER,
  MESSAGE_TYPE_OPTIONS,
  targetOf,
  targetOptions,
} from "./composer-values";

const filled = {
  ...EMPTY_COMPOSER,
  type: "celebration" as const,
  title: "New videos",
  content: "Fresh lessons are up.",
};

describe("composer values", () => {
  it("offers the spec's kinds first, then the others", () => {
    expect(MESSAGE_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      "Celebration",
      "Recommendation",
      "System",
      "Achievement",
      "Reminder",
    ]);
  });

  it("leaves an empty action out and sends to all users", () => {
    expect(broadcastRequest({ ...filled, actionLabel: "  ", actionUrl: "" })).toEqual({
      type: "celebration",
      title: "New videos",
      content: "Fresh lessons are up.",
      targetAllUsers: true,
    });
    expect(broadcastRequest({ ...filled, actionLabel: " Start ", actionUrl: " /learn " })).toMatchObject({
      actionLabel: "Start",
      actionUrl: "/learn",
    });
  });

  it("asks for the email copy only when ticked", () => {
    expect(broadcastRequest({ ...filled, alsoEmail: true })).toMatchObject({ alsoEmail: true });
    expect(broadcastRequest(filled)).not.toHaveProperty("alsoEmail");
    expect(composerErrors({ ...filled, alsoEmail: true })).toEqual({});
  });

  it("counts the learners who accept email, in the singular for one", () => {
    expect(emailAudienceText(0)).toBe("0 learners accept email");
    expect(emailAudienceText(1)).toBe("1 learner accepts email");
    expect(emailAudienceText(42)).toBe("42 learners accept email");
  });

  it("checks the contract's rules before sending", () => {
    expect(composerErrors(filled)).toEqual({});
    expect(Object.keys(composerErrors(EMPTY_COMPOSER)).sort()).toEqual(["content", "title"]);
    expect(composerErrors({ ...filled, title: "x".repeat(61) }).title).toMatch(/60/);
    expect(composerErrors({ ...filled, actionLabel: "Go", actionUrl: "javascript:alert(1)" }).actionUrl).toBeTruthy();
    expect(composerErrors({ ...filled, actionLabel: "Go", actionUrl: "//evil.example" }).actionUrl).toBeTruthy();
    expect(composerErrors({ ...filled, actionLabel: "Go", actionUrl: "https://example.com/a" })).toEqual({});
    expect(composerErrors({ ...filled, actionLabel: "Go" }).actionUrl).toBeTruthy();
  });

  it("counts the title's 60 and the content's 200 in characters a person sees, as the server does", () => {
    expect(composerErrors({ ...filled, title: "🎉".repeat(60), content: "👨‍👩‍👧‍👦".repeat(200) })).toEqual({});
    expect(composerErrors({ ...filled, title: "🎉".repeat(61) })).toEqual({
      title: "Title must be at most 60 characters",
    });
  });

  it("names the field that holds a character that could make it read backwards", () => {
    expect(composerErrors({ ...filled, content: "Sale \u202Effo 05" }).content).toMatch(
      /^Content contains a character/,
    );
  });
});

describe("the composer's target", () => {
  const cohorts = [
    { id: "c1", name: "Spring Founders", memberCount: 12 },
    { id: "c2", name: "Solo Pilot", memberCount: 1 },
  ];

  it("offers everyone first, then each cohort", () => {
    expect(targetOptions(cohorts)).toEqual([
      { value: "", label: "Everyone" },
      { value: "c1", label: "Spring Founders" },
      { value: "c2", label: "Solo Pilot" },
    ]);
  });

  it("sends a chosen cohort's id, and none for everyone", () => {
    expect(broadcastRequest({ ...filled, cohortId: "c1" })).toMatchObject({ cohortId: "c1" });
    expect(broadcastRequest(filled)).not.toHaveProperty("cohortId");
  });

  it("counts the chosen cohort's members", () => {
    expect(audienceText(targetOf(cohorts, "c1"))).toBe("12 members of this cohort");
    expect(audienceText(targetOf(cohorts, "c2"))).toBe("1 member of this cohort");
    expect(audienceText(targetOf(cohorts, ""))).toBe("Every user's inbox");
    // A cohort gone from the list (finished since) counts as no choice.
    expect(targetOf(cohorts, "gone")).toBeNull();
  });
});
