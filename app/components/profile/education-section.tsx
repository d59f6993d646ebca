// Education: cards when viewing; one EducationEntry per degree when editing (a future end date is "expected").
import { GraduationCap } from "lucide-react";
import { Autocomplete } from "~/components/ui/autocomplete";
import { TextArea, TextField } from "~/components/ui/fields";
import { MonthPicker } from "~/components/ui/month-picker";
import { formatMonth } from "~/lib/dates";
import { UNIVERSITY_DEBOUNCE_MS, UNIVERSITY_QUERY_MIN, UNIVERSITY_RESULTS_MAX } from "~/schemas/lookup";
import { currentMonth, type EducationDraft, emptyEducation } from "./model";
import { AddButton, EmptyState, EntryCard, EntryList, SectionCard } from "./section-card";
import type { ProfileEditorState } from "./use-profile-editor";

const icon = <GraduationCap className="size-5" aria-hidden="true" />;

async function lookupUniversities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/universities?name=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string }> };
  return (body.data ?? []).map((u) => u.name);
}

export function EducationSection({ editor }: { editor: ProfileEditorState }) {
  const entries = editor.draft.education;
  const today = currentMonth();
  const add = () => editor.addItem("education", emptyEducation());
  return (
    <SectionCard
      editor={editor}
      section="education"
      title="Education"
      subtitle="Degrees, diplomas and certifications"
      icon={icon}
      headerExtra={<AddButton onClick={add}>Add Education</AddButton>}
    >
      {entries.length === 0 ? (
        <EmptyState icon={icon} title="No education added" text="Add your degrees, schools and certifications." />
      ) : editor.editing.education ? (
        <EntryList onAdd={add} addLabel="Add another education">
          {entries.map((entry, index) => (
            <EducationEntry key={entry.id} editor={editor} entry={entry} index={index} today={today} />
          ))}
        </EntryList>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{e.degree}</p>
              <p className="text-sm text-slate-600">{e.school}</p>
              <p className="mt-1 text-xs font-medium text-slate-400">
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
      )}
    </SectionCard>
  );
}

function EducationEntry({
  editor,
  entry: e,
  index: i,
  today,
}: {
  editor: ProfileEditorState;
  entry: EducationDraft;
  index: number;
  today: string;
}) {
  const set = (patch: Partial<EducationDraft>) => editor.setItem("education", e.id, patch);
  const field = (name: keyof EducationDraft) => editor.field(`education.${i}.${name}`);
  return (
    <EntryCard noun="Education" index={i} onDelete={() => editor.setConfirm({ kind: "delete", section: "education", id: e.id })}>
      <TextField
        label="Degree"
        required
        placeholder="e.g. B.Tech in Computer Science"
        value={e.degree}
        onChange={(v) => set({ degree: v })}
        {...field("degree")}
      />
      <Autocomplete
        label="School"
        required
        placeholder="Search your university…"
        minChars={UNIVERSITY_QUERY_MIN}
        debounceMs={UNIVERSITY_DEBOUNCE_MS}
        limit={UNIVERSITY_RESULTS_MAX}
        search={lookupUniversities}
        value={e.school}
        onChange={(v) => set({ school: v })}
        {...field("school")}
      />
      <TextField label="Location" value={e.location} onChange={(v) => set({ location: v })} {...field("location")} />
      <TextField label="Grade" placeholder="e.g. 8.7 CGPA" value={e.gpa} onChange={(v) => set({ gpa: v })} {...field("gpa")} />
      <MonthPicker label="Start Date" required value={e.startDate} onChange={(v) => set({ startDate: v })} {...field("startDate")} />
      <MonthPicker
        label={e.endDate && e.endDate > today ? "Expected End Date" : "End Date"}
        required
        value={e.endDate}
        onChange={(v) => set({ endDate: v })}
        {...field("endDate")}
      />
      <TextArea
        label="Description"
        className="sm:col-span-2"
        rows={3}
        value={e.description}
        onChange={(v) => set({ description: v })}
        {...field("description")}
      />
    </EntryCard>
  );
}
