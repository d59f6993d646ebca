// Completion: the header card (percentage, bar, section checklist) and the fixed bottom bar with Continue.
import { ArrowRight, Check } from "lucide-react";
import { Spinner } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { COMPLETION_THRESHOLD } from "~/schemas/profile-rules";
import type { Draft } from "./model";
import { ResumeDownloadLinks } from "./resume-pdf-link";

function CompletionBar({ value, label, compact }: { value: number; label: string; compact?: boolean }) {
  const tone = value >= COMPLETION_THRESHOLD ? "from-emerald-500 to-teal-500" : "from-indigo-500 to-violet-500";
  return (
    <ProgressBar
      label={label}
      value={value}
      className={`relative mt-2 overflow-hidden rounded-full bg-slate-100 ${compact ? "h-1.5" : "h-2.5"}`}
    >
      <div className={`h-full rounded-full bg-gradient-to-r ${tone} transition-[width] duration-500`} style={{ width: `${value}%` }} />
      {!compact ? (
        <span className="absolute inset-y-0 w-0.5 bg-white" style={{ left: `${COMPLETION_THRESHOLD}%` }} aria-hidden="true" />
      ) : null}
    </ProgressBar>
  );
}

function checklist(draft: Draft) {
  return [
    { key: "personal", label: "Personal info", done: Boolean(draft.phone && draft.location) },
    { key: "professional", label: "Professional", done: Boolean(draft.title && draft.summary && draft.skills.length >= 3) },
    { key: "experience", label: "Work Experience", done: draft.experience.length > 0 },
    { key: "education", label: "Education", done: draft.education.length > 0 },
    { key: "projects", label: "Projects", done: draft.projects.length > 0 },
  ];
}

export function CompletionHeader({ draft, completion }: { draft: Draft; completion: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold text-indigo-600">Profile</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Build Your Professional Profile</h1>
          <p className="mt-2 max-w-xl text-sm leading-6 text-slate-600">
            Your profile powers your portfolio. Fill in each section — reach {COMPLETION_THRESHOLD}% to continue to your portfolio.
          </p>
          <ResumeDownloadLinks className="mt-4" />
        </div>
        <div className="w-full md:w-72">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium text-slate-600">Profile completion</span>
            <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="completion-value">
              {completion}%
            </span>
          </div>
          <CompletionBar value={completion} label="Profile completion" />
        </div>
      </div>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label="Sections">
        {checklist(draft).map((c) => (
          <li key={c.key}>
            <a
              href={`#section-${c.key}`}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${c.done ? "bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100" : "bg-slate-50 text-slate-600 ring-slate-200 hover:bg-slate-100"}`}
            >
              {c.done ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <span className="size-2 rounded-full bg-slate-300" aria-hidden="true" />
              )}
              {c.label}
              <span className="sr-only">{c.done ? "(complete)" : "(incomplete)"}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BottomBar({
  completion,
  errorCount,
  continuing,
  onContinue,
}: {
  completion: number;
  errorCount: number;
  continuing: boolean;
  onContinue(): void;
}) {
  return (
    <div
      data-testid="profile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span className="text-lg font-bold tabular-nums text-slate-900" data-testid="bottom-completion">
              {completion}%
            </span>
            <span className="text-sm text-slate-500 sm:hidden" data-testid="bottom-completion-label">
              complete
            </span>
            <span className="hidden truncate text-sm text-slate-500 sm:inline">
              {completion >= COMPLETION_THRESHOLD ? "Ready to continue" : `complete · ${COMPLETION_THRESHOLD}% needed to continue`}
            </span>
          </div>
          <CompletionBar value={completion} label="Profile completion (bottom bar)" compact />
        </div>
        <button
          type="button"
          onClick={onContinue}
          disabled={continuing}
          aria-describedby={errorCount ? "continue-hint" : undefined}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 text-sm font-semibold text-white shadow-lg shadow-indigo-600/25 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 sm:px-5"
        >
          {continuing ? <Spinner /> : null}
          Continue to Templates
          {/* Phones: no arrow, so the completion label beside the button stays whole. */}
          <ArrowRight className="hidden size-4 sm:block" aria-hidden="true" />
        </button>
        {errorCount ? (
          <span id="continue-hint" className="sr-only">
            {errorCount} validation error(s) to fix
          </span>
        ) : null}
      </div>
    </div>
  );
}
