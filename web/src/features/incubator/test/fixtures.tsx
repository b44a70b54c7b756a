import type { User } from "@contract/auth";
import type { EvaluationResult, IncubatorPhase, IncubatorProgress, IncubatorStep } from "@contract/incubator/learner";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { ReactNode } from "react";
import { SessionUserContext } from "@/lib/session-user";
import { BookSessionSlot } from "../components/book-session-slot";
import { PhaseView, PlanView, RoadmapView, StepView } from "../components/incubator-page";

// Shapes of the Incubator's answers for the web unit tests, and a render with the app's providers.

export const adminUser = {
  id: "admin-1",
  username: "ada",
  name: "Ada Lovelace",
  role: "admin",
  createdAt: "2026-01-01T00:00:00.000Z",
} as User;

export const overview: IncubatorProgress["overview"] = {
  xp: 75,
  badges: 1,
  totalBadges: 6,
  completedSteps: 4,
  totalSteps: 22,
  percent: 18,
};

export function phase(key: IncubatorPhase["key"], order: number, progress: Partial<IncubatorPhase["userProgress"]>) {
  return {
    id: key,
    key,
    order,
    title: `${key[0]}${key.slice(1).toLowerCase()} phase`,
    goal: `The goal of ${key}`,
    senseiTips: [`A tip for ${key}`],
    stepCount: 4,
    userProgress: { completed: 0, total: 4, unlocked: false, badgeEarned: false, ...progress },
  } satisfies IncubatorPhase;
}

export function step(overrides: Partial<IncubatorStep> = {}): IncubatorStep {
  return {
    id: "101",
    phaseKey: "DISCOVER",
    order: 1,
    title: "Name the problem you solve",
    prompt: "Describe the problem your customers have.",
    inputType: "text",
    successCriteria: { aim: "A specific customer with a painful, frequent problem.", minChars: 20 },
    helperTips: ["Name one kind of customer."],
    skillId: "spot_opportunities",
    pillar: "SHAPE",
    userProgress: { status: "in_progress", score: 0 },
    lastResponse: null,
    lastEvaluation: null,
    attempts: [],
    recommendations: [],
    ...overrides,
  };
}

export function evaluationResult(overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  return {
    passed: true,
    score: 85,
    passScore: 70,
    feedback: {
      summary: "A clear customer and problem.",
      whatWorked: ["You named the customer."],
      improve: ["Say how often it happens."],
      rewriteSuggestion: "Try: 'Every week, freelance designers lose hours to invoicing.'",
    },
    nextHint: "Next, think about what they pay today.",
    criteria: [
      {
        criterionId: "customer",
        verdict: "met",
        quote: "freelance designers",
        comment: "A specific group.",
        label: "A specific customer",
        required: true,
        weight: 50,
      },
      {
        criterionId: "frequency",
        verdict: "partly",
        quote: null,
        comment: "How often is unclear.",
        label: "How often it happens",
        required: false,
        weight: 50,
      },
    ],
    attemptId: "attempt-1",
    evaluatedAt: "2026-11-20T10:00:00.000Z",
    xpAwarded: 50,
    badgeAwarded: null,
    nextStepUnlocked: null,
    progress: { overview, phaseProgress: [] },
    recommendations: [
      {
        id: "rec-1",
        position: 1,
        recommendationReason: "Helps you know your audience.",
        video: {
          id: "sample-07",
          youtubeVideoId: "z1iF1c8w5Lg",
          title: "How To Talk To Users | Startup School",
          channelTitle: "Y Combinator",
          difficulty: "beginner",
          description: "How to find the people you want to serve and what to ask them.",
          thumbnailUrl: "https://i.ytimg.com/vi/z1iF1c8w5Lg/hqdefault.jpg",
        },
      },
    ],
    ...overrides,
  };
}

/**
 * The Incubator's views at `path` (with router state, as a link's), routed at their addresses as
 * app/routes.tsx routes them, as an admin unless told otherwise, with `bookSession` in the booking slot.
 */
export function renderAt(
  path: string | { pathname: string; state: unknown },
  user: User = adminUser,
  bookSession: ReactNode = null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionUserContext value={user}>
        <MemoryRouter initialEntries={[path]}>
          <BookSessionSlot value={bookSession}>
            <Routes>
              <Route path="/incubator/*" element={<RoadmapView />} />
              <Route path="/incubator/plan" element={<PlanView />} />
              <Route path="/incubator/phase/:phaseKey" element={<PhaseView />} />
              <Route path="/incubator/phase/:phaseKey/step/:stepId" element={<StepView />} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </BookSessionSlot>
        </MemoryRouter>
      </SessionUserContext>
    </QueryClientProvider>,
  );
}
