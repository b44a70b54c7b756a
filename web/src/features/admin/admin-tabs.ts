/** The tabs, each with its deep link `/admin?tab={id}`. */
export const ADMIN_TABS = [
  { id: "users", label: "User Management" },
  { id: "videos", label: "Video Management" },
  { id: "messages", label: "Messages & Notifications" },
  { id: "tutor", label: "Tutor Configuration" },
  { id: "cohorts", label: "Cohorts" },
  { id: "sessions", label: "Sessions" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

export const ADMIN_TAB_PARAM = "tab";

/** The tab a `?tab=` value names; the first (User Management) for a missing or unknown one. */
export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}
