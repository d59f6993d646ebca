// Certifications: cards when viewing; the entries' fields when editing are in section-forms.tsx (deleting asks first).
// Saved like the other list sections (PUT /profiles/me `certifications`); resume import fills it too.
import { ExternalLink } from "lucide-react";
import { formatMonth } from "~/lib/month";
import { isHttpUrl } from "~/schemas/profile-rules";
import { ListSection } from "./list-section";
import type { CertificationDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export const CertificationsSection = memoSection(
  "certifications",
  function CertificationsSection({ editor }: { editor: ProfileEditorState }) {
    return <ListSection editor={editor} section="certifications" view={<CertificationCards entries={editor.draft.certifications} />} />;
  },
);

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
