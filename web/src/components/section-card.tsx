import { useId, type ReactNode } from "react";

/** The looks a card takes across the views: each sets its frame, its body spacing and its heading size. */
const VARIANTS = {
  /** Home and profile cards. */
  raised: { section: "bg-base-100 shadow-sm", body: "gap-3", title: "text-base" },
  /** Dashboard and messages cards. */
  outlined: { section: "border border-base-300", body: "gap-3 p-4", title: "text-lg" },
  /** A card set apart from the list below it (learning views). */
  muted: { section: "bg-base-200", body: "gap-3", title: "" },
  /** An irreversible action (the profile's danger zone). */
  danger: { section: "border border-error/40 bg-base-100 shadow-sm", body: "gap-3", title: "text-base text-error" },
  /** An empty state that invites a first step. */
  dashed: { section: "border border-dashed border-base-300", body: "items-center text-center", title: "" },
} as const;

export type SectionCardVariant = keyof typeof VARIANTS;

export interface SectionCardProps {
  /** The card's h2, which also names its region. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Beside the heading, at the end of its row (an edit button, a link, a figure). */
  actions?: ReactNode;
  variant?: SectionCardVariant;
  /** More classes on the card (e.g. its margin in the page). */
  className?: string;
  /** Replaces the variant's spacing inside the card. */
  bodyClassName?: string;
  children?: ReactNode;
}

/** A daisyUI card that is a region named by its h2 heading. */
export function SectionCard({
  title,
  description,
  actions,
  variant = "raised",
  className = "",
  bodyClassName,
  children,
}: SectionCardProps) {
  const headingId = useId();
  const look = VARIANTS[variant];
  const heading = (
    <h2 id={headingId} className={`card-title ${look.title}`}>
      {title}
    </h2>
  );
  const titled = description ? (
    <div>
      {heading}
      <p className="text-sm text-base-content/75">{description}</p>
    </div>
  ) : (
    heading
  );
  return (
    <section className={`card ${look.section} ${className}`} aria-labelledby={headingId}>
      <div className={`card-body ${bodyClassName ?? look.body}`}>
        {actions ? (
          <div className="flex items-center justify-between gap-2">
            {titled}
            {actions}
          </div>
        ) : (
          titled
        )}
        {children}
      </div>
    </section>
  );
}
