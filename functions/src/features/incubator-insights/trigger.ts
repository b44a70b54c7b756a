import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { stepProgressDocSchema } from "../../contract/incubator/storage";
import { insightDelta, isEmptyDelta } from "./delta";
import { applyInsightEvent, storeStuckFields } from "./repository";

/**
 * Insights' counters follow every write of a learner's step progress (docs/decisions/016-incubator-insights-counters.md), and a
 * new progress document gets the fields the stuck lists filter on.
 */
export const incubatorInsightsOnProgress = onDocumentWritten(
  "users/{uid}/incubatorProgress/{stepId}",
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const before = event.data?.before;
    const progress = stepProgressDocSchema.parse(after.data());
    const delta = insightDelta(before?.exists ? stepProgressDocSchema.parse(before.data()) : null, progress);
    // Saving an answer moves nothing: only openings, evaluations, passes and coaches' verdicts count.
    if (!isEmptyDelta(delta)) {
      const { uid, stepId } = event.params;
      await applyInsightEvent(event.id, { uid, stepId, phaseKey: progress.phaseKey }, delta, new Date(event.time));
    }
    await storeStuckFields(after);
  },
);
