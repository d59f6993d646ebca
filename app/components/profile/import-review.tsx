// "Review your import" (issue 31): what an import adds to and changes in each section of the editor, before it
// applies. Each section has a checkbox, ticked; a single value the import has in another form (a different title,
// phone or summary) is offered, unticked: the user's own value stays unless they take the import's. Enter or
// "Apply import" applies the ticked sections; "Discard", Escape or the close button leave the editor as it was.
// Loaded when an import needs a review (resume-card.tsx).
import { GitMerge } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { TitledModal } from "~/components/ui/modal";
import { SECTION_HEADINGS } from "./headings";
import { describeChange, type Offer } from "./import-merge";
import type { SectionKey } from "./model";
import type { PendingImport } from "./use-import-review";

const CHECKBOX = "mt-0.5 size-4 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";

/** How an offered value is quoted: a summary is long, so only its start. */
const quote = (value: string) => `“${value.length > 90 ? `${value.slice(0, 87).trimEnd()}…` : value}”`;

export function ImportReviewDialog({
  pending,
  onApply,
  onClose,
}: {
  pending: PendingImport;
  onApply(sections: ReadonlySet<SectionKey>, offers: ReadonlySet<string>): void;
  onClose(): void;
}) {
  const id = useId();
  const { changes } = pending.proposal;
  const [chosen, setChosen] = useState<ReadonlySet<SectionKey>>(() => new Set(changes.map((c) => c.section)));
  const [offers, setOffers] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = <T,>(set: ReadonlySet<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(chosen, offers);
  };

  return (
    <TitledModal
      size="md"
      title="Review your import"
      description="This is what the import adds to your profile. Nothing you had is removed. Untick a section to leave it as it is."
      icon={<GitMerge className="size-5" aria-hidden="true" />}
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Discard
          </Button>
          <Button type="submit" form={`${id}-form`} data-autofocus disabled={chosen.size === 0}>
            Apply import
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <fieldset>
          <legend className="sr-only">Sections to update</legend>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {changes.map((change) => {
              const ticked = chosen.has(change.section);
              const summaryId = `${id}-${change.section}-summary`;
              return (
                <li key={change.section} className="p-4" data-import-change={change.section}>
                  <label className="flex cursor-pointer items-start gap-3">
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      checked={ticked}
                      aria-describedby={summaryId}
                      onChange={(e) => setChosen((set) => toggle(set, change.section, e.target.checked))}
                    />
                    <span className="min-w-0">
                      <span className="block text-sm font-semibold text-slate-900">{SECTION_HEADINGS[change.section].title}</span>
                      <span id={summaryId} className="block text-sm text-slate-600">
                        {describeChange(change)}
                      </span>
                    </span>
                  </label>
                  {change.offers.length ? (
                    <ul className="mt-3 space-y-2 pl-7">
                      {change.offers.map((offer) => (
                        <OfferChoice
                          key={offer.path}
                          offer={offer}
                          disabled={!ticked}
                          taken={offers.has(offer.path)}
                          onChange={(on) => setOffers((set) => toggle(set, offer.path, on))}
                        />
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      </form>
    </TitledModal>
  );
}

function OfferChoice({
  offer,
  taken,
  disabled,
  onChange,
}: {
  offer: Offer;
  taken: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <label className={`flex items-start gap-3 ${disabled ? "opacity-60" : "cursor-pointer"}`}>
        <input type="checkbox" className={CHECKBOX} checked={taken} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
        <span className="min-w-0 text-sm text-slate-700">
          <span className="block font-medium text-slate-900">Use the imported {offer.label.toLowerCase()}</span>
          <span className="block break-words">{quote(offer.imported)}</span>
          <span className="block break-words text-slate-500">Yours: {quote(offer.mine)}</span>
        </span>
      </label>
    </li>
  );
}
