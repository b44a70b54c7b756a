import { tutorConfigResponseSchema, type TutorConfig } from "@contract/tutor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { tutorConfigKey } from "./get-tutor-config";

export function saveTutorConfig(config: TutorConfig) {
  return apiRequest("/admin/tutor-config", { method: "POST", body: config, schema: tutorConfigResponseSchema });
}

/** The answer is the saved configuration: it becomes the cached one without a refetch. */
export function useSaveTutorConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTutorConfig,
    onSuccess: (saved) => queryClient.setQueryData(tutorConfigKey, saved),
  });
}
