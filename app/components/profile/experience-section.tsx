// Work Experience: a timeline when viewing; the entries' fields when editing are in section-forms.tsx.
import { formatMonth } from "~/lib/month";
import { ListSection } from "./list-section";
import type { ExperienceDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export const ExperienceSection = memoSection("experience", function ExperienceSection({ editor }: { editor: ProfileEditorState }) {
  return <ListSection editor={editor} section="experience" view={<Timeline entries={editor.draft.experience} />} />;
});

function Timeline({ entries }: { entries: ExperienceDraft[] }) {
  return (
    <ol className="relative space-y-6 border-l-2 border-slate-100 pl-6">
      {entries.map((e) => (
        <li key={e.id} className="relative">
          <span
            className="absolute -left-[31px] top-1 size-3.5 rounded-full border-2 border-white bg-indigo-500 ring-2 ring-indigo-100"
            aria-hidden="true"
          />
          <p className="font-semibold text-slate-900">{e.title}</p>
          <p className="text-sm text-slate-600">
            {e.company}
            {e.location ? ` · ${e.location}` : ""}
          </p>
          <p className="mt-0.5 text-xs font-medium text-slate-500">
            {formatMonth(e.startDate)} – {e.current ? "Present" : formatMonth(e.endDate)}
          </p>
          {e.description ? <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{e.description}</p> : null}
          {e.achievements.some((a) => a.trim()) ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-indigo-400">
              {e.achievements
                .filter((a) => a.trim())
                .map((a, k) => (
                  <li key={k}>{a}</li>
                ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
