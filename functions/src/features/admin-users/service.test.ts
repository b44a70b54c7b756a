import { describe, expect, it } from "vitest";
import { adminChangeRefusal, LAST_ADMIN, SELF_DEACTIVATION, SELF_DEMOTION, type EditableUser } from "./service";

const admin: EditableUser = { username: "a", email: "a@example.test", name: "A", role: "admin", isActive: true };
const learner: EditableUser = { ...admin, role: "user" };

describe("adminChangeRefusal", () => {
  it("refuses an admin demoting or deactivating themselves", () => {
    const self = { actorId: "a", targetId: "a", before: admin, otherActiveAdmin: true };
    expect(adminChangeRefusal({ ...self, after: { ...admin, role: "user" } })?.message).toBe(SELF_DEMOTION);
    expect(adminChangeRefusal({ ...self, after: { ...admin, isActive: false } })?.message).toBe(SELF_DEACTIVATION);
    expect(adminChangeRefusal({ ...self, after: { ...admin, role: "user" } })?.status).toBe(400);
    expect(adminChangeRefusal({ ...self, after: { ...admin, name: "New name" } })).toBeNull();
  });

  it("keeps the last active admin an active admin", () => {
    const last = { actorId: "a", targetId: "b", before: admin, otherActiveAdmin: false };
    for (const after of [learner, { ...admin, isActive: false }]) {
      const refusal = adminChangeRefusal({ ...last, after });
      expect(refusal?.status).toBe(409);
      expect(refusal?.message).toBe(LAST_ADMIN);
    }
    expect(adminChangeRefusal({ ...last, after: { ...admin, name: "Renamed" } })).toBeNull();
    expect(adminChangeRefusal({ ...last, otherActiveAdmin: true, after: learner })).toBeNull();
    // Someone who is not an active admin loses nothing.
    expect(adminChangeRefusal({ ...last, before: learner, after: { ...learner, isActive: false } })).toBeNull();
  });
});
