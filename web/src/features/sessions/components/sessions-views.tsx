// The sessions' four views, one chunk between them (app/routes.tsx): what they share would
// otherwise go to the views' shared chunk, which loads with the entry (web/vite.config.ts).
export { default as BookSessionView } from "./book-session-page";
export { default as MySessionsView } from "./my-sessions-page";
export { default as RescheduleView } from "./reschedule-page";
export { default as SessionView } from "./session-page";
