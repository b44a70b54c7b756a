import type { SessionUser } from "../../http/session";
import { forbidden } from "../../http/errors";

/** Reads of a user's learning data: the owner and admins (DECISIONS.md "API conventions"). */
export function assertCanRead(session: SessionUser, ownerId: string): void {
  if (session.uid !== ownerId && session.role !== "admin") throw forbidden();
}

/** Writes: the owner only, admins included in the refusal. */
export function assertCanWrite(session: SessionUser, ownerId: string): void {
  if (session.uid !== ownerId) throw forbidden();
}
