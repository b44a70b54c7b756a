import { createHash, randomBytes } from "node:crypto";

// The links that act once (a password reset, a cohort invitation): a random token goes in the
// email, and only its SHA-256 is stored, as the document's id, so a read of the store opens nothing.

/** 32 random bytes, base64url. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
