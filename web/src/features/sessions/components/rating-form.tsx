import { SESSION_LIMITS } from "@contract/sessions/common";
import type { LearnerSession } from "@contract/sessions/learner";
import { useId, useState, type FormEvent } from "react";
import { notify } from "@/components/notify";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors } from "@/lib/form-errors";
import { useRateSession } from "../api/rate-session";

const STARS = [1, 2, 3, 4, 5] as const;

/** After a held session: 1 to 5 stars (radio buttons, arrow keys move between them) and an optional comment. */
export function RatingForm({ session }: { session: LearnerSession }) {
  const rate = useRateSession(session.id);
  const [stars, setStars] = useState(session.rating?.stars ?? 0);
  const [comment, setComment] = useState(session.rating?.comment ?? "");
  const [missing, setMissing] = useState(false);
  const name = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(stars === 0);
    if (stars === 0) return;
    rate.mutate(
      { stars, comment },
      {
        onSuccess: () => notify.success("Thanks for your rating"),
        onError: (error) =>
          notify.error("The rating could not be saved", errorMessage(error, "Try again in a moment.")),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <fieldset className="grid gap-2" aria-describedby={missing ? `${name}-error` : undefined}>
        <legend className="mb-2 font-semibold">How helpful was the session?</legend>
        <div className="rating rating-lg">
          {STARS.map((value) => (
            <input
              key={value}
              type="radio"
              name={name}
              value={value}
              checked={stars === value}
              onChange={() => setStars(value)}
              aria-label={value === 1 ? "1 star" : `${value} stars`}
              className="mask mask-star-2 bg-warning focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
          ))}
        </div>
        {missing && (
          <p id={`${name}-error`} role="alert" className="text-sm text-error">
            Rate from 1 to 5
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={apiFieldErrors(rate.error).comment}
        maxLength={SESSION_LIMITS.commentMax}
        rows={3}
      />
      <SubmitButton pending={rate.isPending} pendingLabel="Saving..." className="btn-primary justify-self-start">
        {session.rating ? "Update rating" : "Send rating"}
      </SubmitButton>
    </form>
  );
}
