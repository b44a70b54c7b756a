import { youtubeVideoId, type AdminCuratedVideo } from "@contract/admin-videos";
import type { Pillar } from "@contract/pillars";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SelectField } from "@/components/select-field";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { TextField } from "@/components/text-field";
import { useFormValues } from "@/components/use-form-values";
import { apiFieldErrors, type FieldErrors } from "@/lib/form-errors";
import { notify } from "@/components/notify";
import { useCreateAdminVideo } from "../api/create-admin-video";
import { useUpdateAdminVideo } from "../api/update-admin-video";
import {
  DIFFICULTY_OPTIONS,
  EMPTY_VIDEO_FORM,
  formFromVideo,
  PILLAR_OPTIONS,
  skillOptions,
  videoFormErrors,
  videoRequest,
  withPillar,
  type VideoFormValues,
} from "../video-form-values";
import { FailureDetails } from "./failure-details";

interface VideoFormProps {
  /** The video being edited; none for a new one. */
  video: AdminCuratedVideo | null;
  onDone: () => void;
}

/** What the YouTube field will store, under it: the id found in a pasted URL, or how to fill it in. */
function youtubeHint(input: string) {
  const id = youtubeVideoId(input);
  if (id) return `Will be stored as ${id}`;
  return "Paste a YouTube link or the 11-character video id";
}

/** The inline 'Add New Video' / 'Edit Video' form. */
export function VideoForm({ video, onDone }: VideoFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { values, setValues, set, field } = useFormValues<VideoFormValues>(
    () => (video ? formFromVideo(video) : EMPTY_VIDEO_FORM),
    errors,
  );
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const create = useCreateAdminVideo();
  const update = useUpdateAdminVideo();
  const pending = create.isPending || update.isPending;

  // The form opens above the table: take the reader (and the keyboard) there.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "nearest" });
  }, [video]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = videoFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = videoRequest(values);
    const onError = (error: unknown) => {
      setErrors(apiFieldErrors(error));
      if (video)
        notify.error("Video Update Failed", <FailureDetails error={error} fallback="Failed to update video" />);
      else notify.error("Video Creation Failed", <FailureDetails error={error} fallback="Failed to create video" />);
    };
    if (video)
      update.mutate(
        { id: video.id, changes: body },
        {
          onSuccess: () => {
            notify.success("Video Updated");
            onDone();
          },
          onError,
        },
      );
    else
      create.mutate(body, {
        onSuccess: () => {
          notify.success("Video Added");
          onDone();
        },
        onError,
      });
  };

  const title = video ? "Edit Video" : "Add New Video";
  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <form onSubmit={submit} noValidate className="card-body gap-1 p-4">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="card-title text-lg outline-none">
          {title}
        </h2>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label="Video Title" required {...field("title")} />
          <TextField
            label="YouTube Video ID"
            required
            autoComplete="off"
            spellCheck={false}
            hint={youtubeHint(values.youtube)}
            {...field("youtube")}
            error={errors.youtubeVideoId}
          />
          <SelectField
            label="Pillar"
            required
            placeholder="Select a pillar"
            options={PILLAR_OPTIONS}
            {...field("pillar")}
            onChange={(event) => setValues(withPillar(values, event.target.value as Pillar))}
          />
          <SelectField
            label="Skill Category"
            required
            placeholder={values.pillar ? "Select a skill" : "Select a pillar first"}
            options={skillOptions(values.pillar)}
            disabled={!values.pillar}
            hint={values.pillar ? undefined : "Please select a pillar first to see available skills"}
            {...field("skillId")}
          />
          <SelectField
            label="Difficulty"
            required
            placeholder="Select a difficulty"
            options={DIFFICULTY_OPTIONS}
            {...field("difficulty")}
          />
          <TextField
            label="Priority Order"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="1 comes first within a skill"
            {...field("orderPriority")}
          />
          <TextField label="Channel Title" hint="Optional" {...field("channelTitle")} />
        </div>
        <TextAreaField label="Description" hint="Optional" rows={3} {...field("description")} />
        <label className="mt-2 flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="toggle toggle-success"
            checked={values.isActive}
            onChange={(event) => set("isActive", event.target.checked)}
          />
          <span>Active (shown to learners in the catalogue)</span>
        </label>
        <div className="mt-3 flex flex-wrap gap-2">
          <SubmitButton pending={pending} pendingLabel="Saving...">
            {video ? "Update Video" : "Add Video"}
          </SubmitButton>
          <button type="button" className="btn btn-ghost" onClick={onDone} disabled={pending}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
