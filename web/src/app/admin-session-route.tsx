import { useQueryClient } from "@tanstack/react-query";
import { SessionChangeButtons } from "@/features/coach-hours/components/session-change-buttons";
import { sessionBriefKey } from "@/features/coach-sessions/api/query-keys";
import { SessionBriefPage } from "@/features/coach-sessions/components/session-brief-page";

/**
 * `/admin/sessions/{sessionId}`: a session's brief (features/coach-sessions), with the coach's Move
 * and Cancel (features/coach-hours) in its header while the session is booked.
 */
export default function AdminSessionRoute() {
  const queryClient = useQueryClient();
  return (
    <SessionBriefPage
      sessionActions={(session) =>
        session.status === "booked" && (
          <SessionChangeButtons
            session={session}
            timeZone={session.coachTimeZone}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: sessionBriefKey(session.id) })}
          />
        )
      }
    />
  );
}
