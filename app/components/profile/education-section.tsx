// Education: cards when viewing (a future end date is "expected"); the entries' fields when editing are in section-forms.tsx.
import { formatMonth } from "~/lib/month";
import { ListSection } from "./list-section";
import { currentMonth, type EducationDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export const EducationSection = memoSection("education", function EducationSection({ editor }: { editor: ProfileEditorState }) {
  return <ListSection editor={editor} section="education" view={<EducationCards entries={editor.draft.education} />} />;
});

function EducationCards({ entries }: { entries: EducationDraft[] }) {
  const today = currentMonth();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {entries.map((e) => (
        <li key={e.id} className="rounded-xl border border-slate-200 p-4">
          <p className="font-semibold text-slate-900">{e.degree}</p>
          <p className="text-sm text-slate-600">{e.school}</p>
          <p className="mt-1 text-xs font-medium text-slate-500">
            {formatMonth(e.startDate)} – {formatMonth(e.endDate)}
            {e.endDate > today ? " (expected)" : ""}
            {e.location ? ` · ${e.location}` : ""}
          </p>
          {e.gpa ? (
            <p className="mt-2 inline-block rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Grade: {e.gpa}</p>
          ) : null}
          {e.description ? <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{e.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
