import { useId } from "react";
import { useEmailAudience } from "../api/get-email-audience";
import { emailAudienceText } from "../composer-values";

/**
 * "Also send by email", with how many learners the email would reach when it goes to everyone (a
 * cohort's members get it by their own preferences; "Send To" counts them).
 */
export function AlsoEmailField({
  checked,
  onChange,
  everyone,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  everyone: boolean;
}) {
  const found = useEmailAudience();
  const audience = everyone ? found : { data: undefined };
  const countId = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <label className="label cursor-pointer gap-2 text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm border-base-content/60"
          checked={checked}
          aria-describedby={audience.data ? countId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        Also send by email
      </label>
      {audience.data && (
        <span id={countId} className="text-sm text-base-content/75">
          {emailAudienceText(audience.data.announcements)}
        </span>
      )}
    </div>
  );
}
