import type { BroadcastCohorts } from "@contract/messages";
import { SelectField } from "@/components/select-field";
import { audienceText, targetOf, targetOptions } from "../composer-values";

/** "Send To": everyone or one cohort, with how many the message reaches. */
export function CohortTargetField({
  cohorts,
  value,
  onChange,
}: {
  cohorts: BroadcastCohorts["items"];
  value: string;
  onChange: (cohortId: string) => void;
}) {
  return (
    <SelectField
      label="Send To"
      options={targetOptions(cohorts)}
      value={value}
      hint={audienceText(targetOf(cohorts, value))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
