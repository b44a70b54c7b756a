import type { AttemptCoaching } from "@contract/incubator/coaching";
import type { CoachedAttempt, LearnerIncubator, ReviewQueueItem } from "@contract/incubator/coach";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { AppToaster } from "@/components/app-toaster";
import { renderWithQuery } from "@/test-api";
import LearnerIncubatorPage from "../components/learner-incubator-page";

// Shapes of coach review's answers for the web unit tests, and the views routed at their addresses.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

type Step = LearnerIncubator["phases"][number]["steps"][number];
const step = (overrides: Partial<Step> & Pick<Step, "id" | "order" | "title">): Step => ({
  status: "locked",
  bestScore: 0,
  attemptCount: 0,
  openReview: null,
  revisionRequested: false,
  ...overrides,
});

/** Ada's Incubator: DISCOVER under way (step 101 passed and sent back, 102 failed and disputed), SHAPE locked. */
export function learnerIncubator(): LearnerIncubator {
  return {
    learner: { id: "ada", name: "Ada Lovelace", username: "ada_l" },
    progress: {
      overview: { xp: 75, badges: 0, totalBadges: 6, completedSteps: 1, totalSteps: 4, percent: 25 },
      phaseProgress: [],
    },
    badges: [],
    phases: [
      {
        key: "DISCOVER",
        title: "Discover",
        unlocked: true,
        badgeEarned: false,
        steps: [
          step({
            id: "101",
            order: 1,
            title: "Name the problem",
            status: "complete",
            bestScore: 85,
            attemptCount: 2,
            revisionRequested: true,
          }),
          step({
            id: "102",
            order: 2,
            title: "Your ideal client",
            status: "in_progress",
            bestScore: 64,
            attemptCount: 12,
            openReview: "dispute",
          }),
        ],
      },
      {
        key: "SHAPE",
        title: "Shape",
        unlocked: false,
        badgeEarned: false,
        steps: [step({ id: "201", order: 1, title: "Your offer" }), step({ id: "202", order: 2, title: "Your price" })],
      },
    ],
    plan: {
      written: 1,
      total: 4,
      updatedAt: at(600),
      phases: [
        {
          key: "DISCOVER",
          title: "Discover",
          goal: "Find a problem worth solving.",
          badge: null,
          updatedAt: at(600),
          sections: [
            {
              stepId: "101",
              heading: "The problem I solve",
              stepTitle: "Name the problem",
              status: "complete",
              answer: { text: "Freelancers lose hours to invoicing.", items: null, passedAt: at(600) },
              revisionRequest: { reason: "Say how often it happens.", at: at(60) },
            },
            {
              stepId: "102",
              heading: "Who I serve",
              stepTitle: "Your ideal client",
              status: "in_progress",
              answer: null,
              revisionRequest: null,
            },
          ],
        },
      ],
    },
  };
}

const noCoaching: AttemptCoaching = { verdict: null, note: null, review: null, canAskForReview: false };

/** An attempt at step 102 that the AI failed, `minutesAgo` old. */
export function coachedAttempt(
  id: string,
  minutesAgo: number,
  overrides: Partial<CoachedAttempt> = {},
): CoachedAttempt {
  const passed = overrides.passed ?? false;
  const score = overrides.score ?? 64;
  return {
    id,
    stepId: "102",
    normalizedText: `Answer of ${id}`,
    rawInput: { text: `Answer of ${id}` },
    passed,
    score,
    createdAt: at(minutesAgo),
    evaluation: {
      passed,
      score,
      passScore: 70,
      feedback: {
        summary: `Summary of ${id}`,
        whatWorked: ["You named a place."],
        improve: ["Name one kind of shop."],
        rewriteSuggestion: "",
      },
      nextHint: "Think of who pays.",
      criteria: [
        {
          criterionId: "customer",
          verdict: "partly",
          quote: "small shops",
          comment: "Which shops?",
          label: "A specific customer",
          required: true,
          weight: 100,
        },
      ],
      evaluatedAt: at(minutesAgo),
    },
    coaching: noCoaching,
    ...overrides,
  };
}

export function queueItem(id: string, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id,
    learner: { id: "ada", name: "Ada Lovelace" },
    attemptId: `attempt-${id}`,
    stepId: "102",
    stepTitle: "Your ideal client",
    phaseKey: "DISCOVER",
    kind: "borderline",
    score: 64,
    openedAt: at(3 * 60),
    ...overrides,
  };
}

/** `ui` (or the learner's Incubator page) at `path`, with a fresh query cache and the toaster. */
export function renderAt(path: string, ui: ReactNode = null) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/users/:id/incubator" element={<LearnerIncubatorPage />} />
        <Route path="*" element={ui} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
}
