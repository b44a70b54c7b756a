export { mail, passwordResetRequests, passwordResets } from "../../lib/collections";
