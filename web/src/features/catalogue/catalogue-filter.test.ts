import type { CuratedVideo } from "@contract/learning";
import { describe, expect, it } from "vitest";
import { filterCatalogue, filterIn, searchParamsFor } from "./catalogue-filter";

const video = (overrides: Partial<CuratedVideo>): CuratedVideo => ({
  id: "v",
  youtubeVideoId: "abcdefghijk",
  title: "A title",
  description: "A description",
  channelTitle: "A channel",
  pillar: "SELL",
  skillId: "price_with_confidence",
  difficulty: "beginner",
  orderPriority: 1,
  isActive: true,
  thumbnailUrl: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const all = { search: "", pillar: "all", level: "all" } as const;

describe("filterCatalogue", () => {
  const videos = [
    video({ id: "title", title: "Raising Your RATES" }),
    video({ id: "description", description: "How to write PROPOSALS", pillar: "SHOW", skillId: "tell_your_story" }),
    video({ id: "channel", channelTitle: "Pricing Pros", difficulty: "advanced" }),
    video({ id: "skill", pillar: "SERVE", skillId: "set_boundaries", difficulty: "intermediate" }),
  ];
  const ids = (filter: Parameters<typeof filterCatalogue>[1]) => filterCatalogue(videos, filter).map((v) => v.id);

  it("searches title, description, channel and skill label, ignoring case", () => {
    expect(ids({ ...all, search: "rates" })).toEqual(["title"]);
    expect(ids({ ...all, search: "proposals" })).toEqual(["description"]);
    expect(ids({ ...all, search: "pricing pros" })).toEqual(["channel"]);
    expect(ids({ ...all, search: "SET BOUNDARIES" })).toEqual(["skill"]);
    expect(ids({ ...all, search: "  " })).toHaveLength(4);
  });
  it("filters by pillar and level, together with the search", () => {
    expect(ids({ ...all, pillar: "SELL" })).toEqual(["title", "channel"]);
    expect(ids({ ...all, level: "advanced" })).toEqual(["channel"]);
    expect(ids({ search: "a", pillar: "SERVE", level: "intermediate" })).toEqual(["skill"]);
    expect(ids({ search: "nothing like this", pillar: "all", level: "all" })).toEqual([]);
  });
});

describe("the filter in the URL", () => {
  it("reads a query string and writes it back the same, leaving out what filters nothing", () => {
    const params = new URLSearchParams("q=pricing&pillar=SELL&level=beginner");
    expect(filterIn(params)).toEqual({ search: "pricing", pillar: "SELL", level: "beginner" });
    expect(searchParamsFor(filterIn(params)).toString()).toBe("q=pricing&pillar=SELL&level=beginner");
    expect(searchParamsFor({ search: "", pillar: "all", level: "advanced" }).toString()).toBe("level=advanced");
  });

  it("filters nothing for an unknown pillar or level", () => {
    expect(filterIn(new URLSearchParams("pillar=sell&level=expert"))).toEqual({
      search: "",
      pillar: "all",
      level: "all",
    });
  });
});
