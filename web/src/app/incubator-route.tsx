import type { ComponentType } from "react";
import { BookSessionSlot } from "@/features/incubator/components/book-session-slot";
import * as incubator from "@/features/incubator/components/incubator-page";
import { BookSessionLink } from "@/features/sessions/components/book-session-link";

// The Incubator's views with the sessions' "Book a session with your coach" in their slot (the
// roadmap, under a coach's note or revision request).
const withBooking = (View: ComponentType) =>
  function IncubatorView() {
    return (
      <BookSessionSlot value={<BookSessionLink />}>
        <View />
      </BookSessionSlot>
    );
  };

export const RoadmapView = withBooking(incubator.RoadmapView);
export const PhaseView = withBooking(incubator.PhaseView);
export const StepView = withBooking(incubator.StepView);
export const PlanView = withBooking(incubator.PlanView);
