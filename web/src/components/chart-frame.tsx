import type { ReactNode } from "react";

/**
 * A chart drawn for the eye: one image named by its summary. The table beside it (under it on
 * phones) carries every figure for screen readers and keyboards.
 */
export function ChartFrame({
  summary,
  height = 256,
  children,
}: {
  summary: string;
  /** In CSS pixels. */
  height?: number;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={summary} className="text-base-content w-full min-w-0" style={{ height }}>
      {children}
    </div>
  );
}

/** The admin charts' shared looks (Recharts): daisyUI's theme colours, axis text in the text colour. */
export const chartColors = {
  reached: "var(--color-info)",
  attempted: "var(--color-warning)",
  passed: "var(--color-success)",
  evaluations: "var(--color-primary)",
  gated: "var(--color-error)",
  coachChanged: "var(--color-secondary)",
  expected: "var(--color-info)",
  checkIns: "var(--color-primary)",
  revenue: "var(--color-success)",
  clients: "var(--color-secondary)",
} as const;

export const axisTick = { fill: "currentColor", fontSize: 12 } as const;

export const tooltipStyle = {
  contentStyle: {
    background: "var(--color-base-100)",
    borderColor: "var(--color-base-300)",
    color: "var(--color-base-content)",
  },
} as const;
