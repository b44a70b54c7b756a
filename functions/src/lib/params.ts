import { defineInt, defineString } from "firebase-functions/params";

// Every parameter has a local value in functions/.env.demo-solosensei so the emulator never prompts.
export const webApiKey = defineString("WEB_API_KEY", {
  description: "Web API key, used by the server's password check",
});
export const appUrl = defineString("APP_URL", { description: "Public URL of the web app, used in emailed links" });
export const allowedOrigins = defineString("ALLOWED_ORIGINS", {
  description: "Comma-separated Origins allowed to make state-changing API calls (APP_URL's is always allowed)",
  default: "",
});
export const trustedProxyHops = defineInt("TRUSTED_PROXY_HOPS", {
  description:
    "Which X-Forwarded-For entry, counted from the right, is the client (1 behind Hosting; more if another proxy is in front)",
  default: 1,
});
