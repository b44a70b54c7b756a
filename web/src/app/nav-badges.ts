import { useUnreadMessageCount } from "@/features/messages/hooks/use-inbox";

/** Counts shown on the bottom navigation items. Each feature issue wires its own count in here. */
export interface NavBadges {
  home?: number;
  dashboard?: number;
}

export function useNavBadges(): NavBadges {
  return { home: useUnreadMessageCount() };
}
