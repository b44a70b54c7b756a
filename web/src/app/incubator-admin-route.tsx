import { lazy } from "react";
import { IncubatorAdminPage } from "@/features/incubator-admin/components/incubator-admin-page";
import { useReviewQueue } from "@/features/incubator-coach/api/list-review-queue";
import { ReviewQueueTab } from "@/features/incubator-coach/components/review-queue-tab";

// Insights and its charts (Recharts) load when the tab is chosen: no other view carries them.
const InsightsTab = lazy(() => import("@/features/incubator-insights/components/insights-tab"));

/** `/admin/incubator`: the content and launch tabs, with coach review's queue and the insights from their features. */
export default function IncubatorAdminRoute() {
  // The queue's tab says how many attempts wait for a coach.
  const openReviews = useReviewQueue().data?.pages[0]?.total;
  return (
    <IncubatorAdminPage openReviews={openReviews} tabs={{ reviews: <ReviewQueueTab />, insights: <InsightsTab /> }} />
  );
}
