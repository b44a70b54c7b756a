import type { SessionBrief } from "@contract/sessions/brief";
import { useState } from "react";
import { SectionCard } from "@/components/section-card";
import { hasBegun, revisableSteps } from "../session-brief";
import { OutcomeForm } from "./outcome-form";
import { RevisionDialog } from "./revision-dialog";

/** After the session: its outcome and notes, and a revision request for a passed step (once it has begun). */
export function AfterSessionCard({ brief, now }: { brief: SessionBrief; now: Date }) {
  const { session } = brief;
  const [revising, setRevising] = useState(false);
  const steps = revisableSteps(brief.roadmap.phases);
  if (session.status === "cancelled")
    return (
      <SectionCard variant="outlined" title="After the session">
        <p className="text-sm">This session was cancelled.</p>
      </SectionCard>
    );
  if (!hasBegun(session, now))
    return (
      <SectionCard variant="outlined" title="After the session">
        <p className="text-sm">Once the session has begun, mark it held or a no-show here and write your notes.</p>
      </SectionCard>
    );
  return (
    <SectionCard
      variant="outlined"
      title="After the session"
      actions={
        steps.length > 0 && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setRevising(true)}>
            Ask for a revision
          </button>
        )
      }
    >
      <OutcomeForm session={session} />
      {revising && <RevisionDialog sessionId={session.id} steps={steps} onClose={() => setRevising(false)} />}
    </SectionCard>
  );
}
