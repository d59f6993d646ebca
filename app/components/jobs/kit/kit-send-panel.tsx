// The kit's Send tab (issue 33 §3): what will be frozen (the resume as drafted, or the saved profile as it is; the
// letter), "Mark as sent", and every sent version of this application with its four files (PDF and DOCX of each).
import { Download, Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { SENT_FILES, type SentApplicationDto, type SentFileKey } from "~/schemas/kit-rules";
import { useTimeZone } from "~/components/ui/time-zone";
import type { KitDraft } from "./kit-state";

const FILE_LABELS: Record<SentFileKey, string> = {
  resumePdf: "Resume (PDF)",
  resumeDocx: "Resume (Word)",
  coverLetterPdf: "Cover letter (PDF)",
  coverLetterDocx: "Cover letter (Word)",
};

export function KitSendPanel({
  draft,
  sent,
  busy,
  onSend,
}: {
  draft: KitDraft;
  sent: SentApplicationDto[];
  busy: boolean;
  onSend: () => void;
}) {
  const timeZone = useTimeZone();
  const hasLetter = Boolean(draft.letter?.text.trim());
  return (
    <div className="space-y-5">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <ul className="space-y-1.5 text-sm text-slate-700">
          <li>
            {draft.resume
              ? "The resume as tailored for this job, with your edits."
              : "Your saved profile as it is (tailor it in the Resume tab first if you like)."}
          </li>
          <li>{hasLetter ? "Your cover letter as it reads now." : "No cover letter yet: write one in the Cover letter tab."}</li>
          <li>Both are kept exactly as sent, as PDF and Word files; later profile edits never change them.</li>
        </ul>
        <Button className="mt-4" onClick={onSend} busy={busy} busyLabel="Saving…" disabled={!hasLetter}>
          <Send className="size-4" aria-hidden="true" />
          Mark as sent
        </Button>
      </div>

      {sent.length ? (
        <section aria-label="Sent versions" className="space-y-3">
          {sent.map((version) => (
            <div key={version.id} data-sent-version className="rounded-2xl border border-emerald-200 bg-emerald-50/50 p-4">
              <p className="text-sm font-semibold text-emerald-900">Sent {formatDateTime(version.at, timeZone)}</p>
              <ul className="mt-2.5 grid gap-2 sm:grid-cols-2">
                {(Object.keys(SENT_FILES) as SentFileKey[]).map((file) => (
                  <li key={file}>
                    <a
                      href={version.files[file]}
                      download
                      className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {FILE_LABELS[file]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
