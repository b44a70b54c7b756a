import { describe, expect, it } from "vitest";
import { overallProgress } from "./overall-progress";

describe("overallProgress", () => {
  it("is watched over total videos across all paths, rounded", () => {
    expect(
      overallProgress([
        { totalVideos: 6, watchedVideos: 2 },
        { totalVideos: 3, watchedVideos: 0 },
      ]),
    ).toBe(22);
  });
  it("is 0 without paths or videos", () => {
    expect(overallProgress([])).toBe(0);
    expect(overallProgress([{ totalVideos: 0, watchedVideos: 0 }])).toBe(0);
  });
  it("ignores missing or malformed counts", () => {
    expect(overallProgress([{ totalVideos: 4, watchedVideos: 4 }, { title: "no counts" } as never])).toBe(100);
  });
});
