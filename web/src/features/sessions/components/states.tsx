import { Page } from "@/components/page";

/** A sessions view whose answer is on its way. */
export function Loading({ label }: { label: string }) {
  return (
    <main className="flex min-h-[50dvh] items-center justify-center">
      <span role="status" className="loading loading-spinner loading-lg" aria-label={label} />
    </main>
  );
}

/** A sessions view whose answer did not come: what failed, and a button that asks again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Page title={title}>
      <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
        <span>Check your connection and try again.</span>
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      </div>
    </Page>
  );
}
