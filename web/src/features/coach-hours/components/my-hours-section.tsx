import { LoadingLine } from "@/components/loading-screen";
import { errorMessage } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/time-zone";
import { useCoachHours } from "../api/get-coach-hours";
import { ConflictsCard } from "./conflicts-card";
import { HoursFormCard } from "./hours-form-card";

/** The coach's hours, and above them the booked sessions those hours no longer hold. */
export function MyHoursSection({ coachId }: { coachId: string }) {
  const hours = useCoachHours();
  if (hours.isPending) return <LoadingLine />;
  if (hours.isError)
    return (
      <p role="alert" className="alert alert-error alert-soft">
        {errorMessage(hours.error, "Your hours could not be loaded.")}
        <button type="button" className="btn btn-sm" onClick={() => void hours.refetch()}>
          Try again
        </button>
      </p>
    );
  const { hours: saved, conflicts } = hours.data;
  return (
    <div className="grid gap-4">
      {conflicts.length > 0 && (
        <ConflictsCard conflicts={conflicts} timeZone={saved?.timeZone ?? browserTimeZone() ?? "UTC"} />
      )}
      <HoursFormCard key={saved?.updatedAt ?? "new"} coachId={coachId} hours={saved} />
    </div>
  );
}
