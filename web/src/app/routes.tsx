import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Outlet, Route, Routes, useLocation } from "react-router-dom";
import { LoadingScreen } from "@/components/loading-screen";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
import { BottomNav } from "./bottom-nav";

const HomeRoute = lazy(() => import("./home-route"));
const LearnPage = lazy(() => import("./learn-route"));
const CataloguePage = lazy(() => import("@/features/catalogue/components/catalogue-page"));
const DashboardPage = lazy(() => import("@/features/dashboard/components/dashboard-page"));
const ProfilePage = lazy(() => import("./profile-route"));
const ChatPage = lazy(() => import("@/features/chat/components/chat-page"));
const IncubatorPage = lazy(() => import("@/features/incubator/components/incubator-page"));
const AdminPage = lazy(() => import("@/features/admin/components/admin-page"));
const MessagesPanel = lazy(() => import("@/features/messages/components/messages-panel"));

function WithNav() {
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <BottomNav />
    </>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  return useSessionUser().role === "admin" ? children : <Navigate to={routePaths.home} replace />;
}

/** Spec 000 section 2, with an address per view (DECISIONS.md "Beyond the old app"). */
export function AppRoutes() {
  const location = useLocation();
  // The documented ?admin=true address selects the admin view for admins.
  if (new URLSearchParams(location.search).get("admin") === "true" && location.pathname !== routePaths.admin)
    return <Navigate to={routePaths.admin} replace />;
  return (
    <Routes>
      <Route element={<WithNav />}>
        <Route
          index
          element={
            <HomeRoute
              messagesPanel={
                <Suspense fallback={null}>
                  <MessagesPanel />
                </Suspense>
              }
            />
          }
        />
        <Route path="learn/*" element={<LearnPage />} />
        <Route path="catalogue/*" element={<CataloguePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="incubator/*" element={<IncubatorPage />} />
        <Route
          path="admin/*"
          element={
            <AdminOnly>
              <AdminPage />
            </AdminOnly>
          }
        />
      </Route>
      <Route
        path="chat/:sessionId?"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ChatPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={routePaths.home} replace />} />
    </Routes>
  );
}
