import { browserTimeZone } from "@/lib/time-zone";

/**
 * The zone the learner reads session times in: the browser's, which sign-in also writes to their
 * profile (UTC where the browser names none).
 */
export const learnerTimeZone = (): string => browserTimeZone() ?? "UTC";
