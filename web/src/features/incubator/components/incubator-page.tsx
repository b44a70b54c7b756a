import type { ComponentType, ReactNode } from "react";
import { useClosingOnRefusal, useMayUseIncubator } from "../api/get-access";
import { AccessRestricted } from "./access-restricted";
import { ComingSoon } from "./coming-soon";
import { LoadingView } from "./notice-view";
import { PhasePage } from "./phase-page";
import { PlanPage } from "./plan-page";
import { RoadmapPage } from "./roadmap-page";
import { StepPage } from "./step-page";

// The Incubator's views (app/routes.tsx routes them), for admins, and for every signed-in user while
// the Incubator's launch switch is on. Otherwise the overview says what is coming, and a phase, a
// step or the plan that access is restricted; also at once when the API refuses because it closed.
function ForIncubatorUsers({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  useClosingOnRefusal();
  const may = useMayUseIncubator();
  if (may === undefined) return <LoadingView label="Loading the Incubator" />;
  return may ? children : otherwise;
}

/** `page` for those who may use the Incubator, `otherwise` for the others. */
const view = (Page: ComponentType, otherwise: ReactNode) => () => (
  <ForIncubatorUsers otherwise={otherwise}>
    <Page />
  </ForIncubatorUsers>
);

export const RoadmapView = view(RoadmapPage, <ComingSoon />);
export const PhaseView = view(PhasePage, <AccessRestricted />);
export const StepView = view(StepPage, <AccessRestricted />);
export const PlanView = view(PlanPage, <AccessRestricted />);
