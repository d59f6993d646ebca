// Executive Professional Suite: a formal navy header with serif headings and amber accents on warm ivory paper.
// Dates are written with long month names; 'Get in Touch' appears only when the owner has an email address.
// Responsive through container queries (@container), so the preview's viewport switch shows the real layout.
import type { ReactNode } from "react";
import { CodeIcon, ExternalLinkIcon } from "lucide-react";
import { FALLBACK, fullName, initials } from "~/schemas/portfolio-model";
import { ContactActions, ContactDetails, ProfilePhoto, SocialIconLinks, templateBasics } from "./blocks";
import {
  certificationDetails,
  educationDetails,
  hasSections as anySection,
  iconLink,
  PAIRED_ORDER,
  PortfolioSections,
  SECTION_TITLES,
  type TemplateTheme,
} from "./sections";
import { Own, OwnParagraph, usePortfolioLanguage, Word } from "./language";
import { ContactModal, type ContactModalTheme, ContactSentNotice, Copyright, type TemplateProps, TextList } from "./shared";

const FALLBACK_NAME = "Executive Professional";

const CONTACT_THEME: ContactModalTheme = {
  panel: "bg-[#fbfaf7] text-slate-900 rounded-md shadow-2xl border-t-4 border-amber-500",
  heading: "font-serif text-[#0f1e3d]",
  text: "text-slate-600",
  label: "text-slate-700",
  input:
    "rounded-md border border-stone-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-[#0f1e3d] focus:ring-2 focus:ring-[#0f1e3d]/20",
  submit: "rounded-md bg-[#0f1e3d] text-white hover:bg-[#1b3160]",
  close: "rounded-md text-slate-500 hover:bg-stone-200/60 hover:text-slate-800",
  link: "text-[#1b3160] hover:text-[#0f1e3d]",
  overlay: "bg-[#fbfaf7]/95 text-[#0f1e3d]",
};

const ES_ENTRY_TITLE = "font-serif text-lg font-medium text-[#0f1e3d]";
const ES_ENTRY_SUBTITLE = "font-semibold text-slate-700";
const ES_ENTRY_META = "mt-1 text-sm text-slate-600";

/** The global indigo focus outline is hard to see on navy: amber instead. */
const FOCUS_ON_NAVY = "focus-visible:outline-amber-300";

function Section({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-8 flex items-center gap-5">
        <h2 id={id} className="shrink-0 font-serif text-2xl font-medium tracking-tight text-[#0f1e3d] @3xl:text-3xl">
          {heading}
        </h2>
        <span className="h-px flex-1 bg-linear-to-r from-amber-600/70 via-stone-300 to-transparent rtl:bg-linear-to-l" aria-hidden="true" />
      </div>
      {children}
    </section>
  );
}

const THEME: TemplateTheme<ReactNode> = {
  idPrefix: "es",
  order: PAIRED_ORDER,
  pair: (both) => `grid gap-16 ${both ? "@3xl:grid-cols-2 @3xl:gap-12" : ""} print:gap-8`,
  headings: { ...SECTION_TITLES, skills: <Word k="coreCompetencies" />, projects: <Word k="keyProjects" /> },
  Section,
  skills: (skills) => (
    <TextList
      items={skills}
      className="grid grid-cols-2 gap-x-5 rounded-md border border-stone-200 bg-white px-5 py-3 shadow-sm @3xl:grid-cols-3 @3xl:gap-x-10 @3xl:px-8 @3xl:py-5 print:border-0 print:shadow-none print:px-0 print:py-0"
      itemClassName="flex items-baseline gap-2.5 border-b border-stone-100 py-2.5 text-[0.9375rem] font-medium leading-snug text-slate-800 @3xl:gap-3 @3xl:py-3 @3xl:text-base"
      prefix={<span className="size-1.5 shrink-0 -translate-y-0.5 rotate-45 bg-amber-600" aria-hidden="true" />}
    />
  ),
  experience: {
    list: "divide-y divide-stone-200",
    item: "grid break-inside-avoid gap-2 py-8 first:pt-0 last:pb-0 @3xl:grid-cols-[15rem_1fr] @3xl:gap-10",
    long: true,
    // The dates and the place in a column of their own.
    marker: (job, dates) => (
      <div className="text-sm">
        {dates ? <p className="font-semibold uppercase tracking-wide text-amber-800">{dates}</p> : null}
        {job.location ? <Own className="mt-1 text-slate-600">{job.location}</Own> : null}
      </div>
    ),
    card: "min-w-0",
    heading: (job) => (
      <>
        <Own as="h3" className="font-serif text-xl font-medium text-[#0f1e3d] @3xl:text-2xl">
          {job.title || FALLBACK.position}
        </Own>
        <Own className="mt-1 font-semibold text-slate-600">{job.company || FALLBACK.company}</Own>
      </>
    ),
    description: "mt-4 leading-relaxed",
    achievements: {
      className: "mt-4 space-y-2",
      itemClassName: "flex gap-3 leading-relaxed",
      bullet: <span className="mt-3 h-px w-3 shrink-0 bg-amber-600" aria-hidden="true" />,
    },
  },
  projects: {
    list: "grid gap-6 @3xl:grid-cols-2",
    item: "flex break-inside-avoid flex-col overflow-hidden rounded-md border border-stone-200 border-t-[#0f1e3d] bg-white shadow-sm border-t-2 print:shadow-none",
    image: { className: "aspect-video w-full object-cover print:hidden", describe: true },
    body: "flex flex-1 flex-col p-6 @3xl:p-7",
    heading: {
      header: "flex items-start justify-between gap-4",
      title: "font-serif text-xl font-medium text-[#0f1e3d]",
      featured: {
        className:
          "shrink-0 rounded-sm border border-amber-600/40 bg-amber-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-amber-900",
        label: <Word k="featured" />,
      },
    },
    description: "mt-3 flex-1 leading-relaxed",
    fill: true,
    technologies: { joined: "mt-4 text-sm font-medium text-slate-600" },
    links: {
      className: "mt-5 flex flex-wrap gap-5 border-t border-stone-100 pt-4 text-sm font-semibold print:hidden",
      live: iconLink(
        "inline-flex items-center gap-1.5 text-[#1b3160] underline-offset-4 hover:underline",
        ExternalLinkIcon,
        <Word k="viewProject" />,
        "size-4 rtl:-scale-x-100",
      ),
      code: iconLink(
        "inline-flex items-center gap-1.5 text-slate-700 underline-offset-4 hover:underline",
        CodeIcon,
        <Word k="sourceCode" />,
      ),
    },
  },
  education: {
    list: "space-y-7",
    frame: { item: "break-inside-avoid border-s-2 border-amber-500 ps-5" },
    content: educationDetails({
      long: true,
      degreeClassName: ES_ENTRY_TITLE,
      schoolClassName: ES_ENTRY_SUBTITLE,
      metaClassName: ES_ENTRY_META,
      descriptionClassName: "mt-2 text-sm leading-relaxed",
    }),
  },
  certifications: {
    list: "space-y-7",
    frame: { item: "break-inside-avoid border-s-2 border-[#0f1e3d] ps-5" },
    content: certificationDetails({
      long: true,
      nameClassName: ES_ENTRY_TITLE,
      issuerClassName: ES_ENTRY_SUBTITLE,
      datesClassName: ES_ENTRY_META,
      linkClassName:
        "mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-[#1b3160] underline-offset-4 hover:underline print:hidden",
    }),
  },
};

export default function ExecutiveSuite({ data, preview, contact }: TemplateProps) {
  const { name, photo, links, location, title, summary, email, tel } = templateBasics(data, FALLBACK_NAME);
  const monogram = initials(data) || "EP";
  const hasSections = anySection(data, THEME);
  const contactItem = "inline-flex items-center gap-2.5";
  // Without a summary the header is a centred "calling card"; with one, photo and text sit side by side.
  const split = Boolean(summary);
  // The copyright line names the owner the same way the header does.
  const copyrightData = fullName(data, "") ? data : { ...data, firstName: "Executive", lastName: "Professional" };
  const { words } = usePortfolioLanguage();

  return (
    <div className="@container flex min-h-screen flex-col bg-[#f7f5f0] font-sans text-slate-700 print:bg-white">
      <ContactSentNotice state={contact} />

      <header
        className={`relative bg-[#0f1e3d] text-white print:bg-white print:text-slate-900 ${hasSections ? "" : "flex flex-1 flex-col"}`}
      >
        <div
          className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-amber-600 via-amber-300 to-amber-600 print:hidden"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(251,191,36,0.10),transparent_55%)] print:hidden"
          aria-hidden="true"
        />
        <div
          className={`relative mx-auto flex w-full max-w-5xl flex-col items-center gap-8 px-6 pb-12 pt-16 text-center @3xl:pb-16 @3xl:pt-20 print:py-4 ${split ? "@3xl:flex-row @3xl:items-start @3xl:gap-12 @3xl:text-start" : ""} ${hasSections ? "" : "my-auto"}`}
        >
          <ProfilePhoto
            src={photo}
            alt={name}
            size={176}
            className="size-36 shrink-0 rounded-full object-cover shadow-2xl ring-2 ring-amber-400/70 ring-offset-4 ring-offset-[#0f1e3d] @3xl:size-44 print:hidden"
            fallback={
              <div
                className="grid size-36 shrink-0 place-items-center rounded-full border border-amber-400/70 bg-[#162a52] font-serif text-5xl tracking-wide text-amber-200 shadow-2xl outline outline-1 outline-offset-4 outline-amber-400/30 @3xl:size-44 @3xl:text-6xl print:hidden"
                aria-hidden="true"
              >
                {monogram}
              </div>
            }
          />
          <div className={`min-w-0 flex-1 ${split ? "@3xl:pt-3" : ""}`}>
            <Own as="h1" className="font-serif text-4xl font-medium tracking-tight @3xl:text-6xl print:text-4xl">
              {name}
            </Own>
            <span className={`mx-auto mt-5 block h-px w-16 bg-amber-400 print:hidden ${split ? "@3xl:mx-0" : ""}`} aria-hidden="true" />
            {title ? (
              <Own className="mt-5 text-sm font-semibold uppercase tracking-[0.25em] text-amber-300 print:text-slate-700">{title}</Own>
            ) : null}
            <OwnParagraph
              text={summary}
              className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300 @3xl:mx-0 print:text-slate-700"
            />
            <div className={`mt-8 flex flex-wrap justify-center gap-3 print:hidden ${split ? "@3xl:justify-start" : ""}`}>
              <ContactActions
                showContact={Boolean(email)}
                contactLabel={words.reachMe}
                contactClassName={`inline-flex items-center gap-2 rounded-md bg-amber-400 px-5 py-3 font-semibold text-[#0f1e3d] shadow-lg shadow-black/20 transition hover:bg-amber-300 ${FOCUS_ON_NAVY}`}
                printClassName={`inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10 ${FOCUS_ON_NAVY}`}
              />
            </div>
          </div>
        </div>
        {email || tel || location || links.length ? (
          <div className="relative border-t border-white/10 print:border-slate-300">
            <div
              className={`mx-auto flex max-w-5xl flex-col items-center gap-5 px-6 py-5 text-sm ${split ? "@3xl:flex-row @3xl:justify-between" : ""}`}
            >
              <ContactDetails
                data={data}
                className="flex flex-wrap justify-center gap-x-7 gap-y-2 text-slate-200 print:text-slate-700"
                linkClassName={`${contactItem} hover:text-amber-200 ${FOCUS_ON_NAVY}`}
                locationClassName={contactItem}
                iconClassName="size-4 text-amber-300 print:text-slate-500"
              />
              <SocialIconLinks
                data={data}
                className="flex flex-wrap justify-center gap-2 print:hidden"
                linkClassName={`grid size-9 place-items-center rounded-md text-slate-200 ring-1 ring-white/20 transition hover:bg-amber-400 hover:text-[#0f1e3d] hover:ring-amber-400 ${FOCUS_ON_NAVY}`}
                iconClassName="size-4"
              />
            </div>
          </div>
        ) : null}
      </header>

      <main
        className={
          hasSections ? "mx-auto w-full max-w-5xl flex-1 space-y-16 px-6 py-16 @3xl:space-y-20 @3xl:py-20 print:space-y-8 print:py-6" : ""
        }
      >
        <PortfolioSections data={data} theme={THEME} />
      </main>

      <footer className="border-t-4 border-amber-500 bg-[#0b1730] text-slate-300 print:border-slate-300 print:bg-white print:text-slate-600">
        {hasSections ? (
          <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-6 py-10 text-center @3xl:flex-row @3xl:justify-between @3xl:text-start">
            <div>
              <Own className="font-serif text-2xl text-white print:text-slate-900">{name}</Own>
              {title ? <Own className="mt-1 text-sm uppercase tracking-[0.2em] text-amber-300 print:text-slate-600">{title}</Own> : null}
            </div>
            <div className="flex flex-wrap justify-center gap-3 print:hidden">
              <ContactActions
                showContact={Boolean(email)}
                contactLabel={words.reachMe}
                contactClassName={`inline-flex items-center gap-2 rounded-md bg-amber-400 px-5 py-2.5 font-semibold text-[#0f1e3d] transition hover:bg-amber-300 ${FOCUS_ON_NAVY}`}
                printClassName={`inline-flex items-center gap-2 rounded-md px-5 py-2.5 font-semibold text-white ring-1 ring-white/30 transition hover:bg-white/10 ${FOCUS_ON_NAVY}`}
              />
            </div>
          </div>
        ) : null}
        <div className={hasSections ? "border-t border-white/10 print:border-0" : ""}>
          <Copyright
            data={copyrightData}
            className={`mx-auto max-w-5xl px-6 py-5 text-center text-sm text-slate-400 print:text-slate-600 ${hasSections ? "@3xl:text-start" : ""}`}
          />
        </div>
      </footer>
      {email ? <ContactModal data={data} title={words.reachMe} theme={CONTACT_THEME} preview={preview} state={contact} /> : null}
    </div>
  );
}
