// The gallery's template detail modal, on the app's one modal (~/components/ui/modal). Its open state is the
// `details` query parameter, so it also opens without JavaScript (the close control is then a plain link);
// with JavaScript Escape and the backdrop close it and focus returns to the Details button.
import { Check } from "lucide-react";
import { useNavigate } from "react-router";
import { DetailRow } from "~/components/ui/detail-row";
import { CloseButton, Modal } from "~/components/ui/modal";
import type { TemplateInfo } from "~/schemas/portfolio-catalogue";
import { SelectTemplateForm, type SelectionState } from "./select-template-form";
import {
  CategoryBadge,
  ColorSwatches,
  FeatureList,
  numberFormat,
  PremiumBadge,
  PreviewLink,
  Rating,
  ThumbnailStage,
} from "./template-bits";

export function TemplateDetailsDialog({
  template,
  state,
  closeHref,
  formAction,
}: {
  template: TemplateInfo;
  state: SelectionState;
  closeHref: string;
  formAction: string;
}) {
  const navigate = useNavigate();
  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });
  const titleId = `template-details-${template.templateId}-title`;

  return (
    <Modal
      onClose={close}
      size="lg"
      labelledBy={titleId}
      header={
        <div className="flex shrink-0 items-start gap-4 border-b border-slate-100 px-6 py-5">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="text-xl font-semibold tracking-tight text-slate-900">
                {template.name}
              </h2>
              {template.isPremium ? <PremiumBadge /> : null}
              {state === "saved" ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <Check className="size-3.5" aria-hidden="true" />
                  Template Selected
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-sm leading-6 text-slate-600">{template.description}</p>
          </div>
          <CloseButton onClick={close} href={closeHref} label="Close details" className="-mr-2 -mt-1" />
        </div>
      }
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <PreviewLink template={template} size="md" />
          <SelectTemplateForm template={template} state={state} action={formAction} size="md" className="sm:min-w-40" />
        </div>
      }
    >
      <div className="px-6 py-5">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem]">
          <div className="min-w-0">
            <ThumbnailStage
              template={template}
              scaleClass="[--thumb-scale:0.24] sm:[--thumb-scale:0.36] md:[--thumb-scale:0.3]"
              className="h-56 rounded-xl sm:h-64"
            />
            <p className="mt-4 text-sm leading-6 text-slate-700">{template.about}</p>

            <h3 className="mt-6 text-sm font-semibold text-slate-900">Features</h3>
            <FeatureList features={template.features} className="mt-2 grid gap-2 sm:grid-cols-2" />

            <h3 className="mt-6 text-sm font-semibold text-slate-900">Sections</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {template.sections.map((section) => (
                <li
                  key={section}
                  className="rounded-lg bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-100"
                >
                  {section}
                </li>
              ))}
            </ul>
          </div>

          <div className="space-y-5">
            <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm ring-1 ring-slate-100">
              <DetailRow label="Category">
                <CategoryBadge category={template.category} />
              </DetailRow>
              <DetailRow label="Rating">
                <Rating value={template.rating} />
              </DetailRow>
              <DetailRow label="Downloads">{numberFormat.format(template.downloads)}</DetailRow>
              <DetailRow label="Export formats">{template.exportFormats.join(", ")}</DetailRow>
              <DetailRow label="Responsive">{template.responsive ? "Yes" : "No"}</DetailRow>
            </dl>

            <div>
              <h3 className="text-sm font-semibold text-slate-900">Colours</h3>
              <div className="mt-2 flex items-center gap-3">
                <ColorSwatches colors={template.colors} size="size-7" />
                <span className="font-mono text-xs text-slate-500">{template.colors.join(" ")}</span>
              </div>
            </div>

            <div>
              <h3 className="text-sm font-semibold text-slate-900">Tags</h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {template.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </Modal>
  );
}
