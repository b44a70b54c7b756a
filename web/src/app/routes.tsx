import type { ReactNode } from "react";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router-dom";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
// In the shell chunk rather than lazy: home shows it in the same paint as the rest (no shift), and
// its live inbox is the one the navigation's badge already reads.
import MessagesPanel from "@/features/messages/components/messages-panel";
import { useFocusHeadingOnNavigation } from "@/lib/route-focus";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { BottomNav } from "./bottom-nav";
import { useNavItems } from "./nav-items";
import { RouteFrame } from "./route-frame";
import { SideNav } from "./side-nav";
import { views } from "./view-chunks";

const {
  home: HomeRoute,
  learn: LearnPage,
  catalogue: CataloguePage,
  dashboard: DashboardPage,
  profile: ProfilePage,
  chat: ChatPage,
  incubator: IncubatorPage,
  admin: AdminPage,
  incubatorAdmin: IncubatorAdminPage,
} = views;

/**
 * The shell (docs/decisions.md "Layout"): the side navigation from 1024 px, the bottom bar below it.
 * The chat fills a phone's screen with its own back action, so it has no bottom bar.
 */
function WithNav({ bottomBar = true }: { bottomBar?: boolean }) {
  const items = useNavItems();
  return (
    <>
      <SkipLink />
      <SideNav {...items} />
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none lg:pl-60">
        <Outlet />
      </div>
      {bottomBar && <BottomNav {...items} />}
    </>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  return useSessionUser().role === "admin" ? children : <Navigate to={routePaths.home} replace />;
}

/** An address per view; an unknown address goes home. */
export function AppRoutes() {
  const location = useLocation();
  useFocusHeadingOnNavigation(location.pathname);
  // The documented ?admin=true address selects the admin view for admins.
  if (new URLSearchParams(location.search).get("admin") === "true" && location.pathname !== routePaths.admin)
    return <Navigate to={routePaths.admin} replace />;
  return (
    <Routes>
      <Route element={<WithNav />}>
        <Route
          index
          element={
            <RouteFrame title="Home">
              <HomeRoute messagesPanel={<MessagesPanel />} />
            </RouteFrame>
          }
        />
        <Route
          path="learn/*"
          element={
            <RouteFrame title="Learn">
              <LearnPage />
            </RouteFrame>
          }
        />
        <Route
          path="catalogue/*"
          element={
            <RouteFrame title="Catalogue">
              <CataloguePage />
            </RouteFrame>
          }
        />
        <Route
          path="dashboard"
          element={
            <RouteFrame title="Dashboard">
              <DashboardPage />
            </RouteFrame>
          }
        />
        <Route
          path="profile"
          element={
            <RouteFrame title="Profile">
              <ProfilePage />
            </RouteFrame>
          }
        />
        <Route
          path="incubator/*"
          element={
            <RouteFrame title="Incubator">
              <IncubatorPage />
            </RouteFrame>
          }
        />
        <Route
          path="admin/*"
          element={
            <AdminOnly>
              <RouteFrame title="Admin">
                <AdminPage />
              </RouteFrame>
            </AdminOnly>
          }
        />
        <Route
          path="admin/incubator"
          element={
            <AdminOnly>
              <RouteFrame title="Incubator Admin">
                <IncubatorAdminPage />
              </RouteFrame>
            </AdminOnly>
          }
        />
      </Route>
      <Route element={<WithNav bottomBar={false} />}>
        <Route
          path="chat/:sessionId?"
          element={
            <RouteFrame title="AI Tutor">
              <ChatPage />
            </RouteFrame>
          }
        />
      </Route>
      <Route path="*" element={<Navigate to={routePaths.home} replace />} />
    </Routes>
  );
}
