// The boot script: the first and smallest script of index.html, apart from the main one. For a
// signed-in user it starts the signed-in chunks, the view's chunks and the view's first requests
// while the main script (130 kB) is still downloading, instead of once it has run.
// The build lists each view's files in index.html and keeps this script in a file of its own, which
// imports nothing of the main script's (build/view-files.ts). app/start.ts, in the main script,
// starts the same for a returning user's stored id, and wherever this script did not run (`npm run
// dev`); each request is asked for once either way (lib/early-requests.ts).
import { startFirstRequests } from "./app/first-requests";
import { VIEW_FILES_ID, viewNameAt, type ViewFiles } from "./app/view-names";
import { startRequest } from "./lib/early-requests";
import { isPasswordReset } from "./lib/route-paths";

function preload(file: string) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = file;
  document.head.append(link);
}

const listed = document.getElementById(VIEW_FILES_ID)?.textContent;
const { pathname, search } = window.location;
if (listed && !isPasswordReset(pathname, search)) {
  const files = JSON.parse(listed) as ViewFiles;
  void startRequest("/user")
    .then((response) => (response.ok ? (response.clone().json() as Promise<{ id?: unknown }>) : null))
    .then(
      (user) => {
        const uid = user?.id;
        if (typeof uid !== "string") return; // A visitor: the landing page needs nothing more.
        for (const file of [...files.signedIn, ...(files[viewNameAt(pathname)] ?? [])]) preload(file);
        // A task of its own, so the files go first: the admin panel's first requests read the time
        // zone, and a page's first use of Intl loads its data (about 160 ms on a phone).
        setTimeout(() => startFirstRequests(pathname, uid));
      },
      // The main script asks again and shows what it gets.
      () => undefined,
    );
}
