/** A labelled percentage bar. */
export function ProgressBar({ value, label, className = "" }: { value: number; label: string; className?: string }) {
  return (
    <progress
      className={`progress progress-primary h-2 w-full ${className}`}
      value={value}
      max={100}
      aria-label={label}
      aria-valuetext={`${value}%`}
    />
  );
}
