// The settings Profile tab's section forms (Personal, Resume): loaded when a section is first edited, so that the
// tab's first load has no conform or zod (profile-sections.tsx renders the cards). Each form posts
// `intent=<section>` to the page's action and is validated in the browser with the action's schema.
import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { type ComponentProps, type FormEvent, type ReactNode, useState } from "react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/button";
import { SelectField, TextareaField } from "~/components/ui/choice-fields";
import { Field, FormAlert } from "~/components/ui/fields";
import { type LazyZodFormMetadata, useLazyZodForm } from "~/components/ui/lazy-zod-form";
import { useToast } from "~/components/ui/toast";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { CAREER_STAGES, INDUSTRIES, JOB_SEARCH_TIMELINES, MESSAGES, RESUME_EXPERIENCE_MAX } from "~/schemas/account-rules";
import { timeZoneChoices, timeZoneLabel } from "~/lib/time-zone";
import { type Section, settingsHref } from "~/schemas/settings";
import type { UserSettings } from "~/schemas/user";
import { accountSchemas } from "./account-schemas";

type FormProps = { settings: UserSettings; result?: SubmissionResult<string[]> };

export function SectionForm({ section, ...props }: FormProps & { section: Section }) {
  return section === "personal" ? <PersonalForm {...props} /> : <ResumeForm {...props} />;
}

/** A section's form: its fields in a two-column grid, Cancel and Save. */
function EditForm({
  section,
  form,
  onSubmit,
  children,
}: {
  section: Section;
  form: LazyZodFormMetadata;
  onSubmit?: (event: FormEvent<HTMLFormElement>, submit: (event: FormEvent<HTMLFormElement>) => void) => void;
  children: ReactNode;
}) {
  const busy = useIntentPending(section);
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={settingsHref({ tab: "profile", edit: section })}
      {...formProps}
      onSubmit={onSubmit ? (event) => onSubmit(event, formProps.onSubmit) : formProps.onSubmit}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={section} />
      <FormAlert message={form.errors?.[0]} />
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      <FormActions
        cancelHref={settingsHref({ tab: "profile" })}
        busy={busy}
        label="Save"
        busyLabel="Saving..."
        className="mt-6 border-t border-slate-100 pt-5"
        cancelClassName="sm:min-w-24"
        submitClassName="sm:min-w-32"
      />
    </Form>
  );
}

/** A setting chosen from a fixed list (career stage, industry, timeline). */
function ChoiceSetting({
  label,
  field,
  options,
  placeholder,
}: {
  label: string;
  field: FieldMetadata<string>;
  options: ComponentProps<typeof SelectField>["options"];
  placeholder: string;
}) {
  return (
    <SelectField label={label} errors={field.errors} options={options} placeholder={placeholder} selectProps={getSelectProps(field)} />
  );
}

function PersonalForm({ settings, result }: FormProps) {
  const toast = useToast();
  const [form, fields] = useLazyZodForm("settings-personal", accountSchemas, (m) => m.personalSettingsSchema, result, {
    firstName: settings.firstName,
    lastName: settings.lastName,
    careerStage: settings.careerStage,
    timeZone: settings.timeZone ?? "",
  });
  return (
    <EditForm
      section="personal"
      form={form}
      onSubmit={(event, submit) => {
        const firstName = new FormData(event.currentTarget).get("firstName");
        if (typeof firstName === "string" && !firstName.trim()) toast.info(MESSAGES.firstNameEmpty);
        submit(event);
      }}
    >
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
        <ChoiceSetting label="Career Stage" field={fields.careerStage} options={CAREER_STAGES} placeholder="Select your career stage" />
      </div>
      <div className="sm:col-span-2">
        {/* Issue 31: every time the app shows or emails is written in this zone. */}
        <ChoiceSetting
          label="Time Zone"
          field={fields.timeZone}
          options={timeZoneChoices(settings.timeZone).map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))}
          placeholder="Select your time zone"
        />
      </div>
    </EditForm>
  );
}

function ResumeForm({ settings, result }: FormProps) {
  const [form, fields] = useLazyZodForm("settings-resume", accountSchemas, (m) => m.resumeSettingsSchema, result, {
    industry: settings.industry,
    jobSearchTimeline: settings.jobSearchTimeline,
    resumeExperience: settings.resumeExperience,
  });
  // The form mounts each time the section is opened, so the counter starts from the saved text.
  const [length, setLength] = useState(settings.resumeExperience.length);
  return (
    <EditForm section="resume" form={form}>
      <ChoiceSetting label="Industry" field={fields.industry} options={INDUSTRIES} placeholder="Select your industry" />
      <ChoiceSetting
        label="Job Search Timeline"
        field={fields.jobSearchTimeline}
        options={JOB_SEARCH_TIMELINES}
        placeholder="Select your timeline"
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
    </EditForm>
  );
}
