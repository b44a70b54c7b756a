import { authResponseSchema, type LoginRequest } from "@contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/query-keys";
import { keepCustomToken } from "@/lib/session-token";
import { browserTimeZone } from "@/lib/time-zone";

export function login(body: LoginRequest) {
  return apiRequest("/login", { method: "POST", body, schema: authResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<LoginRequest, "timeZone">) => login({ ...body, timeZone: browserTimeZone() }),
    onSuccess: ({ user, customToken }) => {
      keepCustomToken(customToken);
      queryClient.setQueryData(currentUserKey, user);
    },
  });
}
