export function LoadingScreen({ text = "Loading..." }: { text?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <p className="text-base-content/80">{text}</p>
    </div>
  );
}

/** A spinner and a line of text where a part of a view is still loading. */
export function LoadingLine({ text = "Loading..." }: { text?: string }) {
  return (
    <p className="flex items-center gap-2" role="status">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" /> {text}
    </p>
  );
}
