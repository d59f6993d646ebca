// Work Experience: a timeline when viewing; one ExperienceEntry per role when editing.
import { Building2 } from "lucide-react";
import { Checkbox, TextArea, TextField } from "~/components/ui/fields";
import { MonthPicker } from "~/components/ui/month-picker";
import { formatMonth } from "~/lib/dates";
import { emptyExperience, type ExperienceDraft } from "./model";
import { AddButton, EmptyState, EntryCard, EntryList, SectionCard } from "./section-card";
import type { ProfileEditorState } from "./use-profile-editor";

const icon = <Building2 className="size-5" aria-hidden="true" />;

export function ExperienceSection({ editor }: { editor: ProfileEditorState }) {
  const entries = editor.draft.experience;
  const add = () => editor.addItem("experience", emptyExperience());
  return (
    <SectionCard
      editor={editor}
      section="experience"
      title="Work Experience"
      subtitle="Roles you've held, most recent first"
      icon={icon}
      headerExtra={<AddButton onClick={add}>Add Experience</AddButton>}
    >
      {entries.length === 0 ? (
        <EmptyState icon={icon} title="No work experience yet" text="Add your jobs, internships and freelance work." />
      ) : editor.editing.experience ? (
        <EntryList onAdd={add} addLabel="Add another experience">
          {entries.map((entry, index) => (
            <ExperienceEntry key={entry.id} editor={editor} entry={entry} index={index} />
          ))}
        </EntryList>
      ) : (
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
              <p className="mt-0.5 text-xs font-medium text-slate-400">
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
      )}
    </SectionCard>
  );
}

function ExperienceEntry({ editor, entry: e, index: i }: { editor: ProfileEditorState; entry: ExperienceDraft; index: number }) {
  const set = (patch: Partial<ExperienceDraft>) => editor.setItem("experience", e.id, patch);
  const field = (name: keyof ExperienceDraft) => editor.field(`experience.${i}.${name}`);
  return (
    <EntryCard noun="Experience" index={i} onDelete={() => editor.removeItem("experience", e.id)}>
      <TextField label="Job title" required value={e.title} onChange={(v) => set({ title: v })} {...field("title")} />
      <TextField label="Company" required value={e.company} onChange={(v) => set({ company: v })} {...field("company")} />
      <TextField
        label="Location"
        className="sm:col-span-2"
        value={e.location}
        onChange={(v) => set({ location: v })}
        {...field("location")}
      />
      <MonthPicker label="Start Date" required value={e.startDate} onChange={(v) => set({ startDate: v })} {...field("startDate")} />
      <MonthPicker
        label="End Date"
        required={!e.current}
        disabled={e.current}
        value={e.current ? "" : e.endDate}
        onChange={(v) => set({ endDate: v })}
        {...field("endDate")}
      />
      <div className="sm:col-span-2">
        <Checkbox label="I currently work here" checked={e.current} onChange={(v) => set({ current: v, endDate: v ? "" : e.endDate })} />
      </div>
      <TextArea
        label="Description"
        className="sm:col-span-2"
        placeholder="What did you own, build or improve?"
        counter={{ max: 1000 }}
        value={e.description}
        onChange={(v) => set({ description: v })}
        {...field("description")}
      />
      <TextArea
        label="Key achievements"
        className="sm:col-span-2"
        rows={3}
        placeholder="One achievement per line"
        hint="One per line — they appear as bullet points on your portfolio."
        value={e.achievements.join("\n")}
        onChange={(v) => set({ achievements: v.split("\n") })}
        {...field("achievements")}
      />
    </EntryCard>
  );
}
