import type { ReactNode } from "react";
import { useSessionUser } from "@/lib/session-user";
import { AccessRestricted } from "./access-restricted";
import { ComingSoon } from "./coming-soon";
import { PhasePage } from "./phase-page";
import { PlanPage } from "./plan-page";
import { RoadmapPage } from "./roadmap-page";
import { StepPage } from "./step-page";

// The Incubator's views (app/routes.tsx routes them). It is for admins only for now: others see
// what is coming on the overview, and that access is restricted on a phase, a step or the plan.
const ForAdmins = ({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) =>
  useSessionUser().role === "admin" ? children : otherwise;

export const RoadmapView = () => (
  <ForAdmins otherwise={<ComingSoon />}>
    <RoadmapPage />
  </ForAdmins>
);
export const PhaseView = () => (
  <ForAdmins otherwise={<AccessRestricted />}>
    <PhasePage />
  </ForAdmins>
);
export const StepView = () => (
  <ForAdmins otherwise={<AccessRestricted />}>
    <StepPage />
  </ForAdmins>
);
export const PlanView = () => (
  <ForAdmins otherwise={<AccessRestricted />}>
    <PlanPage />
  </ForAdmins>
);
