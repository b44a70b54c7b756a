import type { FreeSlot } from "@contract/sessions/learner";
import { useId, useState } from "react";
import { useFreeSlots } from "../api/list-free-slots";
import { learnerTimeZone } from "../learner-time-zone";
import type { SlotTaken } from "../slot-taken";
import { coachClock, formatClock, formatDay, groupByDay, sessionTime, type Zones } from "../slot-times";

interface SlotPickerProps {
  coachId: string;
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (startsAt: string | null) => void;
  /** A 409's fresh slots, shown instead of the page's until the learner pages on. */
  taken: SlotTaken | null;
  onPage: () => void;
}

/**
 * A coach's free slots grouped by day in the learner's zone, each with the coach's time when their
 * zones differ, a week at a time. Booking and rescheduling both pick with it.
 */
export function SlotPicker({ coachId, value, onChange, taken, onPage }: SlotPickerProps) {
  // The pages' starts, the first from now: "Earlier days" goes back one.
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const slots = useFreeSlots(coachId, starts.at(-1) ?? null);
  const page = (next: (string | null)[]) => {
    setStarts(next);
    onChange(null);
    onPage();
  };

  if (slots.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading free times...
      </p>
    );
  if (slots.isError)
    return (
      <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
        <span>The free times could not be loaded.</span>
        <button type="button" className="btn btn-sm" onClick={() => void slots.refetch()}>
          Try again
        </button>
      </div>
    );

  const { coachTimeZone, nextFrom, horizonEndsAt } = slots.data;
  const zones: Zones = { learner: learnerTimeZone(), coach: coachTimeZone };
  const shown = taken?.slots ?? slots.data.slots;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-base-content/80">
        Times are in your time zone, {zones.learner}
        {zones.learner !== coachTimeZone && `; your coach's (${coachTimeZone}) is under each`}.
      </p>
      {taken && (
        <div role="alert" className="alert alert-warning alert-soft">
          <span>{taken.message} The times below are still free.</span>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="rounded-field border border-dashed border-base-300 p-3 text-sm">
          {nextFrom
            ? "No free times on these days. Try later days."
            : `No free times before ${formatDay(horizonEndsAt, zones.learner)}, as far ahead as your coach takes bookings. Look again in a few days.`}
        </p>
      ) : (
        <SlotDays slots={shown} zones={zones} value={value} onChange={onChange} />
      )}
      <div className="flex flex-wrap justify-between gap-2">
        {starts.length > 1 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => page(starts.slice(0, -1))}>
            Earlier days
          </button>
        )}
        {nextFrom && (
          <button type="button" className="btn btn-outline btn-sm ms-auto" onClick={() => page([...starts, nextFrom])}>
            Later days
          </button>
        )}
      </div>
    </div>
  );
}

function SlotDays({
  slots,
  zones,
  value,
  onChange,
}: {
  slots: FreeSlot[];
  zones: Zones;
  value: string | null;
  onChange: (startsAt: string) => void;
}) {
  const name = useId();
  const both = zones.learner !== zones.coach;
  return (
    <div className="grid gap-4">
      {groupByDay(slots, zones.learner).map((day) => (
        <fieldset key={day.day} className="grid gap-2">
          <legend className="mb-2 font-semibold">{day.label}</legend>
          <div className={`grid gap-2 ${both ? "grid-cols-2 sm:grid-cols-3" : "grid-cols-3 sm:grid-cols-5"}`}>
            {day.slots.map((slot) => {
              const coach = coachClock(slot.startsAt, zones);
              return (
                <label
                  key={slot.startsAt}
                  className="btn btn-outline h-auto min-h-10 flex-col gap-0 py-1.5 text-center whitespace-normal has-checked:btn-primary has-checked:btn-active has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
                >
                  <input
                    type="radio"
                    name={name}
                    value={slot.startsAt}
                    checked={value === slot.startsAt}
                    onChange={() => onChange(slot.startsAt)}
                    aria-label={sessionTime(slot.startsAt, zones)}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{formatClock(slot.startsAt, zones.learner)}</span>
                  {coach && (
                    <span aria-hidden="true" className="text-xs font-normal">
                      {coach} for your coach
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
