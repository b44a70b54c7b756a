// A word for the next page after a full reload (e.g. the sign-in page after an account is
// deleted): kept in this tab's sessionStorage, shown once, then gone.
const KEY = "solosensei:notice";

type NextPageNotice = "account-deleted";

export function leaveNotice(notice: NextPageNotice) {
  try {
    window.sessionStorage.setItem(KEY, notice);
  } catch {
    // Blocked storage: the page simply shows no notice.
  }
}

// Read once per page load, and only by the page that shows it: opening sessionStorage is slow.
let taken: NextPageNotice | null | undefined;

/** The notice left for this page, if any; storage forgets it, so the next load shows none. */
export function takeNotice(): NextPageNotice | null {
  if (taken !== undefined) return taken;
  try {
    const notice = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    taken = notice === "account-deleted" ? notice : null;
  } catch {
    taken = null;
  }
  return taken;
}
