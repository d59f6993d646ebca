// The template preview's side panels (spec part 1 section 2.6): Template Details, Sections Included, Quick
// Actions, About This Template, Key Features, plus links to the other templates' previews.
import { ArrowLeft, Check, Download, Pencil, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailRow } from "~/components/ui/detail-row";
import { DEFAULT_SECTIONS, TEMPLATES, type TemplateId, type TemplateInfo } from "~/schemas/portfolio-catalogue";
import { CATEGORY_LABELS, FeatureList, numberFormat, PremiumBadge } from "./template-bits";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function PreviewPanels({ template, previewPath }: { template: TemplateInfo; previewPath: (id: TemplateId) => string }) {
  const others = TEMPLATES.filter((t) => t.templateId !== template.templateId);
  return (
    <div className="space-y-4">
      <Panel id="panel-details" title="Template Details">
        <dl className="divide-y divide-slate-100 text-sm">
          <DetailRow label="Template ID">
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">{template.templateId}</code>
          </DetailRow>
          <DetailRow label="Category">{CATEGORY_LABELS[template.category]}</DetailRow>
          <DetailRow label="Responsive">{template.responsive ? "Yes" : "No"}</DetailRow>
          <DetailRow label="Export formats">{template.exportFormats.join(", ")}</DetailRow>
          <DetailRow label="Rating">
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-current text-amber-500" aria-hidden="true" />
              {template.rating.toFixed(1)}/5
            </span>
          </DetailRow>
          <DetailRow label="Downloads">{numberFormat.format(template.downloads)}</DetailRow>
        </dl>
        {template.isPremium ? <PremiumBadge className="mt-3" /> : null}
      </Panel>

      <Panel id="panel-sections" title="Sections Included">
        <ul className="space-y-2 text-sm text-slate-700">
          {DEFAULT_SECTIONS.map((section) => (
            <li key={section} className="flex items-center gap-2.5">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100">
                <Check className="size-3" aria-hidden="true" />
              </span>
              {section}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="panel-actions" title="Quick Actions">
        <div className="grid gap-2">
          <button
            type="button"
            onClick={() => window.print()}
            className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-left text-sm font-semibold text-slate-800 transition hover:border-slate-300 hover:bg-slate-50"
          >
            <span className="grid size-8 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
              <Download className="size-4" aria-hidden="true" />
            </span>
            Download Preview
          </button>
          <Link
            to="/profile"
            className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-slate-300 hover:bg-slate-50"
          >
            <span className="grid size-8 place-items-center rounded-lg bg-violet-50 text-violet-700">
              <Pencil className="size-4" aria-hidden="true" />
            </span>
            Edit Profile Data
          </Link>
        </div>
      </Panel>

      <Panel id="panel-about" title="About This Template">
        <p className="text-sm leading-6 text-slate-700">{template.about}</p>
      </Panel>

      <Panel id="panel-features" title="Key Features">
        <FeatureList features={template.features} className="space-y-2" />
      </Panel>

      <Panel id="panel-more" title="More Templates">
        <ul className="space-y-1">
          {others.map((other) => (
            <li key={other.templateId}>
              <Link
                to={previewPath(other.templateId)}
                className="group flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 transition hover:bg-slate-50 hover:text-slate-900"
              >
                <span className="flex items-center gap-2.5">
                  <span className="flex -space-x-1" aria-hidden="true">
                    {other.colors.slice(0, 2).map((color) => (
                      <span key={color} className="size-3.5 rounded-full ring-2 ring-white" style={{ backgroundColor: color }} />
                    ))}
                  </span>
                  {other.name}
                </span>
                <ArrowLeft
                  className="size-4 rotate-180 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-slate-600"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
