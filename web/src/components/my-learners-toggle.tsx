/**
 * "My learners only": keeps the learners assigned to the signed-in coach. A filter, not a
 * permission: every admin may see every learner.
 */
export function MyLearnersToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="label w-fit cursor-pointer justify-self-start gap-2 text-base-content">
      <input
        type="checkbox"
        className="toggle toggle-primary toggle-sm"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>My learners only</span>
    </label>
  );
}
