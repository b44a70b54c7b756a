// What the benches that run against the emulators share: pausing the functions emulator's
// background triggers while they write their fixtures, and a median of repeated calls.

/** Pauses (false) or resumes (true) the functions emulator's background triggers; nothing outside the emulators. */
export function backgroundTriggers(on) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  return hub && fetch(`http://${hub}/functions/${on ? "enable" : "disable"}BackgroundTriggers`, { method: "PUT" });
}

/** Calls `call` `rounds` times in turn; answers the last answer and the median time in whole ms. */
export async function medianOf(call, rounds = 7) {
  const times = [];
  let answer;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    answer = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { answer, ms: times[Math.floor(rounds / 2)].toFixed(0) };
}
