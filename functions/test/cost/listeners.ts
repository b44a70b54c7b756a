import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from "firebase/firestore";
import { liveQueries, type LiveQuery, type LiveQueryName, type LiveQueryUser } from "../../src/contract/live-queries";
import type { TestUser } from "../api-client";

// The browser's live reads, which no server counter sees: the web app's listeners
// (contract/live-queries.ts), opened with the Firebase JS SDK as the learner against the emulators.
// Firestore bills a listener the documents of its first snapshot (an empty result as one read),
// then one read per document added, changed or removed; and the rules' get() once per listener
// started (firestore.rules: `broadcasts` reads the user's document, `chatMessages` the session's).

/** The rules' get()/exists() reads each live query's listener costs when it starts (firestore.rules). */
export const RULE_READS: Record<LiveQueryName, number> = {
  profile: 0,
  skillProgress: 0,
  learningPaths: 0,
  learningSummary: 0,
  activities: 0,
  inboxMessages: 0,
  broadcasts: 1,
  broadcastStates: 0,
  chatSessions: 0,
  chatMessages: 1,
};

export interface ListenerReads {
  /** Documents in the snapshots (first ones, then each change). */
  documents: number;
  ruleReads: number;
  listeners: number;
}

/** One visit's listeners: opened as the user, counted until `close`. */
export class LiveVisit {
  readonly reads: ListenerReads = { documents: 0, ruleReads: 0, listeners: 0 };
  private readonly unsubscribes: (() => void)[] = [];

  private constructor(
    private readonly firestore: Firestore,
    private readonly close_: () => Promise<void>,
  ) {}

  /**
   * Signs a fresh web SDK in as the user, with the custom token of their sign-in (the web keeps
   * it signed in across visits: no API call per visit).
   */
  static async open(user: TestUser): Promise<LiveVisit> {
    const app = initializeApp(
      { projectId: process.env.GCLOUD_PROJECT ?? "demo-solosensei", apiKey: "fake" },
      randomUUID(),
    );
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithCustomToken(auth, user.customToken);
    const firestore = getFirestore(app);
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(":");
    connectFirestoreEmulator(firestore, host!, Number(port));
    return new LiveVisit(firestore, () => deleteApp(app));
  }

  /** Starts the named live queries' listeners, and waits for their first snapshots. */
  async listen(user: LiveQueryUser, names: LiveQueryName[], chatSessionId?: string) {
    for (const name of names) {
      const live: LiveQuery =
        name === "chatMessages" ? liveQueries.chatMessages(user, chatSessionId!) : liveQueries[name](user);
      this.reads.listeners += 1;
      this.reads.ruleReads += RULE_READS[name];
      await new Promise<void>((resolve, reject) => {
        let first = true;
        const onFirst = () => {
          if (!first) return;
          first = false;
          resolve();
        };
        if (live.kind === "document") {
          this.unsubscribes.push(
            onSnapshot(
              doc(this.firestore, live.path.join("/")),
              () => {
                // A document listener: each snapshot is one document read (a missing one too).
                this.reads.documents += 1;
                onFirst();
              },
              reject,
            ),
          );
          return;
        }
        const { spec } = live;
        const ref = query(
          collection(this.firestore, spec.path.join("/")),
          ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
          ...(spec.orderBy ? [orderBy(...spec.orderBy)] : []),
          spec.fromEnd ? limitToLast(spec.max) : limit(spec.max),
        );
        this.unsubscribes.push(
          onSnapshot(
            ref,
            (snapshot) => {
              const changes = snapshot.docChanges().length;
              this.reads.documents += first ? Math.max(1, changes) : changes;
              onFirst();
            },
            reject,
          ),
        );
      });
    }
  }

  /** Lets the last changes arrive, then stops every listener. */
  async close() {
    await sleep(800);
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    await this.close_();
  }
}
