// One template in the gallery, as a grid card or a list row: live thumbnail, name, rating, category, Premium
// badge, description, palette, and the Select / Preview / Details actions.
import { Check, Info } from "lucide-react";
import { forwardRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { TemplateInfo } from "~/schemas/portfolio-catalogue";
import { SelectTemplateForm, type SelectionState } from "./select-template-form";
import { CategoryBadge, ColorSwatches, FeatureList, PremiumBadge, PreviewLink, Rating, ThumbnailStage } from "./template-bits";

export type GalleryView = "grid" | "list";

// Thumbnail scale per breakpoint, so the 1280px-wide miniature fits the card's width in each column layout.
const GRID_SCALE = "[--thumb-scale:0.25] sm:[--thumb-scale:0.2] md:[--thumb-scale:0.24] lg:[--thumb-scale:0.21] xl:[--thumb-scale:0.27]";
const LIST_SCALE = "[--thumb-scale:0.25] sm:[--thumb-scale:0.35] md:[--thumb-scale:0.22]";

interface TemplateCardProps {
  template: TemplateInfo;
  view: GalleryView;
  state: SelectionState;
  /** Arrived from the preview with ?selected={id}: the card is outlined and scrolled to. */
  highlighted: boolean;
  detailsHref: string;
  formAction: string;
}

export const TemplateCard = forwardRef<HTMLElement, TemplateCardProps>(function TemplateCard(
  { template, view, state, highlighted, detailsHref, formAction },
  ref,
) {
  const nameId = `template-${template.templateId}-name`;
  const ring =
    state === "saved"
      ? "border-emerald-300 ring-2 ring-emerald-500/60"
      : state === "pending"
        ? "border-indigo-300 ring-2 ring-indigo-500/70"
        : highlighted
          ? "border-violet-300 ring-2 ring-violet-400/70"
          : "border-slate-200 hover:border-slate-300";
  const list = view === "list";

  return (
    <article
      ref={ref}
      id={`template-${template.templateId}`}
      aria-labelledby={nameId}
      data-state={state}
      className={`group relative flex w-full scroll-mt-28 overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:shadow-lg hover:shadow-slate-900/5 ${ring} ${
        list ? "flex-col md:flex-row" : "flex-col"
      }`}
    >
      <div className={`relative ${list ? "md:w-80 md:shrink-0" : ""}`}>
        <ThumbnailStage
          template={template}
          scaleClass={list ? LIST_SCALE : GRID_SCALE}
          className={list ? "h-56 sm:h-72 md:h-full md:min-h-56" : "h-56"}
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {state === "saved" ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              <Check className="size-3.5" aria-hidden="true" />
              Template Selected
            </span>
          ) : state === "pending" ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-indigo-600 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
              Saving selection...
            </span>
          ) : (
            <span />
          )}
          {template.isPremium ? <PremiumBadge className="shadow-sm" /> : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={nameId} className="text-lg font-semibold tracking-tight text-slate-900">
            {template.name}
          </h3>
          <Rating value={template.rating} className="mt-0.5 shrink-0" />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CategoryBadge category={template.category} />
          {list ? (
            <span className="text-xs font-medium text-slate-500">
              {template.sections.length} sections · {template.exportFormats.join(", ")}
            </span>
          ) : null}
        </div>
        <p className={`mt-3 text-sm leading-6 text-slate-600 ${list ? "" : "line-clamp-2"}`}>{template.description}</p>
        {list ? <FeatureList features={template.features} className="mt-3 grid gap-1.5 sm:grid-cols-2" /> : null}

        <div className="mt-auto pt-5">
          <div className="mb-4 flex items-center justify-between gap-3">
            <ColorSwatches colors={template.colors} />
            <span className="text-xs text-slate-500">by {template.author}</span>
          </div>
          <div className={`grid grid-cols-2 gap-2 ${list ? "sm:grid-cols-3 md:max-w-md" : ""}`}>
            <SelectTemplateForm
              template={template}
              state={state}
              action={formAction}
              className={list ? "col-span-2 sm:col-span-1" : "col-span-2"}
            />
            <PreviewLink template={template} size="sm" />
            <Link
              to={detailsHref}
              preventScrollReset
              aria-label={`Details for ${template.name}`}
              className={buttonClass("ghost", "sm", "ring-1 ring-slate-200")}
            >
              <Info className="size-4" aria-hidden="true" />
              Details
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
});
