// Projects: cards when viewing; the entries' fields when editing are in section-forms.tsx (deleting asks first).
import { ListSection } from "./list-section";
import { Tags } from "./section-card";
import type { ProjectDraft } from "./model";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

export const ProjectsSection = memoSection("projects", function ProjectsSection({ editor }: { editor: ProfileEditorState }) {
  return (
    <ListSection
      editor={editor}
      section="projects"
      view={
        <ul className="grid gap-4 sm:grid-cols-2">
          {editor.draft.projects.map((p) => (
            <ProjectCard key={p.id} project={p} />
          ))}
        </ul>
      }
    />
  );
});

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
      {p.skills.length ? <Tags items={p.skills} small /> : null}
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
