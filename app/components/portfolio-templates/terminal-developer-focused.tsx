// Terminal Developer Focused: the profile as a shell session in a terminal window. Experience is a `git log`,
// projects a repositories listing, skills a package tree; the session ends at a prompt with a blinking cursor
// (the CSS class `cursor-blink` in app/app.css, 500 ms on / 500 ms off, no JavaScript).
// Responsive through container queries (@container); printing flattens the dark window to black on white.
import type { ReactNode } from "react";
import type { CertificationItem, EducationItem, ExperienceItem } from "~/schemas/profile";
import { dateRange, displayUrl, FALLBACK, type PortfolioData } from "~/schemas/portfolio-model";
import { ContactActions, certificationDates, ProfilePhoto, templateBasics } from "./blocks";
import { fillWithNodes, Own, OwnParagraph, useDateLanguage, usePortfolioLanguage } from "./language";
import { PortfolioSections, SECTION_TITLES, type TemplateTheme } from "./sections";
import { ContactModal, type ContactModalTheme, ContactSentNotice, Copyright, ExternalLink, type TemplateProps } from "./shared";

const MONO_STACK = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
const TERMINAL_VERSION = "v1.0.0";
/** The terminal's name for a project without a title (spec). */
const UNTITLED_PROJECT = "untitled-project";

// Palette on #0d1117, every text colour at least 4.5:1; the print: halves keep it legible on paper.
const fg = "text-slate-200 print:text-slate-900";
const dim = "text-slate-400 print:text-slate-600";
const green = "text-green-400 print:text-green-800";
const blue = "text-sky-300 print:text-sky-800";
const amber = "text-amber-300 print:text-amber-800";
const focusRing =
  "rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-green-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#0d1117]";
const link = `${blue} ${focusRing} underline decoration-sky-300/40 underline-offset-4 transition hover:text-sky-200 hover:decoration-sky-200`;

const TERMINAL_CONTACT_THEME: ContactModalTheme = {
  panel: "bg-[#0d1117] text-slate-200 rounded-lg border border-green-400/40 shadow-2xl shadow-green-950/40",
  heading: "text-green-400",
  text: "text-slate-300",
  label: "text-sky-300",
  input:
    "border border-slate-600 bg-black/40 text-slate-100 placeholder:text-slate-400 focus:border-green-400 focus:ring-2 focus:ring-green-400/30 rounded-md",
  submit: "bg-green-400 text-slate-950 tracking-widest hover:bg-green-300 rounded-md",
  close: "text-slate-300 hover:bg-slate-800 hover:text-white rounded-md",
  link: "text-sky-300 hover:text-sky-200",
  overlay: "bg-[#0d1117]/95 text-green-400",
  error: "text-red-400",
};

/** A short commit hash derived from the entry (FNV-1a), so it is stable across renders and deploys. */
export function commitHash(job: Pick<ExperienceItem, "title" | "company" | "startDate" | "endDate">): string {
  const text = [job.title, job.company, job.startDate, job.endDate].join("|");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0").slice(0, 7);
}

function promptUser(data: PortfolioData): string {
  return (data.username || "guest").trim();
}

/** `visitor@user:~$` — decoration before every command (hidden from screen readers, which hear the command). */
function Prompt({ user }: { user: string }) {
  return (
    <span aria-hidden="true" className="select-none">
      <span className={green}>visitor@{user}</span>
      <span className={dim}>:</span>
      <span className={blue}>~</span>
      <span className={dim}>$ </span>
    </span>
  );
}

/** A section's heading: the command that prints it (at the visitor's prompt), with its name as a shell comment. */
interface Heading {
  user: string;
  command: string;
  label: ReactNode;
}

function Section({ id, heading, children }: { id: string; heading: Heading; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 text-sm font-normal @xl:text-[0.9375rem]">
        <span className="break-all">
          <Prompt user={heading.user} />
          <span className={fg}>{heading.command}</span>
        </span>
        <span className={`${dim} text-xs uppercase tracking-[0.2em]`}># {heading.label}</span>
      </h2>
      <div className="mt-4 @xl:ps-4">{children}</div>
    </section>
  );
}

/** The theme with the visitor's prompt in the headings and the package tree. */
function terminalTheme(user: string): TemplateTheme<Heading> {
  return {
    ...THEME,
    headings: {
      skills: { user, command: "npm ls --depth=0", label: SECTION_TITLES.skills },
      experience: { user, command: "git log --experience", label: SECTION_TITLES.experience },
      projects: { user, command: "ls -l ~/repositories", label: SECTION_TITLES.projects },
      education: { user, command: "cat education.log", label: SECTION_TITLES.education },
      certifications: { user, command: "ls ~/certs --verify", label: SECTION_TITLES.certifications },
    },
    skills: (skills) => <PackageTree skills={skills} user={user} />,
  };
}

/** `npm ls`: the skills as a package tree. */
function PackageTree({ skills, user }: { skills: string[]; user: string }) {
  return (
    <>
      <p className={dim}>
        {user}@{TERMINAL_VERSION.slice(1)} · {skills.length} {skills.length === 1 ? "package" : "packages"}
      </p>
      <ul className="mt-2 grid gap-x-8 gap-y-1 @md:grid-cols-2 @3xl:grid-cols-3">
        {skills.map((skill, index) => (
          <li key={skill} className="flex min-w-0 gap-2">
            <span aria-hidden="true" className={`select-none ${dim}`}>
              {index === skills.length - 1 ? "└──" : "├──"}
            </span>
            <span className={`min-w-0 break-words ${blue}`}>{skill}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A job's `git log` lines: its commit (HEAD on the current job), author (the employer) and date. */
function CommitLines({ job, period, head }: { job: ExperienceItem; period: string; head: boolean }) {
  return (
    <>
      <p className={amber}>
        commit {commitHash(job)}
        {head && job.current ? (
          <span>
            {" "}
            (<span className={blue}>HEAD</span> -&gt; <span className={green}>main</span>)
          </span>
        ) : null}
      </p>
      <p className={`whitespace-pre-wrap ${dim}`}>
        Author: <bdi className={fg}>{job.company || FALLBACK.company}</bdi>
        {job.location ? (
          <>
            {" <"}
            <bdi>{job.location}</bdi>
            {">"}
          </>
        ) : null}
      </p>
      {period ? (
        <p className={`whitespace-pre-wrap ${dim}`}>
          {"Date:   "}
          <span className={fg}>{period}</span>
        </p>
      ) : null}
    </>
  );
}

/** The sections; the headings and the skills carry the visitor's name, so they are set per page (terminalTheme). */
const THEME: Omit<TemplateTheme<Heading>, "headings" | "skills"> = {
  idPrefix: "td",
  order: ["skills", "experience", "projects", "education", "certifications"],
  Section,
  experience: {
    list: "space-y-8",
    item: "break-inside-avoid",
    marker: (job, period, index) => <CommitLines job={job} period={period} head={index === 0} />,
    card: "mt-3 ps-4 @xl:ps-8",
    heading: (job) => <h3 className={`font-semibold ${fg}`}>{job.title || FALLBACK.position}</h3>,
    description: `mt-1 max-w-3xl ${fg}`,
    achievements: {
      className: "mt-2 space-y-1",
      itemClassName: "flex max-w-3xl gap-2",
      bullet: (
        <span aria-hidden="true" className={`select-none ${green}`}>
          +
        </span>
      ),
      textClassName: fg,
    },
  },
  projects: {
    list: "mt-4 grid gap-4 @3xl:grid-cols-2",
    item: "flex break-inside-avoid flex-col overflow-hidden rounded-lg border border-slate-700/80 bg-[#010409]/50 transition hover:border-green-400/50 print:border-slate-300 print:bg-white",
    image: { className: "aspect-video w-full border-b border-slate-700/80 object-cover print:hidden" },
    intro: (projects) => (
      <p className={dim}>
        {projects.length} {projects.length === 1 ? "repository" : "repositories"}
      </p>
    ),
    untitled: UNTITLED_PROJECT,
    heading: {
      header: "flex items-start justify-between gap-3",
      title: `min-w-0 break-words font-semibold ${blue}`,
      titlePrefix: (
        <span aria-hidden="true" className={dim}>
          ./
        </span>
      ),
      featured: {
        className: `shrink-0 rounded border border-amber-300/40 px-1.5 py-0.5 text-xs ${amber} print:border-amber-800/40`,
        label: "★ featured",
      },
    },
    body: "flex flex-1 flex-col p-4 @xl:p-5",
    description: `mt-2 flex-1 ${fg}`,
    technologies: {
      className: "mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs",
      itemClassName: green,
      prefix: (
        <span aria-hidden="true" className={dim}>
          #
        </span>
      ),
    },
    links: {
      className: "mt-4 flex flex-wrap gap-x-5 gap-y-1 text-xs print:hidden",
      live: { className: link, label: "[live demo]" },
      code: { className: link, label: "[source code]" },
    },
  },
  education: {
    list: "space-y-6",
    ordered: true,
    frame: { item: "break-inside-avoid border-s-2 border-slate-700 ps-4 print:border-slate-300" },
    content: (item) => <EducationEntry item={item} />,
  },
  certifications: {
    list: "space-y-4",
    frame: { item: "flex break-inside-avoid gap-3" },
    content: (cert) => <CertificationEntry cert={cert} />,
  },
};

/** An education entry as a log record: [period], degree, school · location, grade and description. */
function EducationEntry({ item }: { item: EducationItem }) {
  const { words } = usePortfolioLanguage();
  const period = dateRange(item.startDate, item.endDate, { presentWhenNoEnd: true, language: useDateLanguage() });
  return (
    <>
      {period ? <p className={`text-xs ${amber}`}>[{period}]</p> : null}
      <Own as="h3" className={`mt-1 font-semibold ${fg}`}>
        {item.degree || FALLBACK.degree}
      </Own>
      <p className={dim}>
        <bdi>{item.school || FALLBACK.institution}</bdi>
        {item.location ? (
          <>
            {" · "}
            <bdi>{item.location}</bdi>
          </>
        ) : null}
      </p>
      {item.gpa ? <p className={`mt-1 ${green}`}>{fillWithNodes(words.grade, { grade: <bdi>{item.gpa}</bdi> })}</p> : null}
      <OwnParagraph text={item.description} className={`mt-2 max-w-3xl ${fg}`} />
    </>
  );
}

/** A certification as a verified line: [✓], name, issuer · dates and its credential link. */
function CertificationEntry({ cert }: { cert: CertificationItem }) {
  const language = usePortfolioLanguage();
  const dates = certificationDates(cert, language);
  return (
    <>
      <span aria-hidden="true" className={`select-none ${green}`}>
        [✓]
      </span>
      <div className="min-w-0">
        <Own as="h3" className={`font-semibold ${fg}`}>
          {cert.name || FALLBACK.certification}
        </Own>
        <p className={dim}>
          <bdi>{cert.issuer || FALLBACK.issuer}</bdi>
          {dates ? ` · ${dates}` : null}
        </p>
        {cert.credentialUrl ? (
          <ExternalLink href={cert.credentialUrl} className={`mt-1 inline-block text-xs ${link} print:hidden`}>
            [{language.words.viewCredential}]
          </ExternalLink>
        ) : null}
      </div>
    </>
  );
}

export default function TerminalDeveloper({ data, preview, contact }: TemplateProps) {
  const { name, photo, links, phone, location, title, summary, email, tel } = templateBasics(data);
  const user = promptUser(data);
  const { words } = usePortfolioLanguage();
  // contact.json: one "key": "value" row per contact item and social link.
  const contactRows: Array<{ key: string; value: ReactNode }> = [
    ...(email
      ? [
          {
            key: "email",
            value: (
              <a href={email} className={link}>
                {data.email}
              </a>
            ),
          },
        ]
      : []),
    ...(tel
      ? [
          {
            key: "phone",
            value: (
              <a href={tel} className={link}>
                {phone}
              </a>
            ),
          },
        ]
      : []),
    ...(location ? [{ key: "location", value: <span className={fg}>{location}</span> }] : []),
    ...links.map((item) => ({
      key: item.key,
      value: (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${item.label}: ${displayUrl(item.href)}`}
          className={link}
        >
          {displayUrl(item.href)}
        </a>
      ),
    })),
  ];

  return (
    <div
      className="@container min-h-screen bg-[#010409] bg-[radial-gradient(ellipse_at_top,rgba(34,197,94,0.10),transparent_60%)] text-slate-200 antialiased selection:bg-green-400/30 print:bg-white print:bg-none print:text-slate-900"
      style={{ fontFamily: MONO_STACK }}
    >
      <ContactSentNotice state={contact} />
      {/* A terminal reads left to right in every language (prompts, commands, JSON): on a right-to-left page its
          window keeps that direction, and the page's words and the owner's text inside it are isolated. */}
      <div dir="ltr" className="mx-auto max-w-5xl @3xl:px-8 @3xl:py-12 print:p-0">
        <div className="overflow-hidden border-slate-700/70 bg-[#0d1117] shadow-2xl shadow-black/60 @3xl:rounded-xl @3xl:border print:overflow-visible print:border-0 print:bg-white print:shadow-none">
          <header className="flex items-center gap-3 border-b border-slate-700/70 bg-[#161b22] px-4 py-3 print:hidden">
            <span className="flex shrink-0 gap-2" aria-hidden="true">
              <span className="size-3 rounded-full bg-[#ff5f57]" />
              <span className="size-3 rounded-full bg-[#febc2e]" />
              <span className="size-3 rounded-full bg-[#28c840]" />
            </span>
            <p className={`min-w-0 flex-1 truncate text-center text-xs ${dim}`}>
              visitor@{user}: ~ <span className="hidden @md:inline">— portfolio</span>
            </p>
            <span className="shrink-0 rounded border border-green-400/40 px-1.5 py-0.5 text-[0.6875rem] leading-none text-green-400">
              {TERMINAL_VERSION}
            </span>
          </header>

          <main className="space-y-12 px-4 py-6 text-sm leading-relaxed @xl:px-8 @xl:py-8 @xl:text-[0.9375rem] @3xl:space-y-14 @3xl:px-10 @3xl:py-10 print:space-y-6 print:px-0 print:py-0">
            <section aria-label={words.introduction} className="space-y-6">
              <p className={`text-xs @xl:text-sm ${dim}`}>Last login on the web · Vitrine shell {TERMINAL_VERSION}</p>
              <div>
                <p className="break-all">
                  <Prompt user={user} />
                  <span className={fg}>whoami</span>
                </p>
                <div className="mt-4 flex flex-col-reverse gap-6 @xl:ps-4 @2xl:flex-row @2xl:items-start @2xl:justify-between">
                  <div className="min-w-0">
                    <Own as="h1" className={`text-3xl font-bold leading-tight tracking-tight @xl:text-4xl @3xl:text-5xl ${green}`}>
                      {name}
                    </Own>
                    {title ? (
                      <p className={`mt-3 text-base @xl:text-lg ${blue}`}>
                        <span aria-hidden="true" className={dim}>
                          &gt;{" "}
                        </span>
                        <bdi>{title}</bdi>
                      </p>
                    ) : null}
                  </div>
                  <ProfilePhoto
                    src={photo}
                    alt={name}
                    size={112}
                    className="size-20 shrink-0 rounded-md object-cover ring-1 ring-green-400/40 @2xl:size-28 print:size-20"
                  />
                </div>
              </div>

              {summary ? (
                <div>
                  <p className="break-all">
                    <Prompt user={user} />
                    <span className={fg}>cat about.md</span>
                  </p>
                  <p dir="auto" className={`mt-3 max-w-3xl whitespace-pre-line @xl:ps-4 ${fg}`}>
                    {summary}
                  </p>
                </div>
              ) : null}

              {contactRows.length ? (
                <div>
                  <p className="break-all">
                    <Prompt user={user} />
                    <span className={fg}>cat contact.json</span>
                  </p>
                  <div className="mt-3 @xl:ps-4">
                    <p className={dim} aria-hidden="true">
                      {"{"}
                    </p>
                    <ul className="space-y-1 ps-4 @xl:ps-6" aria-label={words.contactDetails}>
                      {contactRows.map((row, index) => (
                        <li key={row.key} className="break-words">
                          <span className={amber}>"{row.key}"</span>
                          <span className={dim}>: "</span>
                          {row.value}
                          <span className={dim}>"{index < contactRows.length - 1 ? "," : ""}</span>
                        </li>
                      ))}
                    </ul>
                    <p className={dim} aria-hidden="true">
                      {"}"}
                    </p>
                  </div>
                </div>
              ) : null}
            </section>

            <PortfolioSections data={data} theme={terminalTheme(user)} />

            <p className="break-all print:hidden">
              <Prompt user={user} />
              <span className="cursor-blink inline-block h-[1.15em] w-[0.6em] translate-y-[0.2em] bg-green-400" aria-hidden="true" />
            </p>
          </main>

          <footer className="border-t border-slate-700/70 bg-[#161b22] px-4 py-8 @xl:px-8 @3xl:px-10 print:border-slate-300 print:bg-white print:px-0 print:py-4">
            <div className="flex flex-col gap-6 @2xl:flex-row @2xl:items-center @2xl:justify-between">
              <div className="print:hidden">
                <p className={`text-base font-semibold ${green}`}>$ ./contact.sh</p>
                <p className={`mt-1 text-sm ${dim}`}>{words.terminalClosing}</p>
              </div>
              <div className="flex flex-wrap gap-3 text-sm print:hidden">
                <ContactActions
                  contactIcon={<span aria-hidden="true">&gt;_</span>}
                  printIcon={<span aria-hidden="true">↓</span>}
                  contactClassName="inline-flex items-center gap-2 rounded-md bg-green-400 px-4 py-2.5 font-semibold text-slate-950 outline-none transition hover:bg-green-300 focus-visible:ring-2 focus-visible:ring-green-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#161b22]"
                  printClassName="inline-flex items-center gap-2 rounded-md border border-slate-600 px-4 py-2.5 font-semibold text-slate-200 outline-none transition hover:border-green-400 hover:text-green-300 focus-visible:ring-2 focus-visible:ring-green-400"
                />
              </div>
            </div>
            <Copyright data={data} className={`mt-8 text-xs ${dim} print:mt-0`} />
          </footer>
        </div>
      </div>
      <ContactModal
        data={data}
        preview={preview}
        state={contact}
        submitLabel="EXECUTE"
        theme={TERMINAL_CONTACT_THEME}
        intro={`$ mail ${user} — write your message, then EXECUTE to send it by email.`}
      />
    </div>
  );
}
