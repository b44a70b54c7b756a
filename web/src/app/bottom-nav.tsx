import { NavLink } from "react-router-dom";
import { Icon } from "@/components/icon";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";
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
          <NavLink to={routePaths.home} end className={itemClass}>
            <Icon name="home" className="size-6" />
            Home
            <Badge count={badges.home} label="unread messages" />
          </NavLink>
        </li>
        <li>
          <NavLink to={routePaths.learn} className={itemClass}>
            <Icon name="learn" className="size-6" />
            Learn
          </NavLink>
        </li>
        <li>
          <NavLink to={routePaths.dashboard} className={itemClass}>
            <Icon name="dashboard" className="size-6" />
            Dashboard
            <Badge count={badges.dashboard} label="recommendations" />
          </NavLink>
        </li>
        <li>
          <NavLink
            to={routePaths.chat}
            aria-label="Chat with AI Tutor"
            className="btn btn-circle btn-primary btn-lg -mt-6 shadow-lg"
          >
            <Icon name="chat" className="size-6" />
          </NavLink>
        </li>
        <li>
          <NavLink to={routePaths.profile} className={itemClass}>
            <Icon name="profile" className="size-6" />
            Profile
          </NavLink>
        </li>
        <li>
          {isAdmin ? (
            <NavLink to={routePaths.incubator} className={itemClass}>
              <Icon name="incubator" className="size-6" />
              Incubator
            </NavLink>
          ) : (
            <span className={`${itemClass({ isActive: false })} opacity-60`} aria-disabled="true">
              <Icon name="incubator" className="size-6" />
              Incubator
              <span className="badge badge-ghost badge-xs absolute -top-1 right-0">Soon</span>
            </span>
          )}
        </li>
        {isAdmin && (
          <li>
            <NavLink to={routePaths.admin} className={itemClass}>
              <Icon name="admin" className="size-6" />
              Admin
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
