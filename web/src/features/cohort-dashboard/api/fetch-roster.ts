import { COHORT_DASHBOARD, type RosterRow } from "@contract/cohorts/dashboard";
import { COHORT_LIMITS } from "@contract/cohorts/common";
import { getCohortDashboard } from "./get-cohort-dashboard";

const MAX_PAGES = Math.ceil(COHORT_DASHBOARD.csvRowsMax / COHORT_LIMITS.rosterPage);

/**
 * The whole roster for its CSV, page by page through the dashboard endpoint, in its order (the
 * caller's learners first). Bounded: a cohort above COHORT_DASHBOARD.csvRowsMax learners is refused
 * before any page is read.
 */
export async function fetchRoster(cohortId: string, memberCount: number): Promise<RosterRow[]> {
  if (memberCount > COHORT_DASHBOARD.csvRowsMax)
    throw new Error(`The CSV holds up to ${COHORT_DASHBOARD.csvRowsMax.toLocaleString("en")} learners.`);
  const rows: RosterRow[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getCohortDashboard(cohortId, false, cursor);
    rows.push(...answer.rows);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return rows;
}
