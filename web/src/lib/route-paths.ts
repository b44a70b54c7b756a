// Every address the app links or navigates to, so a view can move without a search for its strings.
// app/routes.tsx declares the matching route patterns.
const segment = (id: string) => encodeURIComponent(id);

export const routePaths = {
  home: "/",
  learn: "/learn",
  learningPath: (pathId: string) => `/learn/paths/${segment(pathId)}`,
  catalogue: "/catalogue",
  catalogueVideo: (videoId: string) => `/catalogue/${segment(videoId)}`,
  dashboard: "/dashboard",
  profile: "/profile",
  chat: "/chat",
  chatSession: (sessionId: string) => `/chat/${segment(sessionId)}`,
  /** "Ask Sensei about this step": the chat opens a new session about the step. */
  chatAboutStep: (stepId: string) => `/chat?step=${segment(stepId)}`,
  /** "My sessions": the upcoming one-to-one session with a coach, and the past ones. */
  sessions: "/sessions",
  /** The booking view, a coach chosen (`?coach=`) or the learner's own first. */
  bookSession: (coachId?: string) => `/sessions/book${coachId ? `?coach=${segment(coachId)}` : ""}`,
  session: (sessionId: string) => `/sessions/${segment(sessionId)}`,
  rescheduleSession: (sessionId: string) => `/sessions/${segment(sessionId)}/reschedule`,
  incubator: "/incubator",
  incubatorPlan: "/incubator/plan",
  incubatorPhase: (phaseKey: string) => `/incubator/phase/${segment(phaseKey)}`,
  incubatorStep: (phaseKey: string, stepId: string) => `/incubator/phase/${segment(phaseKey)}/step/${segment(stepId)}`,
  admin: "/admin",
  adminIncubator: "/admin/incubator",
  adminEmail: "/admin/email",
  /** A cohort's page in the admin area: its settings, coaches and roster. */
  adminCohort: (cohortId: string) => `/admin/cohorts/${segment(cohortId)}`,
  /** A coaching session's brief for its coach, and what happened after. */
  adminSession: (sessionId: string) => `/admin/sessions/${segment(sessionId)}`,
  /** A learner's Incubator as their coach reads it, a step and one of its attempts chosen (the review queue's links). */
  adminLearnerIncubator: (userId: string, chosen?: { step: string; attempt: string }) =>
    `/admin/users/${segment(userId)}/incubator${chosen ? `?${new URLSearchParams(chosen)}` : ""}`,
  resetPassword: "/reset-password",
  /** An emailed verification link's page (`?oobCode=...`), signed in or not. */
  verifyEmail: "/verify-email",
  /** An email footer's unsubscribe link's page (`?token=...`), signed in or not. */
  unsubscribe: "/unsubscribe",
  /** An emailed cohort invitation's page (`?invitation=...`), signed in or not. */
  join: "/join",
} as const;

export type PublicPage = "reset-password" | "verify-email" | "unsubscribe" | "join";

/**
 * The page an emailed link opens, which wins over everything else: the verification and unsubscribe
 * pages by their address, the reset page by its address or a reset link's token anywhere else.
 */
export function publicPageAt(pathname: string, search: string): PublicPage | null {
  if (pathname === routePaths.verifyEmail) return "verify-email";
  if (pathname === routePaths.unsubscribe) return "unsubscribe";
  if (pathname === routePaths.join) return "join";
  if (pathname === routePaths.resetPassword || new URLSearchParams(search).has("token")) return "reset-password";
  return null;
}
