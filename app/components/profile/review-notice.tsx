// The notice above the editor after an import it was unsure of (review-reasons.ts has the reasons): each reason with
// links to the sections to check. Shown while the import is unsaved; Dismiss hides it.
import { ScanEye, X } from "lucide-react";
import { Fragment } from "react";
import { type ReviewReason, sectionName } from "./review-reasons";

/** The sections' links joined as names are: "A", "A and B", "A, B and C". */
function SectionLinks({ sections }: { sections: ReviewReason["sections"] }) {
  return sections.map((section, i) => (
    <Fragment key={section}>
      {i === 0 ? null : i === sections.length - 1 ? " and " : ", "}
      <a href={`#section-${section}`} className="font-semibold underline underline-offset-2 hover:text-amber-950">
        {sectionName(section)}
      </a>
    </Fragment>
  ));
}

export function ImportReviewNotice({ reasons, onDismiss }: { reasons: readonly ReviewReason[]; onDismiss(): void }) {
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="import-check-title" className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
      <div className="flex items-start gap-2">
        <ScanEye className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <h2 id="import-check-title" className="flex-1 text-sm font-semibold">
          Check this import
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss the import notice"
          className="-m-1 rounded-lg p-1 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ul className="mt-1.5 list-disc space-y-1 pl-6 text-sm leading-6 marker:text-amber-600">
        {reasons.map((r) => (
          <li key={r.before}>
            {r.before}
            {r.sections.length ? " " : null}
            <SectionLinks sections={r.sections} />
            {r.after && !/^[.:]/.test(r.after) ? " " : null}
            {r.after}
          </li>
        ))}
      </ul>
    </section>
  );
}
