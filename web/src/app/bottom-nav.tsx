import { NavLink } from "react-router-dom";
import { Icon } from "@/components/icon";
import { routePaths } from "@/lib/route-paths";
import { CHAT_LABEL, NavItemLink, type NavItem, type NavItemLook } from "./nav-items";

// Sized so an admin's seven items fit side by side from 320 px (measured in web/e2e/navigation.e2e.ts):
// items as wide as their label (at least 40-44 px), 10 px type, 20 px icons and a 44 px chat button below
// 360 px, growing to 12 px type, 24 px icons and 56 px at 390 px.
const look: NavItemLook = {
  base: "relative flex min-w-10 flex-col items-center gap-0.5 rounded-field px-0.5 py-1 text-[10px] leading-tight whitespace-nowrap min-[360px]:min-w-11 min-[360px]:px-1 min-[360px]:text-[11px] min-[390px]:text-xs",
  active: "text-primary font-semibold",
  idle: "text-base-content/70",
  icon: "size-5 min-[390px]:size-6",
  badge: "absolute -top-1 right-0",
  soon: "badge-xs absolute -top-1 right-0 px-1",
};

/** Phones and tablets (below 1024 px): the bar at the bottom with the chat button in the centre. */
export function BottomNav({ before, after }: { before: NavItem[]; after: NavItem[] }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-xl items-end justify-around gap-px px-0.5 pt-1.5 pb-1 min-[360px]:px-1">
        {before.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} look={look} />
          </li>
        ))}
        <li>
          <NavLink
            to={routePaths.chat}
            aria-label={CHAT_LABEL}
            className="btn btn-circle btn-primary -mt-6 size-11 shadow-lg min-[360px]:size-12 min-[390px]:size-14"
          >
            <Icon name="chat" className="size-6" />
          </NavLink>
        </li>
        {after.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} look={look} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
