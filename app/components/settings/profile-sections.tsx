// The settings Profile tab: the identity card, the tab list, and the Personal and Resume sections, each with its
// own Edit/Save/Cancel (the section in edit is ?edit=..., so it also works without JavaScript).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Pencil, ShieldCheck, User } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { ButtonLink, FormActions } from "~/components/ui/button";
import { SelectField, TextareaField } from "~/components/ui/choice-fields";
import { Field, FormAlert } from "~/components/ui/fields";
import { useIntentPending, useZodForm } from "~/components/ui/form-hooks";
import { useToast } from "~/components/ui/toast";
import {
  CAREER_STAGES,
  INDUSTRIES,
  JOB_SEARCH_TIMELINES,
  MESSAGES,
  personalSettingsSchema,
  RESUME_EXPERIENCE_MAX,
  resumeSettingsSchema,
} from "~/schemas/account";
import { type Section, settingsHref, type Tab } from "~/schemas/settings";
import { fullName, type UserSettings } from "~/schemas/user";
import { Card, ValueRow } from "./fields";
import { SETTINGS_HEADINGS } from "./headings";

export function IdentityCard({ settings }: { settings: UserSettings }) {
  const name = fullName(settings);
  return (
    <div className="hidden items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex">
      <Avatar firstName={settings.firstName} lastName={settings.lastName} fallback={settings.username} size="lg" ring={false} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{name || settings.username}</p>
        <p className="truncate text-sm text-slate-500">@{settings.username}</p>
      </div>
    </div>
  );
}

const TAB_INFO: Record<Tab, { label: string; hint: string; icon: ReactNode }> = {
  profile: { label: "Profile", hint: "Personal details and resume", icon: <User className="size-5" aria-hidden="true" /> },
  account: {
    label: "Account",
    hint: "Username, password, deactivation, deletion",
    icon: <ShieldCheck className="size-5" aria-hidden="true" />,
  },
};

export function SettingsTabs({ active }: { active: Tab }) {
  return (
    <nav aria-label="Settings sections" className="lg:mt-4">
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm lg:grid-cols-1 lg:gap-1 lg:p-2">
        {(Object.keys(TAB_INFO) as Tab[]).map((tab) => {
          const info = TAB_INFO[tab];
          const selected = tab === active;
          return (
            <li key={tab}>
              <Link
                to={settingsHref({ tab })}
                replace
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={`flex items-center justify-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition lg:justify-start lg:py-3 ${
                  selected ? "bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100" : "text-slate-600 hover:bg-slate-50 hover:text-slate-900"
                }`}
              >
                <span className={selected ? "text-indigo-600" : "text-slate-400"}>{info.icon}</span>
                <span className="lg:flex lg:flex-col">
                  <span>{info.label}</span>
                  <span className={`hidden text-xs font-normal lg:block ${selected ? "text-indigo-700" : "text-slate-500"}`}>
                    {info.hint}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A Profile section card: read-only values with an Edit link, or (while ?edit=<section>) its form with Cancel
 * and Save. The form posts `intent=<section>` to the page's action.
 */
function EditableSection({
  section,
  editLabel,
  editing,
  form,
  onSubmit,
  fields,
  values,
}: {
  section: Section;
  editLabel: string;
  editing: boolean;
  form: ReturnType<typeof useZodForm>[0];
  onSubmit?: (event: FormEvent<HTMLFormElement>, submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  /** The form's fields (in a two-column grid). */
  fields: ReactNode;
  /** The saved values (ValueRows). */
  values: ReactNode;
}) {
  const busy = useIntentPending(section);
  const formProps = getFormProps(form);
  const cancelHref = settingsHref({ tab: "profile" });
  return (
    <Card
      id={section}
      heading={SETTINGS_HEADINGS[section]}
      action={
        editing ? null : (
          <ButtonLink
            to={settingsHref({ tab: "profile", edit: section })}
            replace
            preventScrollReset
            aria-label={editLabel}
            variant="secondary"
            size="sm"
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </ButtonLink>
        )
      }
    >
      {editing ? (
        <Form
          method="post"
          action={settingsHref({ tab: "profile", edit: section })}
          {...formProps}
          onSubmit={onSubmit ? (event) => onSubmit(event, formProps.onSubmit) : formProps.onSubmit}
          preventScrollReset
        >
          <input type="hidden" name="intent" value={section} />
          <FormAlert message={form.errors?.[0]} />
          <div className="grid gap-5 sm:grid-cols-2">{fields}</div>
          <FormActions
            cancelHref={cancelHref}
            busy={busy}
            label="Save"
            busyLabel="Saving..."
            className="mt-6 border-t border-slate-100 pt-5"
            cancelClassName="sm:min-w-24"
            submitClassName="sm:min-w-32"
          />
        </Form>
      ) : (
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">{values}</dl>
      )}
    </Card>
  );
}

type SectionProps = { settings: UserSettings; editing: boolean; result?: SubmissionResult<string[]> };

export function PersonalSection({ settings, editing, result }: SectionProps) {
  const toast = useToast();
  const [form, fields] = useZodForm("settings-personal", personalSettingsSchema, result, {
    firstName: settings.firstName,
    lastName: settings.lastName,
    careerStage: settings.careerStage,
  });
  return (
    <EditableSection
      section="personal"
      editLabel="Edit personal information"
      editing={editing}
      form={form}
      onSubmit={(event, submit) => {
        const firstName = new FormData(event.currentTarget).get("firstName");
        if (typeof firstName === "string" && !firstName.trim()) toast.info(MESSAGES.firstNameEmpty);
        submit(event);
      }}
      fields={
        <>
          <Field
            label="First Name"
            errors={fields.firstName.errors}
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name", placeholder: "First name" }}
          />
          <Field
            label="Last Name"
            errors={fields.lastName.errors}
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name", placeholder: "Last name" }}
          />
          <div className="sm:col-span-2">
            <SelectField
              label="Career Stage"
              errors={fields.careerStage.errors}
              options={CAREER_STAGES}
              placeholder="Select your career stage"
              selectProps={getSelectProps(fields.careerStage)}
            />
          </div>
        </>
      }
      values={
        <>
          <ValueRow label="First Name" value={settings.firstName} />
          <ValueRow label="Last Name" value={settings.lastName} />
          <ValueRow label="Career Stage" value={settings.careerStage} />
        </>
      }
    />
  );
}

export function ResumeSection({ settings, editing, result }: SectionProps) {
  const [form, fields] = useZodForm("settings-resume", resumeSettingsSchema, result, {
    industry: settings.industry,
    jobSearchTimeline: settings.jobSearchTimeline,
    resumeExperience: settings.resumeExperience,
  });
  const [length, setLength] = useState(settings.resumeExperience.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the editor again restarts the counter from the saved text.
  useEffect(() => setLength(settings.resumeExperience.length), [settings.resumeExperience, editing]);
  return (
    <EditableSection
      section="resume"
      editLabel="Edit resume information"
      editing={editing}
      form={form}
      fields={
        <>
          <SelectField
            label="Industry"
            errors={fields.industry.errors}
            options={INDUSTRIES}
            placeholder="Select your industry"
            selectProps={getSelectProps(fields.industry)}
          />
          <SelectField
            label="Job Search Timeline"
            errors={fields.jobSearchTimeline.errors}
            options={JOB_SEARCH_TIMELINES}
            placeholder="Select your timeline"
            selectProps={getSelectProps(fields.jobSearchTimeline)}
          />
          <div className="sm:col-span-2">
            <TextareaField
              label="Resume Experience"
              errors={fields.resumeExperience.errors}
              hint={`${length}/${RESUME_EXPERIENCE_MAX} characters`}
              textareaProps={{
                ...getTextareaProps(fields.resumeExperience),
                rows: 5,
                maxLength: RESUME_EXPERIENCE_MAX,
                placeholder: "Briefly describe your experience: roles, achievements, the kind of work you want next.",
                onInput: (event) => setLength(event.currentTarget.value.length),
              }}
            />
          </div>
        </>
      }
      values={
        <>
          <ValueRow label="Industry" value={settings.industry} />
          <ValueRow label="Job Search Timeline" value={settings.jobSearchTimeline} />
          <ValueRow label="Resume Experience" value={settings.resumeExperience} wide />
        </>
      }
    />
  );
}
