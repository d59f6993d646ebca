// The kit's Resume tab (issue 33 §1): "Tailor my resume" drafts the saved profile for this posting; the review shows
// each change with its Undo, what the posting asks for that the profile does not show (suggestions, never written
// into the resume), the summary and skills to edit freely, and the profile beside the draft. The profile itself
// never changes.
import { Check, Lightbulb, RotateCcw, Wand2 } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import type { ProfileDto } from "~/schemas/profile";
import { SectionHeading } from "../job-ui";
import type { KitDraft } from "./kit-state";
import { skillsFromText } from "./kit-state";
import { ResumePreview } from "./resume-preview";

const FIELD =
  "w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-500/15";

export function KitResumePanel({
  company,
  profile,
  draft,
  busy,
  onTailor,
  onUndo,
  onEdit,
}: {
  company: string;
  profile: ProfileDto;
  draft: KitDraft;
  busy: boolean;
  onTailor: () => void;
  onUndo: (index: number) => void;
  onEdit: (resume: ProfileDto) => void;
}) {
  const summaryId = useId();
  const skillsId = useId();
  const { tailoring, resume } = draft;
  if (!tailoring || !resume) {
    return (
      <div className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50/70 to-white p-5 sm:p-6">
        <h3 className="text-base font-semibold text-slate-900">A resume for this posting</h3>
        <p className="mt-2 max-w-prose text-sm leading-6 text-slate-600">
          Vitrine puts the skills {company} asks for first, orders your bullets and projects by what matters to this role and aims your
          summary at it. Nothing is invented, and your profile stays as it is.
        </p>
        <Button className="mt-4" onClick={onTailor} busy={busy} busyLabel="Tailoring…">
          <Wand2 className="size-4" aria-hidden="true" />
          Tailor my resume
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <section aria-labelledby={`${summaryId}-changes`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div id={`${summaryId}-changes`}>
          <SectionHeading
            icon={<Wand2 aria-hidden="true" className="size-4" />}
            title={`Tailored for ${company}`}
            tone="indigo"
            aside={
              <Button variant="ghost" size="sm" onClick={onTailor} busy={busy} busyLabel="Tailoring…">
                Tailor again
              </Button>
            }
          />
        </div>
        {tailoring.changes.length ? (
          <ul aria-label="Changes" className="divide-y divide-slate-100">
            {tailoring.changes.map((change, index) => {
              const undone = draft.undone.includes(index);
              return (
                <li
                  key={`${change.kind}-${change.path}`}
                  data-kit-change={change.kind}
                  className="flex items-center justify-between gap-3 py-2.5"
                >
                  <span className={`text-sm ${undone ? "text-slate-400 line-through" : "text-slate-700"}`}>{change.detail}</span>
                  {undone ? (
                    <span className="shrink-0 text-xs font-medium text-slate-500">Undone</span>
                  ) : (
                    <Button variant="secondary" size="sm" onClick={() => onUndo(index)} aria-label={`Undo: ${change.detail}`}>
                      <RotateCcw className="size-3.5" aria-hidden="true" />
                      Undo
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
            Your profile already suits this posting: nothing to change.
          </p>
        )}
      </section>

      {tailoring.suggestions.length ? (
        <section className="rounded-2xl border border-amber-100 bg-amber-50/50 p-4 sm:p-5">
          <SectionHeading icon={<Lightbulb aria-hidden="true" className="size-4" />} title="Worth adding, if true" tone="amber" />
          <ul aria-label="Suggestions" className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {tailoring.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={summaryId} className="text-sm font-medium text-slate-800">
            Summary, as sent
          </label>
          <textarea
            id={summaryId}
            rows={5}
            value={resume.summary}
            onChange={(event) => onEdit({ ...resume, summary: event.target.value })}
            className={FIELD}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={skillsId} className="text-sm font-medium text-slate-800">
            Skills, as sent (comma-separated)
          </label>
          <textarea
            id={skillsId}
            rows={5}
            defaultValue={resume.skills.join(", ")}
            key={resume.skills.join(",")}
            onBlur={(event) => onEdit({ ...resume, skills: skillsFromText(event.target.value) })}
            className={FIELD}
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
          <h4 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Your profile</h4>
          <ResumePreview resume={profile} label="Your profile" />
        </div>
        <div className="rounded-2xl border border-indigo-200 bg-white p-4 shadow-sm">
          <h4 className="mb-3 text-xs font-semibold uppercase tracking-wide text-indigo-700">As it will be sent</h4>
          <ResumePreview resume={resume} label="As it will be sent" />
        </div>
      </div>
    </div>
  );
}
