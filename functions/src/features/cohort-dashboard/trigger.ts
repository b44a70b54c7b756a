import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { stepProgressDocSchema } from "../../contract/incubator/storage";
import { readContent } from "../../domain/incubator/view";
import { workChange } from "./figures";
import { memberCohortId, recordWork } from "./repository";

/**
 * A cohort member's figures follow their step progress: the latest work, failed attempts, steps
 * passed and phases complete on `cohortMembers/{uid}`, and each pass once in its cohort week's
 * shard. An opening changes nothing; a learner in no cohort costs one read.
 */
export const cohortDashboardOnProgress = onDocumentWritten("users/{uid}/incubatorProgress/{stepId}", async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const before = event.data?.before;
  const change = workChange(
    before?.exists ? stepProgressDocSchema.parse(before.data()) : null,
    stepProgressDocSchema.parse(after.data()),
  );
  if (!change) return;
  const { uid, stepId } = event.params;
  const cohortId = await memberCohortId(uid);
  if (!cohortId) return;
  const content = change.passed ? await readContent() : null;
  await recordWork({ uid, stepId, cohortId }, change, content, new Date(event.time));
});
