import { createHash } from "node:crypto";
import { PILLAR_INFO, type Pillar } from "../contract/pillars";
import type { TutorConfig } from "../contract/tutor";
import { evaluatorOutputSchema } from "../contract/incubator/rubric";
import { BRIEF_LIMITS, type SessionBrief } from "../contract/sessions/brief";
import { clipText, firstCharacters } from "../contract/text";
import { watchUrlFor } from "../contract/learning";
import { evaluateLocally } from "./local-evaluator";
import { AiProviderError, type AiProvider, type ChatTurn } from "./provider";
import { OFFLINE_NOTE, offlineStepReply } from "./offline-step-tutor";
import { skillLabel, type LearnerContext } from "./prompts";

type Personality = TutorConfig["personality"];
type Focus = TutorConfig["focus_areas"];

// The offline tutor's playbook: concrete steps per pillar, picked deterministically from the message.
const STEPS: Record<Pillar, string[]> = {
  SHAPE: [
    "Write one sentence: 'I help [who] get [result] by [how]'. Keep rewriting it until a stranger understands it.",
    "List three problems your best past clients paid you to solve, and circle the one you enjoyed most.",
    "Turn your main service into a named package with a clear scope, a timeline and one price.",
    "Ask two past clients why they chose you, and note the exact words they use.",
    "Check five competitors' offers and write down one thing you do that none of them promise.",
  ],
  SHOW: [
    "Pick one platform where your clients already are and update your profile headline to your offer sentence.",
    "Publish one short post this week that shows a before/after from a real project (with permission).",
    "Add your three strongest pieces of work to your portfolio, each with the problem, your approach and the result.",
    "Block 20 minutes twice a week in your calendar for sharing useful tips, and keep the slot like a client meeting.",
    "Message three people in your field you admire and comment thoughtfully on their work before asking for anything.",
  ],
  SELL: [
    "Write down your minimum rate from your costs, target income and realistic billable hours, then add 20%.",
    "Send three friendly follow-ups to past leads or clients asking how their project is going.",
    "Prepare three questions to open a sales call about the client's goal, not your process.",
    "List the two objections you hear most and write how you would answer each in one sentence.",
    "Quote your next project as a package with a fixed price and a clear deadline for the client to decide.",
  ],
  SERVE: [
    "Write a one-page onboarding note: what you need from the client, how you communicate and when you reply.",
    "Put every active project on one board with its next action and due date, and review it each Monday.",
    "Define what is out of scope for your main package and how you price extra requests.",
    "Send each active client a short progress update on a fixed weekday.",
    "After delivery, ask for a testimonial and book a check-in 30 days later.",
  ],
};

const OPENINGS: Record<Personality["tone"], string> = {
  friendly_professional: "Happy to help with that.",
  casual_mentor: "Hey, good one to bring up - I've seen plenty of solopreneurs wrestle with this.",
  expert_coach: "Here is how I would approach this as your coach.",
  motivational_coach: "Love that you're tackling this head-on - let's make real progress today!",
};

const ENCOURAGEMENT: Record<Personality["encouragement_level"], string | null> = {
  high: "You're already doing the hard part by asking - every small step here compounds. Keep going!",
  balanced: "Steady, small steps are what move this forward.",
  minimal: null,
};

const APPROACH: Record<Focus["primary_coaching_approach"], (skill: string) => string> = {
  skill_development: (skill) => `Let's build your "${skill}" skill one piece at a time.`,
  mindset_coaching: (skill) =>
    `Before tactics: notice what feels uncomfortable about "${skill}". That feeling is normal, and it shrinks with practice, not with waiting.`,
  practical_implementation: (skill) => `Here is how to put "${skill}" into practice this week.`,
  strategic_planning: (skill) =>
    `Think of "${skill}" as part of your next 90 days: decide what result you want by then and work backwards.`,
};

const STORY: Record<Pillar, string> = {
  SHAPE:
    "Picture Maya, a freelance designer who offered 'anything visual'. Once she narrowed it to brand kits for new cafes, referrals started to name her.",
  SHOW: "Picture Sam, a developer who posted one lesson from each project every Friday. Six months later, half his leads mentioned those posts.",
  SELL: "Picture Priya, a copywriter who dreaded pricing. When she switched to fixed packages, clients stopped haggling and she earned more per hour.",
  SERVE:
    "Picture Tom, a virtual assistant who sent a short update every Thursday. His clients stayed longer because they never had to chase him.",
};

const QUESTIONS: Record<Pillar, string[]> = {
  SHAPE: ["Who was the client you most enjoyed working with, and why?", "What result do clients get from you?"],
  SHOW: ["Where do your ideal clients spend time online?", "Which project are you proudest of right now?"],
  SELL: ["What did you charge for your last project, and how did it feel?", "Where do your best leads come from?"],
  SERVE: ["What part of a project usually goes wrong first?", "How do clients know what's happening on their project?"],
};

const STEP_COUNT: Record<Focus["action_orientation"], number> = { high: 3, medium: 2, low: 1 };
const QUESTION_COUNT: Record<Focus["question_frequency"], number> = { high: 2, moderate: 1, low: 0 };
const LENGTH_DELTA: Record<Personality["response_length"], number> = { concise: -1, medium: 0, detailed: 1 };

const DELIVERABLE_REQUEST = /\b(write|draft|create|make)\b.*\b(for me|my)\b/i;

function contextLine(learner: LearnerContext): string | null {
  const { workSetup, platforms, clientTypes } = learner.workContext;
  const parts: string[] = [];
  if (workSetup) parts.push(`as a ${workSetup.toLowerCase()}`);
  if (platforms?.length) parts.push(`working on ${platforms.slice(0, 2).join(" and ")}`);
  if (clientTypes?.length) parts.push(`serving ${clientTypes.slice(0, 2).join(" and ").toLowerCase()}`);
  return parts.length ? `Since you're ${parts.join(", ")}, keep your examples close to that world.` : null;
}

/** The offline tutor's answer: deterministic, shaped by every configuration option and the learner's context. */
export function offlineReply(
  message: string,
  config: TutorConfig,
  learner: LearnerContext,
  history: ChatTurn[] = [],
): string {
  const step = learner.incubator?.step;
  if (step?.asked) return offlineStepReply(step, message, history);
  const { personality, focus_areas: focus } = config;
  const { pillar, skillId } = learner.focus;
  const skill = skillLabel(skillId);
  const seed = createHash("sha256").update(`${message}|${skillId}`).digest().readUInt32BE(0);
  const direct = personality.communication_style === "direct";
  const paragraphs: string[] = [OFFLINE_NOTE];

  if (!direct) paragraphs.push(OPENINGS[personality.tone]);
  const encouragement = ENCOURAGEMENT[personality.encouragement_level];
  if (encouragement && !direct) paragraphs.push(encouragement);
  if (DELIVERABLE_REQUEST.test(message))
    paragraphs.push("I won't write it for you - it has to sound like you - but I'll help you build it yourself.");

  const focusLine = `Focus: ${skill} (${pillar} - ${PILLAR_INFO[pillar].tagline.toLowerCase()}).`;
  paragraphs.push(direct ? focusLine : `${focusLine} ${APPROACH[focus.primary_coaching_approach](skill)}`);

  if (personality.communication_style === "storytelling") paragraphs.push(STORY[pillar]);
  const questions = QUESTIONS[pillar].slice(0, QUESTION_COUNT[focus.question_frequency]);
  if (personality.communication_style === "socratic" && questions.length === 0) questions.push(QUESTIONS[pillar][0]!);
  if (personality.communication_style === "socratic") paragraphs.push(`First, think about this: ${questions.shift()}`);

  const pool = STEPS[pillar];
  const count = Math.max(1, STEP_COUNT[focus.action_orientation] + LENGTH_DELTA[personality.response_length]);
  const steps = Array.from({ length: count }, (_, index) => pool[(seed + index) % pool.length]!);
  paragraphs.push(
    `${focus.action_orientation === "low" ? "If you want one thing to try" : "Next steps"}:\n${steps
      .map((step, index) => `${index + 1}. ${step}`)
      .join("\n")}`,
  );
  if (focus.action_orientation === "high") paragraphs.push("Pick one of these and do it today.");

  if (personality.response_length === "detailed") {
    const context = contextLine(learner);
    if (context) paragraphs.push(context);
    const latest = learner.recentActivities[0];
    if (latest) paragraphs.push(`I see your latest activity was "${latest.title}" - nice, let's build on it.`);
  }

  paragraphs.push(
    learner.video
      ? `Watch next: "${learner.video.title}" (${learner.video.difficulty}) - ${watchUrlFor(learner.video.youtubeVideoId)}`
      : `Watch next: browse the ${pillar} videos in the catalogue (Learn > View Catalogue).`,
  );
  if (questions.length) paragraphs.push(questions.join(" "));
  if (config.custom_instructions) paragraphs.push(`Note from the SoloSensei team: ${config.custom_instructions}`);
  return paragraphs.join("\n\n");
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The offline summary of a session's brief: the brief's own figures in fixed sentences, nothing guessed. */
export function offlineBriefSummary(brief: SessionBrief): string {
  const { roadmap, cohort, attempts, openReviews, checkIns } = brief;
  const sentences = [`${roadmap.completedSteps} of ${plural(roadmap.totalSteps, "step")} passed.`];
  if (cohort)
    sentences.push(
      `Week ${cohort.week} of ${cohort.weeks} in ${cohort.name}` +
        (cohort.overdue.length ? `, with ${cohort.overdue.join(", ")} overdue.` : ", nothing overdue."),
    );
  const latest = attempts[0];
  if (latest) {
    const missed = latest.criteria
      .filter((criterion) => criterion.verdict !== "met")
      .map((criterion) => criterion.label);
    sentences.push(
      `Latest attempt: "${latest.stepTitle}", ${latest.score}, ${latest.passed ? "passed" : "failed"}` +
        (missed.length ? `; not met: ${missed.join(", ")}.` : "."),
    );
  }
  const failed = attempts.filter((attempt) => !attempt.passed).length;
  if (attempts.length) sentences.push(`${failed} of the last ${plural(attempts.length, "attempt")} failed.`);
  if (openReviews.length) {
    const disputes = openReviews.filter((review) => review.kind === "dispute").length;
    sentences.push(`${plural(openReviews.length, "review item")} open, ${disputes} disputed.`);
  }
  const [first, last] = [checkIns[0], checkIns.at(-1)];
  if (first && last)
    sentences.push(
      checkIns.length > 1
        ? `Check-ins from week ${first.week} to ${last.week}: revenue ${first.revenue} to ${last.revenue} ${last.currency}, confidence ${first.confidence} to ${last.confidence} of 5.`
        : `One check-in (week ${last.week}): revenue ${last.revenue} ${last.currency}, confidence ${last.confidence} of 5.`,
    );
  sentences.push(`Wants help with: "${clipText(brief.topic.replace(/\s+/g, " ").trim(), 200)}"`);
  return firstCharacters(`${OFFLINE_SUMMARY_NOTE} ${sentences.join(" ")}`, BRIEF_LIMITS.summaryChars);
}

/** Opens every offline summary, so nobody takes it for a model's reading. */
export const OFFLINE_SUMMARY_NOTE = "(Offline summary from the brief's figures.)";

/** Stored as the model version of the offline tutor's replies. */
export const OFFLINE_MODEL_VERSION = "offline-tutor";

/** No network, deterministic: the default on the emulator and in tests. */
export const localProvider: AiProvider = {
  name: "local",
  async generateText({ message, config, learner, history }) {
    return { text: offlineReply(message, config, learner, history), modelVersion: OFFLINE_MODEL_VERSION };
  },
  async evaluate(request) {
    const parsed = evaluatorOutputSchema.safeParse(await evaluateLocally(request));
    if (!parsed.success) throw new AiProviderError("invalid_response", "The offline evaluation is off its schema");
    return { output: parsed.data, modelVersion: OFFLINE_MODEL_VERSION };
  },
  async summariseBrief(brief) {
    return { text: offlineBriefSummary(brief), modelVersion: OFFLINE_MODEL_VERSION };
  },
};
