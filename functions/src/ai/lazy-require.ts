import { createRequire } from "node:module";

/**
 * Loads a package on first use rather than when the `api` function starts: one function serves
 * every endpoint, and only the Incubator's evaluations need the language packages. A plain
 * require works the same in the emulator, the tests and the benchmark (a dynamic import of a
 * package does not run under tsx from this CommonJS package).
 */
export const lazyRequire = createRequire(__filename);
