import type { QueryClient } from "@tanstack/react-query";
import { lazy } from "react";
import { AdminPage } from "@/features/admin/components/admin-page";
import { INITIAL_USER_FILTERS } from "@/features/admin-users/api/admin-user-cache";
import { adminUsersQuery } from "@/features/admin-users/api/list-admin-users";
import { UserManagement } from "@/features/admin-users/components/user-management";
import { launchQuery } from "@/features/incubator-admin/api/get-launch";
import { LaunchStatusLine } from "@/features/incubator-admin/components/launch-status-line";
import { adminStatsQuery } from "@/lib/admin-stats";

// The Users tab opens first; the other tabs load when chosen, not with the panel's first paint.
const VideoManagementTab = lazy(() =>
  import("@/features/admin-videos/components/video-management-tab").then((module) => ({
    default: module.VideoManagementTab,
  })),
);
const MessagesTab = lazy(() =>
  import("@/features/admin-messages/components/messages-tab").then((module) => ({ default: module.MessagesTab })),
);
const TutorConfigTab = lazy(() =>
  import("@/features/tutor-config/components/tutor-config-tab").then((module) => ({ default: module.TutorConfigTab })),
);

/** The panel's first answers (app/routes.tsx): the figures, the first page of users, the launch line. */
export const adminFirstAnswers = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(adminStatsQuery),
    client.prefetchInfiniteQuery(adminUsersQuery(INITIAL_USER_FILTERS)),
    client.prefetchQuery(launchQuery),
  ]);

/** `/admin`: the panel with each tab from the feature that owns it (features never import each other). */
export default function AdminRoute() {
  return (
    <AdminPage
      incubatorLaunch={<LaunchStatusLine />}
      tabs={{
        users: <UserManagement />,
        videos: <VideoManagementTab />,
        messages: <MessagesTab />,
        tutor: <TutorConfigTab />,
      }}
    />
  );
}
