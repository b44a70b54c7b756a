import { startFakeVertex, vertexJudge, vertexStatus, type FakeVertex } from "../fake-vertex-server";

// The fake Vertex AI of `npm run bench:load -- --ai-faults`: it judges answers as the model would
// (fake-vertex-server.ts `vertexJudge`), but goes down for OUTAGE_MS of every CYCLE_MS. While down,
// half the calls get a 500 and half get no answer at all (the provider's attempt timeout ends
// them). The provider's three attempts span about 1.5 s, so an evaluation that starts early in an
// outage fails (the learner gets the 503) and one that starts late is saved by a retry.

const CYCLE_MS = 15_000;
const OUTAGE_MS = 4_000;

export interface FaultyVertex extends FakeVertex {
  calls: { answered: number; failed: number; hung: number };
}

export async function startFaultyVertex(port: number): Promise<FaultyVertex> {
  const calls = { answered: 0, failed: 0, hung: 0 };
  const startedAt = Date.now();
  const fake = await startFakeVertex(() => {
    const down = (Date.now() - startedAt) % CYCLE_MS < OUTAGE_MS;
    if (!down) {
      calls.answered += 1;
      return vertexJudge;
    }
    if (Math.random() < 0.5) {
      calls.failed += 1;
      return vertexStatus(500, "internal error");
    }
    calls.hung += 1;
    // Never answered: the connection stays open until the caller gives up (or the server closes).
    return () => undefined;
  }, port);
  return { ...fake, calls };
}
