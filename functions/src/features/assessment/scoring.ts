import type { AssessmentAnswer, AssessmentResult, PillarScores } from "../../contract/assessment";
import { PILLARS, SKILLS, type Pillar } from "../../contract/pillars";
import type { Level, WorkContext } from "../../contract/profile";

/** The level a score gives: Beginner < 40, Intermediate 40-74, Advanced >= 75. */
export function levelFor(score: number): Level {
  if (score >= 75) return "Advanced";
  if (score >= 40) return "Intermediate";
  return "Beginner";
}

/** An answer 1-5 mapped to 0-100. */
const confidence = (answer: number) => ((answer - 1) / 4) * 100;

/** Pillar confidence = mean of its four answers mapped to 0-100, rounded. */
export function pillarScores(answers: readonly AssessmentAnswer[]): PillarScores {
  const scores = {} as PillarScores;
  for (const pillar of PILLARS) {
    const values = answers.filter((entry) => SKILLS[entry.questionId]?.pillar === pillar).map((e) => e.answer);
    scores[pillar] = values.length
      ? Math.round(values.reduce((sum, answer) => sum + confidence(answer), 0) / values.length)
      : 0;
  }
  return scores;
}

export const overallScore = (scores: PillarScores) =>
  Math.round(PILLARS.reduce((sum, pillar) => sum + scores[pillar], 0) / PILLARS.length);

/** The two lowest pillars, lowest first; ties break in pillar order. */
export function weaknesses(scores: PillarScores): Pillar[] {
  return [...PILLARS].sort((a, b) => scores[a] - scores[b] || PILLARS.indexOf(a) - PILLARS.indexOf(b)).slice(0, 2);
}

/** Pillars at the Advanced level, in pillar order. */
export const strengths = (scores: PillarScores): Pillar[] => PILLARS.filter((pillar) => scores[pillar] >= 75);

export type AssessmentOutcome = Pick<
  AssessmentResult,
  "pillarScores" | "overallScore" | "currentLevel" | "strengths" | "weaknesses"
>;

export function scoreAssessment(answers: readonly AssessmentAnswer[]): AssessmentOutcome {
  const scores = pillarScores(answers);
  const overall = overallScore(scores);
  return {
    pillarScores: scores,
    overallScore: overall,
    currentLevel: levelFor(overall),
    strengths: strengths(scores),
    weaknesses: weaknesses(scores),
  };
}

/** One concrete next step per skill, in SKILLS order. */
const SKILL_TIPS: readonly string[] = [
  "List three problems your past clients paid to solve and pick one to package as a service",
  "Write a one-sentence offer: what you do, for whom, and the result they get",
  "Interview two ideal clients this week about their biggest work headache",
  "Write down three reasons clients chose you over others and use them in your pitch",
  "Refresh your profile headline so it names the result you deliver",
  "Write a 100-word story about a client you helped and how their situation changed",
  "Plan one useful post a week for the next month and put it in your calendar",
  "Send a friendly check-in message to three past clients or peers",
  "Start one conversation a day with a potential client by asking about their goals",
  "Set a minimum project price and practise saying it out loud without apologising",
  "Turn your last project into a short case study with numbers: before, after, result",
  "Add a clear next step and a deposit to every proposal you send",
  "Break your current project into milestones with dates and share them with the client",
  "Write a short scope-change clause and add it to your next agreement",
  "Send each active client a brief weekly update: done, next, blockers",
  "Ask your last happy client for a testimonial and a referral",
];

/** Tips that follow from the work context, checked in this order. */
const CONTEXT_TIPS: readonly { applies: (context: WorkContext) => boolean; tip: string }[] = [
  {
    applies: (c) => Boolean(c.platforms?.some((p) => p === "Upwork" || p === "Fiverr")),
    tip: "Rewrite your marketplace profile overview around one client outcome and two proof points",
  },
  {
    applies: (c) => Boolean(c.platforms?.includes("LinkedIn")),
    tip: "Post one lesson from a recent project on LinkedIn this week",
  },
  {
    applies: (c) => c.motivation === "Finding more clients",
    tip: "Block two hours a week for outreach and track every conversation you start",
  },
  {
    applies: (c) => c.motivation === "Earning more from the work I do",
    tip: "Raise your rate for your next new client by 10-15%",
  },
  {
    applies: (c) => c.experienceLength === "Not yet started" || c.experienceLength === "Less than 1 year",
    tip: "Land your first testimonial: offer a small, fixed-price starter project",
  },
  {
    applies: (c) => Boolean(c.clientTypes?.includes("Large companies")),
    tip: "Prepare a one-page capabilities sheet that procurement teams can forward",
  },
];

export const MAX_RECOMMENDATIONS = 5;
export const TAKE_ASSESSMENT_TIP = "Take the skills assessment to find the skills worth working on first";

/**
 * Short, concrete next steps: the three weakest skills first (lowest answer; ties in question
 * order; only skills not yet answered 'Very confident'), then tips from the work context.
 */
export function recommendations(answers: readonly AssessmentAnswer[] | null, context: WorkContext = {}): string[] {
  const fromSkills = answers
    ? [...answers]
        .filter((entry) => entry.answer < 5)
        .sort((a, b) => a.answer - b.answer || a.questionId - b.questionId)
        .slice(0, 3)
        .map((entry) => SKILL_TIPS[entry.questionId]!)
    : [TAKE_ASSESSMENT_TIP];
  const fromContext = CONTEXT_TIPS.filter((entry) => entry.applies(context)).map((entry) => entry.tip);
  return [...fromSkills, ...fromContext].slice(0, MAX_RECOMMENDATIONS);
}
