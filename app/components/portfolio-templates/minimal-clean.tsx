// Minimal Clean: a quiet, typography-first white page with one accent colour (emerald). Section labels sit in
// a narrow left column on wide containers, like a printed CV. No Certifications section, by design (spec).
// Responsive through container queries (@container), so the preview's viewport switch shows the real layout.
import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { dateRange, FALLBACK } from "~/schemas/portfolio-model";
import type { EducationItem } from "~/schemas/profile";
import { ContactActions, ContactDetails, IconText, ProfilePhoto, templateBasics } from "./blocks";
import { hasSections as anySection, PortfolioSections, SECTION_TITLES, type TemplateTheme } from "./sections";
import { fillWithNodes, Own, OwnParagraph, useDateLanguage, usePortfolioLanguage, Word } from "./language";
import { ContactModal, type ContactModalTheme, ContactSentNotice, ContactTrigger, Copyright, type TemplateProps } from "./shared";

/** The modal in the page's own voice: white panel, near-black button, emerald focus. */
const MINIMAL_CONTACT_THEME: ContactModalTheme = {
  panel: "bg-white text-gray-900 rounded-xl shadow-2xl ring-1 ring-gray-200",
  heading: "text-gray-900 tracking-tight",
  text: "text-gray-600",
  label: "text-gray-700",
  input:
    "border border-gray-300 bg-white text-gray-900 placeholder:text-gray-400 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/25 rounded-md",
  submit: "bg-gray-900 text-white hover:bg-emerald-800 rounded-md",
  close: "text-gray-500 hover:bg-gray-100 hover:text-gray-900 rounded-md",
  link: "text-emerald-700 hover:text-emerald-900",
  overlay: "bg-white/90 text-gray-800",
};

const focusRing = "rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2";
const textLink = `${focusRing} underline decoration-gray-300 underline-offset-4 transition hover:text-emerald-700 hover:decoration-emerald-600`;

/** One section: a small uppercase label (left column on wide containers) and its content. */
function Section({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-6 border-t border-gray-200 py-12 @3xl:grid-cols-[11rem_1fr] @3xl:gap-10 @3xl:py-14 print:py-6"
    >
      <h2
        id={id}
        className="flex items-center gap-3 self-start text-xs font-semibold uppercase leading-5 tracking-[0.2em] text-gray-500 @3xl:sticky @3xl:top-10 @3xl:pt-1 print:static"
      >
        <span className="h-px w-5 bg-emerald-600" aria-hidden="true" />
        {heading}
      </h2>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

const projectLink = `${focusRing} inline-flex items-center gap-1 transition hover:text-emerald-700`;

/** A project link's text with its small arrow after it. */
function ArrowLabel({ children }: { children: ReactNode }) {
  return (
    <IconText icon={ArrowUpRight} className="size-3 rtl:-scale-x-100" trailing>
      {children}
    </IconText>
  );
}

/** An experience or education entry's heading: title and period on one line, then where (· location). */
function EntryHeading({ title, period, place, location }: { title: string; period: string; place: string; location?: string | null }) {
  return (
    <>
      <div className="flex flex-col gap-1 @xl:flex-row @xl:items-baseline @xl:justify-between @xl:gap-6">
        <Own as="h3" className="text-lg font-medium text-gray-900">
          {title}
        </Own>
        {period ? <p className="shrink-0 text-sm tabular-nums text-gray-500">{period}</p> : null}
      </div>
      <p className="mt-0.5 text-gray-600">
        <bdi>{place}</bdi>
        {location ? (
          <span className="text-gray-500">
            {" · "}
            <bdi>{location}</bdi>
          </span>
        ) : null}
      </p>
    </>
  );
}

const THEME: TemplateTheme<ReactNode> = {
  idPrefix: "mc",
  // No Certifications section, by design (spec).
  order: ["skills", "experience", "projects", "education"],
  headings: SECTION_TITLES,
  Section,
  skills: (skills) => (
    <ul className="flex flex-wrap gap-x-2 gap-y-3 text-base text-gray-800">
      {skills.map((skill, index) => (
        <li key={skill} className="inline-flex items-center gap-2">
          <bdi>{skill}</bdi>
          {index < skills.length - 1 ? (
            <span className="text-gray-300" aria-hidden="true">
              /
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  ),
  experience: {
    list: "space-y-10",
    item: "break-inside-avoid",
    heading: (job, period) => (
      <EntryHeading
        title={job.title || FALLBACK.position}
        period={period}
        place={job.company || FALLBACK.company}
        location={job.location}
      />
    ),
    description: "mt-3 max-w-2xl leading-relaxed text-gray-700",
    achievements: {
      className: "mt-3 max-w-2xl space-y-1.5 text-gray-700",
      itemClassName: "flex gap-3 leading-relaxed",
      bullet: (
        <span className="select-none text-emerald-700" aria-hidden="true">
          {" "}
          –{" "}
        </span>
      ),
    },
  },
  projects: {
    list: "divide-y divide-gray-100",
    item: "flex break-inside-avoid flex-col gap-5 py-8 first:pt-0 last:pb-0 @xl:flex-row @xl:items-start",
    image: { className: "aspect-[16/10] w-full rounded-md object-cover ring-1 ring-gray-200 @xl:w-48 print:hidden", after: true },
    body: "min-w-0 flex-1",
    heading: {
      header: "flex flex-wrap items-baseline gap-x-3 gap-y-1",
      title: "text-lg font-medium text-gray-900",
      featured: { className: "text-xs font-semibold uppercase tracking-[0.15em] text-emerald-700", label: <Word k="featured" /> },
    },
    description: "mt-2 max-w-2xl leading-relaxed text-gray-700",
    technologies: { joined: "mt-3 text-sm text-gray-500" },
    links: {
      className: "mt-4 flex gap-6 text-sm font-medium text-gray-900 print:hidden",
      live: {
        className: projectLink,
        label: (
          <ArrowLabel>
            <Word k="liveDemo" />
          </ArrowLabel>
        ),
      },
      code: {
        className: projectLink,
        label: (
          <ArrowLabel>
            <Word k="code" />
          </ArrowLabel>
        ),
      },
    },
  },
  education: {
    list: "space-y-8",
    ordered: true,
    frame: { item: "break-inside-avoid" },
    content: (item) => <EducationEntry item={item} />,
  },
};

/** An education entry: degree and period, school (· location), grade and description. */
function EducationEntry({ item }: { item: EducationItem }) {
  const { words } = usePortfolioLanguage();
  return (
    <>
      <EntryHeading
        title={item.degree || FALLBACK.degree}
        period={dateRange(item.startDate, item.endDate, { presentWhenNoEnd: true, language: useDateLanguage() })}
        place={item.school || FALLBACK.institution}
        location={item.location}
      />
      {item.gpa ? <p className="mt-1 text-sm text-gray-500">{fillWithNodes(words.grade, { grade: <bdi>{item.gpa}</bdi> })}</p> : null}
      <OwnParagraph text={item.description} className="mt-2 max-w-2xl leading-relaxed text-gray-700" />
    </>
  );
}

export default function MinimalClean({ data, preview, contact }: TemplateProps) {
  const { name, photo, links, title, summary } = templateBasics(data);
  const hasSections = anySection(data, THEME);
  const firstName = data.firstName?.trim();
  const { words } = usePortfolioLanguage();

  return (
    <div className="@container flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased selection:bg-emerald-100">
      <ContactSentNotice state={contact} />
      <header className="print:hidden">
        <nav aria-label={words.portfolioNav} className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-6 py-6 @3xl:px-10">
          <bdi className="text-sm font-medium tracking-tight text-gray-900">{name}</bdi>
          <ContactTrigger className={`${focusRing} text-sm text-gray-600 transition hover:text-emerald-700`}>
            {words.getInTouch}
          </ContactTrigger>
        </nav>
      </header>

      <main className={`mx-auto w-full max-w-5xl flex-1 px-6 @3xl:px-10 ${hasSections ? "" : "flex flex-col justify-center"}`}>
        <div className="max-w-3xl pb-14 pt-10 @3xl:pb-20 @3xl:pt-20 print:pb-6 print:pt-0">
          <ProfilePhoto
            src={photo}
            alt={name}
            size={80}
            className="mb-8 size-20 rounded-full object-cover ring-1 ring-gray-200 print:size-16"
          />
          <Own as="h1" className="text-4xl font-light leading-[1.1] tracking-tight text-gray-900 @xl:text-5xl @3xl:text-6xl print:text-4xl">
            {name}
          </Own>
          {title ? <Own className="mt-4 text-lg text-emerald-700 @3xl:text-xl">{title}</Own> : null}
          {summary ? (
            <p
              dir="auto"
              className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-600 @3xl:text-xl @3xl:leading-relaxed print:text-base"
            >
              {summary}
            </p>
          ) : null}
          <ContactDetails
            data={data}
            className="mt-8 flex flex-col gap-2 text-sm text-gray-600 @xl:flex-row @xl:flex-wrap @xl:gap-x-6"
            linkClassName={textLink}
          />
          {links.length ? (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-gray-900" aria-label={words.socialLinks}>
              {links.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${focusRing} inline-flex items-center gap-1 transition hover:text-emerald-700`}
                  >
                    {link.label}
                    <ArrowUpRight className="size-3 rtl:-scale-x-100" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <PortfolioSections data={data} theme={THEME} />
      </main>

      <footer className="border-t border-gray-200 print:border-0">
        <div className="mx-auto flex max-w-5xl flex-col gap-10 px-6 py-14 @3xl:px-10 @3xl:py-20 print:py-4">
          <div className="flex flex-col gap-8 @3xl:flex-row @3xl:items-end @3xl:justify-between print:hidden">
            <div className="max-w-xl">
              <p className="text-2xl font-light tracking-tight text-gray-900 @3xl:text-3xl">
                {firstName ? fillWithNodes(words.writeTo, { name: <bdi>{firstName}</bdi> }) : words.letsTalk}
              </p>
              <p className="mt-2 text-gray-600">{words.openTo}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ContactActions
                contactIcon={null}
                printIcon={null}
                contactClassName="inline-flex items-center rounded-md bg-gray-900 px-5 py-2.5 text-sm font-medium text-white outline-none transition hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2"
                printClassName="inline-flex items-center rounded-md px-5 py-2.5 text-sm font-medium text-gray-900 outline-none ring-1 ring-gray-300 transition hover:ring-gray-900 focus-visible:ring-2 focus-visible:ring-emerald-600"
              />
            </div>
          </div>
          <Copyright data={data} className="text-sm text-gray-500" />
        </div>
      </footer>
      <ContactModal data={data} preview={preview} state={contact} theme={MINIMAL_CONTACT_THEME} />
    </div>
  );
}
