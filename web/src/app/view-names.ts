// Which view an address shows, by name. It imports nothing, so the boot script (src/boot.ts) can
// use it before the main script is in; view-chunks.ts maps each name to its chunk.

/** Where index.html lists the files each view needs beyond the main script (build/view-files.ts). */
export const VIEW_FILES_ID = "view-files";

/** That list: the signed-in shell's files, and each view's own. */
export type ViewFiles = { signedIn: string[] } & Partial<Record<ViewName, string[]>>;

export type ViewName =
  "home" | "learn" | "catalogue" | "dashboard" | "profile" | "chat" | "incubator" | "admin" | "incubatorAdmin";

const byFirstSegment: Record<string, ViewName> = {
  learn: "learn",
  catalogue: "catalogue",
  dashboard: "dashboard",
  profile: "profile",
  chat: "chat",
  incubator: "incubator",
  admin: "admin",
};

/** The view at `pathname` (home for an unknown address, which routes.tsx sends home). */
export function viewNameAt(pathname: string): ViewName {
  const [first = "", second] = pathname.split("/").filter(Boolean);
  if (first === "admin" && second === "incubator") return "incubatorAdmin";
  return byFirstSegment[first] ?? "home";
}
