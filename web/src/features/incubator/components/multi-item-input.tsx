import { characterCount } from "@contract/text";
import { useId, useState } from "react";
import { Icon } from "@/components/icon";

/**
 * A multi-item answer: an item is added with Enter or 'Add' and removed with its close button. Items are trimmed
 * and an empty one is ignored.
 */
export function MultiItemInput({
  items,
  onChange,
  maxItems,
  maxItemChars,
  disabled,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  maxItems: number;
  maxItemChars: number;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = items.length >= maxItems;
  // Counted as the server counts (characters a person sees), so an item it would refuse is never added.
  const tooLong = characterCount(draft.trim()) > maxItemChars;
  const add = () => {
    const item = draft.trim();
    if (!item || full || tooLong) return;
    onChange([...items, item]);
    setDraft("");
  };
  return (
    <fieldset className="fieldset">
      <label className="fieldset-legend text-base" htmlFor={id}>
        Add an item
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input w-full"
          value={draft}
          disabled={disabled || full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline"
          onClick={add}
          disabled={disabled || full || tooLong || !draft.trim()}
        >
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className={`label whitespace-normal ${tooLong ? "text-error" : "text-base-content/75"}`}>
        {full
          ? `That is the most this answer takes (${maxItems} items).`
          : tooLong
            ? `Each item must be at most ${maxItemChars} characters`
            : "Press Enter or Add after each item."}
      </p>
      {items.length > 0 && (
        <ul className="mt-2 grid gap-2" aria-label="Your items">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="flex items-start gap-2 rounded-field bg-base-200 px-3 py-2">
              <span className="flex-1 break-words">{item}</span>
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                aria-label={`Remove ${item}`}
                disabled={disabled}
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                <Icon name="close" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
