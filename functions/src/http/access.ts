import { forbidden } from "../lib/errors";
import type { SessionUser } from "./session";

/** User-scoped reads: the owner and admins (DECISIONS.md "API conventions"). */
export function assertCanRead(session: SessionUser, uid: string): void {
  if (session.uid !== uid && session.role !== "admin") throw forbidden();
}

/** User-scoped writes: the owner only; admins change users through /api/admin/... */
export function assertOwner(session: SessionUser, uid: string): void {
  if (session.uid !== uid) throw forbidden();
}
