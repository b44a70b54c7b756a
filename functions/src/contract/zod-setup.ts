import { z } from "zod/mini";
import en from "zod/v4/locales/en.js";

// The contract is written in zod/mini, whose schemas cost a tenth of classic zod's to build and
// whose code is a fraction of its size (both are paid on every signed-in page load). Unlike
// classic zod, mini ships no error messages: this gives every schema the English ones. Each entry
// point imports it first: functions/src/index.ts, web/src/lib/zod-config.ts and the test setups.
z.config(en());
