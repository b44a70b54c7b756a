import { forbidden } from "../lib/errors";
import type { SessionUser } from "./session";

/** User-scoped reads: the owner and admins (writes are the owner's alone). */
export function assertCanRead(session: SessionUser, uid: string): void {
  if (session.uid !== uid && session.role !== "admin") throw forbidden();
}

/** User-scoped writes: the owner only; admins change users through /api/admin/... */
export function assertOwner(session: SessionUser, uid: string): void {
  if (session.uid !== uid) throw forbidden();
}
