import { NavLink } from "react-router-dom";
import { Brand } from "@/components/brand";
import { Icon } from "@/components/icon";
import { routePaths } from "@/lib/route-paths";
import { CHAT_LABEL, NavBadge, type NavItem } from "./nav-items";

const itemBase = "flex items-center gap-3 rounded-field px-3 py-2.5 text-sm";

function SideItem({ item }: { item: NavItem }) {
  if (item.soon)
    return (
      <span className={`${itemBase} text-base-content/70 opacity-60`} aria-disabled="true">
        <Icon name={item.icon} />
        {item.label}
        <span className="badge badge-ghost badge-sm ml-auto">Soon</span>
      </span>
    );
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        `${itemBase} ${isActive ? "bg-base-200 font-semibold text-primary" : "text-base-content/80 hover:bg-base-200"}`
      }
    >
      <Icon name={item.icon} />
      {item.label}
      <NavBadge badge={item.badge} className="ml-auto" />
    </NavLink>
  );
}

/** From 1024 px (docs/decisions.md "Layout"): the same items in a column beside the content, with the brand. */
export function SideNav({ before, after }: { before: NavItem[]; after: NavItem[] }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col gap-6 overflow-y-auto border-r border-base-300 bg-base-100 px-3 py-6 lg:flex"
    >
      <Brand className="px-3" />
      <ul className="flex flex-col gap-1">
        {[...before, ...after].map((item) => (
          <li key={item.to}>
            <SideItem item={item} />
          </li>
        ))}
      </ul>
      <NavLink to={routePaths.chat} className="btn btn-primary justify-start gap-3">
        <Icon name="chat" />
        {CHAT_LABEL}
      </NavLink>
    </nav>
  );
}
