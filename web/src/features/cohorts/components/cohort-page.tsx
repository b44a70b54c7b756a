import type { AdminCohort } from "@contract/cohorts/admin";
import { Suspense, type ReactNode } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { LoadingLine } from "@/components/loading-screen";
import { Page } from "@/components/page";
import { Tabs } from "@/components/tabs";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useCohort } from "../api/get-cohort";
import { formatPlainDate } from "../cohort-form";
import { COHORT_TABS, cohortTabFrom, type CohortTab } from "../cohort-tabs";
import { CohortStatusBadge } from "./cohort-status-badge";

interface CohortPageProps {
  /** Each tab's content for the cohort; `app/cohort-admin-route.tsx` composes them. */
  tabs: (cohort: AdminCohort) => Record<CohortTab, ReactNode>;
}

/** `/admin/cohorts/{cohortId}`: the cohort's state and its tabs, the selected one in the address (`?tab=`). */
export function CohortPage({ tabs }: CohortPageProps) {
  const { cohortId = "" } = useParams();
  const cohort = useCohort(cohortId);
  const [params, setParams] = useSearchParams();

  if (cohort.isPending)
    return (
      <Page title="Cohort">
        <LoadingLine text="Loading the cohort..." />
      </Page>
    );
  if (cohort.isError)
    return (
      <Page title="Cohort">
        <BackLink to={`${routePaths.admin}?tab=cohorts`} label="Back to Cohorts" />
        <p className="alert alert-error" role="alert">
          {errorMessage(cohort.error, "The cohort could not be loaded.")}
        </p>
      </Page>
    );

  const content = tabs(cohort.data);
  const selected = cohortTabFrom(params.get("tab"));
  const { name, status, startDate, weeks, timeZone } = cohort.data;
  return (
    <Page title={name} subtitle={`From ${formatPlainDate(startDate)}, ${weeks} weeks, ${timeZone.replace(/_/g, " ")}`}>
      <BackLink to={`${routePaths.admin}?tab=cohorts`} label="Back to Cohorts" />
      <p className="mb-4">
        <CohortStatusBadge status={status} />
      </p>
      <Tabs
        label={`${name} sections`}
        tabs={COHORT_TABS}
        selected={selected}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
        panelClassName="mt-4 grid gap-6"
      >
        <Suspense fallback={<LoadingLine />}>{content[selected]}</Suspense>
      </Tabs>
    </Page>
  );
}
