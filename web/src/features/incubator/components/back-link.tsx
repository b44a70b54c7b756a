import { Link } from "react-router-dom";

/** The way back at the top of an Incubator view. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn btn-ghost btn-sm -ml-2 mb-3">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
