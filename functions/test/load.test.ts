import { describe, expect, it } from "vitest";
import { runLoad } from "./load/run";

// The load run of `npm run bench:load` at a small size: a few learners and an admin at once, then
// the integrity checks (functions/test/load/integrity.ts). Its figures are the bench's; this only
// asserts what the run left behind.
describe("many learners at once", () => {
  it("leaves summaries, counters, awards, broadcasts and every answered write whole", async () => {
    const { traffic, problems } = await runLoad({ learners: 5, seconds: 10 });
    expect(problems.join("\n")).toBe("");
    expect(traffic.failures()).toMatchObject({ serverErrors: 0, aiUnavailable: 0, tooMany: 0, contract: 0 });
  }, 120_000);
});
