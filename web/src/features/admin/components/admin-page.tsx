import { useQueryClient } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingLine } from "@/components/loading-screen";
import { Page, PageLink } from "@/components/page";
import { Tabs } from "@/components/tabs";
import { signOutLocally } from "@/lib/persisted-cache";
import { routePaths } from "@/lib/route-paths";
import { ADMIN_TAB_PARAM, ADMIN_TABS, adminTabFrom, type AdminTab } from "../admin-tabs";
import { useAdminStats } from "@/lib/admin-stats";
import { StatCards } from "./stat-cards";

interface AdminPageProps {
  /** Each tab's content: the domain features own them, `app/admin-route.tsx` composes them. */
  tabs: Record<AdminTab, ReactNode>;
  /** Whether the Incubator is open to learners (features/incubator-admin), above the stat cards. */
  incubatorLaunch: ReactNode;
}

/**
 * 'Loading admin panel...', then the five stat cards and the four tabs; the selected
 * tab lives in the address (`?tab=`), so a tab can be linked to and survives a reload.
 */
export function AdminPage({ tabs, incubatorLaunch }: AdminPageProps) {
  const stats = useAdminStats();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = adminTabFrom(params.get(ADMIN_TAB_PARAM));

  return (
    <Page
      title="Admin Panel"
      subtitle="Manage users, videos, messages and the AI tutor"
      actions={
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          <PageLink to={routePaths.home}>User Features</PageLink>
          <PageLink to={routePaths.adminIncubator}>Incubator Admin</PageLink>
          <PageLink to={routePaths.adminEmail}>Email</PageLink>
          {/* A browser navigation: the server ends the session and sends the visitor home;
              this device forgets the user first, so the landing page never opens on their answers. */}
          <a href="/api/logout" className="btn btn-ghost btn-sm" onClick={() => void signOutLocally(queryClient)}>
            Logout
          </a>
        </nav>
      }
    >
      {stats.isPending ? (
        <p className="flex items-center gap-2 py-10" role="status">
          <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
          Loading admin panel...
        </p>
      ) : (
        <div className="grid gap-6">
          {incubatorLaunch}
          {stats.isError ? (
            <p className="alert alert-error" role="alert">
              The statistics could not be loaded.
              <button type="button" className="btn btn-sm" onClick={() => void stats.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <StatCards stats={stats.data} />
          )}
          <div>
            <Tabs
              label="Admin sections"
              tabs={ADMIN_TABS}
              selected={selected}
              onSelect={(tab) =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set(ADMIN_TAB_PARAM, tab);
                    return next;
                  },
                  { replace: true },
                )
              }
              className="grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
              tabClassName="h-auto min-h-10 py-2 leading-tight whitespace-normal"
              panelClassName="mt-4 rounded-box focus-visible:outline-2 focus-visible:outline-primary"
            >
              {/* A tab's content may be a lazy chunk (app/admin-route.tsx): a line while it loads. */}
              <Suspense fallback={<LoadingLine />}>{tabs[selected]}</Suspense>
            </Tabs>
          </div>
        </div>
      )}
    </Page>
  );
}
