import { useUnreadMessageCount } from "@/features/messages/hooks/use-inbox";
import { useRecommendations } from "@/lib/recommendations";

/** Counts shown on the bottom navigation items. Each feature wires its own count in here. */
export interface NavBadges {
  home?: number;
  dashboard?: number;
}

export function useNavBadges(): NavBadges {
  const recommendations = useRecommendations();
  return { home: useUnreadMessageCount(), dashboard: recommendations.data?.recommendations.length };
}
