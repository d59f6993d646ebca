// "Download PDF resume" on the profile page: the saved profile as a one-column, ATS-readable PDF
// (GET /api/profiles/me/resume.pdf, signed in by the session cookie). A plain download link: no script needed.
import { FileDown } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { OWN_RESUME_PDF_PATH } from "~/schemas/resume-pdf-rules";

export function ResumePdfLink({ className = "" }: { className?: string }) {
  return (
    <a href={OWN_RESUME_PDF_PATH} download="" className={buttonClass("secondary", "sm", className)} title="A PDF of your saved profile">
      <FileDown className="size-4" aria-hidden="true" />
      Download PDF resume
    </a>
  );
}
