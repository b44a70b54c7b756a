import { createRequire } from "node:module";

// Loads a package only some requests need (the offline evaluator's language data, @google/genai,
// ics) on its first use, not when an instance starts; a plain require runs alike in the emulator,
// tests and benchmark (a dynamic import fails under tsx).
export const lazyRequire = createRequire(__filename);
