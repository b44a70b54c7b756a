import { lazy } from "react";
import { AdminPage } from "@/features/admin/components/admin-page";
import { UserManagement } from "@/features/admin-users/components/user-management";
import { LaunchStatusLine } from "@/features/incubator-admin/components/launch-status-line";

// The Users tab opens first; the other tabs load when chosen, not with the panel's first paint.
const VideoManagementTab = lazy(() => import("@/features/admin-videos/components/video-management-tab"));
const MessagesTab = lazy(() => import("@/features/admin-messages/components/messages-tab"));
const TutorConfigTab = lazy(() => import("@/features/tutor-config/components/tutor-config-tab"));
const CohortsTab = lazy(() => import("@/features/cohorts/components/cohorts-tab"));
const SessionsTab = lazy(() => import("@/features/coach-hours/components/sessions-tab"));

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
        cohorts: <CohortsTab />,
        sessions: <SessionsTab />,
      }}
    />
  );
}
