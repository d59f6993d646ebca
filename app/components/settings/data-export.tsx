// The settings card that downloads the saved profile as a JSON Resume file (issue 15 §3). A plain link: the
// API answers same-origin GETs signed in by the session cookie, with Content-Disposition: attachment.
import { Download } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Card } from "./fields";
import { SETTINGS_HEADINGS } from "./headings";

const JSON_RESUME_EXPORT_URL = "/api/profiles/me/json-resume";

export function DataExportSection() {
  return (
    <Card id="data-export" heading={SETTINGS_HEADINGS.dataExport}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm leading-6 text-slate-600">
          Your saved profile as a JSON Resume file: experience, education, skills, projects and certifications. Import it here or into any
          tool that reads JSON Resume.
        </p>
        <a href={JSON_RESUME_EXPORT_URL} download className={buttonClass("secondary", "md", "shrink-0 gap-2")}>
          <Download className="size-5" aria-hidden="true" />
          Download JSON Resume
        </a>
      </div>
    </Card>
  );
}
