// The Add Job and Edit Job dialogs (spec part 2 "Edit Job dialog", "Add Job dialog", "5. Job add/edit",
// "8. Jobs"): one conform form validated in the browser with the action's schema, posted by a fetcher to the
// /jobtracker action (contract in app/schemas/jobs.ts). Edit guards unsaved changes with an in-app confirmation, Add with the
// browser's confirm once a title or company is typed.
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useKitForm } from "~/components/ui/kit-form";
import { Banknote, Briefcase, Pencil, Plus, Sparkles, StickyNote, TriangleAlert, User, X } from "lucide-react";
import { type FormEvent, type InputHTMLAttributes, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { SelectField, TextareaField } from "~/components/ui/choice-fields";
import { Field, FormAlert, Spinner } from "~/components/ui/fields";
import { ConfirmDialog, Modal } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { draftToJobFields, type JobImportDraft } from "~/schemas/job-import-url-rules";
import { JOB_MESSAGES, JOBTRACKER_ACTION, type JobDto, type JobStatus, parseJobForm, WISHLIST } from "~/schemas/jobs";
import { useTimeZone } from "~/components/ui/time-zone";
import { todayIn } from "~/lib/time-zone";
import { AppliedDatePrompt } from "./applied-date-prompt";
import {
  hasAddDraft,
  isJobFormDirty,
  JOB_FORM_FIELDS,
  type JobFormField,
  type JobFormValues,
  jobFormValues,
  readJobFormValues,
  rebaseJobForm,
  statusFieldChange,
  suggestionPreview,
} from "./job-dialog-logic";
import { DialogIconTile, FormSection, JobDialogHeader, PRIORITY_OPTIONS, STATUS_OPTIONS } from "./job-ui";
import { DuplicateJobsNotice, JobUrlImport, useDuplicateJobs } from "./job-url-import";
import { useJobAction } from "./use-job-action";

type TextFieldName = Exclude<JobFormField, "status" | "priority" | "description" | "notes">;
type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, "placeholder" | "autoComplete" | "inputMode">;

const ADD_CLOSE_CONFIRM = "You have unsaved changes. Are you sure you want to close?";

export function JobFormDialog({
  mode,
  job,
  onClose,
  onSaved,
  refused,
}: {
  mode: "add" | "edit";
  /** The job to edit (edit mode). */
  job?: JobDto;
  onClose: () => void;
  onSaved: (job: JobDto) => void;
  /** A plain form post (no JavaScript) the action refused: its errors and what was typed, shown again. */
  refused?: SubmissionResult<string[]>;
}) {
  const editing = mode === "edit" && job !== undefined;
  const toast = useToast();
  const titleId = useId();
  const formId = `job-form-${useId().replace(/[^\w-]/g, "")}`;

  const original = useMemo(() => jobFormValues(editing ? job : null), [editing, job]);
  const [values, setValues] = useState(original);
  const [suggestions, setSuggestions] = useState<string[]>([""]);
  const [confirmingClose, setConfirmingClose] = useState(false);
  /** The latest version of the job when a save found it changed elsewhere (409); the typed values stay. */
  const [conflict, setConflict] = useState<JobDto | null>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  // The notice sits above the fields: bring it into view and onto the keyboard focus when it appears.
  useEffect(() => {
    if (!conflict) return;
    reloadButton.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    reloadButton.current?.focus({ preventScroll: true });
  }, [conflict]);
  const dirty = editing && isJobFormDirty(original, values);
  const hydrated = useHydrated();

  // The answer's toast shows on its own ('Job added successfully!', the fix-the-errors and failure texts); a
  // conflict shows the notice above the fields instead.
  const { fetcher, busy } = useJobAction({
    onSuccess: (result) => {
      if (!result.data.job) return;
      onSaved(result.data.job);
      onClose();
    },
    onError: (result) => {
      if (result.reason === "conflict" && result.data?.job) setConflict(result.data.job);
    },
  });

  // Checked at the first submit; after that, editing a field checks it again, which clears its error once it is fixed.
  const [form, fields] = useKitForm({
    id: formId,
    result: fetcher.data?.status === "invalid" ? fetcher.data.submission : refused,
    defaultValue: original,
    validateOn: "onSubmit",
    validate: (formData) => parseJobForm(formData, editing),
  });
  const formProps = getFormProps(form);

  /** Takes the latest version as the base of this edit (the board shows it too); what was typed stays. */
  const reloadLatest = () => {
    if (!conflict) return;
    const rebased = rebaseJobForm(original, values, jobFormValues(conflict));
    for (const name of JOB_FORM_FIELDS) if (rebased[name] !== values[name]) form.update({ name, value: rebased[name] });
    setValues(rebased);
    onSaved(conflict);
    setConflict(null);
    toast.success("Loaded the latest version. Your changes are still here: save to apply them.");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // conform re-validates an edited field by submitting the form with its own hidden `__intent__` button: that is
    // not a save attempt and must not toast.
    const saveAttempt = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "__intent__";
    formProps.onSubmit(event);
    // conform cancels the submit when the browser-side validation fails.
    if (saveAttempt && event.defaultPrevented) toast.error(editing ? JOB_MESSAGES.fixEdit : JOB_MESSAGES.fixAdd);
  };

  /** Sets fields of the form (what conform shows and what the dialog knows of them). */
  const setFields = useCallback(
    (changes: Partial<Record<JobFormField, string>>) => {
      for (const [name, value] of Object.entries(changes)) form.update({ name, value });
      setValues((current) => ({ ...current, ...changes }));
    },
    [form],
  );

  // Issue 31: a status out of the wishlist with no date asks for it (Cancel puts the wishlist back); a new job put in
  // the wishlist drops the date the form had filled in by default.
  const timeZone = useTimeZone();
  const [dateQuestion, setDateQuestion] = useState<{ from: JobStatus; to: JobStatus; date: string } | null>(null);
  const followStatus = (before: JobFormValues, after: JobFormValues) => {
    const change = statusFieldChange(before, after, { adding: !editing, defaultDate: original.appliedDate, today: todayIn(timeZone) });
    if (change && "ask" in change) setDateQuestion({ from: before.status as JobStatus, to: after.status as JobStatus, date: change.ask });
    else if (change) setFields({ appliedDate: "" });
  };

  /** Issue 18: a posting's draft fills the fields it has (the others keep what was typed); the user still adds it. */
  const fillFromDraft = useCallback(
    (draft: JobImportDraft) => {
      const found = Object.entries(draftToJobFields(draft)).filter(([, value]) => value) as Array<[JobFormField, string]>;
      const fields = Object.fromEntries(found);
      // It starts in the wishlist (issue 31): the date filled in by default goes, one typed here stays.
      if (values.appliedDate === original.appliedDate) fields.appliedDate = "";
      setFields(fields);
    },
    [setFields, values.appliedDate, original.appliedDate],
  );
  // "Already applied?" (Add only): the user's jobs with this company and title, or this job URL.
  const duplicates = useDuplicateJobs(values, !editing);

  const requestClose = () => {
    if (busy) return;
    if (editing) {
      if (dirty) setConfirmingClose(true);
      else onClose();
      return;
    }
    if (hasAddDraft(values) && !window.confirm(ADD_CLOSE_CONFIRM)) return;
    onClose();
  };

  /** A text input of the form, wired to conform. */
  const input = (name: TextFieldName, label: string, type: "text" | "date" | "url" | "email" | "tel", extra: InputExtras = {}) => (
    <Field label={label} errors={fields[name].errors} inputProps={{ ...getInputProps(fields[name], { type }), ...extra }} />
  );
  /** A dropdown of the form (its starting value is the job's). */
  const choice = (name: "status" | "priority", label: string, options: typeof STATUS_OPTIONS) => (
    <SelectField
      label={label}
      errors={fields[name].errors}
      options={options}
      selectProps={{
        id: fields[name].id,
        name: fields[name].name,
        defaultValue: typeof fields[name].initialValue === "string" ? fields[name].initialValue : original[name],
        key: fields[name].key,
      }}
    />
  );

  const preview = suggestionPreview(suggestions);
  const dialogTitle = editing ? "Edit Job" : "Add New Job";
  const submitLabel = editing ? "Save Changes" : "Add Job";
  const busyLabel = editing ? "Saving..." : "Adding Job...";

  return (
    <>
      <Modal
        labelledBy={titleId}
        onClose={requestClose}
        busy={busy}
        size="md"
        focusFirstField
        header={
          <JobDialogHeader
            className="pb-4"
            tile={
              <DialogIconTile>
                {editing ? <Pencil className="size-5" aria-hidden="true" /> : <Plus className="size-5" aria-hidden="true" />}
              </DialogIconTile>
            }
            onClose={requestClose}
            closeDisabled={busy}
            headingClassName="pt-0.5"
            heading={
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
                    {dialogTitle}
                  </h2>
                  {dirty ? (
                    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-inset ring-amber-200">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
                      Unsaved changes
                    </span>
                  ) : null}
                </div>
                <p className="mt-0.5 truncate text-sm text-slate-600">
                  {editing ? `${job.title} at ${job.company}` : "Track a new application."}
                </p>
              </>
            }
          />
        }
        footer={
          <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:items-center sm:justify-end">
            <button
              type="button"
              onClick={requestClose}
              disabled={busy}
              className="inline-flex h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              Cancel
            </button>
            <button
              type="submit"
              form={formId}
              // Unchanged, Save waits for an edit; without JavaScript nothing can tell, so it stays usable.
              disabled={busy || (hydrated && editing && !dirty)}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-5 text-sm font-semibold text-white shadow-md shadow-indigo-600/20 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? <Spinner /> : null}
              {busy ? busyLabel : submitLabel}
            </button>
          </div>
        }
      >
        {/* Issue 18: its own small form beside the job form (Enter in it imports; forms cannot nest). */}
        {editing ? null : (
          <div className="bg-slate-50/60 px-5 pt-5 sm:px-6">
            <JobUrlImport onDraft={fillFromDraft} />
          </div>
        )}
        <fetcher.Form
          method="post"
          // Without JavaScript the post is a page load: its URL keeps this dialog open if the form comes back refused.
          action={`${JOBTRACKER_ACTION}?${editing ? `job=${encodeURIComponent(job.id)}&dialog=edit` : "dialog=add"}`}
          {...formProps}
          onSubmit={onSubmit}
          onChange={(event) => {
            const next = readJobFormValues(new FormData(event.currentTarget));
            if ((event.target as HTMLElement).getAttribute("name") === "status") followStatus(values, next);
            setValues(next);
          }}
          className="space-y-4 bg-slate-50/60 px-5 py-5 sm:px-6"
        >
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          <input type="hidden" name="mode" value="fetcher" />
          {editing ? (
            <>
              <input type="hidden" name="jobId" value={job.id} />
              <input type="hidden" name="version" value={job.version} />
              {/* Edit sends the whole job: the suggestions it already has go back unchanged. */}
              {job.aiSuggestions.map((tip, index) => (
                <input key={index} type="hidden" name="aiSuggestions" value={tip} />
              ))}
            </>
          ) : null}
          <FormAlert message={form.errors?.[0]} />
          {conflict ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>
                <span className="font-semibold">This job changed elsewhere.</span> Reload the latest version to save on top of it; what you
                typed is kept.
              </p>
              <button
                ref={reloadButton}
                type="button"
                onClick={reloadLatest}
                className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-amber-600 px-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
              >
                Reload latest
              </button>
            </div>
          ) : null}
          <DuplicateJobsNotice jobs={duplicates} />

          <FormSection title="Basic Information" icon={<Briefcase className="size-4" aria-hidden="true" />}>
            {input("title", "Job Title", "text", { placeholder: "e.g. Senior Frontend Engineer" })}
            {input("company", "Company", "text", { placeholder: "e.g. Acme Inc.", autoComplete: "organization" })}
            <div className="sm:col-span-2">{input("location", "Location", "text", { placeholder: "e.g. Remote, or Berlin, Germany" })}</div>
            {choice("status", "Status", STATUS_OPTIONS)}
            {choice("priority", "Priority", PRIORITY_OPTIONS)}
          </FormSection>

          <FormSection title="Job Details" icon={<Banknote className="size-4" aria-hidden="true" />}>
            {input("salary", "Salary Range", "text", { placeholder: "e.g. $120k - $150k" })}
            <Field
              label="Application Date"
              errors={fields.appliedDate.errors}
              hint={values.status === WISHLIST ? "Not needed while the job is in the Wishlist." : undefined}
              inputProps={getInputProps(fields.appliedDate, { type: "date" })}
            />
            <div className="sm:col-span-2">
              {input("jobUrl", "Job URL", "url", { placeholder: "https://company.com/careers/role", inputMode: "url" })}
            </div>
            <div className="sm:col-span-2">
              <TextareaField
                label="Job Description"
                errors={fields.description.errors}
                hint="Paste the posting: AI Insights needs it."
                textareaProps={{
                  ...getTextareaProps(fields.description),
                  rows: 5,
                  placeholder: "Responsibilities, requirements, benefits...",
                }}
              />
            </div>
          </FormSection>

          <FormSection title="Contact Information" icon={<User className="size-4" aria-hidden="true" />}>
            <div className="sm:col-span-2">
              {input("recruiterName", "Recruiter Name", "text", { placeholder: "e.g. Jane Smith", autoComplete: "off" })}
            </div>
            {input("contactEmail", "Contact Email", "email", { placeholder: "recruiter@company.com", autoComplete: "off" })}
            {input("contactPhone", "Contact Phone", "tel", { placeholder: "+1 555 123 4567", autoComplete: "off" })}
          </FormSection>

          <FormSection title="Personal Notes" icon={<StickyNote className="size-4" aria-hidden="true" />}>
            <div className="sm:col-span-2">
              <TextareaField
                label="Notes"
                errors={fields.notes.errors}
                textareaProps={{ ...getTextareaProps(fields.notes), rows: 4, placeholder: "Interview prep, follow-ups, referrals..." }}
              />
            </div>
          </FormSection>

          {editing ? null : (
            <FormSection title="AI Resume Suggestions" icon={<Sparkles className="size-4" aria-hidden="true" />}>
              <div className="space-y-2.5 sm:col-span-2">
                <p className="text-sm text-slate-600">Tips to tailor your resume for this role.</p>
                <ul className="space-y-2">
                  {suggestions.map((suggestion, index) => (
                    <li key={index} className="flex items-center gap-2">
                      <input
                        type="text"
                        name="aiSuggestions"
                        value={suggestion}
                        aria-label={`Suggestion ${index + 1}`}
                        placeholder="e.g. Highlight your React performance work"
                        onChange={(event) => setSuggestions((list) => list.map((item, i) => (i === index ? event.target.value : item)))}
                        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100"
                      />
                      <button
                        type="button"
                        aria-label={`Remove suggestion ${index + 1}`}
                        onClick={() => setSuggestions((list) => (list.length === 1 ? [""] : list.filter((_, i) => i !== index)))}
                        className="grid size-10 shrink-0 place-items-center rounded-xl text-slate-500 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => setSuggestions((list) => [...list, ""])}
                  className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-dashed border-indigo-300 px-3.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add suggestion
                </button>
                {preview.shown.length > 0 ? (
                  <fieldset className="min-w-0 rounded-xl border border-indigo-100 bg-indigo-50/50 p-3.5" aria-label="Suggestions preview">
                    <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">Preview</p>
                    <ul className="mt-2 space-y-1.5">
                      {preview.shown.map((tip, index) => (
                        <li key={index} className="flex gap-2 text-sm text-slate-700">
                          <Sparkles className="mt-0.5 size-4 shrink-0 text-indigo-500" aria-hidden="true" />
                          <span className="min-w-0 break-words">{tip}</span>
                        </li>
                      ))}
                    </ul>
                    {preview.moreLabel ? <p className="mt-2 text-xs font-semibold text-indigo-700">{preview.moreLabel}</p> : null}
                  </fieldset>
                ) : null}
              </div>
            </FormSection>
          )}
        </fetcher.Form>
      </Modal>

      {dateQuestion ? (
        <AppliedDatePrompt
          job={{ title: values.title || "This job", company: values.company || "its company" }}
          to={dateQuestion.to}
          date={dateQuestion.date}
          onConfirm={(date) => {
            setDateQuestion(null);
            setFields({ appliedDate: date });
          }}
          onCancel={() => {
            setDateQuestion(null);
            setFields({ status: dateQuestion.from });
          }}
        />
      ) : null}
      {confirmingClose ? (
        <ConfirmDialog
          title="Unsaved Changes"
          message="You have unsaved changes. Are you sure you want to cancel?"
          confirmLabel="Yes, Cancel"
          cancelLabel="Keep Editing"
          tone="warning"
          icon={<TriangleAlert className="size-5" aria-hidden="true" />}
          onCancel={() => setConfirmingClose(false)}
          onConfirm={onClose}
        />
      ) : null}
    </>
  );
}
