// Each view's lazy chunk, named once: routes.tsx renders them, and app/start.ts loads the one the
// address shows beside the signed-in chunk rather than after it. The build reads the imports below
// to list each view's files for the boot script (build/view-files.ts, src/boot.ts).
import { lazyComponent } from "@/lib/lazy-component";
import { viewNameAt } from "./view-names";

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

/** The chunk of the view at `pathname`. */
export const viewAt = (pathname: string) => views[viewNameAt(pathname)];
