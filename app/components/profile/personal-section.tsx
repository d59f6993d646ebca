// Personal Information: photo, name and email (from the account), phone, location and social links (their edit form is in section-forms.tsx).
import { fullName } from "~/schemas/user";
import { ExternalLink } from "lucide-react";
import type { PortfolioLocale } from "~/schemas/portfolio-locales";
import { PersonalForm } from "./lazy-parts";
import { PortfolioLanguageForm } from "./portfolio-language";
import { SOCIAL_LABELS, SOCIAL_ORDER } from "./social-links";
import { ProfilePhoto } from "./profile-photo";
import { SectionCard, ViewRow } from "./section-card";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
}

export const PersonalSection = memoSection(
  "personal",
  function PersonalSection({
    editor,
    account,
    locale,
    localeChosen,
  }: {
    editor: ProfileEditorState;
    account: Account;
    /** The portfolio language, with its own form (shown while the section is not edited: forms do not nest). */
    locale: PortfolioLocale;
    localeChosen: boolean;
  }) {
    const { draft } = editor;
    const editing = editor.editing.personal;
    const name = fullName(account);
    const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase() || "?";
    const links = SOCIAL_ORDER.filter((k) => draft.socialLinks[k]);
    return (
      <SectionCard editor={editor} section="personal">
        <div className="flex flex-col gap-6 sm:flex-row">
          <ProfilePhoto
            photo={draft.profilePhoto}
            name={name}
            initials={initials}
            editing={editing}
            onUploaded={editor.photoSaved}
            onSessionExpired={editor.sessionExpired}
          />
          <div className="min-w-0 flex-1">
            <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-lg font-semibold text-slate-900">{name}</p>
              <p className="text-sm text-slate-500">{account.email}</p>
            </div>
            {editing ? (
              <PersonalForm editor={editor} />
            ) : (
              <dl className="grid gap-5 sm:grid-cols-2">
                <ViewRow label="Phone">{draft.phone}</ViewRow>
                <ViewRow label="Location">{draft.location}</ViewRow>
                <div className="sm:col-span-2">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Social links</dt>
                  <dd className="mt-2 flex flex-wrap gap-2">
                    {links.length ? (
                      links.map((k) => (
                        <a
                          key={k}
                          href={draft.socialLinks[k]}
                          target="_blank"
                          rel="noreferrer noopener"
                          className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-indigo-50 hover:text-indigo-700 hover:ring-indigo-200"
                        >
                          {SOCIAL_LABELS[k]}
                          <ExternalLink className="size-3.5 text-slate-400" aria-hidden="true" />
                        </a>
                      ))
                    ) : (
                      <span className="text-sm text-slate-500">No links added yet</span>
                    )}
                  </dd>
                </div>
              </dl>
            )}
            {editing ? null : <PortfolioLanguageForm locale={locale} chosen={localeChosen} />}
          </div>
        </div>
      </SectionCard>
    );
  },
);
