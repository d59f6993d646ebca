// Certifications: cards when viewing; one CertificationEntry per credential when editing (deleting asks first).
// Saved like the other list sections (PUT /profiles/me `certifications`); resume import fills it too.
import { ExternalLink } from "lucide-react";
import { TextField } from "~/components/ui/fields";
import { MonthPicker } from "./edit-fields";
import { formatMonth } from "~/lib/dates";
import { isHttpUrl } from "~/schemas/profile-rules";
import { type EntryProps, ListSection } from "./list-section";
import type { CertificationDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export const CertificationsSection = memoSection(
  "certifications",
  function CertificationsSection({ editor }: { editor: ProfileEditorState }) {
    return (
      <ListSection
        editor={editor}
        section="certifications"
        Entry={CertificationEntry}
        view={<CertificationCards entries={editor.draft.certifications} />}
      />
    );
  },
);

function CertificationEntry({ text }: EntryProps<CertificationDraft>) {
  return (
    <>
      <TextField label="Certification name" required placeholder="e.g. AWS Certified Solutions Architect" {...text("name")} />
      <TextField label="Issuer" placeholder="e.g. Amazon Web Services" {...text("issuer")} />
      <MonthPicker label="Issue Date" {...text("issueDate")} />
      <MonthPicker label="Expiry Date" {...text("expiryDate")} />
      <TextField label="Credential URL" type="url" placeholder="https://…" className="sm:col-span-2" {...text("credentialUrl")} />
    </>
  );
}

function CertificationCards({ entries }: { entries: CertificationDraft[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((c) => (
        <li key={c.id} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">{c.name}</p>
          {c.issuer ? <p className="text-sm text-slate-600">{c.issuer}</p> : null}
          {c.issueDate || c.expiryDate ? (
            <p className="mt-1 text-xs font-medium text-slate-500">
              {c.issueDate ? `Issued ${formatMonth(c.issueDate)}` : ""}
              {c.issueDate && c.expiryDate ? " · " : ""}
              {c.expiryDate ? `Expires ${formatMonth(c.expiryDate)}` : ""}
            </p>
          ) : null}
          {c.credentialUrl && isHttpUrl(c.credentialUrl) ? (
            <a
              href={c.credentialUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:underline"
            >
              View credential
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
