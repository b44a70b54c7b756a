import type { AdminCuratedVideo } from "@contract/admin-videos";
import { describe, expect, it } from "vitest";
import { loadedVideos, placeVideo, removeVideo, type VideoPages } from "./video-pages";
import { testVideo as video } from "./test-video";

const pages = (...lists: [AdminCuratedVideo[], string | null][]): VideoPages => ({
  pages: lists.map(([items, nextCursor]) => ({ items, nextCursor })),
  pageParams: lists.map((_, index) => (index === 0 ? null : `c${index}`)),
});

const ids = (data: VideoPages | undefined) => data?.pages.map((page) => page.items.map((item) => item.id));

describe("cached video pages", () => {
  const loaded = pages(
    [[video("a", { pillar: "SHAPE", skillId: "spot_opportunities" }), video("b", { orderPriority: 2 })], "c1"],
    [[video("c", { pillar: "SELL", skillId: "close_the_deal" })], null],
  );

  it("puts a new video where the server lists it: pillar, skill, then priority", () => {
    expect(ids(placeVideo(loaded, video("n", { orderPriority: 1 })))).toEqual([["a", "n", "b"], ["c"]]);
    expect(ids(placeVideo(loaded, video("z", { pillar: "SERVE", skillId: "set_boundaries" })))).toEqual([
      ["a", "b"],
      ["c", "z"],
    ]);
  });

  it("shows a video that sorts after everything loaded at the end, once even after 'Load more'", () => {
    const firstPageOnly = pages([[video("a"), video("b", { orderPriority: 2 })], "c1"]);
    const late = video("z", { pillar: "SERVE", skillId: "set_boundaries" });
    const placed = placeVideo(firstPageOnly, late);
    expect(ids(placed)).toEqual([["a", "b", "z"]]);
    const more = { ...placed!, pages: [...placed!.pages, { items: [late, video("y")], nextCursor: null }] };
    expect(loadedVideos(more).map((item) => item.id)).toEqual(["a", "b", "z", "y"]);
  });

  it("moves a changed video to its new place, once", () => {
    const moved = placeVideo(loaded, video("a", { pillar: "SELL", skillId: "close_the_deal", orderPriority: 5 }));
    expect(ids(moved)).toEqual([["b"], ["c", "a"]]);
  });

  it("removes a deleted video and leaves an empty cache alone", () => {
    expect(ids(removeVideo(loaded, "b"))).toEqual([["a"], ["c"]]);
    expect(removeVideo(undefined, "b")).toBeUndefined();
    expect(placeVideo(undefined, video("n"))).toBeUndefined();
  });
});
