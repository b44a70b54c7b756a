import { assertFails } from "@firebase/rules-unit-testing";
import { where } from "firebase/firestore";
import { describe, it } from "vitest";
import { list, read, remove, write, rulesTest } from "./rules-env";

// auditLog: the admin audit trail is read through GET /api/admin/audit-log only.
const entry = {
  actor: { id: "root", username: "root" },
  action: "user.status",
  target: { type: "user", id: "alice" },
  targetUserId: "alice",
  changes: { isActive: { before: true, after: false } },
};
const rules = rulesTest({ "auditLog/e1": entry });

describe("auditLog", () => {
  it("is neither readable nor writable by its subject, an admin or a visitor", async () => {
    for (const db of [rules.user("alice"), rules.admin(), rules.visitor()]) {
      await assertFails(read(db, "auditLog/e1"));
      await assertFails(list(db, "auditLog"));
      await assertFails(list(db, "auditLog", where("targetUserId", "==", "alice")));
      await assertFails(write(db, "auditLog/e2", entry));
      await assertFails(remove(db, "auditLog/e1"));
    }
  });
});
