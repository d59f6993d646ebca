// The status panel's side pictures: the live address in a small browser window, and the setup checklist.
import { WindowDots } from "~/components/ui/window-dots";
import { Check } from "lucide-react";
import { findTemplate } from "~/schemas/portfolio-catalogue";
import type { DeploymentInfo } from "~/server/portfolio/portfolio.server";

/** A small browser window with the live address: a visual cue of what visitors see. */
export function LivePreview({ info }: { info: DeploymentInfo }) {
  const host = info.portfolioUrl.replace(/^https?:\/\//, "");
  return (
    <div
      aria-hidden="true"
      className="hidden self-center overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/5 md:block"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50 px-3 py-2">
        <WindowDots />
        <span className="ml-1 min-w-0 flex-1 truncate rounded-md bg-white px-2 py-0.5 text-[11px] text-slate-500 ring-1 ring-slate-200">
          {host}
        </span>
      </div>
      <div className="space-y-2.5 p-3.5">
        <div className="flex items-center gap-2.5">
          <span className="size-8 rounded-full bg-gradient-to-br from-indigo-400 to-violet-500" />
          <span className="flex-1 space-y-1.5">
            <span className="block h-2 w-3/4 rounded bg-slate-300" />
            <span className="block h-1.5 w-1/2 rounded bg-slate-200" />
          </span>
        </div>
        <span className="block h-1.5 w-full rounded bg-slate-100" />
        <span className="block h-1.5 w-5/6 rounded bg-slate-100" />
        <div className="grid grid-cols-3 gap-1.5 pt-1">
          <span className="h-7 rounded-md bg-indigo-50" />
          <span className="h-7 rounded-md bg-violet-50" />
          <span className="h-7 rounded-md bg-emerald-50" />
        </div>
        <p className="pt-0.5 text-[11px] font-medium text-slate-500">
          {findTemplate(info.deployedTemplate)?.name ?? info.selectedTemplateName}
        </p>
      </div>
    </div>
  );
}

/** The three steps to a live portfolio, before the first deploy. */
export function SetupChecklist({ info }: { info: DeploymentInfo }) {
  const steps = [
    {
      label: "Complete your profile",
      done: info.isProfileCompleted,
      detail: info.isProfileCompleted ? "Profile completed" : `${info.completionPercentage}% complete`,
    },
    {
      label: "Choose a template",
      done: Boolean(info.selectedTemplate),
      detail: info.selectedTemplateName ?? "No template selected",
    },
    { label: "Deploy your portfolio", done: info.portfolioDeployed, detail: "One click, live in minutes" },
  ];
  return (
    <div className="self-start rounded-xl bg-slate-50 p-4 ring-1 ring-slate-100 sm:p-5">
      <h3 className="text-sm font-semibold text-slate-900">Your checklist</h3>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.label} className="flex gap-3">
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                step.done ? "bg-emerald-500 text-white" : "bg-white text-slate-600 ring-1 ring-slate-300"
              }`}
            >
              {step.done ? <Check className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className="min-w-0 pt-0.5">
              <span className={`block text-sm font-medium ${step.done ? "text-slate-900" : "text-slate-700"}`}>
                {step.label}
                <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
              </span>
              <span className="block truncate text-xs text-slate-500">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
