import { describe, expect, it } from "vitest";
import {
  EMPTY_VIDEO_FORM,
  priorityFrom,
  skillOptions,
  videoFormErrors,
  videoRequest,
  withPillar,
  type VideoFormValues,
} from "./video-form-values";

const filled: VideoFormValues = {
  ...EMPTY_VIDEO_FORM,
  title: "Pricing your first project",
  youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
  pillar: "SELL",
  skillId: "price_with_confidence",
  difficulty: "beginner",
};

describe("video form values", () => {
  it("offers only the skills of the chosen pillar, none before a pillar", () => {
    expect(skillOptions("")).toEqual([]);
    expect(skillOptions("SELL").map((option) => option.value)).toEqual([
      "start_sales_conversations",
      "price_with_confidence",
      "explain_your_value",
      "close_the_deal",
    ]);
    expect(skillOptions("SHAPE")[1]).toEqual({ value: "define_your_offer", label: "Define your offer" });
  });

  it("clears the skill when the pillar changes, and keeps it when the same pillar is chosen again", () => {
    expect(withPillar(filled, "SHOW")).toMatchObject({ pillar: "SHOW", skillId: "" });
    expect(withPillar(filled, "SELL")).toBe(filled);
  });

  it("reads the priority as a whole number of at least 1, anything else as 1", () => {
    expect(priorityFrom("3")).toBe(3);
    expect(priorityFrom(" 12 ")).toBe(12);
    expect(priorityFrom("")).toBe(1);
    expect(priorityFrom("abc")).toBe(1);
    expect(priorityFrom("0")).toBe(1);
    expect(priorityFrom("-4")).toBe(1);
  });

  it("sends the id found in a pasted YouTube URL and every field of the form", () => {
    expect(videoRequest({ ...filled, orderPriority: "x", channelTitle: "Sensei", isActive: false })).toEqual({
      title: "Pricing your first project",
      youtubeVideoId: "dQw4w9WgXcQ",
      pillar: "SELL",
      skillId: "price_with_confidence",
      difficulty: "beginner",
      orderPriority: 1,
      channelTitle: "Sensei",
      description: "",
      isActive: false,
    });
    expect(videoRequest({ ...filled, youtube: "https://youtu.be/dQw4w9WgXcQ" }).youtubeVideoId).toBe("dQw4w9WgXcQ");
  });

  it("names every missing required field before anything is sent", () => {
    expect(videoFormErrors(filled)).toEqual({});
    const errors = videoFormErrors(EMPTY_VIDEO_FORM);
    expect(Object.keys(errors).sort()).toEqual(["difficulty", "pillar", "skillId", "title", "youtubeVideoId"]);
    expect(errors.pillar).toBe("Choose a pillar");
    expect(errors.skillId).toBe("Choose a skill category");
    expect(videoFormErrors({ ...filled, youtube: "https://example.com/watch?v=dQw4w9WgXcQ" }).youtubeVideoId).toMatch(
      /YouTube/,
    );
  });
});
