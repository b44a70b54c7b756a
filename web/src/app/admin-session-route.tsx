import { SessionBriefPage } from "@/features/coach-sessions/components/session-brief-page";

/**
 * `/admin/sessions/{sessionId}`: a session's brief (features/coach-sessions). Its header's slot
 * `sessionActions` takes the coach's move and cancel buttons (features/sessions) when they exist.
 */
export default function AdminSessionRoute() {
  return <SessionBriefPage />;
}
