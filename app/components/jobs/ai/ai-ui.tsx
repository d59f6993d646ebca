// Small pieces of the AI Career Insights dialog: its icons, the score ring, factor bars, chips, list cards, the
// copy button, the source line and the progress panel shown while an analysis runs.
import { useEffect, useState, type ReactNode } from "react";
import { IconCheck, Icon, type IconProps } from "~/components/ui/icons";
import type { AnalysisSource, AnalysisType } from "~/schemas/ai";
import { IconCopy } from "../job-ui";
import { ANALYSIS_STEPS, analysisProgress, bandStyle, currentStep, percent, sourceNote } from "./ai-dialog-logic";

export const IconUpload = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 15V4m0 0-4 4m4-4 4 4" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Icon>
);

export const IconFilePdf = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6M9 17h4" />
  </Icon>
);

export const IconLightbulb = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2V16h5v-.2c.1-.8.5-1.5 1.1-2A6 6 0 0 0 12 3Z" />
  </Icon>
);

export const IconGauge = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 14l4-4" />
    <path d="M3.3 17a9 9 0 1 1 17.4 0" />
    <circle cx="12" cy="14" r="1.2" />
  </Icon>
);

export const IconShield = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const IconArrowUp = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5m0 0-6 6m6-6 6 6" />
  </Icon>
);

export const IconSpinner = ({ className = "size-4" }: { className?: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={`animate-spin ${className}`}>
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** A round gauge with the percent in the middle, coloured by the score band. */
export function ScoreRing({ value, label }: { value: number; label: string }) {
  const shown = percent(value);
  const style = bandStyle(shown);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative grid size-28 shrink-0 place-items-center sm:size-32">
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" className="stroke-slate-100" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          className={`${style.ring} transition-[stroke-dashoffset] duration-700`}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
        />
      </svg>
      <p className="text-center">
        <span data-score className={`block text-3xl font-bold tracking-tight sm:text-4xl ${style.text}`}>
          {shown}%
        </span>
        <span className="block text-[11px] font-semibold uppercase tracking-wide text-slate-500">{label}</span>
      </p>
    </div>
  );
}

/** A labelled percent bar (green 80+, yellow-orange 60+, otherwise blue-purple). */
export function PercentBar({ name, value }: { name: string; value: number }) {
  const shown = percent(value);
  const style = bandStyle(shown);
  return (
    <div data-factor={name}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">{name}</span>
        <span className={`font-semibold tabular-nums ${style.text}`}>{shown}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuenow={shown}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          data-band-bar
          className={`h-full rounded-full bg-gradient-to-r ${style.bar} transition-[width] duration-700`}
          style={{ width: `${shown}%` }}
        />
      </div>
    </div>
  );
}

export function Chip({ tone, children }: { tone: "match" | "missing" | "required" | "preferred"; children: ReactNode }) {
  const tones = {
    match: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    missing: "bg-amber-50 text-amber-900 ring-amber-200",
    required: "bg-indigo-50 text-indigo-800 ring-indigo-200",
    preferred: "bg-slate-50 text-slate-700 ring-slate-200",
  } as const;
  return (
    <li className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {tone === "match" ? <IconCheck className="size-3.5" /> : null}
      {children}
    </li>
  );
}

/** A rounded card with an icon heading (the dialog's result sections). */
export function Card({
  icon,
  title,
  aside,
  tone = "slate",
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  tone?: "slate" | "emerald" | "amber" | "indigo" | "violet";
  children: ReactNode;
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-600",
    emerald: "bg-emerald-50 text-emerald-700",
    amber: "bg-amber-50 text-amber-700",
    indigo: "bg-indigo-50 text-indigo-700",
    violet: "bg-violet-50 text-violet-700",
  } as const;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center gap-2.5">
        <span className={`grid size-7 shrink-0 place-items-center rounded-lg ${tones[tone]}`}>{icon}</span>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {aside ? <span className="ml-auto">{aside}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** A bulleted list of sentences, or a quiet line when there are none. */
export function Lines({ items, empty, marker = "dot" }: { items: readonly string[]; empty: string; marker?: "dot" | "check" | "arrow" }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2.5 text-sm leading-6 text-slate-700">
          {marker === "check" ? (
            <IconCheck className="mt-1 size-4 shrink-0 text-emerald-600" />
          ) : marker === "arrow" ? (
            <IconArrowUp className="mt-1 size-4 shrink-0 rotate-45 text-amber-600" />
          ) : (
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-indigo-400" />
          )}
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function CopyButton({ label, onCopy }: { label: string; onCopy: () => void }) {
  return (
    <button
      type="button"
      onClick={onCopy}
      aria-label={label}
      title="Copy to clipboard"
      className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 transition hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <IconCopy className="size-4" />
    </button>
  );
}

/** Which engine answered, and whether it came from the cache. */
export function SourceLine({ source, cached }: { source: AnalysisSource | undefined; cached: boolean }) {
  const note = sourceNote(source);
  if (!note && !cached) return null;
  return (
    <p data-source className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-xs text-slate-500 sm:justify-start">
      {note ? <span>{note}</span> : null}
      {cached ? (
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600"
          title="Same resume and job as before: the saved result was reused"
        >
          Cached result
        </span>
      ) : null}
    </p>
  );
}

/** The progress panel while an analysis runs: a bar that rises on its own and the step the engine is at. */
export function AnalysisProgress({ type }: { type: AnalysisType }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 120);
    return () => clearInterval(timer);
  }, []);
  const progress = analysisProgress(elapsed);
  const steps = ANALYSIS_STEPS[type];
  const step = currentStep(progress, steps.length);
  return (
    <div data-analysis-progress className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-violet-50 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-indigo-900">
          <IconSpinner className="size-4 text-indigo-600" />
          {steps[step]}…
        </p>
        <span className="tabular-nums text-indigo-700">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/80"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="mt-3 grid gap-1.5 text-xs sm:grid-cols-3">
        {steps.map((label, index) => (
          <li
            key={label}
            className={`flex items-center gap-1.5 ${index < step ? "text-indigo-800" : index === step ? "font-semibold text-indigo-900" : "text-slate-500"}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-4 shrink-0 place-items-center rounded-full ${index < step ? "bg-indigo-600 text-white" : index === step ? "bg-white ring-2 ring-indigo-500" : "bg-white ring-1 ring-slate-300"}`}
            >
              {index < step ? <IconCheck className="size-3" /> : null}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
