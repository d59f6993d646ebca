// Modern Professional: bold indigo header, skill chips, an experience timeline and project cards.
// Responsive through container queries (@container), so the preview's viewport switch shows the real layout.
import type { ReactNode } from "react";
import { AwardIcon, CodeIcon, ExternalLinkIcon, GraduationCapIcon } from "lucide-react";
import { initials } from "~/schemas/portfolio-model";
import { ContactActions, ContactDetails, ProfilePhoto, SocialIconLinks, templateBasics } from "./blocks";
import {
  certificationDetails,
  educationDetails,
  iconLink,
  JobHeading,
  type JobHeadingClasses,
  PAIRED_ORDER,
  PortfolioSections,
  SECTION_TITLES,
  type TemplateTheme,
} from "./sections";
import { Own, OwnParagraph, usePortfolioLanguage, Word } from "./language";
import { ContactModal, ContactSentNotice, Copyright, type TemplateProps, TextList } from "./shared";

const MP_CARD = "flex break-inside-avoid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

function Section({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 @3xl:text-3xl">
        <span className="h-7 w-1.5 rounded-full bg-gradient-to-b from-indigo-500 to-cyan-500" aria-hidden="true" />
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Class names of a job's heading. */
const MP_JOB: JobHeadingClasses = {
  row: "flex flex-col gap-1 @xl:flex-row @xl:items-start @xl:justify-between @xl:gap-4",
  title: "text-lg font-semibold text-slate-900",
  company: "font-medium text-indigo-700",
  location: "font-normal text-slate-600",
  dates: "shrink-0 text-sm font-medium text-slate-600",
};

const THEME: TemplateTheme<ReactNode> = {
  idPrefix: "mp",
  order: PAIRED_ORDER,
  pair: () => "grid gap-16 @3xl:grid-cols-2 @3xl:gap-10",
  headings: { ...SECTION_TITLES, skills: <Word k="skillsExpertise" /> },
  Section,
  skills: (skills) => (
    <TextList
      items={skills}
      className="mt-6 flex flex-wrap gap-2.5"
      itemClassName="rounded-xl border border-indigo-100 bg-white px-4 py-2 text-sm font-medium text-indigo-900 shadow-sm"
    />
  ),
  experience: {
    list: "relative mt-8 space-y-8 border-s-2 border-indigo-100 ps-6 @3xl:ps-8",
    item: "relative break-inside-avoid",
    marker: () => (
      <span
        className="absolute -start-[33px] top-1.5 size-4 rounded-full border-4 border-white bg-indigo-600 shadow @3xl:-start-[41px]"
        aria-hidden="true"
      />
    ),
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
    heading: (job, dates) => <JobHeading job={job} dates={dates} classes={MP_JOB} />,
    description: "mt-3 leading-relaxed text-slate-700",
    achievements: {
      className: "mt-3 space-y-1.5",
      itemClassName: "flex gap-2 text-slate-700",
      bullet: <span className="mt-2 size-1.5 shrink-0 rounded-full bg-cyan-500" aria-hidden="true" />,
    },
  },
  projects: {
    list: "mt-8 grid gap-6 @3xl:grid-cols-2",
    item: "flex break-inside-avoid flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md",
    image: { className: "aspect-video w-full object-cover" },
    body: "flex flex-1 flex-col p-6",
    heading: {
      header: "flex items-start justify-between gap-3",
      title: "text-lg font-semibold text-slate-900",
      featured: { className: "rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800", label: <Word k="featured" /> },
    },
    description: "mt-2 flex-1 leading-relaxed text-slate-700",
    technologies: {
      className: "mt-4 flex flex-wrap gap-1.5",
      itemClassName: "rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700",
    },
    links: {
      className: "mt-5 flex gap-4 text-sm font-semibold print:hidden",
      live: iconLink(
        "inline-flex items-center gap-1.5 text-indigo-700 hover:text-indigo-900",
        ExternalLinkIcon,
        <Word k="liveDemo" />,
        "size-4 rtl:-scale-x-100",
      ),
      code: iconLink("inline-flex items-center gap-1.5 text-slate-700 hover:text-slate-950", CodeIcon, <Word k="code" />),
    },
  },
  education: {
    list: "mt-6 space-y-4",
    frame: {
      card: MP_CARD,
      badge: "grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700",
      icon: GraduationCapIcon,
      iconClassName: "size-5",
    },
    content: educationDetails({
      degreeClassName: "font-semibold text-slate-900",
      schoolClassName: "text-slate-700",
      metaClassName: "mt-1 text-sm text-slate-600",
      descriptionClassName: "mt-2 text-sm leading-relaxed text-slate-700",
    }),
  },
  certifications: {
    list: "mt-6 space-y-4",
    frame: {
      card: MP_CARD,
      badge: "grid size-11 shrink-0 place-items-center rounded-xl bg-cyan-50 text-cyan-800",
      icon: AwardIcon,
      iconClassName: "size-5",
    },
    content: certificationDetails({
      nameClassName: "font-semibold text-slate-900",
      issuerClassName: "text-slate-700",
      datesClassName: "mt-1 text-sm text-slate-600",
      linkClassName: "mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 print:hidden",
    }),
  },
};

export default function ModernProfessional({ data, preview, contact }: TemplateProps) {
  const { name, photo, title, summary } = templateBasics(data);
  const { words } = usePortfolioLanguage();

  return (
    <div className="@container min-h-screen bg-slate-50 font-sans text-slate-800 print:bg-white">
      <ContactSentNotice state={contact} />
      <header className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-indigo-950 to-indigo-800 text-white print:bg-none print:text-slate-900">
        <div
          className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-indigo-500/30 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-32 start-1/3 size-80 rounded-full bg-cyan-400/20 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div className="relative mx-auto flex max-w-5xl flex-col items-center gap-8 px-6 py-16 text-center @3xl:flex-row @3xl:items-center @3xl:py-24 @3xl:text-start">
          <ProfilePhoto
            src={photo}
            alt={name}
            size={176}
            className="size-36 shrink-0 rounded-3xl object-cover shadow-2xl ring-4 ring-white/20 @3xl:size-44"
            fallback={
              <div
                className="grid size-36 shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-indigo-400 to-cyan-400 text-5xl font-bold text-white shadow-2xl ring-4 ring-white/20 @3xl:size-44"
                aria-hidden="true"
              >
                {initials(data) || name.charAt(0)}
              </div>
            }
          />
          <div className="min-w-0 flex-1">
            <Own as="h1" className="text-4xl font-extrabold tracking-tight @3xl:text-5xl">
              {name}
            </Own>
            {title ? <Own className="mt-3 text-xl font-medium text-indigo-200 print:text-slate-700">{title}</Own> : null}
            <OwnParagraph text={summary} className="mt-5 max-w-2xl text-base leading-relaxed text-slate-200 print:text-slate-700" />
            <ContactDetails
              data={data}
              className="mt-6 flex flex-wrap justify-center gap-2 text-sm @3xl:justify-start"
              linkClassName="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15 hover:bg-white/20"
              locationClassName="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 ring-1 ring-white/15"
              iconClassName="size-4"
            />
            <SocialIconLinks
              data={data}
              className="mt-5 flex flex-wrap justify-center gap-2 @3xl:justify-start print:hidden"
              linkClassName="grid size-10 place-items-center rounded-xl bg-white/10 ring-1 ring-white/15 transition hover:-translate-y-0.5 hover:bg-white/20"
              iconClassName="size-5"
            />
            <div className="mt-8 flex flex-wrap justify-center gap-3 @3xl:justify-start print:hidden">
              <ContactActions
                contactClassName="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-indigo-900 shadow-lg transition hover:bg-indigo-50"
                printClassName="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
              />
            </div>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-5xl space-y-16 px-6 py-16 @3xl:py-20">
        <PortfolioSections data={data} theme={THEME} />
      </main>

      <footer className="bg-slate-900 text-slate-300 print:bg-white print:text-slate-600">
        <div className="mx-auto max-w-5xl px-6 py-14 text-center">
          <h2 className="text-2xl font-bold text-white print:text-slate-900">{words.letsWorkTogether}</h2>
          <p className="mx-auto mt-2 max-w-md">{words.workTogetherText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
            <ContactActions
              contactClassName="inline-flex items-center gap-2 rounded-xl bg-indigo-500 px-5 py-3 font-semibold text-white transition hover:bg-indigo-400"
              printClassName="inline-flex items-center gap-2 rounded-xl px-5 py-3 font-semibold text-white ring-1 ring-slate-600 transition hover:bg-slate-800"
            />
          </div>
          <Copyright data={data} className="mt-10 text-sm text-slate-400" />
        </div>
      </footer>
      <ContactModal data={data} preview={preview} state={contact} />
    </div>
  );
}
