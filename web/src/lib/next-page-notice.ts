// A word for the next page after a full reload (e.g. the sign-in page after an account is
// deleted): kept in this tab's sessionStorage, shown once, then gone.
const KEY = "solosensei:notice";

export type NextPageNotice = "account-deleted";

export function leaveNotice(notice: NextPageNotice) {
  try {
    window.sessionStorage.setItem(KEY, notice);
  } catch {
    // Blocked storage: the page simply shows no notice.
  }
}

/** The notice left for this page load, if any, read as the page starts: storage forgets it, so the next load shows none. */
export const pageNotice: NextPageNotice | null = (() => {
  try {
    const notice = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return notice === "account-deleted" ? notice : null;
  } catch {
    return null;
  }
})();
