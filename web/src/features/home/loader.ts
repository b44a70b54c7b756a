import type { User } from "@contract/auth";
import type { QueryClient } from "@tanstack/react-query";
import { prefetchLive } from "@/lib/live-query";

/** `/`'s loader: the skills and the paths (the shell's loader brings the profile). */
export const homeFirst = (client: QueryClient, user: User) =>
  prefetchLive(client, user, "skillProgress", "learningPaths");
