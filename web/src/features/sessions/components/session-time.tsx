import { learnerTimeZone } from "../learner-time-zone";
import { sessionTime } from "../slot-times";

/** A session's start in the learner's zone, and the coach's beside it when it differs. */
export function SessionTime({ startsAt, coachTimeZone }: { startsAt: string; coachTimeZone: string }) {
  return <time dateTime={startsAt}>{sessionTime(startsAt, { learner: learnerTimeZone(), coach: coachTimeZone })}</time>;
}
