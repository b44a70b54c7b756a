// The app's line icons (24x24, drawn with the current text colour). Add a path here rather than an inline <svg>.
const ICONS = {
  home: "M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z",
  learn: "M4 5h7v14H4zM13 5h7v14h-7z",
  dashboard: "M4 20V10M10 20V4M16 20v-8M22 20H2",
  profile: "M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0",
  incubator: "M12 3c4 4 4 10 0 18-4-8-4-14 0-18zM5 14l3 2M19 14l-3 2",
  admin: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  chat: "M4 5h16v11H8l-4 4z",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  back: "M15 5l-7 7 7 7",
  send: "M4 12l16-8-6 16-2-7z",
  "chevron-down": "M6 9l6 6 6-6",
  "chevron-up": "M6 15l6-6 6 6",
  sort: "M8 9l4-4 4 4M8 15l4 4 4-4",
  edit: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
  grip: "M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01",
  plus: "M12 5v14M5 12h14",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12l5 5 9-10",
  minus: "M6 12h12",
  lock: "M6 11h12v9H6zM8 11V8a4 4 0 018 0v3",
  medal: "M12 15a5 5 0 100-10 5 5 0 000 10zM9 14l-2 7 5-3 5 3-2-7",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
} as const;

export type IconName = keyof typeof ICONS;

interface IconProps {
  name: IconName;
  /** Size and colour classes; `size-5` when not given. */
  className?: string;
  strokeWidth?: number;
  /** Gives the icon a name of its own; without it the icon is decoration and hidden from assistive tech. */
  label?: string;
}

export function Icon({ name, className = "size-5", strokeWidth = 1.8, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <path d={ICONS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
