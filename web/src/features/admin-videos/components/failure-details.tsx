import { ApiRequestError, errorMessage } from "@/lib/api-client";

/**
 * A failed save's description is the server's message (or the fallback),
 * then 'Issues found:' and a bullet per error when the server listed them.
 */
export function FailureDetails({ error, fallback }: { error: unknown; fallback: string }) {
  const issues = error instanceof ApiRequestError ? (error.body?.errors ?? []) : [];
  return (
    <div className="text-sm opacity-90">
      <p>{errorMessage(error, fallback)}</p>
      {issues.length > 0 && (
        <>
          <p className="mt-1">Issues found:</p>
          <ul className="list-disc pl-5">
            {issues.map((issue, index) => (
              <li key={index}>{issue.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
