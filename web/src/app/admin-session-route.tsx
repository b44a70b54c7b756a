import { SessionChangeButtons } from "@/features/coach-hours/components/session-change-buttons";
import { SessionBriefPage } from "@/features/coach-sessions/components/session-brief-page";

/**
 * `/admin/sessions/{sessionId}`: a session's brief (features/coach-sessions), with the coach's Move
 * and Cancel (features/coach-hours) in its header while the session is booked; a change reads the
 * brief again (both sit under lib/query-keys' `coachSessionsKey`).
 */
export default function AdminSessionRoute() {
  return (
    <SessionBriefPage
      sessionActions={(session) =>
        session.status === "booked" && <SessionChangeButtons session={session} timeZone={session.coachTimeZone} />
      }
    />
  );
}
