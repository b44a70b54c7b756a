import { defineInt, defineSecret, defineString } from "firebase-functions/params";

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
/** Signs the unsubscribe links' tokens (features/email/tokens.ts); a local value for the emulator in functions/.secret.local. */
export const emailLinkSecret = defineSecret("EMAIL_LINK_SECRET");
export const unsubscribeMailbox = defineString("EMAIL_UNSUBSCRIBE_MAILBOX", {
  description:
    "The address in List-Unsubscribe's mailto, read by a person (no email address of ours is written to a URL)",
  default: "unsubscribe@solosensei.app",
});
