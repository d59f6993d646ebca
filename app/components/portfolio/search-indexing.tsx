// "Let search engines index my portfolio" on /portfolio (issue 17 section 4): a switch that is a submit button, so it
// works without JavaScript too (a form post; the answer comes back with a flash toast).
import { Form } from "react-router";
import { Spinner } from "~/components/ui/button";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { INDEXING_FIELD, INDEXING_INTENT, INDEXING_MESSAGES } from "~/schemas/portfolio-indexing-rules";

export function SearchIndexingCard({ enabled }: { enabled: boolean }) {
  const pending = useIntentPending(INDEXING_INTENT);
  // While the post runs, the switch shows where it is going.
  const shown = pending ? !enabled : enabled;
  return (
    <section aria-labelledby="search-indexing-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="search-indexing-title" className="text-base font-semibold text-slate-900">
        Search engines
      </h2>
      <Form method="post" className="mt-4 flex items-start justify-between gap-4">
        <input type="hidden" name="intent" value={INDEXING_INTENT} />
        <input type="hidden" name={INDEXING_FIELD} value={enabled ? "off" : "on"} />
        <span className="min-w-0">
          <span id="search-indexing-label" className="block text-sm font-medium text-slate-900">
            {INDEXING_MESSAGES.label}
          </span>
          <span id="search-indexing-description" className="mt-1 block text-xs leading-5 text-slate-500">
            {INDEXING_MESSAGES.description}
          </span>
        </span>
        <button
          type="submit"
          role="switch"
          aria-checked={shown}
          aria-labelledby="search-indexing-label"
          aria-describedby="search-indexing-description"
          disabled={pending}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-70 ${
            shown ? "bg-indigo-600" : "bg-slate-300"
          }`}
        >
          <span
            aria-hidden="true"
            className={`grid size-5 place-items-center rounded-full bg-white shadow transition-transform ${shown ? "translate-x-5.5" : "translate-x-0.5"}`}
          >
            {pending ? <Spinner className="size-3" /> : null}
          </span>
        </button>
      </Form>
    </section>
  );
}
