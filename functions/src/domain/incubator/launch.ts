import { Timestamp } from "firebase-admin/firestore";
import type { Role } from "../../contract/common";
import {
  canUseIncubator,
  INCUBATOR_ACCESS_FRESH_SECONDS,
  LAUNCH_DOC_ID,
  type IncubatorLaunchDoc,
} from "../../contract/incubator/launch";
import { recordAudit, type AuditEntryInput } from "../../lib/audit-log";
import type { Clock } from "../../lib/clock";
import { incubatorLaunch } from "../../lib/collections";
import { isEmulator } from "../../lib/firebase";
import { rememberedReads } from "../../lib/remembered-reads";
import { runTransaction } from "../../lib/transaction";
import { isInActiveCohort } from "../cohorts/membership";

// The Incubator's launch switch, `incubatorLaunch/current`, as this instance of the API sees it:
// behind the Incubator's routes (features/incubator/access.ts), GET /api/incubator/access, and the tutor, which reads a learner's
// Incubator work only while they may use it. One read serves every learner's requests for
// INCUBATOR_ACCESS_FRESH_SECONDS (lib/remembered-reads.ts), so a change reaches every instance within
// that time; the instance that makes the change knows it at once. On the emulator the switch is read
// on every request: it may serve one test's requests from several worker processes, and a test
// that turns the switch expects the next request to see it.

const launchRef = () => incubatorLaunch().doc(LAUNCH_DOC_ID);

/** `incubatorLaunch/current` as stored, or null before an admin first turns the switch. */
export const readLaunch = async () => (await launchRef().get()).data() ?? null;

const launchSwitch = rememberedReads(
  async () => (await readLaunch())?.open ?? false,
  isEmulator() ? 0 : INCUBATOR_ACCESS_FRESH_SECONDS * 1000,
);

/** Whether the Incubator is open to learners (closed until an admin first opens it). */
export const incubatorIsOpen = (clock: Clock) => launchSwitch.get(LAUNCH_DOC_ID, clock);

/**
 * Whether this user may use the Incubator now: admins always; learners while the switch is on, or
 * while they are in a cohort that is open or running (docs/decisions/065-cohorts-open-the-incubator.md).
 * The membership is read only when the switch is off.
 */
export const isIncubatorOpenFor = async (uid: string, clock: Clock): Promise<boolean> =>
  (await incubatorIsOpen(clock)) || isInActiveCohort(uid, clock);

export const mayUseIncubator = async (user: { uid: string; role: Role }, clock: Clock): Promise<boolean> =>
  user.role === "admin" || canUseIncubator(user.role, await isIncubatorOpenFor(user.uid, clock));

/**
 * Sets the switch as `decide` says, in one transaction with its audit entry, and answers the switch
 * as it then stands; `decide` answers null when nothing changes. Who changed it and when are the
 * audit entry's actor and time. This instance's next requests see the change at once.
 */
export async function changeLaunch(
  decide: (current: IncubatorLaunchDoc | null) => { open: boolean; audit: AuditEntryInput & { at: Date } } | null,
  clock: Clock,
): Promise<IncubatorLaunchDoc | null> {
  const saved = await runTransaction(async (tx) => {
    const current = (await tx.get(launchRef())).data() ?? null;
    const change = decide(current);
    if (!change) return current;
    const { actor, at } = change.audit;
    const next = { open: change.open, changedAt: Timestamp.fromDate(at), changedBy: actor };
    tx.set(launchRef(), next);
    recordAudit(tx, change.audit);
    return next;
  });
  launchSwitch.remember(LAUNCH_DOC_ID, saved?.open ?? false, clock);
  return saved;
}
