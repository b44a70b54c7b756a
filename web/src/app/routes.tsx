// Every signed-in address, once: its view's chunk, tab title and first answers, which the router
// loads side by side (`lazy`, `loader`) to render the view once, with its data.
import type { User } from "@contract/auth";
import { liveQueries } from "@contract/live-queries";
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { Navigate, replace, type Params, type RouteObject, type ShouldRevalidateFunction } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen";
import { INITIAL_USER_FILTERS } from "@/features/admin-users/api/admin-user-cache";
import { adminUsersQuery } from "@/features/admin-users/api/list-admin-users";
import { curatedVideosQuery } from "@/features/catalogue/api/list-curated-videos";
import { incubatorAccessQuery, mayUseIncubator } from "@/features/incubator/api/get-access";
import { overviewQuery } from "@/features/incubator/api/get-overview";
import { phaseStepsQuery } from "@/features/incubator/api/get-phase-steps";
import { planQuery } from "@/features/incubator/api/get-plan";
import { stepQuery } from "@/features/incubator/api/get-step";
import { learnerIncubatorQuery } from "@/features/incubator-admin/api/get-learner-incubator";
import { launchQuery } from "@/features/incubator-admin/api/get-launch";
import { adminPhasesQuery } from "@/features/incubator-admin/api/list-phases";
import { pathProgressQuery } from "@/features/learning/api/get-path-progress";
import { signedInUser } from "@/lib/current-user";
import { adminStatsQuery } from "@/lib/admin-stats";
import { liveQueryOptions, newestChatQueryOptions, ownLiveQuery, type OwnQueryName } from "@/lib/live-query";
import { profileVersion, recommendationsQuery } from "@/lib/recommendations";
import { routePaths } from "@/lib/route-paths";
import { RouteFrame } from "./route-frame";
import { SignedInRoot, WithNav } from "./shell";

type First = { client: QueryClient; user: User; params: Params };
/** A view: its address, tab title, component (from its chunk) and the answers it shows first. */
type View = [
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  first?: (first: First) => Promise<unknown>[],
];

const live = ({ client, user }: First, ...names: OwnQueryName[]) =>
  names.map((name) => client.prefetchQuery(liveQueryOptions(ownLiveQuery(name, user))));
const answer =
  <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
  ({ client }: First) => [client.prefetchQuery(options)];

/** An Incubator view: its answer is asked for once the user may use the Incubator (a learner's wait for the switch). */
const incubatorView = <T, K extends QueryKey>(
  path: string,
  title: string,
  view: "RoadmapView" | "PlanView" | "PhaseView" | "StepView",
  options: (params: Params) => FetchQueryOptions<T, Error, T, K>,
): View => [
  path,
  title,
  async () => (await import("@/features/incubator/components/incubator-page"))[view],
  ({ client, user, params }) => [
    mayUseIncubator(client, user).then((may) => (may ? client.prefetchQuery(options(params)) : undefined)),
  ],
];

/** The shell's own: the profile, the inbox's three sources, for a learner whether the Incubator is open. */
const shellFirst = (first: First) => [
  ...live(first, "profile", "inboxMessages", "broadcasts", "broadcastStates"),
  ...(first.user.role === "admin" ? [] : [first.client.prefetchQuery(incubatorAccessQuery)]),
];

const withNav: View[] = [
  ["/", "Home", async () => (await import("./home-route")).default, (f) => live(f, "skillProgress", "learningPaths")],
  ["/learn", "Learn", async () => (await import("./learn-route")).default, (f) => live(f, "learningPaths")],
  [
    "/learn/paths/:pathId",
    "Learn",
    async () => (await import("@/features/learning/components/path-detail")).PathDetail,
    ({ client, params }) => [client.prefetchQuery(pathProgressQuery(params.pathId ?? ""))],
  ],
  [
    "/catalogue",
    "Catalogue",
    async () => (await import("@/features/catalogue/components/catalogue-list")).CatalogueList,
    answer(curatedVideosQuery),
  ],
  [
    "/catalogue/:videoId",
    "Catalogue",
    async () => (await import("@/features/catalogue/components/video-detail")).VideoDetail,
    answer(curatedVideosQuery),
  ],
  [
    "/dashboard",
    "Dashboard",
    async () => (await import("@/features/dashboard/components/dashboard-page")).default,
    // The recommendations card too, asked for once the profile (their key's version) is in.
    (f) => [
      ...live(f, "learningPaths", "learningSummary", "activities"),
      f.client
        .ensureQueryData(liveQueryOptions(ownLiveQuery("profile", f.user)))
        .then((profile) => f.client.prefetchQuery(recommendationsQuery(f.user.id, profileVersion(profile))))
        // A failed profile is the view's to show, as with any prefetch.
        .catch(() => undefined),
    ],
  ],
  ["/profile", "Profile", async () => (await import("./profile-route")).default],
  // The roadmap; any other address under /incubator shows it too.
  incubatorView("/incubator/*", "Incubator", "RoadmapView", () => overviewQuery),
  incubatorView("/incubator/plan", "Your Business Plan", "PlanView", () => planQuery),
  incubatorView("/incubator/phase/:phaseKey", "Incubator", "PhaseView", (p) => phaseStepsQuery(p.phaseKey ?? "")),
  incubatorView("/incubator/phase/:phaseKey/step/:stepId", "Incubator", "StepView", (p) => stepQuery(p.stepId ?? "")),
];

/**
 * Admins only: the figures, the first page of users, the Incubator's launch line; the Incubator's
 * content; a learner's Incubator as their coach reads it.
 */
const admin: View[] = [
  [
    "/admin",
    "Admin",
    async () => (await import("./admin-route")).default,
    ({ client }) => [
      client.prefetchQuery(adminStatsQuery),
      client.prefetchInfiniteQuery(adminUsersQuery(INITIAL_USER_FILTERS)),
      client.prefetchQuery(launchQuery),
    ],
  ],
  [
    "/admin/incubator",
    "Incubator Admin",
    async () => (await import("@/features/incubator-admin/components/incubator-admin-page")).default,
    answer(adminPhasesQuery),
  ],
  [
    "/admin/users/:id/incubator",
    "Learner's Incubator",
    async () => (await import("@/features/incubator-admin/components/learner-incubator-page")).default,
    ({ client, params }) => [client.prefetchQuery(learnerIncubatorQuery(params.id ?? ""))],
  ],
];

/** /chat opens the newest session: its messages come with the sessions. */
const chat: View = [
  "/chat/:sessionId?",
  "AI Tutor",
  async () => (await import("@/features/chat/components/chat-page")).default,
  (f) =>
    f.params.sessionId
      ? [
          ...live(f, "chatSessions"),
          f.client.prefetchQuery(liveQueryOptions(liveQueries.chatMessages(f.user, f.params.sessionId))),
        ]
      : [f.client.prefetchQuery(newestChatQueryOptions(f.user))],
];

/** The longest a view waits for its first answers, then shows its own loading state (docs/decisions/022-one-first-answer-per-view.md). */
const FIRST_ANSWERS_WAIT_MS = 1000;
const firstAnswers = (answers: Promise<unknown>[]) =>
  Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))]);

/** A new query string alone (the catalogue's filter, an admin tab) asks for nothing new: no loader runs. */
const unlessQueryStringAlone: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);

/** A view as a route: its chunk and its first answers load side by side; an admin view sends anyone else home. */
function route([path, title, load, first]: View, client: QueryClient, adminOnly = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const View = await load();
      return {
        Component: () => (
          <RouteFrame title={title}>
            <View />
          </RouteFrame>
        ),
      };
    },
    loader: async ({ params }) => {
      const user = await signedInUser(client);
      if (adminOnly && user?.role !== "admin") return replace(routePaths.home);
      if (user && first) await firstAnswers(first({ client, user, params }));
      return null;
    },
    shouldRevalidate: unlessQueryStringAlone,
  };
}

/** The signed-in app's routes, for `client`'s cache. */
export function signedInRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      Component: SignedInRoot,
      HydrateFallback: LoadingScreen,
      loader: async () => {
        const user = await signedInUser(client);
        if (user) await firstAnswers(shellFirst({ client, user, params: {} }));
        return null;
      },
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
