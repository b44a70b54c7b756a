// Debian's Chromium as the browser tests (web/e2e/browser.ts) and the Lighthouse bench launch it:
// never a downloaded browser, and none of its background traffic (updates, sync, first-run pages)
// to disturb a test or a measurement. CHROMIUM_PATH names another binary.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
