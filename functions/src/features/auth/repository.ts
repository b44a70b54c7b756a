export { mail, passwordResets } from "../../lib/collections";
