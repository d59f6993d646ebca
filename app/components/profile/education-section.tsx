// Education: cards when viewing; one EducationEntry per degree when editing (a future end date is "expected").
import { Autocomplete } from "./edit-fields";
import { TextArea, TextField } from "~/components/ui/fields";
import { MonthPicker } from "./edit-fields";
import { formatMonth } from "~/lib/dates";
import { UNIVERSITY_DEBOUNCE_MS, UNIVERSITY_QUERY_MIN, UNIVERSITY_RESULTS_MAX } from "~/schemas/lookup-rules";
import { type EntryProps, ListSection } from "./list-section";
import { currentMonth, type EducationDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

async function lookupUniversities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/universities?name=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string }> };
  return (body.data ?? []).map((u) => u.name);
}

export const EducationSection = memoSection("education", function EducationSection({ editor }: { editor: ProfileEditorState }) {
  return (
    <ListSection editor={editor} section="education" Entry={EducationEntry} view={<EducationCards entries={editor.draft.education} />} />
  );
});

function EducationEntry({ entry: e, text }: EntryProps<EducationDraft>) {
  const expected = e.endDate && e.endDate > currentMonth();
  return (
    <>
      <TextField label="Degree" required placeholder="e.g. B.Tech in Computer Science" {...text("degree")} />
      <Autocomplete
        label="School"
        required
        placeholder="Search your university…"
        minChars={UNIVERSITY_QUERY_MIN}
        debounceMs={UNIVERSITY_DEBOUNCE_MS}
        limit={UNIVERSITY_RESULTS_MAX}
        search={lookupUniversities}
        {...text("school")}
      />
      <TextField label="Location" {...text("location")} />
      <TextField label="Grade" placeholder="e.g. 8.7 CGPA" {...text("gpa")} />
      <MonthPicker label="Start Date" required {...text("startDate")} />
      <MonthPicker label={expected ? "Expected End Date" : "End Date"} required {...text("endDate")} />
      <TextArea label="Description" className="sm:col-span-2" rows={3} {...text("description")} />
    </>
  );
}

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
