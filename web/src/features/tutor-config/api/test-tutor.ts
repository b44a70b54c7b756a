import { testTutorResponseSchema, type TestTutorRequest } from "@contract/tutor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { aiStatusKey } from "./get-ai-status";

/** Asks the tutor under a configuration that need not be saved; nothing is stored. */
export function testTutor(body: TestTutorRequest) {
  return apiRequest("/admin/test-tutor", { method: "POST", body, schema: testTutorResponseSchema });
}

/** A test is a call to the AI, so the AI status is read again whether it worked or not. */
export function useTestTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testTutor,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aiStatusKey });
    },
  });
}
