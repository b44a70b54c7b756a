import { lazy, Suspense } from "react";
import DashboardPage from "@/features/dashboard/components/dashboard-page";

// A cohort member's check-in trend comes after the dashboard's first paint, in its own chunk
// (and the chart library in another, only once there are check-ins to draw).
const CheckInTrend = lazy(() => import("@/features/cohort-week/components/check-in-trend"));

/** `/dashboard`: the learner's figures, with their cohort check-ins below. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      below={
        <Suspense fallback={null}>
          <CheckInTrend />
        </Suspense>
      }
    />
  );
}
