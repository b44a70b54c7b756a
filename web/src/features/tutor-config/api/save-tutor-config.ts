import { tutorConfigResponseSchema, type TutorConfig } from "@contract/tutor";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { tutorConfigKey } from "./get-tutor-config";

export function saveTutorConfig(config: TutorConfig) {
  return apiRequest("/admin/tutor-config", { method: "POST", body: config, schema: tutorConfigResponseSchema });
}

/** The answer is the saved configuration: it becomes the cached one without a refetch. */
export function useSaveTutorConfig() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: saveTutorConfig,
    onSuccess: (saved) => queryClient.setQueryData(tutorConfigKey, saved),
  });
}
