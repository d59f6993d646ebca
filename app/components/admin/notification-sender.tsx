// The admin dashboard's Notifications tab: the sender form (spec part 2 "Admin notification", "5. Admin
// notification form", "8. Admin"). conform validates with the same parse the /admin1 action runs; the answer's
// message shows as a toast and in the form, and a success resets the form.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Check, Send } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { SelectField } from "~/components/ui/choice-fields";
import { Field, FieldFrame, inputClass, labelClass, Spinner } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { Options } from "~/components/ui/options";
import { NOTIFICATION_EXPIRY_OPTIONS, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from "~/schemas/notifications-rules";
import { useActionResult } from "~/components/ui/use-action-result";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { ActionResult } from "~/lib/action-result";
import {
  AUDIENCES,
  DEFAULT_AUDIENCE,
  isBulkAudience,
  MESSAGE_MAX,
  type RecipientOption,
  type SendData,
  TITLE_MAX,
  type Audience,
} from "~/schemas/admin-notification-form-rules";
import { useKitForm } from "~/components/ui/kit-form";
import { schemaModule, useLazyValidator } from "~/components/ui/lazy-zod-form";
import { ADMIN_NOTICE_MS } from "~/schemas/admin-users-query-rules";
import { RECIPIENT_SEARCH_FORM, RecipientPicker, type RecipientList } from "./recipient-picker";

type SendResult = ActionResult<"send", SendData>;

const SENDER_FORM_ID = "notification-sender";
/** The form's parse (zod schemas per audience), fetched when a field is first focused. */
const senderSchemas = schemaModule(() => import("~/schemas/admin-notification-form"));
const submissionOf = (result: SendResult | undefined) => (result?.status === "invalid" ? result.submission : undefined);

const text = (value: unknown) => (typeof value === "string" ? value : "");
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const control = (invalid: boolean, extra = "") => inputClass(invalid, `mt-1.5 ${extra}`);
const optional = (label: string) => (
  <>
    {label} <span className="font-normal text-slate-500">(optional)</span>
  </>
);

function Counter({ value, max, id }: { value: string | undefined; max: number; id: string }) {
  const length = value?.length ?? 0;
  return (
    <span id={id} className={`text-xs tabular-nums ${length > max ? "font-semibold text-rose-600" : "text-slate-500"}`} aria-live="polite">
      {length}/{max}
    </span>
  );
}

/** A labelled field with its character counter beside the label; `children` draws the control from its props. */
function CountedField({
  id,
  countId,
  label,
  field,
  max,
  children,
}: {
  id: string;
  countId: string;
  label: string;
  /** The form's field: its typed value is counted, its errors shown. */
  field: { value?: unknown; errors?: string[] };
  max: number;
  children: (control: { id: string; maxLength: number; "aria-describedby": string; className: string }) => ReactNode;
}) {
  const { errors } = field;
  return (
    <FieldFrame id={id} label={label} trailing={<Counter value={text(field.value)} max={max} id={countId} />} error={errors?.[0]}>
      {children({
        id,
        maxLength: max,
        "aria-describedby": `${countId}${errors ? ` ${id}-error` : ""}`,
        className: control(Boolean(errors)),
      })}
    </FieldFrame>
  );
}

const TYPE_DOT: Record<string, string> = {
  info: "bg-sky-500",
  success: "bg-emerald-500",
  warning: "bg-amber-500",
  error: "bg-rose-500",
  announcement: "bg-violet-500",
};

const byId = (users: RecipientOption[]) => new Map(users.map((u) => [u.id, u]));

/** The sender form's fields (its schema reads the raw form: the audience chooses the schema). */
type SenderFields = {
  title: string;
  message: string;
  type: string;
  priority: string;
  expiresIn: string;
  audience: string;
  userIds: string[];
  actionUrl: string;
  actionText: string;
};

export function NotificationSender({ recipients, preselected }: { recipients: RecipientList; preselected: RecipientOption[] }) {
  const fetcher = useFetcher<SendResult>();
  // Without JavaScript the form posts natively and the page comes back with the action's answer.
  const nativeAnswer = useActionData<SendResult>();
  const toast = useToast();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const busy = fetcher.state !== "idle";
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE);
  const [picked, setPicked] = useState<Map<string, RecipientOption>>(() => byId(preselected));
  const ids = { title: useId(), message: useId(), picker: useId(), titleCount: useId(), messageCount: useId() };
  const preselectedKey = preselected.map((u) => u.id).join(",");

  // Send Message from the Users page: the user arrives preselected (also on a later visit with another id).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids say when the preselection changed
  useEffect(() => {
    if (preselectedKey) {
      setAudience("specific");
      setPicked(byId(preselected));
    }
  }, [preselectedKey]);

  const schemas = useLazyValidator(SENDER_FORM_ID, senderSchemas);
  const [form, fields] = useKitForm<SenderFields, unknown>({
    id: SENDER_FORM_ID,
    result: submissionOf(fetcher.data) ?? submissionOf(nativeAnswer),
    defaultValue: { type: "info", priority: "medium", expiresIn: "", audience: DEFAULT_AUDIENCE },
    validate: schemas ? (formData: FormData) => schemas.parseNotificationForm(formData).submission : null,
  });

  // The answer's toast shows once; a success resets the form.
  useActionResult(fetcher.data, {
    onSuccess: () => {
      form.reset();
      setAudience(DEFAULT_AUDIENCE);
      setPicked(new Map());
    },
    onError: (failed) => toast.show({ type: "error", message: failed.message, durationMs: ADMIN_NOTICE_MS }),
  });

  const title = text(fields.title.value);
  const message = text(fields.message.value);
  // Send stays disabled without a title or a message (before hydration it stays usable: the server validates).
  const blank = hydrated && (title.trim() === "" || message.trim() === "");
  const bulk = isBulkAudience(audience);
  const answer = fetcher.data ?? nativeAnswer;
  // Admin notices disappear ADMIN_NOTICE_MS after they show (spec part 2, admin dashboard): the count starts once
  // the page is idle again (a slow reload of the lists must not eat the notice's time); each new answer shows anew.
  const [expired, setExpired] = useState<SendResult | undefined>();
  const shown = Boolean(answer) && fetcher.state === "idle";
  useEffect(() => {
    if (!answer || !shown) return;
    const timer = setTimeout(() => setExpired(answer), ADMIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [answer, shown]);
  const notice = answer && answer !== expired ? answer : undefined;
  const selectedType = text(fields.type.value) || "info";
  const formErrors = useMemo(() => form.errors ?? [], [form.errors]);

  return (
    <>
      {/* The recipient search box's GET form without JavaScript (a form cannot sit inside the sender's post form):
          it keeps the tab and the preselected users. */}
      <form id={RECIPIENT_SEARCH_FORM} method="get" action="/admin1" hidden onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="tab" value="notifications" />
        {recipients.limit ? <input type="hidden" name="limit" value={recipients.limit} /> : null}
        {preselected.map((u) => (
          <input key={u.id} type="hidden" name="to" value={u.id} />
        ))}
      </form>
      <fetcher.Form
        method="post"
        action={`/admin1${search}`}
        {...getFormProps(form)}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        {/* min-w-0 on both columns: a grid item is otherwise as wide as its longest unbreakable content (an email). */}
        <div className="min-w-0 space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="sender-content">
            <h2 id="sender-content" className="text-base font-semibold text-slate-900">
              Content
            </h2>
            <p className="mt-1 text-sm text-slate-500">What recipients see in their notification panel.</p>
            <div className="mt-5 space-y-4">
              <CountedField id={ids.title} countId={ids.titleCount} label="Title" field={fields.title} max={TITLE_MAX}>
                {(control) => (
                  <input {...getInputProps(fields.title, { type: "text" })} {...control} placeholder="e.g. New templates are live" />
                )}
              </CountedField>
              <CountedField id={ids.message} countId={ids.messageCount} label="Message" field={fields.message} max={MESSAGE_MAX}>
                {(control) => (
                  <textarea
                    {...getTextareaProps(fields.message)}
                    {...control}
                    rows={4}
                    placeholder="Write the notification text…"
                    className={`${control.className} resize-y`}
                  />
                )}
              </CountedField>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <label htmlFor={fields.type.id} className={labelClass}>
                    Type
                  </label>
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className={`pointer-events-none absolute top-1/2 left-3.5 mt-[3px] size-2 -translate-y-1/2 rounded-full ${TYPE_DOT[selectedType] ?? "bg-sky-500"}`}
                    />
                    <select {...getSelectProps(fields.type)} className={control(false, "pl-8")}>
                      <Options values={NOTIFICATION_TYPES} label={capitalize} />
                    </select>
                  </div>
                </div>
                <SelectField
                  label="Priority"
                  options={NOTIFICATION_PRIORITIES.map((p) => ({ value: p, label: capitalize(p) }))}
                  selectProps={getSelectProps(fields.priority)}
                />
              </div>
            </div>
          </section>

          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="sender-audience">
            <h2 id="sender-audience" className="text-base font-semibold text-slate-900">
              Audience
            </h2>
            <p className="mt-1 text-sm text-slate-500">Send to chosen users, everyone, or a group.</p>
            <fieldset className="mt-4 min-w-0">
              <legend className="sr-only">Audience</legend>
              <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {AUDIENCES.map((a) => (
                  <label
                    key={a.value}
                    className={`relative flex cursor-pointer flex-col rounded-xl border px-3.5 py-3 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-indigo-100 ${
                      audience === a.value
                        ? "border-indigo-500 bg-indigo-50/70 ring-1 ring-indigo-500"
                        : "border-slate-200 hover:border-slate-300 hover:bg-slate-50"
                    }`}
                  >
                    <input
                      type="radio"
                      name="audience"
                      value={a.value}
                      checked={audience === a.value}
                      onChange={() => setAudience(a.value)}
                      className="sr-only"
                    />
                    <span className="flex items-center justify-between text-sm font-semibold text-slate-900">
                      {a.label}
                      {audience === a.value ? <Check className="size-4 text-indigo-600" /> : null}
                    </span>
                    <span className="mt-0.5 text-xs text-slate-600">{a.hint}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {audience === "specific" ? (
              <RecipientPicker
                key={`${recipients.q}|${recipients.cursor ?? ""}`}
                initial={recipients}
                pageHref={`${pathname}${search}`}
                selected={picked}
                onChange={setPicked}
                errors={fields.userIds.errors}
                errorId={ids.picker}
              />
            ) : null}
          </section>
        </div>

        <aside className="min-w-0 space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="sender-options">
            <h2 id="sender-options" className="text-base font-semibold text-slate-900">
              Options
            </h2>
            <div className="mt-4 space-y-4">
              <Field
                label={optional("Action URL")}
                errors={fields.actionUrl.errors}
                inputProps={{
                  ...getInputProps(fields.actionUrl, { type: "text" }),
                  inputMode: "url",
                  placeholder: "https://… or /portfolio",
                }}
              />
              <Field
                label={optional("Action text")}
                errors={fields.actionText.errors}
                inputProps={{ ...getInputProps(fields.actionText, { type: "text" }), maxLength: 40, placeholder: "e.g. View templates" }}
              />
              <div>
                <SelectField
                  label="Expires after"
                  options={NOTIFICATION_EXPIRY_OPTIONS}
                  selectProps={{ ...getSelectProps(fields.expiresIn), disabled: bulk }}
                />
                {bulk ? <p className="mt-1.5 text-xs text-slate-500">Group notifications don't expire.</p> : null}
              </div>
            </div>
          </section>

          <div className="space-y-3 lg:sticky lg:top-24">
            {notice && fetcher.state === "idle" ? (
              <p
                role={notice.status === "success" ? "status" : "alert"}
                className={`rounded-xl border px-4 py-3 text-sm ${notice.status === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-rose-200 bg-rose-50 text-rose-700"}`}
              >
                {notice.status === "error" ? notice.message : notice.data?.message}
              </p>
            ) : formErrors.length ? (
              <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-700">
                {formErrors[0]}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={blank || busy}
              className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-5 text-[15px] font-semibold text-white shadow-lg shadow-indigo-600/25 transition hover:from-indigo-500 hover:to-violet-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none"
            >
              {busy ? <Spinner /> : <Send className="size-[1.125rem]" />}
              {busy ? "Sending…" : "Send Notification"}
            </button>
            <p className="text-center text-xs text-slate-500">
              {audience === "specific"
                ? `${picked.size} ${picked.size === 1 ? "recipient" : "recipients"} selected`
                : audience === "all"
                  ? "Every user will see it, including future sign-ups"
                  : "Sent to the active users in this group"}
            </p>
          </div>
        </aside>
      </fetcher.Form>
    </>
  );
}
