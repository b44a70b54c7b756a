import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { systemClock } from "../../lib/clock";
import { runCohortBroadcast } from "./cohort-broadcasts";

/** A broadcast to one cohort goes out member by member after the send (retried: a page done twice sends nothing twice). */
export const adminMessagesOnCohortBroadcast = onDocumentCreated(
  { document: "cohortBroadcasts/{broadcastId}", timeoutSeconds: 540, retry: true },
  async (event) => {
    await runCohortBroadcast(event.params.broadcastId, systemClock);
  },
);
