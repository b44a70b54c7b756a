/**
 * This browser's localStorage, or null where it is blocked (private modes, policies): what is kept
 * in it (the stored answers, form drafts) is then simply not kept.
 */
export const localStore: Storage | null = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
