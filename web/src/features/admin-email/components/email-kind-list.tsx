import type { EmailKind, EmailPreview } from "@contract/email";

interface EmailKindListProps {
  previews: EmailPreview[];
  selected: EmailKind;
  onSelect: (kind: EmailKind) => void;
}

/** The kinds of email to choose from, each named by what it is and its subject line. */
export function EmailKindList({ previews, selected, onSelect }: EmailKindListProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">Kind of email</legend>
      <ul className="grid gap-2">
        {previews.map((preview) => (
          <li key={preview.kind}>
            <label className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 px-3 py-2 has-checked:border-primary has-checked:bg-base-200">
              <input
                type="radio"
                name="email-kind"
                className="radio mt-0.5 radio-sm"
                checked={preview.kind === selected}
                onChange={() => onSelect(preview.kind)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-semibold break-words">{preview.label}</span>
                <span className="text-sm break-words text-base-content/75">{preview.subject}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
