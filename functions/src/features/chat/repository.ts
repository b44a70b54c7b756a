export { chatMessages, chatSessions } from "../../lib/collections";
