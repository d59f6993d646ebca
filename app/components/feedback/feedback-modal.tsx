// The Feedback modal (spec part 1 sections 2.4, 4, 5, 8, 9): topic, message, a 1-5 rating with its labels, and the
// sender's name and email from the profile. Validated in the browser with the action's schema (conform), posted by a
// fetcher to /resources/feedback; on success a toast, a short thank-you, then it closes after 2 s (fields reset, as
// the form unmounts). Without JavaScript the same form posts natively and the action redirects back.
import type { UserIdentity } from "~/schemas/user";
import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useZodForm } from "~/components/ui/form-hooks";
import { Check, MessageSquare, Star } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { usePreloadRouteModule } from "~/components/ui/preload-route-module";
import { SelectField, TextareaField } from "~/components/ui/choice-fields";
import { Avatar } from "~/components/ui/avatar";
import { FormActions } from "~/components/ui/button";
import { FieldError } from "~/components/ui/fields";
import { CloseButton, Modal } from "~/components/ui/modal";
import { useActionResult } from "~/components/ui/use-action-result";
import {
  FEEDBACK_ACTION,
  FEEDBACK_AUTO_CLOSE_MS,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATINGS,
  FEEDBACK_TOPICS,
  type FeedbackActionResult,
  feedbackFormSchema,
  RATING_LABELS,
  REDIRECT_FIELD,
  withFeedbackParam,
} from "~/schemas/feedback";

/** Who sends the feedback: the signed-in user's identity. */
export type FeedbackSenderView = Pick<UserIdentity, "firstName" | "lastName" | "fullName" | "email" | "username">;

/** The action's route (app/routes.ts): its module answers a failed send (clientAction), so it must be there first. */
const FEEDBACK_ROUTE_ID = "routes/resources.feedback";

export function FeedbackModal({ sender, onClose }: { sender: FeedbackSenderView; onClose: () => void }) {
  usePreloadRouteModule(FEEDBACK_ROUTE_ID);
  const location = useLocation();
  const titleId = useId();
  const descriptionId = useId();
  const formId = `feedback-form-${useId().replace(/[^\w-]/g, "")}`;
  const fetcher = useFetcher<FeedbackActionResult>();
  const busy = fetcher.state !== "idle";
  const [sent, setSent] = useState(false);
  const [messageLength, setMessageLength] = useState(0);

  const [form, fields] = useZodForm(
    formId,
    feedbackFormSchema,
    fetcher.data?.status === "invalid" ? fetcher.data.submission : undefined,
    undefined,
    {
      validateOn: "onSubmit",
      onSubmit(event, { formData }) {
        event.preventDefault();
        fetcher.submit(formData, { method: "post", action: FEEDBACK_ACTION });
      },
    },
  );

  // The answer's toast ('Feedback sent successfully!', the first refused field's message, a failure) shows on its own.
  useActionResult(fetcher.state === "idle" ? fetcher.data : undefined, {
    onSuccess: () => {
      form.reset();
      setMessageLength(0);
      setSent(true);
    },
  });

  // The spec's auto-close: 2 s after a successful send.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => closeRef.current(), FEEDBACK_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const here = `${location.pathname}${location.search}`;
  const closeHref = withFeedbackParam(here, false);
  const ratingErrorId = `${formId}-rating-error`;
  const ratingErrors = fields.rating.errors;

  const header = (
    <div className="flex items-start gap-4 px-5 pb-4 pt-5 sm:px-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <MessageSquare className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
          Send Feedback
        </h2>
        <p id={descriptionId} className="mt-0.5 text-sm leading-6 text-slate-600">
          Help us improve Vitrine: tell us what works and what doesn't.
        </p>
      </div>
      {/* A link so the modal also closes without JavaScript (it was opened by ?feedback=1 then). */}
      <CloseButton href={closeHref} onClick={onClose} disabled={busy} className="-mr-1" />
    </div>
  );

  const sentView = (
    <div className="relative flex flex-col items-center px-6 pb-9 pt-10 text-center" role="status" data-testid="feedback-sent">
      <CloseButton onClick={onClose} className="absolute right-4 top-4" />
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
        <Check className="size-7" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="mt-5 text-lg font-semibold tracking-tight text-slate-900">
        {FEEDBACK_MESSAGES.sent}
      </h2>
      <p id={descriptionId} className="mt-1.5 max-w-xs text-sm leading-6 text-slate-600">
        Thank you for helping us improve Vitrine. This window closes in a moment.
      </p>
    </div>
  );

  return (
    <Modal
      labelledBy={titleId}
      describedBy={descriptionId}
      onClose={onClose}
      busy={busy}
      size="sm"
      focusFirstField
      header={sent ? sentView : header}
      footer={
        sent ? undefined : (
          <FormActions cancelHref={closeHref} onCancel={onClose} busy={busy} label="Send Feedback" busyLabel="Sending..." form={form.id} />
        )
      }
    >
      {sent ? null : (
        <fetcher.Form method="post" action={FEEDBACK_ACTION} {...getFormProps(form)} className="space-y-5 px-5 pb-6 sm:px-6">
          <input type="hidden" name={REDIRECT_FIELD} value={closeHref} />

          <div
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50/80 px-3.5 py-3"
            data-testid="feedback-sender"
          >
            <Avatar firstName={sender.firstName} lastName={sender.lastName} fallback={sender.username} size="md" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Sending as</p>
              <p className="truncate text-sm font-semibold text-slate-900">{sender.fullName || sender.username}</p>
              <p className="truncate text-sm text-slate-600">{sender.email}</p>
            </div>
          </div>

          <SelectField
            label="Topic"
            errors={fields.subject.errors}
            options={FEEDBACK_TOPICS}
            placeholder="Select a topic"
            selectProps={{
              id: fields.subject.id,
              name: fields.subject.name,
              defaultValue: "",
              disabled: busy,
            }}
          />

          <TextareaField
            label="Message"
            errors={fields.message.errors}
            hint={`${messageLength}/${FEEDBACK_LIMITS.messageMax} characters`}
            textareaProps={{
              ...getTextareaProps(fields.message),
              rows: 5,
              maxLength: FEEDBACK_LIMITS.messageMax,
              placeholder: "What's on your mind? The more detail, the better.",
              disabled: busy,
              onInput: (event) => setMessageLength(event.currentTarget.value.length),
            }}
          />

          <fieldset
            aria-describedby={ratingErrors?.length ? ratingErrorId : undefined}
            aria-invalid={ratingErrors?.length ? true : undefined}
          >
            <legend className="text-sm font-medium text-slate-700">How would you rate your experience?</legend>
            <div className="mt-2 grid grid-cols-5 gap-2">
              {FEEDBACK_RATINGS.map((value) => {
                const id = `${formId}-rating-${value}`;
                return (
                  <div key={value}>
                    <input type="radio" id={id} name={fields.rating.name} value={String(value)} disabled={busy} className="peer sr-only" />
                    <label
                      htmlFor={id}
                      className={`flex h-full cursor-pointer flex-col items-center gap-1 rounded-xl border bg-white px-1 py-2.5 text-center shadow-sm transition select-none hover:border-indigo-300 hover:bg-indigo-50/50 peer-checked:border-indigo-500 peer-checked:bg-indigo-50 peer-checked:ring-2 peer-checked:ring-indigo-500/30 peer-checked:[&_svg]:fill-amber-400 peer-checked:[&_svg]:text-amber-500 hover:[&_svg]:text-amber-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
                        ratingErrors?.length ? "border-rose-300" : "border-slate-200"
                      }`}
                    >
                      <Star className="size-5 fill-transparent text-slate-300 transition" strokeWidth={1.5} aria-hidden="true" />
                      <span className="text-sm font-semibold text-slate-900">{value}</span>
                      <span className="text-[11px] leading-tight text-slate-500">{RATING_LABELS[value]}</span>
                    </label>
                  </div>
                );
              })}
            </div>
            <FieldError id={ratingErrorId} errors={ratingErrors} />
          </fieldset>
        </fetcher.Form>
      )}
    </Modal>
  );
}
