// Modern Professional: bold indigo header, skill chips, an experience timeline and project cards.
// Responsive through container queries (@container), so the preview's viewport switch shows the real layout.
import { AwardIcon, CodeIcon, DownloadIcon, ExternalLinkIcon, GraduationCapIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { dateRange, FALLBACK, fullName, initials, mailtoHref, safeImageSrc, socialLinks, telHref } from "../model";
import { formatMonth } from "~/lib/dates";
import {
  ContactModal,
  ContactSentNotice,
  ContactTrigger,
  Copyright,
  ExternalLink,
  PrintButton,
  SocialIcon,
  when,
  type TemplateProps,
  ProjectLinks,
  TechnologyList,
  AchievementList,
} from "./shared";

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 @3xl:text-3xl">
      <span className="h-7 w-1.5 rounded-full bg-gradient-to-b from-indigo-500 to-cyan-500" aria-hidden="true" />
      {children}
    </h2>
  );
}

export default function ModernProfessional({ data, preview, contact }: TemplateProps) {
  const name = fullName(data);
  const photo = safeImageSrc(data.profilePhoto);
  const links = socialLinks(data);
  const { phone, location } = data.personalInfo ?? { phone: "", location: "" };
  const { title, summary, skills } = data.professional ?? { title: "", summary: "", skills: [] };
  const email = mailtoHref(data.email);
  const tel = telHref(phone);

  return (
    <div className="@container min-h-screen bg-slate-50 font-sans text-slate-800 print:bg-white">
      <ContactSentNotice state={contact} />
      <header className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-indigo-950 to-indigo-800 text-white print:bg-none print:text-slate-900">
        <div
          className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-indigo-500/30 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-32 left-1/3 size-80 rounded-full bg-cyan-400/20 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-8 px-6 py-16 text-center @3xl:flex-row @3xl:items-center @3xl:py-24 @3xl:text-left">
          {photo ? (
            <img
              src={photo}
              alt={name}
              width={176}
              height={176}
              className="size-36 shrink-0 rounded-3xl object-cover shadow-2xl ring-4 ring-white/20 @3xl:size-44"
            />
          ) : (
            <div
              className="grid size-36 shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-indigo-400 to-cyan-400 text-5xl font-bold text-white shadow-2xl ring-4 ring-white/20 @3xl:size-44"
              aria-hidden="true"
            >
              {initials(data) || name.charAt(0)}
            </div>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-4xl font-extrabold tracking-tight @3xl:text-5xl">{name}</h1>
            {title ? <p className="mt-3 text-xl font-medium text-indigo-200 print:text-slate-700">{title}</p> : null}
            {summary ? <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-200 print:text-slate-700">{summary}</p> : null}
            {email || tel || location ? (
              <ul className="mt-6 flex flex-wrap justify-center gap-2 text-sm @3xl:justify-start">
                {email ? (
                  <li>
                    <a
                      href={email}
                      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15 hover:bg-white/20"
                    >
                      <MailIcon className="size-4" aria-hidden="true" />
                      {data.email}
                    </a>
                  </li>
                ) : null}
                {tel ? (
                  <li>
                    <a
                      href={tel}
                      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15 hover:bg-white/20"
                    >
                      <PhoneIcon className="size-4" aria-hidden="true" />
                      {phone}
                    </a>
                  </li>
                ) : null}
                {location ? (
                  <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15">
                    <MapPinIcon className="size-4" aria-hidden="true" />
                    {location}
                  </li>
                ) : null}
              </ul>
            ) : null}
            {links.length ? (
              <ul className="mt-5 flex flex-wrap justify-center gap-2 @3xl:justify-start print:hidden" aria-label="Social links">
                {links.map((link) => (
                  <li key={link.key}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={link.label}
                      title={link.label}
                      className="grid size-10 place-items-center rounded-xl bg-white/10 ring-1 ring-white/15 transition hover:-translate-y-0.5 hover:bg-white/20"
                    >
                      <SocialIcon name={link.key} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3 @3xl:justify-start print:hidden">
              <ContactTrigger className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-indigo-900 shadow-lg transition hover:bg-indigo-50">
                <MailIcon className="size-4" aria-hidden="true" />
                Get In Touch
              </ContactTrigger>
              <PrintButton className="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10">
                <DownloadIcon className="size-4" aria-hidden="true" />
                Download Resume
              </PrintButton>
            </div>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-5xl space-y-16 px-6 py-16 @3xl:py-20">
        {when(skills) ? (
          <section aria-labelledby="mp-skills">
            <SectionTitle id="mp-skills">Skills & Expertise</SectionTitle>
            <ul className="mt-6 flex flex-wrap gap-2.5">
              {skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-xl border border-indigo-100 bg-white px-4 py-2 text-sm font-medium text-indigo-900 shadow-sm"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {when(data.experience) ? (
          <section aria-labelledby="mp-experience">
            <SectionTitle id="mp-experience">Professional Experience</SectionTitle>
            <ol className="relative mt-8 space-y-8 border-l-2 border-indigo-100 pl-6 @3xl:pl-8">
              {data.experience.map((job, index) => (
                <li key={index} className="relative break-inside-avoid">
                  <span
                    className="absolute -left-[33px] top-1.5 size-4 rounded-full border-4 border-white bg-indigo-600 shadow @3xl:-left-[41px]"
                    aria-hidden="true"
                  />
                  <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <div className="flex flex-col gap-1 @xl:flex-row @xl:items-start @xl:justify-between @xl:gap-4">
                      <div>
                        <h3 className="text-lg font-semibold text-slate-900">{job.title || FALLBACK.position}</h3>
                        <p className="font-medium text-indigo-700">
                          {job.company || FALLBACK.company}
                          {job.location ? <span className="font-normal text-slate-600"> · {job.location}</span> : null}
                        </p>
                      </div>
                      {dateRange(job.startDate, job.endDate, { current: job.current }) ? (
                        <p className="shrink-0 text-sm font-medium text-slate-600">
                          {dateRange(job.startDate, job.endDate, { current: job.current })}
                        </p>
                      ) : null}
                    </div>
                    {job.description ? <p className="mt-3 leading-relaxed text-slate-700">{job.description}</p> : null}
                    <AchievementList
                      items={job.achievements}
                      className="mt-3 space-y-1.5"
                      itemClassName="flex gap-2 text-slate-700"
                      bullet={<span className="mt-2 size-1.5 shrink-0 rounded-full bg-cyan-500" aria-hidden="true" />}
                    />
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {when(data.projects) ? (
          <section aria-labelledby="mp-projects">
            <SectionTitle id="mp-projects">Featured Projects</SectionTitle>
            <ul className="mt-8 grid gap-6 @3xl:grid-cols-2">
              {data.projects.map((project, index) => {
                const image = safeImageSrc(project.image);
                return (
                  <li
                    key={index}
                    className="flex break-inside-avoid flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
                  >
                    {image ? <img src={image} alt="" loading="lazy" className="aspect-video w-full object-cover" /> : null}
                    <div className="flex flex-1 flex-col p-6">
                      <div className="flex items-start justify-between gap-3">
                        <h3 className="text-lg font-semibold text-slate-900">{project.title || FALLBACK.project}</h3>
                        {project.featured ? (
                          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Featured</span>
                        ) : null}
                      </div>
                      {project.description ? <p className="mt-2 flex-1 leading-relaxed text-slate-700">{project.description}</p> : null}
                      <TechnologyList
                        skills={project.skills}
                        className="mt-4 flex flex-wrap gap-1.5"
                        itemClassName="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                      />
                      <ProjectLinks
                        project={project}
                        className="mt-5 flex gap-4 text-sm font-semibold print:hidden"
                        live={{
                          className: "inline-flex items-center gap-1.5 text-indigo-700 hover:text-indigo-900",
                          label: (
                            <>
                              <ExternalLinkIcon className="size-4" aria-hidden="true" />
                              Live Demo
                            </>
                          ),
                        }}
                        code={{
                          className: "inline-flex items-center gap-1.5 text-slate-700 hover:text-slate-950",
                          label: (
                            <>
                              <CodeIcon className="size-4" aria-hidden="true" />
                              Code
                            </>
                          ),
                        }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}

        {when(data.education) || when(data.certifications) ? (
          <div className="grid gap-16 @3xl:grid-cols-2 @3xl:gap-10">
            {when(data.education) ? (
              <section aria-labelledby="mp-education">
                <SectionTitle id="mp-education">Education</SectionTitle>
                <ul className="mt-6 space-y-4">
                  {data.education.map((item, index) => (
                    <li key={index} className="flex break-inside-avoid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700" aria-hidden="true">
                        <GraduationCapIcon className="size-5" aria-hidden="true" />
                      </span>
                      <div className="min-w-0">
                        <h3 className="font-semibold text-slate-900">{item.degree || FALLBACK.degree}</h3>
                        <p className="text-slate-700">{item.school || FALLBACK.institution}</p>
                        <p className="mt-1 text-sm text-slate-600">
                          {[dateRange(item.startDate, item.endDate, { presentWhenNoEnd: true }), item.location].filter(Boolean).join(" · ")}
                        </p>
                        {item.gpa ? <p className="mt-1 text-sm text-slate-600">Grade: {item.gpa}</p> : null}
                        {item.description ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{item.description}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {when(data.certifications) ? (
              <section aria-labelledby="mp-certifications">
                <SectionTitle id="mp-certifications">Certifications</SectionTitle>
                <ul className="mt-6 space-y-4">
                  {data.certifications.map((cert, index) => (
                    <li key={index} className="flex break-inside-avoid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-cyan-50 text-cyan-800" aria-hidden="true">
                        <AwardIcon className="size-5" aria-hidden="true" />
                      </span>
                      <div className="min-w-0">
                        <h3 className="font-semibold text-slate-900">{cert.name || FALLBACK.certification}</h3>
                        <p className="text-slate-700">{cert.issuer || FALLBACK.issuer}</p>
                        {cert.issueDate || cert.expiryDate ? (
                          <p className="mt-1 text-sm text-slate-600">
                            {[
                              cert.issueDate ? `Issued ${formatMonth(cert.issueDate)}` : "",
                              cert.expiryDate ? `Expires ${formatMonth(cert.expiryDate)}` : "",
                            ]
                              .filter(Boolean)
                              .join(" · ")}
                          </p>
                        ) : null}
                        {cert.credentialUrl ? (
                          <ExternalLink
                            href={cert.credentialUrl}
                            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 print:hidden"
                          >
                            View Credential
                            <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                          </ExternalLink>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        ) : null}
      </main>

      <footer className="bg-slate-900 text-slate-300 print:bg-white print:text-slate-600">
        <div className="mx-auto max-w-5xl px-6 py-14 text-center">
          <h2 className="text-2xl font-bold text-white print:text-slate-900">Let's work together</h2>
          <p className="mx-auto mt-2 max-w-md">Have a role, a project or a question in mind? I'd love to hear from you.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
            <ContactTrigger className="inline-flex items-center gap-2 rounded-xl bg-indigo-500 px-5 py-3 font-semibold text-white transition hover:bg-indigo-400">
              <MailIcon className="size-4" aria-hidden="true" />
              Get In Touch
            </ContactTrigger>
            <PrintButton className="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-slate-600 transition hover:bg-slate-800">
              <DownloadIcon className="size-4" aria-hidden="true" />
              Download Resume
            </PrintButton>
          </div>
          <Copyright data={data} className="mt-10 text-sm text-slate-400" />
        </div>
      </footer>
      <ContactModal data={data} preview={preview} state={contact} />
    </div>
  );
}
