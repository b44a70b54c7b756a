import { canUseIncubator, INCUBATOR_ACCESS_FRESH_SECONDS, LAUNCH_DOC_ID } from "../contract/incubator/launch";
import type { Role } from "../contract/common";
import type { Clock } from "./clock";
import { incubatorLaunch } from "./collections";
import { isEmulator } from "./firebase";

// The Incubator's launch switch as this instance of the API sees it: behind the Incubator's routes
// (features/incubator/access.ts), GET /api/incubator/access, and the tutor, which reads a learner's
// Incubator work only while they may use it. One read serves every learner's requests for
// INCUBATOR_ACCESS_FRESH_SECONDS, so a change reaches every instance within that time; the instance
// that makes the change knows it at once (rememberIncubatorOpen). On the emulator the switch is read
// on every request: it may serve one test's requests from several worker processes, and a test
// that turns the switch expects the next request to see it.

interface Known {
  open: boolean;
  readAt: number;
}

/** Remembers the switch read by `read` for `freshForMs`; exported for its own tests. */
export function cachedSwitch(read: () => Promise<boolean>, freshForMs: number) {
  let known: Known | null = null;
  return {
    async isOpen(clock: Clock): Promise<boolean> {
      const now = clock.now().getTime();
      if (known && now - known.readAt < freshForMs) return known.open;
      const open = await read();
      known = { open, readAt: now };
      return open;
    },
    remember(open: boolean, clock: Clock) {
      known = { open, readAt: clock.now().getTime() };
    },
  };
}

/** The switch's document, `incubatorLaunch/current` (features/incubator/repository.ts changes it). */
export const launchRef = () => incubatorLaunch().doc(LAUNCH_DOC_ID);

/** `incubatorLaunch/current` as stored, or null before an admin first turns the switch. */
export const readLaunch = async () => (await launchRef().get()).data() ?? null;

const launchSwitch = cachedSwitch(
  async () => (await readLaunch())?.open ?? false,
  isEmulator() ? 0 : INCUBATOR_ACCESS_FRESH_SECONDS * 1000,
);

/** Whether the Incubator is open to learners (closed until an admin first opens it). */
export const incubatorIsOpen = (clock: Clock) => launchSwitch.isOpen(clock);

/** After this instance changed the switch: its own next requests see the change at once. */
export const rememberIncubatorOpen = (open: boolean, clock: Clock) => launchSwitch.remember(open, clock);

/** Whether a user of this role may use the Incubator now. */
export const mayUseIncubator = async (role: Role, clock: Clock) => canUseIncubator(role, await incubatorIsOpen(clock));
