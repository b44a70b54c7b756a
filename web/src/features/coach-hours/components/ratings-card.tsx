import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";
import { errorMessage } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/time-zone";
import { useSessionRatings } from "../api/list-session-ratings";
import { formatAverage, type CoachRatings } from "../ratings";
import { formatDay } from "../session-times";
import { RatingsChart } from "./ratings-chart";

const columns: TableColumn<CoachRatings>[] = [
  {
    id: "coach",
    header: "Coach",
    cell: (coach) => <span className="font-semibold">{coach.name}</span>,
    sortValue: (coach) => coach.name,
  },
  { id: "ratings", header: "Ratings", cell: (coach) => coach.ratings, sortValue: (coach) => coach.ratings },
  {
    id: "average",
    header: "Mean",
    cell: (coach) => formatAverage(coach.average),
    sortValue: (coach) => coach.average ?? -1,
  },
  {
    id: "recent",
    header: "Recent comments",
    cell: (coach) => {
      const comments = coach.recent.filter((rating) => rating.comment);
      if (!comments.length) return <span className="text-base-content/75">None</span>;
      return (
        <ul className="grid gap-2">
          {comments.map((rating) => (
            <li key={`${rating.at}-${rating.learnerName}`} className="text-sm">
              <span className="badge badge-sm badge-outline">{rating.stars} of 5</span>{" "}
              <q className="break-words">{rating.comment}</q>
              <span className="block text-base-content/75">
                {rating.learnerName}, {formatDay(rating.at, browserTimeZone() ?? "UTC")}
              </span>
            </li>
          ))}
        </ul>
      );
    },
  },
];

/** "Ratings": each coach's count, mean and recent comments, learners' 1-5 after held sessions. */
export function RatingsCard() {
  const ratings = useSessionRatings();
  const coaches = ratings.data?.coaches ?? [];
  const rated = coaches.filter((coach) => coach.average !== null);
  return (
    <SectionCard
      title="Ratings"
      variant="outlined"
      description="Learners rate a held session from 1 to 5, with an optional comment."
    >
      {rated.length > 1 && <RatingsChart coaches={coaches} />}
      <Table
        caption="Ratings per coach"
        columns={columns}
        rows={coaches}
        rowKey={(coach) => coach.coachId}
        loading={ratings.isPending}
        error={ratings.isError ? errorMessage(ratings.error, "The ratings could not be loaded.") : null}
        empty={<p className="py-6 text-center text-base-content/75">No ratings yet.</p>}
        initialSort={{ column: "average", direction: "descending" }}
        pageSize={Math.max(coaches.length, 1)}
      />
    </SectionCard>
  );
}
