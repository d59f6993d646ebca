// A compact, read-only rendering of a resume in the profile's shape, for the kit's side-by-side review: the title,
// the summary, the skills in order, each job with its bullets in order, and the projects.
import type { ProfileDto } from "~/schemas/profile";

export function ResumePreview({ resume, label }: { resume: ProfileDto; label: string }) {
  return (
    <section aria-label={label} className="min-w-0 space-y-3 text-sm text-slate-700">
      {resume.title ? <p className="font-semibold text-slate-900">{resume.title}</p> : null}
      {resume.summary ? <p className="leading-6">{resume.summary}</p> : null}
      {resume.skills.length ? (
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Skills</p>
          <ol className="flex flex-wrap gap-1.5" aria-label={`${label}: skills`}>
            {resume.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {skill}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {resume.experience.map((job) => (
        <div key={`${job.company}-${job.title}-${job.startDate}`}>
          <p className="font-medium text-slate-900">
            {job.title} <span className="font-normal text-slate-500">at</span> {job.company}
          </p>
          {job.achievements.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {job.achievements.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      {resume.projects.length ? (
        <div>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Projects</p>
          <ul className="space-y-0.5">
            {resume.projects.map((project) => (
              <li key={project.title}>{project.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
