import type { LearnerContext } from "../src/ai/prompts";

/** A learner with a full profile, for prompt and offline tutor tests. */
export const sampleLearner: LearnerContext = {
  name: "Lena",
  currentLevel: "Intermediate",
  workContext: { workSetup: "Full-time freelancer", platforms: ["Upwork", "LinkedIn"], clientTypes: ["Startups"] },
  goals: ["Raise my rates"],
  strengths: ["SERVE"],
  weaknesses: ["SELL", "SHOW"],
  pillarProgress: [
    { pillar: "SELL", progressPercentage: 25 },
    { pillar: "SHOW", progressPercentage: 40 },
    { pillar: "SHAPE", progressPercentage: 60 },
    { pillar: "SERVE", progressPercentage: 80 },
  ],
  recentActivities: [
    { type: "video_watch", title: "Watched Pricing 101", createdAt: new Date("2026-11-20T10:00:00Z") },
  ],
  focus: { pillar: "SELL", skillId: "price_with_confidence" },
  video: {
    youtubeVideoId: "abc123",
    title: "Pricing 101",
    pillar: "SELL",
    skillId: "price_with_confidence",
    difficulty: "beginner",
    orderPriority: 1,
    isActive: true,
  },
};
