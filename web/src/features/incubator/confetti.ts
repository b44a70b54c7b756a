import confetti from "canvas-confetti";

/** The pass celebration (spec 001 section 9: 100 particles, spread 70); nothing for reduced motion. */
export function celebratePass() {
  void confetti({ particleCount: 100, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
}
