import { CUSTOM_INSTRUCTIONS_MAX, type TutorConfig } from "@contract/tutor";
import { useState, type FormEvent } from "react";
import { SectionCard } from "@/components/section-card";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { notify } from "@/components/notify";
import { useSaveTutorConfig } from "../api/save-tutor-config";
import { sameConfig, settingOptions, TUTOR_SETTING_GROUPS, withSetting } from "../tutor-options";
import { TutorTestBox } from "./tutor-test-box";
import { characterCount } from "@contract/text";

/**
 * Every option of the tutor configuration, custom instructions and Save;
 * the test box answers under the configuration as it stands in the form, saved or not.
 */
export function TutorConfigForm({ saved }: { saved: TutorConfig }) {
  const [config, setConfig] = useState<TutorConfig>(saved);
  const save = useSaveTutorConfig();
  const unsaved = !sameConfig(config, saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(config, {
      onSuccess: () => notify.success("Configuration Saved"),
      onError: () => notify.error("Error", "Failed to save tutor configuration."),
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <SectionCard
        title="Tutor Settings"
        description="How the AI tutor talks to learners in the chat."
        variant="outlined"
      >
        <form onSubmit={submit} className="flex flex-col gap-2">
          {TUTOR_SETTING_GROUPS.map(({ group, title, settings }) => (
            <fieldset key={group} className="grid gap-x-4 sm:grid-cols-2">
              <legend className="mb-1 font-semibold">{title}</legend>
              {settings.map(({ key, label }) => (
                <SelectField
                  key={key}
                  label={label}
                  options={settingOptions(key)}
                  value={(config[group] as Record<string, string>)[key]}
                  onChange={(event) => setConfig(withSetting(config, group, key, event.target.value))}
                />
              ))}
            </fieldset>
          ))}
          <TextAreaField
            label="Custom instructions"
            hint={`Added to every conversation (${characterCount(config.custom_instructions)}/${CUSTOM_INSTRUCTIONS_MAX}).`}
            rows={4}
            value={config.custom_instructions}
            onChange={(event) => setConfig({ ...config, custom_instructions: event.target.value })}
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <SubmitButton pending={save.isPending} pendingLabel="Saving...">
              Save Configuration
            </SubmitButton>
            {unsaved && (
              <p className="text-sm text-base-content/75" role="status">
                Unsaved changes
              </p>
            )}
          </div>
        </form>
      </SectionCard>
      <TutorTestBox config={config} unsaved={unsaved} />
    </div>
  );
}
