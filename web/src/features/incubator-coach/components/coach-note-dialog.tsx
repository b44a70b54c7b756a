import { COACH_LIMITS } from "@contract/incubator/coaching";
import { coachNoteRequestSchema, type CoachedAttempt } from "@contract/incubator/coach";
import { notify } from "@/components/notify";
import { useNoteAttempt } from "../api/note-attempt";
import { CoachTextDialog } from "./coach-text-dialog";

/** 'Leave a note': what the learner reads under their attempt; a new note replaces the last. */
export function CoachNoteDialog({
  learnerId,
  attempt,
  onClose,
}: {
  learnerId: string;
  attempt: CoachedAttempt;
  onClose: () => void;
}) {
  const note = useNoteAttempt(learnerId);
  const existing = attempt.coaching.note?.text;
  return (
    <CoachTextDialog
      title={existing ? "Edit your note" : "Leave a note"}
      intro="The learner reads your note under this attempt. It changes neither the score nor the verdict."
      label="Note"
      field="text"
      max={COACH_LIMITS.noteChars}
      initial={existing}
      submitLabel="Save note"
      check={(text) => {
        const parsed = coachNoteRequestSchema.safeParse({ text });
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Write a note");
      }}
      pending={note.isPending}
      error={note.error}
      onSubmit={(text) =>
        note.mutate(
          { attemptId: attempt.id, body: { text } },
          {
            onSuccess: () => {
              notify.success("Note saved");
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
