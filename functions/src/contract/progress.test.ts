import { describe, expect, it } from "vitest";
import { overallProgress, percentage } from "./progress";

describe("percentage", () => {
  it("is a rounded whole percent, 0 for nothing to do, never outside 0-100", () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(5, 4)).toBe(100);
    expect(percentage(-1, 4)).toBe(0);
  });
});

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
