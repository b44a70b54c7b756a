import type { AuditActor } from "../contract/audit-log";
import { users } from "./collections";

/** The admin making a change, as the audit trail names them (their username at the time). */
export async function auditActor(uid: string): Promise<AuditActor> {
  const user = (await users().doc(uid).get()).data();
  return { id: uid, username: user?.username ?? uid };
}
