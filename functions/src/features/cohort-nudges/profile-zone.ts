import { isKnownZone } from "./nudges";
import { moveMemberZone } from "./repository";

/**
 * A learner's profile zone changed: their cohort membership follows, so their nudges keep coming at
 * 09:00 where they now live. A trigger on `profiles`, so the profile feature knows nothing of cohorts.
 */
export async function onProfileZoneChanged(uid: string, before: string, after: string): Promise<boolean> {
  if (before === after || !isKnownZone(after)) return false;
  return moveMemberZone(uid, after);
}
