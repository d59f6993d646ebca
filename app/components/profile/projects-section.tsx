// Projects: cards when viewing; one ProjectEntry per project when editing (deleting asks first).
import { Rocket } from "lucide-react";
import { ChipsInput } from "~/components/ui/chips-input";
import { Checkbox, TextArea, TextField } from "~/components/ui/fields";
import { emptyProject, type ProjectDraft } from "./model";
import { AddButton, EmptyState, EntryCard, EntryList, SectionCard } from "./section-card";
import type { ProfileEditorState } from "./use-profile-editor";

const icon = <Rocket className="size-5" aria-hidden="true" />;

export function ProjectsSection({ editor }: { editor: ProfileEditorState }) {
  const entries = editor.draft.projects;
  const add = () => editor.addItem("projects", emptyProject());
  return (
    <SectionCard
      editor={editor}
      section="projects"
      title="Projects"
      subtitle="Work you're proud of"
      icon={icon}
      headerExtra={<AddButton onClick={add}>Add Project</AddButton>}
    >
      {entries.length === 0 ? (
        <EmptyState icon={icon} title="No projects yet" text="Showcase side projects, open source work or case studies." />
      ) : editor.editing.projects ? (
        <EntryList onAdd={add} addLabel="Add another project">
          {entries.map((entry, index) => (
            <ProjectEntry key={entry.id} editor={editor} entry={entry} index={index} />
          ))}
        </EntryList>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ProjectEntry({ editor, entry: p, index: i }: { editor: ProfileEditorState; entry: ProjectDraft; index: number }) {
  const set = (patch: Partial<ProjectDraft>) => editor.setItem("projects", p.id, patch);
  const field = (name: keyof ProjectDraft) => editor.field(`projects.${i}.${name}`);
  return (
    <EntryCard noun="Project" index={i} onDelete={() => editor.setConfirm({ kind: "delete", section: "projects", id: p.id })}>
      <TextField
        label="Project title"
        required
        className="sm:col-span-2"
        value={p.title}
        onChange={(v) => set({ title: v })}
        {...field("title")}
      />
      <TextArea
        label="Project description"
        required
        className="sm:col-span-2"
        rows={3}
        counter={{ max: 1000, min: 20 }}
        value={p.description}
        onChange={(v) => set({ description: v })}
        {...field("description")}
      />
      <div className="sm:col-span-2">
        <ChipsInput
          label="Project skills"
          placeholder="Add a technology and press Enter"
          max={10}
          values={p.skills}
          onChange={(v) => set({ skills: v })}
          {...field("skills")}
        />
      </div>
      <TextField label="Live URL" type="url" placeholder="https://…" value={p.url} onChange={(v) => set({ url: v })} {...field("url")} />
      <TextField
        label="GitHub URL"
        type="url"
        placeholder="https://github.com/…"
        value={p.githubUrl}
        onChange={(v) => set({ githubUrl: v })}
        {...field("githubUrl")}
      />
      <div className="sm:col-span-2">
        <Checkbox label="Feature this project" checked={p.featured} onChange={(v) => set({ featured: v })} />
      </div>
    </EntryCard>
  );
}

function ProjectCard({ project: p }: { project: ProjectDraft }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{p.title}</p>
        {p.featured ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700 ring-1 ring-amber-200">Featured</span>
        ) : null}
      </div>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm leading-6 text-slate-600">{p.description}</p>
      {p.skills.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {p.skills.map((s) => (
            <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {s}
            </li>
          ))}
        </ul>
      ) : null}
      {p.url || p.githubUrl ? (
        <div className="mt-auto flex gap-3 pt-3 text-sm font-medium">
          {p.url ? (
            <a href={p.url} target="_blank" rel="noreferrer noopener" className="text-indigo-600 hover:underline">
              Live site
            </a>
          ) : null}
          {p.githubUrl ? (
            <a href={p.githubUrl} target="_blank" rel="noreferrer noopener" className="text-indigo-600 hover:underline">
              Source code
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
