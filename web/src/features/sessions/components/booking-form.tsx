import type { BookableCoach } from "@contract/sessions/learner";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { notify } from "@/components/notify";
import { SubmitButton } from "@/components/submit-button";
import { TextAreaField } from "@/components/text-area-field";
import { errorMessage } from "@/lib/api-client";
import { apiFieldErrors, fieldErrors, type FieldErrors } from "@/lib/form-errors";
import { routePaths } from "@/lib/route-paths";
import { SESSION_LIMITS } from "@contract/sessions/common";
import { useBookSession } from "../api/book-session";
import { learnerContract } from "../api/contract";
import { learnerTimeZone } from "../learner-time-zone";
import { slotTaken, type SlotTaken } from "../slot-taken";
import { sessionTime } from "../slot-times";
import { SlotPicker } from "./slot-picker";

/**
 * A slot of `coach`, what the learner wants help with, and the confirmation. A slot taken meanwhile
 * shows the server's message and the fresh slots; the topic stays as typed (it lives in the page,
 * across coaches too).
 */
export function BookingForm({
  coach,
  topic,
  onTopic,
}: {
  coach: BookableCoach;
  topic: string;
  onTopic: (topic: string) => void;
}) {
  const navigate = useNavigate();
  const book = useBookSession();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [taken, setTaken] = useState<SlotTaken | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { bookSessionRequestSchema } = await learnerContract();
    const request = { coachId: coach.coachId, startsAt: startsAt ?? "", topic };
    const checked = bookSessionRequestSchema.safeParse(request);
    const found = checked.success ? {} : fieldErrors(checked.error.issues);
    if (!startsAt) found.startsAt = "Pick one of the free times";
    setErrors(found);
    if (!checked.success || !startsAt) return;
    book.mutate(checked.data, {
      onSuccess: (session) => {
        notify.success(
          "Session booked",
          sessionTime(session.startsAt, { learner: learnerTimeZone(), coach: session.coachTimeZone }),
          true,
        );
        void navigate(routePaths.session(session.id));
      },
      onError: async (error) => {
        const fresh = await slotTaken(error);
        if (fresh) {
          setTaken(fresh);
          setStartsAt(null);
          return;
        }
        setErrors(apiFieldErrors(error));
        notify.error("The session could not be booked", errorMessage(error, "Check your connection and try again."));
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
      <section aria-labelledby={headingId} className="grid gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          Pick a time
        </h2>
        <SlotPicker
          coachId={coach.coachId}
          value={startsAt}
          onChange={(value) => {
            setStartsAt(value);
            setErrors(({ startsAt: _, ...rest }) => rest);
          }}
          taken={taken}
          onPage={() => setTaken(null)}
        />
        {errors.startsAt && (
          <p role="alert" className="text-sm text-error">
            {errors.startsAt}
          </p>
        )}
      </section>
      <TextAreaField
        label="What you want help with"
        hint="Your coach reads it before the session, beside your work in the Incubator."
        value={topic}
        onChange={(event) => onTopic(event.target.value)}
        error={errors.topic}
        rows={4}
        maxLength={SESSION_LIMITS.topicMax}
        required
      />
      <div className="grid gap-2">
        <p aria-live="polite" className="empty:hidden">
          {startsAt && (
            <>
              Your session:{" "}
              <span className="font-semibold">
                {sessionTime(startsAt, { learner: learnerTimeZone(), coach: coach.timeZone })}
              </span>
              , {coach.sessionMinutes} minutes with {coach.name}.
            </>
          )}
        </p>
        <SubmitButton pending={book.isPending} pendingLabel="Booking..." className="btn-primary justify-self-start">
          Book this session
        </SubmitButton>
      </div>
    </form>
  );
}
