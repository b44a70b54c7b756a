/** A labelled 0-100 bar; `colorClass` is a Tailwind background such as `bg-shape`. */
export function ProgressBar({
  value,
  label,
  colorClass = "bg-primary",
  className = "h-2.5",
}: {
  value: number;
  label: string;
  colorClass?: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={`w-full overflow-hidden rounded-full bg-base-300 ${className}`}
    >
      <div className={`h-full rounded-full transition-[width] ${colorClass}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}

export const PILLAR_BG = { SHAPE: "bg-shape", SHOW: "bg-show", SELL: "bg-sell", SERVE: "bg-serve" } as const;
