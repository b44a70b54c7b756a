import { authResponseSchema, type RegisterRequest } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/query-keys";
import { keepCustomToken } from "@/lib/session-token";
import { browserTimeZone } from "@/lib/time-zone";

export function register(body: RegisterRequest) {
  return apiRequest("/register", { method: "POST", body, schema: authResponseSchema });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RegisterRequest, "timeZone">) => register({ ...body, timeZone: browserTimeZone() }),
    onSuccess: ({ user, customToken }) => {
      keepCustomToken(customToken);
      queryClient.setQueryData(currentUserKey, user);
    },
  });
}
