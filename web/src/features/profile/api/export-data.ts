import { useMutation } from "@tanstack/react-query";
import { ApiRequestError } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** Downloads `GET /api/account/export` as the JSON file the server names. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch("/api/account/export", { credentials: "include" });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text(), response.statusText, null);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "solosensei-data.json";
  saveFile(await response.blob(), name);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
