import { SESSION_LIMITS } from "@contract/sessions/common";
import type { CoachSession } from "@contract/sessions/coach";
import { addActionItemRequestSchema } from "@contract/sessions/coach";
import { useState, type FormEvent } from "react";
import { Icon } from "@/components/icon";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { useAddActionItem } from "../api/add-action-item";

/** The session's action items, ticked or not as the learner left them, and a line of the notes made one. */
export function ActionItemsCard({ session, mayAdd }: { session: CoachSession; mayAdd: boolean }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddActionItem(session.id);
  const items = session.actionItems;
  const full = items.length >= SESSION_LIMITS.actionItemsPerSession;
  const serverError = apiFieldErrors(add.error).text;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addActionItemRequestSchema.safeParse({ text });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Write the action item");
    setProblem(null);
    add.mutate(parsed.data.text, { onSuccess: () => setText("") });
  };

  return (
    <SectionCard
      variant="outlined"
      title="Action items"
      description={`${items.filter((item) => item.done).length} of ${items.length} done`}
    >
      {items.length === 0 ? (
        <p className="text-sm">No action items yet.</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-2">
              <Icon
                name={item.done ? "check" : "minus"}
                className={`mt-0.5 size-4 shrink-0 ${item.done ? "text-success" : "text-base-content/50"}`}
                label={item.done ? "Done" : "Not done yet"}
              />
              <span className={item.done ? "line-through text-base-content/75" : ""}>{item.text}</span>
              {item.doneAt && (
                <time dateTime={item.doneAt} className="ml-auto shrink-0 text-xs text-base-content/75">
                  Ticked {new Date(item.doneAt).toLocaleDateString(undefined, { day: "numeric", month: "short" })}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayAdd && !full && (
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <TextField
            label="New action item"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SESSION_LIMITS.actionItemMax}
            error={problem ?? serverError}
          />
          {add.isError && !serverError && (
            <p role="alert" className="alert alert-error alert-soft text-sm">
              {errorMessage(add.error, "The action item could not be added. Please try again.")}
            </p>
          )}
          <div>
            <SubmitButton pending={add.isPending} className="btn-outline btn-sm">
              Add action item
            </SubmitButton>
          </div>
        </form>
      )}
      {mayAdd && full && (
        <p className="text-sm">A session has at most {SESSION_LIMITS.actionItemsPerSession} action items.</p>
      )}
    </SectionCard>
  );
}
