import { z } from "zod/mini";

/** The four success pillars, in their fixed order (ties always break in this order). */
export const PILLARS = ["SHAPE", "SHOW", "SELL", "SERVE"] as const;
export const pillarSchema = z.enum(PILLARS);
export type Pillar = z.infer<typeof pillarSchema>;

export const PILLAR_INFO: Record<Pillar, { id: number; tagline: string; color: string }> = {
  SHAPE: { id: 1, tagline: "Turn your skills into a clear offer", color: "#fabec0" },
  SHOW: { id: 2, tagline: "Make your work visible", color: "#f5b041" },
  SELL: { id: 3, tagline: "Turn interest into income", color: "#5dcad1" },
  SERVE: { id: 4, tagline: "Deliver like a pro", color: "#a5d4ef" },
};

/**
 * The 16 skills, four per pillar, in assessment order (question i is SKILLS[i]).
 * `id` is canonical (admin side); `alias` is the learner side's short id, accepted on input only.
 */
export const SKILLS = [
  { id: "spot_opportunities", alias: "spot_opportunities", label: "Spot opportunities", pillar: "SHAPE" },
  { id: "define_your_offer", alias: "define_offer", label: "Define your offer", pillar: "SHAPE" },
  { id: "know_your_audience", alias: "know_audience", label: "Know your audience", pillar: "SHAPE" },
  { id: "craft_your_value", alias: "craft_value", label: "Craft your value", pillar: "SHAPE" },
  { id: "build_your_presence", alias: "build_presence", label: "Build your presence", pillar: "SHOW" },
  { id: "tell_your_story", alias: "tell_story", label: "Tell your story", pillar: "SHOW" },
  { id: "share_value_consistently", alias: "share_consistently", label: "Share value consistently", pillar: "SHOW" },
  { id: "grow_your_network", alias: "grow_network", label: "Grow your network", pillar: "SHOW" },
  { id: "start_sales_conversations", alias: "start_conversations", label: "Start sales conversations", pillar: "SELL" },
  { id: "price_with_confidence", alias: "price_confidence", label: "Price with confidence", pillar: "SELL" },
  { id: "explain_your_value", alias: "explain_value", label: "Explain your value", pillar: "SELL" },
  { id: "close_the_deal", alias: "close_deals", label: "Close the deal", pillar: "SELL" },
  { id: "manage_projects", alias: "manage_projects", label: "Manage projects", pillar: "SERVE" },
  { id: "set_boundaries", alias: "set_boundaries", label: "Set boundaries", pillar: "SERVE" },
  { id: "communicate_like_a_pro", alias: "communicate_pro", label: "Communicate like a pro", pillar: "SERVE" },
  { id: "keep_clients_coming_back", alias: "retain_clients", label: "Keep clients coming back", pillar: "SERVE" },
] as const satisfies readonly { id: string; alias: string; label: string; pillar: Pillar }[];

export type SkillId = (typeof SKILLS)[number]["id"];
export const SKILL_IDS = SKILLS.map((skill) => skill.id) as [SkillId, ...SkillId[]];

/** Accepts a canonical skill id or its short alias; always yields the canonical id. */
export const skillIdSchema = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const skill = SKILLS.find((entry) => entry.id === value || entry.alias === value);
    if (!skill) {
      ctx.issues.push({ code: "custom", message: "Unknown skill id", input: value });
      return z.NEVER;
    }
    return skill.id as SkillId;
  }),
);

export const skillById = (id: string) => SKILLS.find((skill) => skill.id === id || skill.alias === id);

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;
