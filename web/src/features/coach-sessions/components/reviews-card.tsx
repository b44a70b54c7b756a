import type { SessionBrief } from "@contract/sessions/brief";
import { Link } from "react-router-dom";
import { SectionCard } from "@/components/section-card";
import { routePaths } from "@/lib/route-paths";

const KIND_TEXT = { dispute: "Disputed by the learner", borderline: "Borderline score" } as const;

/** The learner's open disputes and review items, each linked to the attempt in their Incubator. */
export function ReviewsCard({ learnerId, reviews }: { learnerId: string; reviews: SessionBrief["openReviews"] }) {
  return (
    <SectionCard variant="outlined" title="Open disputes and review items">
      {reviews.length === 0 ? (
        <p className="text-sm">Nothing waits for review.</p>
      ) : (
        <ul className="grid gap-2">
          {reviews.map((review) => (
            <li key={review.attemptId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link
                className="link"
                to={routePaths.adminLearnerIncubator(learnerId, { step: review.stepId, attempt: review.attemptId })}
              >
                {review.stepTitle}
              </Link>
              <span className="flex items-center gap-2">
                <span className={`badge badge-soft ${review.kind === "dispute" ? "badge-warning" : "badge-info"}`}>
                  {KIND_TEXT[review.kind]}
                </span>
                Score {review.score}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
