// Every signed-in address, once: its tab title, its view's chunk and its first answers (loaders
// each feature exports beside its query options), which the router loads side by side (`lazy`,
// `loader`) to render the view once, with its data.
import type { User } from "@contract/auth";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { Navigate, replace, type Params, type RouteObject, type ShouldRevalidateFunction } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen";
import { emailPreviewsFirst } from "@/features/admin-email/api/list-email-previews";
import { firstUsersPage } from "@/features/admin-users/api/list-admin-users";
import { catalogueFirst } from "@/features/catalogue/api/list-curated-videos";
import { chatFirst } from "@/features/chat/loader";
import { cohortFirst } from "@/features/cohorts/api/get-cohort";
import { sessionBriefFirst } from "@/features/coach-sessions/api/get-session-brief";
import { cohortWeekFirst } from "@/features/cohort-week/api/get-cohort-week";
import { dashboardFirst } from "@/features/dashboard/loader";
import { homeFirst } from "@/features/home/loader";
import { adminPhasesFirst } from "@/features/incubator-admin/api/list-phases";
import { launchFirst } from "@/features/incubator-admin/api/get-launch";
import { learnerIncubatorFirst } from "@/features/incubator-coach/api/get-learner-incubator";
import { incubatorAccessFirst, phaseFirst, planFirst, roadmapFirst, stepFirst } from "@/features/incubator/loader";
import { learnFirst, pathFirst } from "@/features/learning/loader";
import { sessionFirst } from "@/features/sessions/api/get-session";
import { bookableCoachesFirst } from "@/features/sessions/api/list-coaches";
import { sessionListFirst } from "@/features/sessions/api/list-sessions";
import { notificationSettingsFirst } from "@/features/notifications/api/get-notification-settings";
import { adminStatsFirst } from "@/lib/admin-stats";
import { signedInUser } from "@/lib/current-user";
import { prefetchLive } from "@/lib/live-query";
import { routePaths } from "@/lib/route-paths";
import { RouteFrame } from "./route-frame";
import { SignedInRoot, WithNav } from "./shell";

/** A loader of first answers, into `client`'s cache (a view's loaders all start at once). */
type Loader = (client: QueryClient, user: User, params: Params) => Promise<unknown>;
/** A view: its address, tab title, chunk (its default export is the view, or the view itself) and loaders. */
type View = [path: string, title: string, load: () => Promise<{ default: ComponentType } | ComponentType>, Loader[]?];

const incubator = () => import("./incubator-route");
const sessions = () => import("@/features/sessions/components/sessions-views");

const withNav: View[] = [
  ["/", "Home", () => import("./home-route"), [homeFirst, cohortWeekFirst]],
  ["/learn", "Learn", () => import("./learn-route"), [learnFirst]],
  ["/learn/paths/:pathId", "Learn", () => import("@/features/learning/components/path-detail"), [pathFirst]],
  ["/catalogue", "Catalogue", () => import("@/features/catalogue/components/catalogue-list"), [catalogueFirst]],
  ["/catalogue/:videoId", "Catalogue", () => import("@/features/catalogue/components/video-detail"), [catalogueFirst]],
  ["/dashboard", "Dashboard", () => import("./dashboard-route"), [dashboardFirst]],
  ["/profile", "Profile", () => import("./profile-route"), [notificationSettingsFirst]],
  ["/sessions", "My sessions", async () => (await sessions()).MySessionsView, [sessionListFirst]],
  ["/sessions/book", "Book a session", async () => (await sessions()).BookSessionView, [bookableCoachesFirst]],
  ["/sessions/:sessionId", "Session", async () => (await sessions()).SessionView, [sessionFirst]],
  [
    "/sessions/:sessionId/reschedule",
    "Move your session",
    async () => (await sessions()).RescheduleView,
    [sessionFirst],
  ],
  // The roadmap; any other address under /incubator shows it too.
  ["/incubator/*", "Incubator", async () => (await incubator()).RoadmapView, [roadmapFirst]],
  ["/incubator/plan", "Your Business Plan", async () => (await incubator()).PlanView, [planFirst]],
  ["/incubator/phase/:phaseKey", "Incubator", async () => (await incubator()).PhaseView, [phaseFirst]],
  ["/incubator/phase/:phaseKey/step/:stepId", "Incubator", async () => (await incubator()).StepView, [stepFirst]],
];

/** Admins only: the panel; the Incubator's admin; the emails; a learner's Incubator as their coach reads it. */
const admin: View[] = [
  ["/admin", "Admin", () => import("./admin-route"), [adminStatsFirst, firstUsersPage, launchFirst]],
  ["/admin/incubator", "Incubator Admin", () => import("./incubator-admin-route"), [adminPhasesFirst]],
  ["/admin/email", "Email", () => import("@/features/admin-email/components/email-page"), [emailPreviewsFirst]],
  ["/admin/cohorts/:cohortId", "Cohort", () => import("./cohort-admin-route"), [cohortFirst]],
  ["/admin/sessions/:sessionId", "Session brief", () => import("./admin-session-route"), [sessionBriefFirst]],
  [
    "/admin/users/:id/incubator",
    "Learner's Incubator",
    () => import("@/features/incubator-coach/components/learner-incubator-page"),
    [learnerIncubatorFirst],
  ],
];

const chat: View = ["/chat/:sessionId?", "AI Tutor", () => import("@/features/chat/components/chat-page"), [chatFirst]];

/** The shell's own: the profile, the inbox's three sources, for a learner whether the Incubator is open. */
const shellFirst: Loader[] = [
  (client, user) => prefetchLive(client, user, "profile", "inboxMessages", "broadcasts", "broadcastStates"),
  incubatorAccessFirst,
];

/** Runs the loaders; a view waits 1 s at most for their answers, then its own loading (docs/decisions/022-one-first-answer-per-view.md). */
async function firstAnswers(client: QueryClient, loaders: Loader[], params: Params, adminOnly = false) {
  const user = await signedInUser(client);
  if (adminOnly && user?.role !== "admin") return replace(routePaths.home);
  const answers = user ? loaders.map((load) => load(client, user, params)) : [];
  await Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, 1000))]);
  return null;
}

/** A new query string alone (the catalogue's filter, an admin tab) asks for nothing new: no loader runs. */
const unlessQueryStringAlone: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);

/** A view as a route: its chunk and its first answers load side by side; an admin view sends anyone else home. */
const route = ([path, title, load, first = []]: View, client: QueryClient, adminOnly = false): RouteObject => ({
  path,
  lazy: async () => {
    const loaded = await load();
    const View = "default" in loaded ? loaded.default : loaded;
    return {
      Component: () => (
        <RouteFrame title={title}>
          <View />
        </RouteFrame>
      ),
    };
  },
  loader: ({ params }) => firstAnswers(client, first, params, adminOnly),
  shouldRevalidate: unlessQueryStringAlone,
});

/** The signed-in app's routes, for `client`'s cache. */
export function signedInRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      Component: SignedInRoot,
      HydrateFallback: LoadingScreen,
      loader: () => firstAnswers(client, shellFirst, {}),
      shouldRevalidate: unlessQueryStringAlone,
      children: [
        {
          Component: WithNav,
          children: [...withNav.map((view) => route(view, client)), ...admin.map((view) => route(view, client, true))],
        },
        { element: <WithNav phoneNav={false} />, children: [route(chat, client)] },
        // An unknown address goes home.
        { path: "*", element: <Navigate to={routePaths.home} replace /> },
      ],
    },
  ];
}
