import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "react-hot-toast";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/app";
// Checks the Firebase config (VITE_FIREBASE_*) at start-up, not first at sign-in.
import "./lib/firebase-config";
import { queryClient } from "./lib/query-client";
import { TOAST_DURATION_MS } from "./lib/notify";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </QueryClientProvider>
  </StrictMode>,
);
