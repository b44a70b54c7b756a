import { AdminPage } from "@/features/admin/components/admin-page";
import { UserManagement } from "@/features/admin-users/components/user-management";

/** Stands in for a tab whose feature is not in yet. */
function TabPlaceholder({ title }: { title: string }) {
  return <p className="text-base-content/75 py-6 text-center">{title} is coming soon.</p>;
}

/** `/admin`: the panel with each tab from the feature that owns it (features never import each other). */
export default function AdminRoute() {
  return (
    <AdminPage
      tabs={{
        users: <UserManagement />,
        videos: <TabPlaceholder title="Video Management" />,
        messages: <TabPlaceholder title="Messages & Notifications" />,
        tutor: <TabPlaceholder title="Tutor Configuration" />,
      }}
    />
  );
}
