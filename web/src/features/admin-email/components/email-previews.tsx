import type { EmailKind } from "@contract/email";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingLine } from "@/components/loading-screen";
import { SectionCard } from "@/components/section-card";
import { useEmailPreviews } from "../api/list-email-previews";
import { EmailKindList } from "./email-kind-list";
import { EmailPreview } from "./email-preview";

/**
 * 'Previews': each kind of email with sample data, one at a time. The chosen kind lives in the
 * address (`?kind=digest`), so a preview can be linked to and survives a reload.
 */
export function EmailPreviews() {
  const previews = useEmailPreviews();
  const [search, setSearch] = useSearchParams();
  // Shown at once; the address follows (a router navigation, which settles a moment later).
  const [kind, setKind] = useState(() => search.get("kind"));
  const items = previews.data?.items ?? [];
  const selected = items.find((item) => item.kind === kind) ?? items[0];
  const select = (next: EmailKind) => {
    setKind(next);
    setSearch({ kind: next }, { replace: true });
  };

  return (
    <SectionCard
      title="Previews"
      description="Each kind of email, rendered with sample data as a mail app shows it."
      variant="outlined"
    >
      {previews.isPending ? (
        <LoadingLine text="Rendering the emails..." />
      ) : previews.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-error">
          The previews could not be loaded.
          <button type="button" className="btn btn-sm" onClick={() => void previews.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        selected && (
          <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
            <EmailKindList previews={items} selected={selected.kind} onSelect={select} />
            <EmailPreview preview={selected} />
          </div>
        )
      )}
    </SectionCard>
  );
}
