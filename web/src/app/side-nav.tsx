import { NavLink } from "react-router-dom";
import { Brand } from "@/components/brand";
import { Icon } from "@/components/icon";
import { routePaths } from "@/lib/route-paths";
import { CHAT_LABEL, NavItemLink, type NavItem, type NavItemLook } from "./nav-items";

const look: NavItemLook = {
  base: "flex items-center gap-3 rounded-field px-3 py-2.5 text-sm",
  active: "bg-base-200 font-semibold text-primary",
  idle: "text-base-content/80 hover:bg-base-200",
  badge: "ml-auto",
  soon: "badge-sm ml-auto",
};

/** From 1024 px (docs/decisions.md "Layout"): the same items in a column beside the content, with the brand. */
export function SideNav({ before, after }: { before: NavItem[]; after: NavItem[] }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-y-0 left-0 z-30 hidden print:hidden w-60 flex-col gap-6 overflow-y-auto border-r border-base-300 bg-base-100 px-3 py-6 lg:flex"
    >
      <Brand className="px-3" />
      <ul className="flex flex-col gap-1">
        {[...before, ...after].map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} look={look} />
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
