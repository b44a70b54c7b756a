export type WeekView = "timeGridWeek" | "listWeek";

const VIEWS: readonly { id: WeekView; label: string }[] = [
  { id: "timeGridWeek", label: "Week grid" },
  { id: "listWeek", label: "List" },
];

/** The week's two views as a pair of toggle buttons; the list is the one for keyboards and screen readers. */
export function WeekViewToggle({ view, onChange }: { view: WeekView; onChange: (view: WeekView) => void }) {
  return (
    <div role="group" aria-label="Show the week as" className="flex gap-1">
      {VIEWS.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={view === option.id}
          className={`btn btn-sm ${view === option.id ? "btn-primary" : "btn-outline"}`}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
