import type { ProfileDoc } from "@contract/profile";
import { useId, useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SubmitButton } from "@/components/submit-button";
import { TextField } from "@/components/text-field";
import { notify } from "@/components/notify";
import { useUpdateProfile } from "../api/update-profile";
import { parseList } from "../parse-list";

export const LEARNING_STYLES = [
  "Short videos",
  "Step-by-step guides",
  "Hands-on practice",
  "Reading articles",
  "A mix of everything",
];

function Chips({ items }: { items: string[] }) {
  if (!items.length) return <span className="text-base-content/70">None yet</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="badge badge-ghost">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function PreferencesCard({ profile }: { profile: ProfileDoc }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Learning Preferences"
      actions={
        !editing && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
            Edit Preferences
          </button>
        )
      }
    >
      {editing ? (
        <PreferencesForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className="flex flex-col gap-3">
          <div>
            <dt className="text-sm text-base-content/70">Goals</dt>
            <dd>
              <Chips items={profile.goals} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Strengths</dt>
            <dd>
              <Chips items={profile.strengths} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Areas to improve</dt>
            <dd>
              <Chips items={profile.weaknesses} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Preferred learning style</dt>
            <dd>{profile.preferredLearningStyle || <span className="text-base-content/70">Not set</span>}</dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Bio</dt>
            <dd className="whitespace-pre-line">
              {profile.metadata.bio || <span className="text-base-content/70">Not set</span>}
            </dd>
          </div>
        </dl>
      )}
    </SectionCard>
  );
}

function PreferencesForm({ profile, onDone }: { profile: ProfileDoc; onDone: () => void }) {
  const [goals, setGoals] = useState(profile.goals.join(", "));
  const [strengths, setStrengths] = useState(profile.strengths.join(", "));
  const [weaknesses, setWeaknesses] = useState(profile.weaknesses.join(", "));
  const [style, setStyle] = useState(profile.preferredLearningStyle ?? "");
  const [bio, setBio] = useState(profile.metadata.bio ?? "");
  const update = useUpdateProfile();
  const styleId = useId();
  const bioId = useId();
  const styles = style && !LEARNING_STYLES.includes(style) ? [style, ...LEARNING_STYLES] : LEARNING_STYLES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        goals: parseList(goals),
        strengths: parseList(strengths),
        weaknesses: parseList(weaknesses),
        preferredLearningStyle: style || null,
        metadata: { bio: bio.trim() },
      },
      {
        onSuccess: () => {
          notify.success("Profile Updated");
          onDone();
        },
        onError: () => notify.error("Update Failed", "Unable to update your profile. Please try again."),
      },
    );
  };

  const hint = "Separate items with commas";
  return (
    <form onSubmit={submit} className="flex flex-col gap-1">
      <TextField label="Goals" hint={hint} value={goals} onChange={(e) => setGoals(e.target.value)} />
      <TextField label="Strengths" hint={hint} value={strengths} onChange={(e) => setStrengths(e.target.value)} />
      <TextField
        label="Areas to improve"
        hint={hint}
        value={weaknesses}
        onChange={(e) => setWeaknesses(e.target.value)}
      />
      <fieldset className="fieldset">
        <label className="fieldset-legend" htmlFor={styleId}>
          Preferred learning style
        </label>
        <select id={styleId} className="select w-full" value={style} onChange={(e) => setStyle(e.target.value)}>
          <option value="">Not set</option>
          {styles.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </fieldset>
      <fieldset className="fieldset">
        <label className="fieldset-legend" htmlFor={bioId}>
          Bio
        </label>
        <textarea
          id={bioId}
          className="textarea w-full"
          rows={3}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
        />
      </fieldset>
      <div className="mt-3 flex gap-2">
        <SubmitButton pending={update.isPending} pendingLabel="Saving...">
          Save Preferences
        </SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
