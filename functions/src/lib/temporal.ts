import type { Temporal } from "temporal-polyfill";
import { lazyRequire } from "./lazy-require";

// temporal-polyfill loads with the first cohort week or session time computed, not when an
// instance starts (types come from `import type { Temporal } from "temporal-polyfill"`).
export const temporal = (): typeof Temporal =>
  (lazyRequire("temporal-polyfill") as typeof import("temporal-polyfill")).Temporal;
