import { lazy, Suspense, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Icon } from "@/components/icon";
import { LoadingLine } from "@/components/loading-screen";
import { Page } from "@/components/page";
import { Tabs } from "@/components/tabs";
import { routePaths } from "@/lib/route-paths";
import { LaunchTab } from "./launch-tab";
import { PhasesTab } from "./phases-tab";

// The Phases tab opens first; the Steps tab (its form, preview and ordering) loads when chosen.
const StepsTab = lazy(async () => ({ default: (await import("./steps-tab")).StepsTab }));

const TABS = [
  { id: "phases", label: "Phases" },
  { id: "steps", label: "Steps" },
  { id: "launch", label: "Launch" },
  { id: "reviews", label: "Review queue" },
  { id: "insights", label: "Insights" },
] as const;
type TabId = (typeof TABS)[number]["id"];

interface IncubatorAdminPageProps {
  /** The Review queue and Insights tabs: their features own them, `app/incubator-admin-route.tsx` composes them. */
  tabs: Record<"reviews" | "insights", ReactNode>;
  /** How many attempts wait for a coach, on the queue's tab (once known). */
  openReviews: number | undefined;
}

/**
 * The Incubator admin, at /admin/incubator (admins only, app/routes.tsx), in five tabs: the
 * content's Phases and Steps, the Launch switch that opens the Incubator to learners (this
 * feature's), coach review's Review queue and the Insights (given by the route). The tab and the
 * chosen phase live in the address (`?tab=steps&phase=GROW`), so a reload shows the same list.
 */
export function IncubatorAdminPage({ tabs: given, openReviews }: IncubatorAdminPageProps) {
  const [search, setSearch] = useSearchParams();
  const tab: TabId = TABS.find((entry) => entry.id === search.get("tab"))?.id ?? "phases";
  const phaseId = search.get("phase") ?? "";
  const tabs = TABS.map((entry) =>
    entry.id === "reviews" && openReviews !== undefined
      ? { ...entry, label: `${entry.label} (${openReviews})` }
      : entry,
  );

  const select = (next: { tab: TabId; phase?: string }) =>
    setSearch(next.tab === "steps" && next.phase ? { tab: next.tab, phase: next.phase } : { tab: next.tab }, {
      replace: true,
    });

  return (
    <Page
      title="Incubator Admin"
      subtitle="Manage phases, steps, and content"
      actions={
        <Link to={routePaths.admin} className="btn btn-ghost btn-sm">
          <Icon name="back" className="size-4" />
          Admin Panel
        </Link>
      }
    >
      <Tabs
        label="Incubator content"
        tabs={tabs}
        selected={tab}
        onSelect={(id) => select({ tab: id, phase: phaseId })}
        className="mb-4 w-fit"
        panelClassName="outline-none"
      >
        {tab === "phases" && <PhasesTab />}
        {tab === "steps" && (
          <Suspense fallback={<LoadingLine />}>
            <StepsTab phaseId={phaseId} onPhaseChange={(phase) => select({ tab: "steps", phase })} />
          </Suspense>
        )}
        {tab === "launch" && <LaunchTab />}
        {tab === "reviews" && given.reviews}
        {tab === "insights" && (
          <Suspense fallback={<span role="status" className="loading loading-spinner" aria-label="Loading insights" />}>
            {given.insights}
          </Suspense>
        )}
      </Tabs>
    </Page>
  );
}
