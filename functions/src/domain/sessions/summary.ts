import { toIso } from "../../contract/common";
import type { CoachSessionSummary } from "../../contract/sessions/coach";
import type { CoachingSessionDoc } from "../../contract/sessions/storage";

/** A stored session as the coaches' week, the conflicts and a coach's change answer it. */
export const sessionSummary = (id: string, doc: CoachingSessionDoc): CoachSessionSummary => ({
  id,
  learnerId: doc.learnerId,
  learnerName: doc.learnerName,
  learnerTimeZone: doc.learnerTimeZone,
  coachId: doc.coachId,
  coachName: doc.coachName,
  startsAt: toIso(doc.startsAt),
  endsAt: toIso(doc.endsAt),
  status: doc.status,
  topic: doc.topic,
});
