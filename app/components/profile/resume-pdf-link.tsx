// "Download PDF resume" and "Download Word resume" on the profile page: the saved profile as a one-column,
// ATS-readable PDF (GET /api/profiles/me/resume.pdf) and as an editable Word document (GET
// /api/profiles/me/resume.docx), both signed in by the session cookie. Plain download links: no script needed.
import { FileDown, FileText } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { OWN_RESUME_DOCX_PATH, OWN_RESUME_PDF_PATH } from "~/schemas/resume-pdf-rules";

export function ResumeDownloadLinks({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      <a href={OWN_RESUME_PDF_PATH} download="" className={buttonClass("secondary", "sm")} title="A PDF of your saved profile">
        <FileDown className="size-4" aria-hidden="true" />
        Download PDF resume
      </a>
      <a
        href={OWN_RESUME_DOCX_PATH}
        download=""
        className={buttonClass("secondary", "sm")}
        title="A Word document of your saved profile, to edit"
      >
        <FileText className="size-4" aria-hidden="true" />
        Download Word resume
      </a>
    </div>
  );
}
