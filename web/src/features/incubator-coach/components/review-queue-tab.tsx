import type { ReviewQueueItem } from "@contract/incubator/coach";
import { formatAge, formatDateTime } from "@contract/relative-time";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@/components/load-more-button";
import { SectionCard } from "@/components/section-card";
import { Table, type TableColumn } from "@/components/table";
import { errorMessage } from "@/lib/api-client";
import { routePaths } from "@/lib/route-paths";
import { useReviewQueue } from "../api/list-review-queue";
import { REVIEW_KIND_LABEL } from "../coach-review";
import { MyLearnersToggle } from "@/components/my-learners-toggle";

/**
 * The attempts that wait for a coach, oldest first; each opens on the learner's Incubator page at
 * that attempt. "My learners" keeps those of the learners assigned to the admin in a cohort.
 */
export function ReviewQueueTab() {
  const [mine, setMine] = useState(false);
  const queue = useReviewQueue(mine);
  const rows = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  const columns: TableColumn<ReviewQueueItem>[] = [
    {
      id: "learner",
      header: "Learner",
      cell: (item) => (
        <Link
          to={routePaths.adminLearnerIncubator(item.learner.id, { step: item.stepId, attempt: item.attemptId })}
          className="link link-primary font-semibold break-words"
          // The same learner may wait twice at one step: the time tells the links apart.
          aria-label={`Review ${item.learner.name}'s attempt at "${item.stepTitle}", waiting since ${formatDateTime(new Date(item.openedAt))}`}
        >
          {item.learner.name}
        </Link>
      ),
    },
    { id: "step", header: "Step", cell: (item) => <span className="break-words">{item.stepTitle}</span> },
    { id: "kind", header: "Kind", cell: (item) => REVIEW_KIND_LABEL[item.kind] },
    { id: "score", header: "AI score", cell: (item) => `${item.score}/100` },
    {
      id: "waiting",
      header: "Waiting since",
      cell: (item) => (
        <time dateTime={item.openedAt} title={formatDateTime(new Date(item.openedAt))}>
          {formatAge(new Date(item.openedAt), now)}
        </time>
      ),
    },
  ];

  return (
    <SectionCard
      title="Review queue"
      variant="outlined"
      description="Borderline scores and learners' requests for a coach, oldest first."
    >
      <MyLearnersToggle checked={mine} onChange={setMine} />
      <Table
        caption="Attempts waiting for a coach"
        columns={columns}
        rows={rows}
        rowKey={(item) => item.id}
        loading={queue.isPending}
        error={queue.isError ? errorMessage(queue.error, "The review queue could not be loaded.") : null}
        empty={
          <p className="py-6 text-center text-base-content/75">
            {mine ? "Nothing waits for you from your learners." : "Nothing waits for a coach."}
          </p>
        }
        // The server pages ("Load more"); the table shows every loaded row.
        pageSize={Math.max(rows.length, 1)}
      />
      <LoadMoreButton pages={queue} className="justify-self-center" />
    </SectionCard>
  );
}
