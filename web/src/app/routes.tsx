// Every signed-in address, written once: its view's chunk, its tab title, and what it shows first. The router loads
// the chunk and those first answers side by side (react-router's `lazy` and `loader`), and renders
// the view once both are in, so it renders once, with its data. The live answers a navigation asks
// for come in one API call (lib/live-query.ts batches the queries of a task).
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

interface View {
  path: string;
  title: string;
  /** The view's component, from its chunk. */
  load: () => Promise<ComponentType>;
  /** The answers it shows first (each resolves once fetched or failed: the view then asks itself). */
  first?: (first: First) => Promise<unknown>[];
  adminOnly?: true;
}

const live = ({ client, user }: First, ...names: OwnQueryName[]) =>
  names.map((name) => client.prefetchQuery(liveQueryOptions(ownLiveQuery(name, user))));
/**
 * An Incubator view, from the Incubator page's chunk. It asks for its answer once the user may use
 * the Incubator: a learner's wait for the switch.
 */
const incubatorView = <T, K extends QueryKey>(
  path: string,
  title: string,
  view: "RoadmapView" | "PlanView" | "PhaseView" | "StepView",
  answer: (params: Params) => FetchQueryOptions<T, Error, T, K>,
): View => ({
  path,
  title,
  load: async () => (await import("@/features/incubator/components/incubator-page"))[view],
  first: ({ client, user, params }) => [
    mayUseIncubator(client, user).then((may) => (may ? client.prefetchQuery(answer(params)) : undefined)),
  ],
});

/**
 * The shell's own: the profile, the inbox's three sources, and for a learner whether the Incubator
 * is open (its nav item). The nav badge's recommendations are keyed by the profile's version, so
 * they are asked for once the profile is in, and not waited for.
 */
const shellFirst = ({ client, user }: First) => {
  const profile = liveQueryOptions(ownLiveQuery("profile", user));
  const answers = [
    client.prefetchQuery(profile),
    ...live({ client, user, params: {} }, "inboxMessages", "broadcasts", "broadcastStates"),
    ...(user.role === "admin" ? [] : [client.prefetchQuery(incubatorAccessQuery)]),
  ];
  void answers[0]!.then(() => {
    const data = client.getQueryData(profile.queryKey);
    if (data !== undefined) void client.prefetchQuery(recommendationsQuery(user.id, profileVersion(data)));
  });
  return answers;
};

const withNav: View[] = [
  {
    path: "/",
    title: "Home",
    load: async () => (await import("./home-route")).default,
    first: (first) => live(first, "skillProgress", "learningPaths"),
  },
  {
    path: "/learn",
    title: "Learn",
    load: async () => (await import("./learn-route")).default,
    first: (first) => live(first, "learningPaths"),
  },
  {
    path: "/learn/paths/:pathId",
    title: "Learn",
    load: async () => (await import("@/features/learning/components/path-detail")).PathDetail,
    first: ({ client, params }) => [client.prefetchQuery(pathProgressQuery(params.pathId ?? ""))],
  },
  {
    path: "/catalogue",
    title: "Catalogue",
    load: async () => (await import("@/features/catalogue/components/catalogue-list")).CatalogueList,
    first: ({ client }) => [client.prefetchQuery(curatedVideosQuery)],
  },
  {
    path: "/catalogue/:videoId",
    title: "Catalogue",
    load: async () => (await import("@/features/catalogue/components/video-detail")).VideoDetail,
    first: ({ client }) => [client.prefetchQuery(curatedVideosQuery)],
  },
  {
    path: "/dashboard",
    title: "Dashboard",
    load: async () => (await import("@/features/dashboard/components/dashboard-page")).default,
    first: (first) => live(first, "learningPaths", "learningSummary", "activities"),
  },
  { path: "/profile", title: "Profile", load: async () => (await import("./profile-route")).default },
  // The roadmap; any other address under /incubator shows it too.
  incubatorView("/incubator/*", "Incubator", "RoadmapView", () => overviewQuery),
  incubatorView("/incubator/plan", "Your Business Plan", "PlanView", () => planQuery),
  incubatorView("/incubator/phase/:phaseKey", "Incubator", "PhaseView", ({ phaseKey }) =>
    phaseStepsQuery(phaseKey ?? ""),
  ),
  incubatorView("/incubator/phase/:phaseKey/step/:stepId", "Incubator", "StepView", ({ stepId }) =>
    stepQuery(stepId ?? ""),
  ),
  {
    path: "/admin",
    title: "Admin",
    adminOnly: true,
    load: async () => (await import("./admin-route")).default,
    // The figures, the first page of users, the Incubator's launch line.
    first: ({ client }) => [
      client.prefetchQuery(adminStatsQuery),
      client.prefetchInfiniteQuery(adminUsersQuery(INITIAL_USER_FILTERS)),
      client.prefetchQuery(launchQuery),
    ],
  },
  {
    path: "/admin/incubator",
    title: "Incubator Admin",
    adminOnly: true,
    load: async () => (await import("@/features/incubator-admin/components/incubator-admin-page")).default,
    first: ({ client }) => [client.prefetchQuery(adminPhasesQuery)],
  },
];

const chat: View = {
  path: "/chat/:sessionId?",
  title: "AI Tutor",
  load: async () => (await import("@/features/chat/components/chat-page")).default,
  // /chat opens the newest session: its messages come with the sessions.
  first: (first) =>
    first.params.sessionId
      ? [
          ...live(first, "chatSessions"),
          first.client.prefetchQuery(liveQueryOptions(liveQueries.chatMessages(first.user, first.params.sessionId))),
        ]
      : [first.client.prefetchQuery(newestChatQueryOptions(first.user))],
};

/**
 * The longest a view waits for its first answers: a slow one then shows the view's own loading state
 * (the views read their answers with `useQuery`, so they need no `<Await>`). Stale restored answers
 * (live ones: lib/live-query.ts) are asked for again and waited for too: a view acts on what it shows
 * (home's Start reads the profile), and a stored answer can predate the learner's last change.
 */
const FIRST_ANSWERS_WAIT_MS = 1000;
const firstAnswers = (answers: Promise<unknown>[]) =>
  Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))]);

/**
 * A new query string alone (the catalogue's filter, an admin tab) asks for nothing new: the loaders
 * do not run again, so the address changes at once. react-router runs them all by default.
 */
const unlessQueryStringAlone: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);

/** A view as a route: its chunk and its first answers load side by side. */
function route({ path, title, load, first, adminOnly }: View, client: QueryClient): RouteObject {
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
      // An admin view sends anyone else home, before its answers are asked for.
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
        { Component: WithNav, children: withNav.map((view) => route(view, client)) },
        { element: <WithNav phoneNav={false} />, children: [route(chat, client)] },
        // An unknown address goes home.
        { path: "*", element: <Navigate to={routePaths.home} replace /> },
      ],
    },
  ];
}
