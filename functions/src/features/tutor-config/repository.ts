import { TUTOR_CONFIG_ID } from "../../ai/tutor";
import { tutorConfigs } from "../../lib/collections";

/** The one saved configuration, `tutorConfig/current`. */
export const currentTutorConfig = () => tutorConfigs().doc(TUTOR_CONFIG_ID);
