import { createHash } from "node:crypto";
import type { Request } from "express";
import { Timestamp } from "firebase-admin/firestore";
import { idempotencyKeys as keys } from "../lib/collections";
import { badRequest, HttpError } from "../lib/errors";
import { isAlreadyExists } from "../lib/firebase";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEEP_HOURS = 24;
// The first request renews its key every 5 s while it runs. A key not renewed for 15 s belongs to a
// request that died (a crashed or killed instance): a retry takes it over. Until then a retry of
// a request killed mid-way gets 409 "still being processed", for 15 s at most.
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;

// Retry-After tells a client this 409 is "wait for the first answer", not a conflict of data.
const stillRunning = () =>
  new HttpError(409, "This request is still being processed. Try again in a moment.", undefined, {
    "Retry-After": "1",
  });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** What the first request answered, to send again. */
export interface StoredReply {
  status: number;
  body: unknown;
}

export interface IdempotentCall {
  /** The first answer, when this is a repeat of a finished request. */
  replay: StoredReply | null;
  /** Stores the answer (2xx or 4xx) for repeats. */
  finish(status: number, body: unknown): Promise<void>;
  /** Forgets the key (a 5xx, or an answer that cannot be stored): a retry runs again. */
  abandon(): Promise<void>;
}

/**
 * `Idempotency-Key` on a POST by a signed-in user (optional: without it a request just runs).
 * The first request with a key runs and its answer is kept 24 h under the user and a hash of
 * the key; a repeat gets that answer, a repeat while the first still runs 409, and the same
 * key with another request 422.
 */
export async function beginIdempotentCall(req: Request, uid: string, now: Date): Promise<IdempotentCall | null> {
  const header = req.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== "string" || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw badRequest("Idempotency-Key must be 1-200 visible ASCII characters");
  const ref = keys().doc(sha256(`${uid}\n${header}`));
  const requestHash = sha256(`${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`);

  const fresh = {
    uid,
    requestHash,
    status: null,
    body: null,
    createdAt: Timestamp.fromDate(now),
    aliveAt: Timestamp.fromDate(now),
    expireAt: Timestamp.fromMillis(now.getTime() + KEEP_HOURS * 3600_000),
  };
  // Create-if-absent rather than a transaction: concurrent repeats must not contend for a lock.
  const replay = await ref.create(fresh).then(
    () => null,
    async (error: unknown) => {
      if (!isAlreadyExists(error)) throw error;
      const snapshot = await ref.get();
      const stored = snapshot.data();
      // Abandoned a moment ago: the client's next retry starts afresh.
      if (!stored || !snapshot.updateTime) throw stillRunning();
      if (stored.expireAt.toMillis() > now.getTime()) {
        if (stored.requestHash !== requestHash)
          throw new HttpError(422, "This Idempotency-Key was already used for a different request");
        if (stored.status !== null)
          return { status: stored.status, body: JSON.parse(stored.body ?? "null") as unknown };
        if (now.getTime() - (stored.aliveAt ?? stored.createdAt).toMillis() < LEASE_MS) throw stillRunning();
      }
      // Expired, or abandoned by a request that died: take the key over, unless another repeat just did.
      await ref.update(keys.changes(fresh), { lastUpdateTime: snapshot.updateTime }).catch(() => {
        throw stillRunning();
      });
      return null;
    },
  );

  // A renewal that fails (the key was just finished or abandoned) changes nothing.
  const renewal = replay
    ? undefined
    : setInterval(() => void ref.update(keys.changes({ aliveAt: Timestamp.now() })).catch(() => undefined), RENEW_MS);
  return {
    replay,
    finish: async (status, body) => {
      if (replay) return;
      clearInterval(renewal);
      await ref.update(keys.changes({ status, body: JSON.stringify(body ?? null) }));
    },
    abandon: async () => {
      if (replay) return;
      clearInterval(renewal);
      await ref.delete();
    },
  };
}
