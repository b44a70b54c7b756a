import { NavLink } from "react-router-dom";
import { Icon, type IconName } from "@/components/icon";
import { useMayUseIncubator } from "@/features/incubator/api/get-access";
import { useUnreadMessageCount } from "@/features/messages/hooks/use-inbox";
import { useRecommendations } from "@/lib/recommendations";
import { useSessionUser } from "@/lib/session-user";
import { routePaths } from "@/lib/route-paths";

/** The bottom navigation's centre button; browser tests find it by this name. */
export const CHAT_LABEL = "Chat with AI Tutor";

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Only the home item matches its address exactly (every address starts with /). */
  end?: boolean;
  badge?: { count: number | undefined; label: string };
  /** Shown disabled with a 'Soon' tag (the Incubator, for learners while it is closed). */
  soon?: boolean;
}

export function formatBadge(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The bottom navigation, shared by the phone bar and the desktop side navigation: the
 * Incubator is disabled with 'Soon' for learners while it is closed, the admin item is for admins only. The chat
 * button is not in the list: each navigation places it its own way.
 */
export function useNavItems(): { before: NavItem[]; after: NavItem[] } {
  const isAdmin = useSessionUser().role === "admin";
  const mayUseIncubator = useMayUseIncubator();
  const unread = useUnreadMessageCount();
  const recommendations = useRecommendations().data?.recommendations.length;
  return {
    before: [
      {
        to: routePaths.home,
        label: "Home",
        icon: "home",
        end: true,
        badge: { count: unread, label: "unread messages" },
      },
      { to: routePaths.learn, label: "Learn", icon: "learn" },
      {
        to: routePaths.dashboard,
        label: "Dashboard",
        icon: "dashboard",
        badge: { count: recommendations, label: "recommendations" },
      },
    ],
    after: [
      { to: routePaths.profile, label: "Profile", icon: "profile" },
      { to: routePaths.incubator, label: "Incubator", icon: "incubator", soon: !mayUseIncubator },
      ...(isAdmin ? [{ to: routePaths.admin, label: "Admin", icon: "admin" as const }] : []),
    ],
  };
}

/** How one navigation draws its items: the classes of the item, its states, icon and tags. */
export interface NavItemLook {
  base: string;
  active: string;
  idle: string;
  icon?: string;
  badge: string;
  soon: string;
}

/** An item as a link with its badge, or disabled with its 'Soon' tag. */
export function NavItemLink({ item, look }: { item: NavItem; look: NavItemLook }) {
  if (item.soon)
    return (
      <span className={`${look.base} text-base-content/70 opacity-60`} aria-disabled="true">
        <Icon name={item.icon} className={look.icon} />
        {item.label}
        <span className={`badge badge-ghost ${look.soon}`}>Soon</span>
      </span>
    );
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) => `${look.base} ${isActive ? look.active : look.idle}`}
    >
      <Icon name={item.icon} className={look.icon} />
      {item.label}
      {!!item.badge?.count && (
        <span
          className={`badge badge-secondary badge-xs px-1 ${look.badge}`}
          aria-label={`${item.badge.count} ${item.badge.label}`}
        >
          {formatBadge(item.badge.count)}
        </span>
      )}
    </NavLink>
  );
}
