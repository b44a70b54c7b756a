import type { IncubatorLaunch, IncubatorLaunchDoc } from "../../contract/incubator/launch";
import { toIso } from "../../contract/common";
import type { Clock } from "../../lib/clock";
import { changeLaunch, readLaunch } from "../../domain/incubator/launch";
import { auditActor } from "../../lib/audit-actor";

// The Incubator's launch switch (contract/incubator/launch.ts). Turning it on opens the Incubator's
// API and views to every signed-in user; turning it off closes them again. Learners' progress is
// never touched either way: it waits under users/{uid} for the next opening.

const toLaunch = (doc: IncubatorLaunchDoc | null): IncubatorLaunch => ({
  open: doc?.open ?? false,
  changedAt: doc ? toIso(doc.changedAt) : null,
  changedBy: doc ? { username: doc.changedBy.username } : null,
});

export async function readIncubatorLaunch(): Promise<IncubatorLaunch> {
  return toLaunch(await readLaunch());
}

/** Opens or closes the Incubator, with its audit entry; setting what already is changes and records nothing. */
export async function setIncubatorLaunch(deps: { clock: Clock }, uid: string, open: boolean) {
  const actor = await auditActor(uid);
  const saved = await changeLaunch((current) => {
    const was = current?.open ?? false;
    if (was === open) return null;
    return {
      open,
      audit: {
        actor,
        action: "incubator.launch",
        target: { type: "incubator", id: "launch" },
        before: { open: was },
        after: { open },
        at: deps.clock.now(),
      },
    };
  }, deps.clock);
  return toLaunch(saved);
}
