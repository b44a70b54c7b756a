import { curatedVideoSchema } from "@contract/learning";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { curatedVideosKey } from "@/lib/query-keys";

export function listCuratedVideos() {
  return apiRequest("/curated-videos", { schema: z.array(curatedVideoSchema) });
}

export function useCuratedVideos() {
  return useQuery({ queryKey: curatedVideosKey, queryFn: listCuratedVideos });
}
