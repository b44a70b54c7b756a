import { AdminPage } from "@/features/admin/components/admin-page";
import { MessagesTab } from "@/features/admin-messages/components/messages-tab";
import { UserManagement } from "@/features/admin-users/components/user-management";
import { VideoManagementTab } from "@/features/admin-videos/components/video-management-tab";
import { TutorConfigTab } from "@/features/tutor-config/components/tutor-config-tab";

/** `/admin`: the panel with each tab from the feature that owns it (features never import each other). */
export default function AdminRoute() {
  return (
    <AdminPage
      tabs={{
        users: <UserManagement />,
        videos: <VideoManagementTab />,
        messages: <MessagesTab />,
        tutor: <TutorConfigTab />,
      }}
    />
  );
}
