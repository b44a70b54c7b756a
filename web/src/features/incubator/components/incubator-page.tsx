import { Route, Routes } from "react-router-dom";
import { useSessionUser } from "@/lib/session-user";
import { AccessRestricted } from "./access-restricted";
import { ComingSoon } from "./coming-soon";
import { PhasePage } from "./phase-page";
import { RoadmapPage } from "./roadmap-page";
import { StepPage } from "./step-page";

/**
 * /incubator (roadmap), /incubator/phase/:phaseKey and /incubator/phase/:phaseKey/step/:stepId;
 * any other address under /incubator shows the overview. The
 * Incubator is for admins only for now: others see what is coming, or that access is restricted.
 */
export default function IncubatorPage() {
  const admin = useSessionUser().role === "admin";
  const overview = admin ? <RoadmapPage /> : <ComingSoon />;
  return (
    <Routes>
      <Route path="phase/:phaseKey" element={admin ? <PhasePage /> : <AccessRestricted />} />
      <Route path="phase/:phaseKey/step/:stepId" element={admin ? <StepPage /> : <AccessRestricted />} />
      <Route path="*" element={overview} />
    </Routes>
  );
}
