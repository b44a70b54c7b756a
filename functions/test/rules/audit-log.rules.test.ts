import { assertFails } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from "firebase/firestore";
import { describe, it } from "vitest";
import { rulesTest } from "./rules-env";

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
      await assertFails(getDoc(doc(db, "auditLog/e1")));
      await assertFails(getDocs(collection(db, "auditLog")));
      await assertFails(getDocs(query(collection(db, "auditLog"), where("targetUserId", "==", "alice"))));
      await assertFails(setDoc(doc(db, "auditLog/e2"), entry));
      await assertFails(deleteDoc(doc(db, "auditLog/e1")));
    }
  });
});
