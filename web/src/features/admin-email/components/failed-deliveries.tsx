import { LoadMoreButton } from "@/components/load-more-button";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { useFailedDeliveries } from "../api/list-failed-deliveries";
import { FailedDeliveryItem } from "./failed-delivery-item";

/** 'Failed deliveries': what the Trigger Email extension marked ERROR, newest first. */
export function FailedDeliveries() {
  const failures = useFailedDeliveries();
  const items = failures.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <SectionCard
      title="Failed deliveries"
      description="An address its server refused for good gets no more email until its owner verifies it again."
      variant="outlined"
    >
      {failures.isPending ? (
        <LoadingLine />
      ) : failures.isError ? (
        <p role="alert" className="text-error">
          Unable to load the failed deliveries.
        </p>
      ) : items.length === 0 ? (
        <p className="text-base-content/75">No failed deliveries.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Failed deliveries">
          {items.map((delivery) => (
            <FailedDeliveryItem key={delivery.id} delivery={delivery} now={now} />
          ))}
        </ul>
      )}
      <LoadMoreButton pages={failures} label="Load more" className="btn-sm" />
    </SectionCard>
  );
}
