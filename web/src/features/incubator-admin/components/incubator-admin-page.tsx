import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Icon } from "@/components/icon";
import { Page } from "@/components/page";
import { Tabs } from "@/components/tabs";
import { routePaths } from "@/lib/route-paths";
import { useReviewQueue } from "../api/list-review-queue";
import { LaunchTab } from "./launch-tab";
import { PhasesTab } from "./phases-tab";
import { ReviewQueueTab } from "./review-queue-tab";
import { StepsTab } from "./steps-tab";

// Insights and its charts (Recharts) load when the tab is chosen: no other view carries them.
const InsightsTab = lazy(() => import("./insights-tab"));

const TABS = [
  { id: "phases", label: "Phases" },
  { id: "steps", label: "Steps" },
  { id: "launch", label: "Launch" },
  { id: "reviews", label: "Review queue" },
  { id: "insights", label: "Insights" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * The Incubator admin, at /admin/incubator (admins only, app/routes.tsx): its content, and the
 * launch switch that opens it to learners. The tab and the chosen phase live in the address
 * (`?tab=steps&phase=GROW`), so a reload shows the same list.
 */
export default function IncubatorAdminPage() {
  const [search, setSearch] = useSearchParams();
  const tab: TabId = TABS.find((entry) => entry.id === search.get("tab"))?.id ?? "phases";
  const phaseId = search.get("phase") ?? "";
  // The queue's tab says how many attempts wait for a coach.
  const openReviews = useReviewQueue().data?.pages[0]?.total;
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
        {tab === "steps" && <StepsTab phaseId={phaseId} onPhaseChange={(phase) => select({ tab: "steps", phase })} />}
        {tab === "launch" && <LaunchTab />}
        {tab === "reviews" && <ReviewQueueTab />}
        {tab === "insights" && (
          <Suspense fallback={<span role="status" className="loading loading-spinner" aria-label="Loading insights" />}>
            <InsightsTab />
          </Suspense>
        )}
      </Tabs>
    </Page>
  );
}
