import { Link } from "react-router-dom";
import { routePaths } from "@/lib/route-paths";

/**
 * "Book a session with your coach": app/ places it on the Incubator roadmap and under a coach's
 * note or revision request.
 */
export function BookSessionLink({ className = "btn btn-outline btn-sm" }: { className?: string }) {
  return (
    <Link to={routePaths.bookSession()} className={className}>
      Book a session with your coach
    </Link>
  );
}
