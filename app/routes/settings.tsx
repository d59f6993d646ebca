// /settings (spec part 2 "Settings", section 5 "Account dialogs"/"Settings", section 8): Profile and Account
// tabs, sections with their own Edit/Save/Cancel, the username and password dialogs and deactivation.
// Tab, section in edit and open dialog are query parameters, so the page also works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { Field, FormAlert, PasswordField, Spinner } from "~/components/ui/fields";
import { Dialog } from "~/components/settings/dialog";
import {
  Card,
  IconAt,
  IconFileText,
  IconGoogle,
  IconIdCard,
  IconKey,
  IconLock,
  IconMail,
  IconPencil,
  IconShield,
  IconWarning,
  SelectField,
  TextareaField,
  ValueRow,
} from "~/components/settings/fields";
import { useToast, useToastOnce } from "~/components/ui/toast";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/coming-soon";
import { IconSettings, IconUser } from "~/components/ui/icons";
import { RouteError } from "~/components/ui/route-error";
import {
  CAREER_STAGES,
  changePasswordFormSchema,
  changeUsernameFormSchema,
  INDUSTRIES,
  JOB_SEARCH_TIMELINES,
  MESSAGES,
  personalSettingsSchema,
  RESUME_EXPERIENCE_MAX,
  resumeSettingsSchema,
} from "~/schemas/account";
import type { SettingsDto } from "~/server/account/account.server";
import type { Route } from "./+types/settings";
import { settingsAction, settingsLoader } from "./settings.server";
import { readView, settingsHref, type Intent, type SettingsActionData, type Tab } from "./settings.shared";
import { useIntentPending, useZodForm } from "~/components/ui/form-hooks";

export const meta: Route.MetaFunction = () => [
  { title: "Settings · Vitrine" },
  { name: "description", content: "Manage your personal details, resume preferences and account security." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return settingsLoader(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return settingsAction(request, context);
}

/** Switching tabs, opening a section or a dialog only changes the query string: no need to reload the data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

function resultFor(actionData: SettingsActionData | undefined, intent: Intent): SubmissionResult<string[]> | undefined {
  return actionData?.intent === intent ? actionData.result : undefined;
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, canChangePassword } = loaderData;
  const data = actionData as SettingsActionData | undefined;
  const location = useLocation();
  const view = readView(new URLSearchParams(location.search));
  useToastOnce(data?.toast);

  return (
    <>
      <main className="relative isolate">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,rgba(99,102,241,0.12),transparent),radial-gradient(50%_80%_at_90%_0%,rgba(147,51,234,0.10),transparent)]"
        />
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <PageHeader
            eyebrow="Account"
            title="Settings"
            description="Manage your personal details, resume preferences and account security."
            Icon={IconSettings}
          />

          <div className="mt-8 grid gap-6 lg:mt-10 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10">
            <aside className="lg:sticky lg:top-24 lg:self-start">
              <IdentityCard settings={settings} />
              <Tabs active={view.tab} />
            </aside>

            <div id={`settings-panel-${view.tab}`} className="min-w-0 space-y-6">
              {view.tab === "profile" ? (
                <>
                  <PersonalSection settings={settings} editing={view.edit === "personal"} result={resultFor(data, "personal")} />
                  <ResumeSection settings={settings} editing={view.edit === "resume"} result={resultFor(data, "resume")} />
                </>
              ) : (
                <>
                  <AccountSection settings={settings} canChangePassword={canChangePassword} />
                  <DeactivateSection />
                </>
              )}
            </div>
          </div>
        </div>
      </main>

      {/* Outside <main>'s stacking context, so the backdrop also covers the sticky top navigation. */}
      {view.dialog === "username" ? <UsernameDialog current={settings.username} result={resultFor(data, "username")} /> : null}
      {view.dialog === "password" && canChangePassword ? <PasswordDialog result={resultFor(data, "password")} /> : null}
      {view.dialog === "deactivate" ? <DeactivateDialog result={resultFor(data, "deactivate")} /> : null}
    </>
  );
}

function IdentityCard({ settings }: { settings: SettingsDto }) {
  const name = `${settings.firstName} ${settings.lastName}`.trim();
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
  profile: { label: "Profile", hint: "Personal details and resume", icon: <IconUser className="size-5" /> },
  account: { label: "Account", hint: "Username, password, deactivation", icon: <IconShield className="size-5" /> },
};

function Tabs({ active }: { active: Tab }) {
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
                  <span className={`hidden text-xs font-normal lg:block ${selected ? "text-indigo-600/80" : "text-slate-500"}`}>
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

// --- Profile tab ----------------------------------------------------------------------------------------

function EditLink({ section, label }: { section: "personal" | "resume"; label: string }) {
  return (
    <Link
      to={settingsHref({ tab: "profile", edit: section })}
      replace
      preventScrollReset
      aria-label={label}
      className={buttonClass("secondary", "sm")}
    >
      <IconPencil className="size-4" />
      Edit
    </Link>
  );
}

function FormFooter({ busy, cancelHref }: { busy: boolean; cancelHref: string }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
      <Link to={cancelHref} replace preventScrollReset className={buttonClass("secondary", "md", "sm:min-w-24")}>
        Cancel
      </Link>
      <button type="submit" disabled={busy} className={buttonClass("primary", "md", "sm:min-w-32")}>
        {busy ? <Spinner /> : null}
        {busy ? "Saving..." : "Save"}
      </button>
    </div>
  );
}

function PersonalSection({ settings, editing, result }: { settings: SettingsDto; editing: boolean; result?: SubmissionResult<string[]> }) {
  const toast = useToast();
  const busy = useIntentPending("personal");
  const [form, fields] = useZodForm("settings-personal", personalSettingsSchema, result, {
    firstName: settings.firstName,
    lastName: settings.lastName,
    careerStage: settings.careerStage,
  });
  const formProps = getFormProps(form);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const firstName = new FormData(event.currentTarget).get("firstName");
    if (typeof firstName === "string" && !firstName.trim()) toast.info(MESSAGES.firstNameEmpty);
    formProps.onSubmit(event);
  };

  return (
    <Card
      id="personal"
      title="Personal Information"
      description="Your name and career stage, as shown on your portfolio."
      icon={<IconIdCard />}
      action={editing ? null : <EditLink section="personal" label="Edit personal information" />}
    >
      {editing ? (
        <Form
          method="post"
          action={settingsHref({ tab: "profile", edit: "personal" })}
          {...formProps}
          onSubmit={onSubmit}
          preventScrollReset
        >
          <input type="hidden" name="intent" value="personal" />
          <FormAlert message={form.errors?.[0]} />
          <div className="grid gap-5 sm:grid-cols-2">
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
          </div>
          <FormFooter busy={busy} cancelHref={settingsHref({ tab: "profile" })} />
        </Form>
      ) : (
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <ValueRow label="First Name" value={settings.firstName} />
          <ValueRow label="Last Name" value={settings.lastName} />
          <ValueRow label="Career Stage" value={settings.careerStage} />
        </dl>
      )}
    </Card>
  );
}

function ResumeSection({ settings, editing, result }: { settings: SettingsDto; editing: boolean; result?: SubmissionResult<string[]> }) {
  const busy = useIntentPending("resume");
  const [form, fields] = useZodForm("settings-resume", resumeSettingsSchema, result, {
    industry: settings.industry,
    jobSearchTimeline: settings.jobSearchTimeline,
    resumeExperience: settings.resumeExperience,
  });
  const [length, setLength] = useState(settings.resumeExperience.length);
  useEffect(() => setLength(settings.resumeExperience.length), [settings.resumeExperience, editing]);

  return (
    <Card
      id="resume"
      title="Resume Information"
      description="Helps us tailor your resume tips and job matching."
      icon={<IconFileText />}
      action={editing ? null : <EditLink section="resume" label="Edit resume information" />}
    >
      {editing ? (
        <Form method="post" action={settingsHref({ tab: "profile", edit: "resume" })} {...getFormProps(form)} preventScrollReset>
          <input type="hidden" name="intent" value="resume" />
          <FormAlert message={form.errors?.[0]} />
          <div className="grid gap-5 sm:grid-cols-2">
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
          </div>
          <FormFooter busy={busy} cancelHref={settingsHref({ tab: "profile" })} />
        </Form>
      ) : (
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <ValueRow label="Industry" value={settings.industry} />
          <ValueRow label="Job Search Timeline" value={settings.jobSearchTimeline} />
          <ValueRow label="Resume Experience" value={settings.resumeExperience} wide />
        </dl>
      )}
    </Card>
  );
}

// --- Account tab ----------------------------------------------------------------------------------------

function AccountRow({ icon, label, children, action }: { icon: ReactNode; label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3.5">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">{icon}</span>
        <div className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 truncate text-[15px] text-slate-900">{children}</dd>
        </div>
      </div>
      {action ? <div className="shrink-0 sm:ml-auto">{action}</div> : null}
    </div>
  );
}

const GOOGLE_PASSWORD_HINT = "Password change is not available for Google accounts.";

function AccountSection({ settings, canChangePassword }: { settings: SettingsDto; canChangePassword: boolean }) {
  const google = settings.oauthProvider === "google";
  return (
    <Card id="account" title="Account" description="How you sign in to Vitrine." icon={<IconShield />}>
      <dl className="divide-y divide-slate-100">
        <AccountRow
          icon={<IconMail className="size-[18px]" />}
          label="Email"
          action={
            <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
              {google ? <IconGoogle className="size-3.5" /> : <IconLock className="size-3.5" />}
              {google ? "Signed in with Google" : "Read-only"}
            </span>
          }
        >
          {settings.email}
        </AccountRow>
        <AccountRow
          icon={<IconAt className="size-[18px]" />}
          label="Username"
          action={
            <Link
              id="open-username"
              to={settingsHref({ tab: "account", dialog: "username" })}
              replace
              preventScrollReset
              className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
            >
              Change Username
            </Link>
          }
        >
          {settings.username}
        </AccountRow>
        <AccountRow
          icon={<IconKey className="size-[18px]" />}
          label="Password"
          action={
            canChangePassword ? (
              <Link
                id="open-password"
                to={settingsHref({ tab: "account", dialog: "password" })}
                replace
                preventScrollReset
                className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
              >
                Change Password
              </Link>
            ) : (
              // A disabled button gets no hover events: the wrapper carries the hover text.
              <span title={GOOGLE_PASSWORD_HINT} className="group relative block">
                <button
                  type="button"
                  disabled
                  aria-describedby="password-google-hint"
                  className={buttonClass("secondary", "sm", "pointer-events-none w-full sm:w-auto")}
                >
                  Change Password
                </button>
                <span
                  role="tooltip"
                  id="password-google-hint"
                  className="pointer-events-none absolute bottom-full right-0 z-10 mb-2 hidden w-60 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg group-hover:block"
                >
                  {GOOGLE_PASSWORD_HINT}
                </span>
              </span>
            )
          }
        >
          {canChangePassword ? (
            <span aria-label="Password set" className="tracking-[0.2em] text-slate-700">
              ••••••••
            </span>
          ) : (
            <span className="text-sm text-slate-500">Managed by Google</span>
          )}
        </AccountRow>
      </dl>
    </Card>
  );
}

function DeactivateSection() {
  return (
    <Card
      id="deactivate"
      tone="danger"
      title="Deactivate your account"
      description="Make your account inactive and take your portfolio offline."
      icon={<IconWarning />}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm leading-6 text-slate-600">
          Once deactivated, you will be signed out everywhere and will no longer be able to sign in. Your public portfolio is unpublished.
        </p>
        <Link
          id="open-deactivate"
          to={settingsHref({ tab: "account", dialog: "deactivate" })}
          replace
          preventScrollReset
          className="inline-flex h-10 shrink-0 items-center justify-center rounded-xl bg-rose-600 px-4 text-sm font-semibold text-white shadow-sm shadow-rose-600/20 transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
        >
          Deactivate Account
        </Link>
      </div>
    </Card>
  );
}

// --- Dialogs --------------------------------------------------------------------------------------------

const ACCOUNT_HREF = settingsHref({ tab: "account" });

function DialogButtons({ busy, label, busyLabel, danger = false }: { busy: boolean; label: string; busyLabel: string; danger?: boolean }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to={ACCOUNT_HREF}
        replace
        preventScrollReset
        data-autofocus={danger ? true : undefined}
        className={buttonClass("secondary", "md")}
      >
        Cancel
      </Link>
      <button
        type="submit"
        disabled={busy}
        className={
          danger
            ? "inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-rose-600 px-5 text-sm font-semibold text-white shadow-sm shadow-rose-600/20 transition hover:bg-rose-500 disabled:cursor-not-allowed disabled:opacity-60"
            : buttonClass("primary", "md")
        }
      >
        {busy ? <Spinner /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

function UsernameDialog({ current, result }: { current: string; result?: SubmissionResult<string[]> }) {
  const busy = useIntentPending("username");
  const [form, fields] = useZodForm("change-username", changeUsernameFormSchema(current), result);
  return (
    <Dialog
      title="Change Username"
      description={
        <>
          Your current username is <span className="font-medium text-slate-900">{current}</span>. Changing it unpublishes your portfolio
          until you redeploy it.
        </>
      }
      closeHref={ACCOUNT_HREF}
      icon={<IconAt />}
      busy={busy}
    >
      <Form method="post" action={settingsHref({ tab: "account", dialog: "username" })} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="username" />
        <div className="space-y-4">
          <FormAlert message={form.errors?.[0]} />
          <Field
            label="New Username"
            errors={fields.newUsername.errors}
            hint="3-30 characters: letters, numbers, hyphens and underscores."
            inputProps={{
              ...getInputProps(fields.newUsername, { type: "text" }),
              autoComplete: "username",
              autoCapitalize: "none",
              spellCheck: false,
              placeholder: "your-new-username",
            }}
          />
        </div>
        <DialogButtons busy={busy} label="Change Username" busyLabel="Changing..." />
      </Form>
    </Dialog>
  );
}

function PasswordDialog({ result }: { result?: SubmissionResult<string[]> }) {
  const busy = useIntentPending("password");
  const [form, fields] = useZodForm("change-password", changePasswordFormSchema, result);
  return (
    <Dialog
      title="Change Password"
      description="Enter your current password and choose a new one. Other devices will be signed out."
      closeHref={ACCOUNT_HREF}
      icon={<IconKey />}
      busy={busy}
    >
      <Form method="post" action={settingsHref({ tab: "account", dialog: "password" })} {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="password" />
        <div className="space-y-4">
          <FormAlert message={form.errors?.[0]} />
          <PasswordField
            label="Current Password"
            errors={fields.currentPassword.errors}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
          />
          <PasswordField
            label="New Password"
            errors={fields.newPassword.errors}
            hint="At least 8 characters."
            inputProps={{ ...getInputProps(fields.newPassword, { type: "password" }), autoComplete: "new-password" }}
          />
          <PasswordField
            label="Confirm New Password"
            errors={fields.confirmPassword.errors}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          />
        </div>
        <DialogButtons busy={busy} label="Change Password" busyLabel="Changing..." />
      </Form>
    </Dialog>
  );
}

function DeactivateDialog({ result }: { result?: SubmissionResult<string[]> }) {
  const busy = useIntentPending("deactivate");
  const error = result?.error?.[""]?.[0];
  return (
    <Dialog
      title="Deactivate Account"
      description="Are you sure you want to deactivate your account? This action cannot be undone and will:"
      closeHref={ACCOUNT_HREF}
      icon={<IconWarning />}
      tone="danger"
      busy={busy}
    >
      <Form method="post" action={settingsHref({ tab: "account", dialog: "deactivate" })} preventScrollReset>
        <input type="hidden" name="intent" value="deactivate" />
        <FormAlert message={error} />
        <ul className="space-y-2.5 rounded-xl border border-rose-100 bg-rose-50/60 p-4 text-sm text-slate-700">
          {["Make your account inactive", "Unpublish your portfolio"].map((item) => (
            <li key={item} className="flex items-start gap-2.5">
              <span className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600">
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-3" aria-hidden="true">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </span>
              {item}
            </li>
          ))}
        </ul>
        <DialogButtons busy={busy} label="Yes, Deactivate Account" busyLabel="Deactivating..." danger />
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
