import type { StuckLearner } from "@contract/incubator/insights";
import { incubatorAdminKey } from "@/lib/query-keys";

/** The Insights tab's figures, and its stuck learners below them, one list per kind. */
export const insightsKey = [...incubatorAdminKey, "insights"] as const;
export const stuckLearnersKey = (kind: StuckLearner["kind"]) => [...insightsKey, "stuck", kind] as const;
