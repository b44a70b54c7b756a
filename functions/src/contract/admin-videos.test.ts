import { describe, expect, it } from "vitest";
import { createCuratedVideoRequestSchema, updateCuratedVideoRequestSchema, youtubeVideoId } from "./admin-videos";

const ID = "dQw4w9WgXcQ";

describe("youtubeVideoId", () => {
  it.each([
    ID,
    `  ${ID}  `,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=30&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])("finds the id in %s", (input) => {
    expect(youtubeVideoId(input)).toBe(ID);
  });

  it.each([
    "",
    "dQw4w9WgXc",
    "dQw4w9WgXcQQ",
    "dQw4w9WgX!Q",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/watch",
    `https://www.youtube.com/channel/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://vimeo.com/${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    "not a url at all",
  ])("refuses %s", (input) => {
    expect(youtubeVideoId(input)).toBeNull();
  });
});

const valid = {
  youtubeVideoId: `https://youtu.be/${ID}`,
  title: "Price your work",
  pillar: "SELL",
  skillId: "price_with_confidence",
  difficulty: "beginner",
};

describe("the curated-video requests", () => {
  it("stores the id of a URL and fills the contract's defaults", () => {
    expect(createCuratedVideoRequestSchema.parse(valid)).toEqual({
      ...valid,
      youtubeVideoId: ID,
      description: "",
      channelTitle: "",
      orderPriority: 1,
      isActive: true,
    });
  });

  it("names skillId when the skill is not of the pillar", () => {
    const result = createCuratedVideoRequestSchema.safeParse({ ...valid, skillId: "tell_your_story" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["skillId"]]);
  });

  it("accepts a learner-side skill alias and stores the canonical id", () => {
    expect(createCuratedVideoRequestSchema.parse({ ...valid, skillId: "price_confidence" }).skillId).toBe(
      "price_with_confidence",
    );
  });

  it.each([0, -1, 1.5, "3"])("refuses the priority %s", (orderPriority) => {
    expect(createCuratedVideoRequestSchema.safeParse({ ...valid, orderPriority }).success).toBe(false);
  });

  it("lets a partial update name one field, and refuses an empty one", () => {
    expect(updateCuratedVideoRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(updateCuratedVideoRequestSchema.safeParse({}).success).toBe(false);
  });
});
