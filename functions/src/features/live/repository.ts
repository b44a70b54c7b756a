export { chatSessions, users } from "../../lib/collections";
