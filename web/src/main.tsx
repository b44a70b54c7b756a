import "./lib/zod-config";
import "./lib/first-interaction";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app";
import { startApp } from "./app/start";
import { AppToaster } from "./components/app-toaster";
// Checks the Firebase config (VITE_FIREBASE_*) at start-up, not first at sign-in.
import "./lib/firebase-config";
import { persistQueryCache } from "./lib/persisted-cache";
import { queryClient } from "./lib/query-client";
import "./index.css";

// A returning user's last answers show at once. A signed-in user's chunks and first requests start
// before React renders (app/start.ts), while a visitor's landing page loads none of them.
startApp(window.location, persistQueryCache(queryClient));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <AppToaster />
    </QueryClientProvider>
  </StrictMode>,
);
