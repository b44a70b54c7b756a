import type { ActionItem } from "@contract/sessions/learner";
import { notify } from "@/components/notify";
import { errorMessage } from "@/lib/api-client";
import { useSessionUser } from "@/lib/session-user";
import { useUpdateActionItem } from "../api/update-action-item";

/** Action items as checkboxes the learner ticks off (and back); the coach sees them ticked. */
export function ActionItemList({ items }: { items: readonly ActionItem[] }) {
  const update = useUpdateActionItem(useSessionUser().id);
  return (
    <ul className="grid gap-2">
      {items.map((item) => {
        const busy = update.isPending && update.variables.itemId === item.id;
        return (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                className="checkbox checkbox-primary checkbox-sm mt-0.5"
                checked={busy ? update.variables.done : item.done}
                disabled={busy}
                onChange={(event) =>
                  update.mutate(
                    { itemId: item.id, done: event.target.checked },
                    {
                      onError: (error) =>
                        notify.error("The item could not be saved", errorMessage(error, "Try again in a moment.")),
                    },
                  )
                }
              />
              <span className={`break-words ${item.done ? "text-base-content/70 line-through" : ""}`}>{item.text}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
