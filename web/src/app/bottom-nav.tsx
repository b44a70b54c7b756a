import { NavLink } from "react-router-dom";
import { useSessionUser } from "@/lib/session-user";
import { useNavBadges } from "./nav-badges";

export function formatBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

function Badge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="badge badge-secondary badge-xs absolute -top-1 right-1 px-1" aria-label={`${count} ${label}`}>
      {formatBadge(count)}
    </span>
  );
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-w-14 flex-col items-center gap-0.5 rounded-field px-2 py-1 text-xs ${isActive ? "text-primary font-semibold" : "text-base-content/70"}`;

const icons = {
  home: "M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z",
  learn: "M4 5h7v14H4zM13 5h7v14h-7z",
  dashboard: "M4 20V10M10 20V4M16 20v-8M22 20H2",
  profile: "M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0",
  incubator: "M12 3c4 4 4 10 0 18-4-8-4-14 0-18zM5 14l3 2M19 14l-3 2",
  admin: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  chat: "M4 5h16v11H8l-4 4z",
};

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Spec 000 "Bottom navigation": incubator disabled with 'Soon' for non-admins, admin item for admins only. */
export function BottomNav() {
  const user = useSessionUser();
  const badges = useNavBadges();
  const isAdmin = user.role === "admin";
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-3xl items-end justify-around px-1 pt-1.5 pb-1">
        <li>
          <NavLink to="/" end className={itemClass}>
            <Icon path={icons.home} />
            Home
            <Badge count={badges.home} label="unread messages" />
          </NavLink>
        </li>
        <li>
          <NavLink to="/learn" className={itemClass}>
            <Icon path={icons.learn} />
            Learn
          </NavLink>
        </li>
        <li>
          <NavLink to="/dashboard" className={itemClass}>
            <Icon path={icons.dashboard} />
            Dashboard
            <Badge count={badges.dashboard} label="recommendations" />
          </NavLink>
        </li>
        <li>
          <NavLink
            to="/chat"
            aria-label="Chat with AI Tutor"
            className="btn btn-circle btn-primary btn-lg -mt-6 shadow-lg"
          >
            <Icon path={icons.chat} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile" className={itemClass}>
            <Icon path={icons.profile} />
            Profile
          </NavLink>
        </li>
        <li>
          {isAdmin ? (
            <NavLink to="/incubator" className={itemClass}>
              <Icon path={icons.incubator} />
              Incubator
            </NavLink>
          ) : (
            <span className={`${itemClass({ isActive: false })} opacity-60`} aria-disabled="true">
              <Icon path={icons.incubator} />
              Incubator
              <span className="badge badge-ghost badge-xs absolute -top-1 right-0">Soon</span>
            </span>
          )}
        </li>
        {isAdmin && (
          <li>
            <NavLink to="/admin" className={itemClass}>
              <Icon path={icons.admin} />
              Admin
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
