import "@contract/zod-setup";
import { z } from "zod/mini";

// Imported first by main.tsx, before any schema parses. The Content-Security-Policy forbids eval,
// so zod's compiled parsers are never available; without this, zod's probe for them is reported
// as a CSP violation on every page load.
z.config({ jitless: true });
