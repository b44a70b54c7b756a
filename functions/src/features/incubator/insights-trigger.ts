import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { stepProgressDocSchema } from "../../contract/incubator-storage";
import { insightDelta } from "./insights-delta";
import { applyInsightEvent } from "./repository";

/** Insights' counters follow every write of a learner's step progress (docs/decisions.md). */

export const incubatorInsightsOnProgress = onDocumentWritten(
  "users/{uid}/incubatorProgress/{stepId}",
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const before = event.data?.before;
    const delta = insightDelta(
      before?.exists ? stepProgressDocSchema.parse(before.data()) : null,
      stepProgressDocSchema.parse(after.data()),
    );
    const moves =
      delta.attempted ||
      delta.passed ||
      Object.keys(delta.latestScore).length ||
      Object.keys(delta.evaluationsByDay).length;
    if (!moves) return;
    const { uid, stepId } = event.params;
    await applyInsightEvent(
      event.id,
      { uid, stepId, phaseKey: after.get("phaseKey") as string },
      delta,
      new Date(event.time),
    );
  },
);
