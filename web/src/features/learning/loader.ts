import type { User } from "@contract/auth";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router-dom";
import { prefetchLive } from "@/lib/live-query";
import { pathProgressQuery } from "./api/get-path-progress";

/** `/learn`'s loader: the paths. */
export const learnFirst = (client: QueryClient, user: User) => prefetchLive(client, user, "learningPaths");

/** `/learn/paths/:pathId`'s loader: the path with its videos and progress. */
export const pathFirst = (client: QueryClient, _user: User, params: Params) =>
  client.prefetchQuery(pathProgressQuery(params.pathId ?? ""));
