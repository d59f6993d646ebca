// The gallery's "Select" button: a form posting `selectedTemplate` to the /templates action. Every card and the
// details dialog share one fetcher (SELECT_FETCHER_KEY), so the page can show the choice optimistically.
// Without JavaScript the same form is a plain post answered with a redirect and a flash toast.
import { Check } from "lucide-react";
import { useFetcher } from "react-router";
import { Spinner } from "~/components/ui/fields";
import { buttonClass, type ButtonSize } from "~/components/ui/button";
import type { TemplateInfo } from "~/schemas/portfolio-catalogue";

export const SELECT_FETCHER_KEY = "select-template";

/** saved: the stored selection; pending: chosen and being saved; idle: neither. */
export type SelectionState = "saved" | "pending" | "idle";

export function SelectTemplateForm({
  template,
  state,
  action,
  size = "sm",
  className = "",
}: {
  template: TemplateInfo;
  state: SelectionState;
  /** The gallery URL with its current query, so a plain post lands back on the same tab and view. */
  action: string;
  size?: ButtonSize;
  className?: string;
}) {
  const fetcher = useFetcher({ key: SELECT_FETCHER_KEY });
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className={className}>
      <input type="hidden" name="selectedTemplate" value={template.templateId} />
      {state === "saved" ? (
        <button
          type="submit"
          disabled
          aria-label={`Selected: ${template.name}`}
          className={buttonClass("secondary", size, "w-full border-emerald-200 bg-emerald-50 text-emerald-800 disabled:opacity-100")}
        >
          <Check className="size-4" aria-hidden="true" />
          Selected
        </button>
      ) : (
        <button
          type="submit"
          disabled={state === "pending"}
          aria-label={state === "pending" ? undefined : `Select ${template.name}`}
          className={buttonClass("primary", size, "w-full")}
        >
          {state === "pending" ? <Spinner /> : null}
          {state === "pending" ? "Saving..." : "Select"}
        </button>
      )}
    </fetcher.Form>
  );
}
