import "./lib/zod-config";
import { QueryClientProvider } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { signedInRouter } from "./app/signed-in-app";
import { AppToaster } from "./components/app-toaster";
// Checks the Firebase config (VITE_FIREBASE_*) at start-up, not first at sign-in.
import "./lib/firebase-config";
import { signedInUser } from "./lib/current-user";
import { persistQueryCache } from "./lib/persisted-cache";
import { publicPageAt } from "./lib/route-paths";
import { queryClient } from "./lib/query-client";
import "./index.css";

// A returning user's last answers are restored first (lib/persisted-cache.ts).
await persistQueryCache(queryClient);
// Signed in: the view's chunk and first answers start as soon as the user is known, beside React's
// first render rather than after it. Not on a page an emailed link opens: the app's router starts
// where that page leads (its own router moves the address), not at the link's address.
const onPublicPage = publicPageAt(window.location.pathname, window.location.search) !== null;
void signedInUser(queryClient).then((user) => user && !onPublicPage && signedInRouter());

// A transition: React renders the first screen in slices, so the page answers input meanwhile.
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
