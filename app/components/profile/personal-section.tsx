// Personal Information: photo, name and email (from the account), phone, location (city type-ahead), social links.
import { fullName } from "~/schemas/user";
import { ExternalLink } from "lucide-react";
import { Autocomplete } from "./edit-fields";
import { TextField } from "~/components/ui/fields";
import { CITY_DEBOUNCE_MS, CITY_QUERY_MIN, CITY_RESULTS_MAX, CITY_RESULTS_SHOWN } from "~/schemas/lookup-rules";
import type { SocialKey } from "~/schemas/profile-rules";
import { ProfilePhoto } from "./profile-photo";
import { SectionCard, ViewRow } from "./section-card";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
}

const SOCIAL_LABELS: Record<SocialKey, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  portfolio: "Portfolio",
  twitter: "Twitter / X",
  website: "Website",
  behance: "Behance",
  dribbble: "Dribbble",
  other: "Other link",
};
const SOCIAL_PLACEHOLDERS: Record<SocialKey, string> = {
  linkedin: "https://linkedin.com/in/your-name",
  github: "https://github.com/your-handle",
  portfolio: "https://your-portfolio.com",
  twitter: "https://x.com/your-handle",
  website: "https://your-site.com",
  behance: "https://behance.net/your-name",
  dribbble: "https://dribbble.com/your-name",
  other: "https://…",
};
const SOCIAL_ORDER: SocialKey[] = ["linkedin", "github", "portfolio", "twitter", "website", "behance", "dribbble", "other"];

async function lookupCities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/cities?q=${encodeURIComponent(q)}&limit=${CITY_RESULTS_MAX}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string; state?: string; country?: string }> };
  return (body.data ?? []).map((c) => [c.name, c.state, c.country].filter(Boolean).join(", "));
}

export const PersonalSection = memoSection(
  "personal",
  function PersonalSection({ editor, account }: { editor: ProfileEditorState; account: Account }) {
    const { draft, field } = editor;
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
              <div className="space-y-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <TextField
                    label="Phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+91 98765 43210"
                    {...editor.text("personal", "phone")}
                  />
                  <Autocomplete
                    label="Location"
                    placeholder="Start typing a city…"
                    hint="Type 3+ letters to search cities"
                    minChars={CITY_QUERY_MIN}
                    debounceMs={CITY_DEBOUNCE_MS}
                    limit={CITY_RESULTS_SHOWN}
                    search={lookupCities}
                    {...editor.text("personal", "location")}
                  />
                </div>
                <fieldset>
                  <legend className="text-sm font-semibold text-slate-900">Social links</legend>
                  <div className="mt-3 grid gap-4 sm:grid-cols-2">
                    {SOCIAL_ORDER.map((key) => (
                      <TextField
                        key={key}
                        label={SOCIAL_LABELS[key]}
                        type="url"
                        inputMode="url"
                        placeholder={SOCIAL_PLACEHOLDERS[key]}
                        value={draft.socialLinks[key]}
                        onChange={(v) => editor.update("personal", (d) => ({ ...d, socialLinks: { ...d.socialLinks, [key]: v } }))}
                        {...field(`socialLinks.${key}`)}
                      />
                    ))}
                  </div>
                </fieldset>
              </div>
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
          </div>
        </div>
      </SectionCard>
    );
  },
);
