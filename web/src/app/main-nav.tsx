import { NavLink } from "react-router-dom";
import { Brand } from "@/components/brand";
import { Icon, type IconName } from "@/components/icon";
import { useMayUseIncubator } from "@/features/incubator/api/get-access";
import { useUnreadMessageCount } from "@/features/messages/hooks/use-inbox";
import { useRecommendations } from "@/lib/recommendations";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";

/** The chat button's name; browser tests find it by it. */
const CHAT_LABEL = "Chat with AI Tutor";

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  badge?: { count: number | undefined; label: string };
  /** Shown disabled with a 'Soon' tag (the Incubator, for learners while it is closed). */
  soon?: boolean;
}

export const formatBadge = (count: number): string => (count > 99 ? "99+" : String(count));

/** The items before and after the chat button. */
function useNavItems(): [before: NavItem[], after: NavItem[]] {
  const isAdmin = useSessionUser().role === "admin";
  const mayUseIncubator = useMayUseIncubator();
  const unread = useUnreadMessageCount();
  const recommendations = useRecommendations().data?.recommendations.length;
  return [
    [
      { to: routePaths.home, label: "Home", icon: "home", badge: { count: unread, label: "unread messages" } },
      { to: routePaths.learn, label: "Learn", icon: "learn" },
      {
        to: routePaths.dashboard,
        label: "Dashboard",
        icon: "dashboard",
        badge: { count: recommendations, label: "recommendations" },
      },
    ],
    [
      { to: routePaths.profile, label: "Profile", icon: "profile" },
      { to: routePaths.incubator, label: "Incubator", icon: "incubator", soon: !mayUseIncubator },
      ...(isAdmin ? [{ to: routePaths.admin, label: "Admin", icon: "admin" as const }] : []),
    ],
  ];
}

/** An item as a link with its badge, or disabled with its 'Soon' tag: below the icon in the bar, beside it in the column. */
function NavItemLink({ item }: { item: NavItem }) {
  const base =
    "relative flex min-w-10 flex-col items-center gap-0.5 rounded-field px-0.5 py-1 text-[10px] leading-tight whitespace-nowrap min-[360px]:min-w-11 min-[360px]:px-1 min-[360px]:text-[11px] min-[390px]:text-xs lg:min-w-0 lg:flex-row lg:gap-3 lg:px-3 lg:py-2.5 lg:text-sm/5";
  const tag = "absolute -top-1 right-0 lg:static lg:ml-auto";
  const icon = <Icon name={item.icon} className="size-5 min-[390px]:size-6 lg:size-5" />;
  if (item.soon)
    return (
      <span className={`${base} text-base-content/70 opacity-60`} aria-disabled="true">
        {icon}
        {item.label}
        <span className={`badge badge-ghost badge-xs max-lg:px-1 lg:badge-sm ${tag}`}>Soon</span>
      </span>
    );
  return (
    <NavLink
      to={item.to}
      // Every address starts with /: only home matches its own exactly.
      end={item.to === routePaths.home}
      className={({ isActive }) =>
        `${base} ${isActive ? "text-primary font-semibold lg:bg-base-200" : "text-base-content/70 lg:text-base-content/80 lg:hover:bg-base-200"}`
      }
    >
      {icon}
      {item.label}
      {!!item.badge?.count && (
        <span
          className={`badge badge-secondary badge-xs px-1 ${tag}`}
          aria-label={`${item.badge.count} ${item.badge.label}`}
        >
          {formatBadge(item.badge.count)}
        </span>
      )}
    </NavLink>
  );
}

/**
 * The main navigation (docs/decisions/021-responsive-layout.md): a bar at the bottom below 1024 px, the chat
 * button in its centre, sized so an admin's seven items fit from 320 px; a column from 1024 px. The
 * chat fills a phone's screen with its own back action, so it leaves the bar out (`phone={false}`).
 */
export function MainNav({ phone = true }: { phone?: boolean }) {
  const [before, after] = useNavItems();
  const item = (entry: NavItem) => (
    <li key={entry.to}>
      <NavItemLink item={entry} />
    </li>
  );
  return (
    <nav
      aria-label="Main"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-base-300 bg-base-100/95 pb-[env(safe-area-inset-bottom)] backdrop-blur print:hidden lg:inset-y-0 lg:right-auto lg:flex lg:w-60 lg:flex-col lg:gap-6 lg:overflow-y-auto lg:border-t-0 lg:border-r lg:bg-base-100 lg:px-3 lg:py-6 lg:backdrop-blur-none ${phone ? "" : "max-lg:hidden"}`}
    >
      <Brand className="px-3 max-lg:hidden" />
      <ul className="mx-auto flex max-w-xl items-end justify-around gap-px px-0.5 pt-1.5 pb-1 min-[360px]:px-1 lg:mx-0 lg:max-w-none lg:flex-col lg:items-stretch lg:justify-start lg:gap-1 lg:p-0">
        {before.map(item)}
        <li className="lg:order-last lg:mt-5">
          <NavLink
            to={routePaths.chat}
            aria-label={CHAT_LABEL}
            className="btn btn-circle btn-primary -mt-6 size-11 shadow-lg min-[360px]:size-12 min-[390px]:size-14 lg:mt-0 lg:h-10 lg:w-full lg:justify-start lg:gap-3 lg:rounded-field lg:px-4 lg:shadow-none"
          >
            <Icon name="chat" className="size-6 lg:size-5" />
            <span className="max-lg:hidden">{CHAT_LABEL}</span>
          </NavLink>
        </li>
        {after.map(item)}
      </ul>
    </nav>
  );
}
