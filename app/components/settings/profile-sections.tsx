// The settings Profile tab: the identity card, the tab list, and the Personal and Resume sections, each with its
// own Edit/Save/Cancel (the section in edit is ?edit=..., so it also works without JavaScript).
import type { SubmissionResult } from "@conform-to/react";
import { Pencil, ShieldCheck, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { lazyComponent } from "~/components/ui/lazy";
import { ButtonLink } from "~/components/ui/button";
import { timeZoneLabel } from "~/lib/time-zone";
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

/** The settings a Profile section can show as text (null: not set). */
type TextSetting = { [K in keyof UserSettings]: UserSettings[K] extends string | null ? K : never }[keyof UserSettings];

/** What each Profile section shows while not edited: its saved values, in order (`wide` spans both columns). */
const SECTION_VALUES: Record<
  Section,
  { editLabel: string; rows: { label: string; field: TextSetting; wide?: boolean; show?: (value: string) => string }[] }
> = {
  personal: {
    editLabel: "Edit personal information",
    rows: [
      { label: "First Name", field: "firstName" },
      { label: "Last Name", field: "lastName" },
      { label: "Career Stage", field: "careerStage" },
      { label: "Time Zone", field: "timeZone", show: timeZoneLabel },
    ],
  },
  resume: {
    editLabel: "Edit resume information",
    rows: [
      { label: "Industry", field: "industry" },
      { label: "Job Search Timeline", field: "jobSearchTimeline" },
      { label: "Resume Experience", field: "resumeExperience", wide: true },
    ],
  },
};

const SectionForms = lazyComponent(() => import("./section-forms").then((m) => m.SectionForm));

/**
 * A Profile section card: read-only values with an Edit link, or (while ?edit=<section>) its form with Cancel
 * and Save (./section-forms.tsx, loaded when a section is first edited: conform and zod come with it).
 */
export function ProfileSection({
  section,
  settings,
  editing,
  result,
}: {
  section: Section;
  settings: UserSettings;
  editing: boolean;
  result?: SubmissionResult<string[]>;
}) {
  const { editLabel, rows } = SECTION_VALUES[section];
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
            onPointerEnter={SectionForms.preload}
            onFocus={SectionForms.preload}
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </ButtonLink>
        )
      }
    >
      {editing ? (
        <SectionForms section={section} settings={settings} result={result} />
      ) : (
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {rows.map(({ label, field, wide, show = (value) => value }) => (
            <ValueRow key={field} label={label} value={show(settings[field] ?? "")} wide={wide} />
          ))}
        </dl>
      )}
    </Card>
  );
}
