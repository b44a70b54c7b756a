import { sessionSettingsSchema } from "@contract/sessions/coach";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { apiRequest } from "@/lib/api-client";
import { sessionSettingsKey } from "./query-keys";

export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

export function saveSessionSettings(body: SessionSettings) {
  return apiRequest("/admin/session-settings", { method: "PUT", body, schema: sessionSettingsSchema });
}

export function useSaveSessionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionSettings,
    onSuccess: (settings) => queryClient.setQueryData(sessionSettingsKey, settings),
  });
}
