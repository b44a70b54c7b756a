import { sleep } from "./api-client";

/**
 * Polls until `probe` returns something other than undefined/false/null (Firestore triggers run
 * asynchronously on the functions emulator). Bounded: fails after `timeoutMs`.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(200);
  }
}
