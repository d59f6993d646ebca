// Small pieces shared by the template gallery, its details dialog and the template preview.
import { Check, Crown, Eye, Star } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { buttonClass, type ButtonSize } from "~/components/ui/button";
import { loadOnServer, retryingLoader } from "~/components/ui/lazy";
import type { TemplateCategory, TemplateId, TemplateInfo } from "~/schemas/portfolio-catalogue";
import type { TemplateMiniature } from "./template-miniature";

/** The catalogue's server-side category, as a visitor reads it. */
export const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  modern: "Modern",
  minimal: "Minimal",
  creative: "Creative",
  developer: "Developer",
  professional: "Professional",
};

export const numberFormat = new Intl.NumberFormat("en-US");

/**
 * The card's and the details dialog's Preview button: the template's preview page in a new tab (spec part 1
 * section 2.1: /preview/{templateId}).
 */
export function PreviewLink({ template, size }: { template: TemplateInfo; size: ButtonSize }) {
  return (
    <a
      href={`/preview/${template.templateId}`}
      target="_blank"
      rel="noopener"
      aria-label={`Preview ${template.name} (opens in a new tab)`}
      className={buttonClass("secondary", size)}
    >
      <Eye className="size-4" aria-hidden="true" />
      Preview
    </a>
  );
}

const miniature = retryingLoader(() => import("./template-miniature").then((m) => m.TemplateMiniature));
loadOnServer(miniature);
const LoadedMiniature = lazy(() => miniature.get().then((component) => ({ default: component })));

/**
 * The template component itself, or, while the page hydrates, the server's HTML kept as it is: an element whose
 * content React does not own (an empty dangerouslySetInnerHTML is never written to the DOM unless it changes), so
 * the gallery's first load needs none of the five templates' code. The miniature is static, decorative and inert.
 * A thumbnail first rendered in the browser (a client navigation to the gallery, the details dialog) loads the code.
 */
function Miniature({ templateId }: { templateId: TemplateId }) {
  // Chosen once per mounted thumbnail: a later switch would replace what it shows.
  const [Loaded] = useState<typeof TemplateMiniature | null>(miniature.current);
  const [hydrating] = useState(() => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated"));
  if (Loaded)
    return (
      <div className="contents">
        <Loaded templateId={templateId} />
      </div>
    );
  if (hydrating) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant string: nothing is ever written
    return <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  return (
    <div className="contents">
      <Suspense fallback={<div className="h-full w-full animate-pulse bg-slate-100" />}>
        <LoadedMiniature templateId={templateId} />
      </Suspense>
    </div>
  );
}
const KEEP_SERVER_HTML = { __html: "" };

/**
 * A live miniature of a template: the real component renders SAMPLE_PORTFOLIO in a 1280x800 desktop-sized box
 * (the template root is a @container, so it takes its desktop layout) and CSS scales it down by --thumb-scale,
 * which `scaleClass` sets per breakpoint (e.g. "[--thumb-scale:0.25] xl:[--thumb-scale:0.27]") so the miniature
 * fits its card at every width. It is decorative: hidden from assistive technology, unreachable by keyboard
 * and not clickable.
 */
function TemplateThumbnail({ template, scaleClass }: { template: TemplateInfo; scaleClass: string }) {
  return (
    <div
      aria-hidden="true"
      inert
      className={`pointer-events-none relative h-[calc(800px*var(--thumb-scale))] w-[calc(1280px*var(--thumb-scale))] shrink-0 select-none overflow-hidden bg-white ${scaleClass}`}
    >
      <div className="absolute left-0 top-0 h-[800px] w-[1280px] origin-top-left scale-(--thumb-scale)">
        <Miniature templateId={template.templateId} />
      </div>
    </div>
  );
}

/** A browser-window frame around a thumbnail, on a soft backdrop in the template's own colours. */
export function ThumbnailStage({
  template,
  scaleClass,
  className = "",
}: {
  template: TemplateInfo;
  scaleClass: string;
  className?: string;
}) {
  const [first = "#6366f1", , , last = "#a855f7"] = template.colors;
  return (
    <div
      className={`relative flex items-start justify-center overflow-hidden px-4 pt-6 ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${first}26, ${last}33)` }}
    >
      <div className="overflow-hidden rounded-t-lg bg-white shadow-xl shadow-slate-900/15 ring-1 ring-slate-900/10 transition duration-300 group-hover:-translate-y-1">
        <div className="flex h-4 items-center gap-1 bg-slate-100 px-2" aria-hidden="true">
          <span className="size-1.5 rounded-full bg-rose-400" />
          <span className="size-1.5 rounded-full bg-amber-400" />
          <span className="size-1.5 rounded-full bg-emerald-400" />
        </div>
        <TemplateThumbnail template={template} scaleClass={scaleClass} />
      </div>
    </div>
  );
}

export function PremiumBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300/60 ${className}`}
    >
      <Crown className="size-3.5" aria-hidden="true" />
      Premium
    </span>
  );
}

export function CategoryBadge({ category }: { category: TemplateCategory }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
      {CATEGORY_LABELS[category]}
    </span>
  );
}

export function Rating({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-semibold text-slate-800 ${className}`}>
      <Star className="size-4 fill-current text-amber-500" aria-hidden="true" />
      <span aria-hidden="true">{value.toFixed(1)}</span>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
    </span>
  );
}

export function ColorSwatches({ colors, size = "size-5" }: { colors: string[]; size?: string }) {
  return (
    <ul aria-label="Colour palette" className="flex items-center -space-x-1">
      {colors.map((color) => (
        <li key={color} title={color}>
          <span className={`block rounded-full ring-2 ring-white ${size}`} style={{ backgroundColor: color }} aria-hidden="true" />
          <span className="sr-only">{color}</span>
        </li>
      ))}
    </ul>
  );
}

/** A template's feature list, each line behind a check mark. */
export function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={`text-sm text-slate-700 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
