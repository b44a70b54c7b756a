import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { passwordResetRequestDocSchema } from "../../contract/auth";
import { systemClock } from "../../lib/clock";
import { sendResetLink } from "./service";

// Forgot-password requests become reset mails here, away from the API's answer time.
export const authOnPasswordResetRequested = onDocumentCreated("passwordResetRequests/{requestId}", async (event) => {
  if (!event.data) return;
  const request = passwordResetRequestDocSchema.parse(event.data.data());
  await sendResetLink(event.params.requestId, request.email, systemClock);
});
