import { createRequire } from "node:module";

// Loads the language packages on the first evaluation, not when the one `api` function starts; a
// plain require runs alike in the emulator, tests and benchmark (a dynamic import fails under tsx).
export const lazyRequire = createRequire(__filename);
