/**
 * The pass celebration (100 particles, spread 70); nothing for reduced motion.
 * canvas-confetti (about 4 kB) loads at the first pass, not with the Incubator's first paint; were
 * it to fail to load, the pass still shows, without confetti.
 */
export function celebratePass() {
  void import("canvas-confetti").then(
    ({ default: confetti }) =>
      confetti({ particleCount: 100, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true }),
    () => undefined,
  );
}
