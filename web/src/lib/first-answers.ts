import { useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useState } from "react";

// The first view renders once what it shows first is in the cache (app/first-queries.ts), so it
// renders once, with its data, rather than a loading state first and then, as each answer comes,
// again in a long task that also moves what is below.

/** An answer the first render shows: where it sits in the cache, and how to fetch it there. */
export interface FirstAnswer {
  /** The query it fills. */
  queryKey: QueryKey;
  /** Resolves once fetched, or failed (the view then asks again as it mounts); never rejects. */
  prefetch(client: QueryClient): Promise<void>;
}

/**
 * False until `answers` are in the cache, or `waitMs` has passed; then true, and it stays true.
 * Answers already cached (a returning user's, lib/persisted-cache.ts) are not waited for.
 */
export function useFirstAnswers(answers: FirstAnswer[], waitMs: number): boolean {
  const client = useQueryClient();
  const missing = () => answers.filter((answer) => client.getQueryData(answer.queryKey) === undefined);
  const [answered, setAnswered] = useState(() => missing().length === 0);
  useEffect(() => {
    if (answered) return;
    const done = () => setAnswered(true);
    const timer = setTimeout(done, waitMs);
    void Promise.all(missing().map((answer) => answer.prefetch(client))).then(done);
    return () => clearTimeout(timer);
    // Once, for the answers of the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answered;
}
