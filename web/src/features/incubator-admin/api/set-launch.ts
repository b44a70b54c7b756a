import { incubatorLaunchSchema } from "@contract/incubator/launch";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKey } from "@/lib/query-keys";
import { launchKey } from "./query-keys";

export function setIncubatorLaunch(open: boolean) {
  return apiRequest("/admin/incubator/launch", { method: "PUT", body: { open }, schema: incubatorLaunchSchema });
}

/** The answer is the switch as it now stands; the Incubator's views this admin opens next are fetched again. */
export function useSetIncubatorLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) => setIncubatorLaunch(open),
    onSuccess: (saved) => {
      queryClient.setQueryData(launchKey, saved);
      void queryClient.invalidateQueries({ queryKey: incubatorKey });
    },
  });
}
