import { INCUBATOR_CLOSED_MESSAGE } from "../../contract/incubator/launch";
import type { AccessCheck } from "../../http/define-route";
import { systemClock } from "../../lib/clock";
import { mayUseIncubator } from "../../domain/incubator/launch";

/** The Incubator's routes: admins, every signed-in user while the switch is on, and members of an open or running cohort (else 403; domain/incubator/launch.ts). */
export const incubatorAccess: AccessCheck = {
  name: "incubator",
  allows: (session) => mayUseIncubator(session, systemClock),
  refusal: INCUBATOR_CLOSED_MESSAGE,
};
