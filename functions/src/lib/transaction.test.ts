import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { runTransaction } from "./transaction";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });
const firestoreAnswering = (...outcomes: (Error | string)[]) => {
  const runTransaction = vi.fn(async () => {
    const outcome = outcomes.shift();
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  return { firestore: { runTransaction } as unknown as Firestore, runTransaction };
};

describe("runTransaction", () => {
  it("runs the transaction again when the emulator closed it", async () => {
    const { firestore, runTransaction: run } = firestoreAnswering(closed, "done");
    await expect(runTransaction(async () => "unused", firestore)).resolves.toBe("done");
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("gives up after three closed attempts, with the emulator's error", async () => {
    const { firestore, runTransaction: run } = firestoreAnswering(closed, closed, closed, "late");
    await expect(runTransaction(async () => "unused", firestore)).rejects.toBe(closed);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("passes any other error on at once", async () => {
    const refused = Object.assign(new Error("3 INVALID_ARGUMENT: bad field"), { code: 3 });
    const { firestore, runTransaction: run } = firestoreAnswering(refused, "done");
    await expect(runTransaction(async () => "unused", firestore)).rejects.toBe(refused);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
