// Each view's lazy chunk, named once: routes.tsx renders them, and app/start.ts loads the one the
// address shows beside the signed-in chunk rather than after it.
import { lazyComponent } from "@/lib/lazy-component";

// Everything behind sign-in (the shell; Firebase loads later still) is a chunk of its own.
export const signedInApp = lazyComponent(() => import("./signed-in-app"));

export const views = {
  home: lazyComponent(() => import("./home-route")),
  learn: lazyComponent(() => import("./learn-route")),
  catalogue: lazyComponent(() => import("@/features/catalogue/components/catalogue-page")),
  dashboard: lazyComponent(() => import("@/features/dashboard/components/dashboard-page")),
  profile: lazyComponent(() => import("./profile-route")),
  chat: lazyComponent(() => import("@/features/chat/components/chat-page")),
  incubator: lazyComponent(() => import("@/features/incubator/components/incubator-page")),
  admin: lazyComponent(() => import("./admin-route")),
  incubatorAdmin: lazyComponent(() => import("@/features/incubator-admin/components/incubator-admin-page")),
};

const byFirstSegment: Record<string, keyof typeof views> = {
  learn: "learn",
  catalogue: "catalogue",
  dashboard: "dashboard",
  profile: "profile",
  chat: "chat",
  incubator: "incubator",
  admin: "admin",
};

/** The view at `pathname` (home for an unknown address, which routes.tsx sends home). */
export function viewAt(pathname: string) {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  if (first === "admin" && second === "incubator") return views.incubatorAdmin;
  return views[byFirstSegment[first] ?? "home"];
}
