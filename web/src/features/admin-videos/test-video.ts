import type { AdminCuratedVideo } from "@contract/admin-videos";

/** A catalogue video as the admin API answers it, for the tests of this feature. */
export const testVideo = (id: string, overrides: Partial<AdminCuratedVideo> = {}): AdminCuratedVideo => ({
  id,
  youtubeVideoId: "abcdefghijk",
  title: `Video ${id}`,
  description: "",
  channelTitle: "Sensei Channel",
  pillar: "SHAPE",
  skillId: "spot_opportunities",
  difficulty: "beginner",
  orderPriority: 1,
  isActive: true,
  thumbnailUrl: "",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});
