// Creative Gradient: a vivid gradient hero on a deep night background, colourful skill cards with (display-only)
// level bars, a journey timeline and showcase cards for projects. Every gradient that carries white text uses
// -700/-800 stops so the text keeps WCAG AA contrast; print flattens everything to dark text on white.
// Responsive through container queries (@container), so the preview's viewport switch shows the real layout.
import { AwardIcon, BriefcaseIcon, CodeIcon, DownloadIcon, ExternalLinkIcon, GraduationCapIcon, MailIcon } from "lucide-react";
import type { ReactNode } from "react";
import { initials } from "~/schemas/portfolio-model";
import { ContactActions, ContactDetails, ProfilePhoto, SocialIconLinks, templateBasics } from "./blocks";
import {
  certificationDetails,
  educationDetails,
  hasSections as anySection,
  iconLink,
  JobHeading,
  type JobHeadingClasses,
  PAIRED_ORDER,
  PortfolioSections,
  type TemplateTheme,
} from "./sections";
import { Own, OwnParagraph, usePortfolioLanguage, Word } from "./language";
import { ContactModal, type ContactModalTheme, ContactSentNotice, Copyright, type TemplateProps } from "./shared";

/** Skill card backgrounds, cycled by position (spec: 8 gradients). */
const SKILL_GRADIENTS = [
  "from-violet-700 to-indigo-800",
  "from-fuchsia-700 to-pink-800",
  "from-rose-700 to-orange-800",
  "from-amber-700 to-red-800",
  "from-emerald-700 to-teal-800",
  "from-cyan-700 to-blue-800",
  "from-sky-700 to-violet-800",
  "from-purple-700 to-rose-800",
] as const;

/** Project cover backgrounds, cycled by position (spec: 6 gradients). */
const PROJECT_GRADIENTS = [
  "from-violet-800 via-fuchsia-700 to-pink-700",
  "from-cyan-800 via-blue-700 to-indigo-800",
  "from-orange-700 via-rose-700 to-fuchsia-800",
  "from-emerald-800 via-teal-700 to-cyan-800",
  "from-indigo-800 via-purple-700 to-fuchsia-700",
  "from-amber-700 via-orange-700 to-red-800",
] as const;

const SKILL_CATEGORIES = ["Frontend", "Backend", "Tools"] as const;

/**
 * The decorative 80-99 "level" shown on a skill's bar. The spec calls it random and not real data; it is derived
 * from the skill's text (FNV-1a) instead, so a cached or re-rendered page always shows the same numbers.
 */
export function skillLevel(skill: string): number {
  let hash = 0x811c9dc5;
  for (const char of skill.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return 80 + ((hash >>> 0) % 20);
}

export function skillCategory(index: number): (typeof SKILL_CATEGORIES)[number] {
  return SKILL_CATEGORIES[index % SKILL_CATEGORIES.length]!;
}

const CONTACT_THEME: ContactModalTheme = {
  panel: "bg-[#17132e] text-white rounded-3xl shadow-2xl ring-1 ring-white/10",
  heading: "text-white",
  text: "text-slate-300",
  label: "text-slate-200",
  input:
    "rounded-xl border border-white/15 bg-white/5 text-white placeholder:text-slate-400 focus:border-fuchsia-400 focus:ring-2 focus:ring-fuchsia-400/30",
  submit: "rounded-xl bg-linear-to-r from-violet-700 to-fuchsia-700 text-white hover:from-violet-600 hover:to-fuchsia-600",
  close: "rounded-xl text-slate-300 hover:bg-white/10 hover:text-white",
  link: "text-fuchsia-300 hover:text-fuchsia-200",
  overlay: "bg-[#17132e]/95 text-white",
  error: "text-red-300",
};

/** A white focus ring: the global indigo outline disappears on the violet gradients. */
const FOCUS_ON_GRADIENT = "focus-visible:outline-white";

const CARD = "flex break-inside-avoid gap-4 rounded-3xl bg-white/[0.04] p-6 ring-1 ring-white/10 print:p-0 print:ring-0";
const BADGE = "grid size-12 shrink-0 place-items-center rounded-2xl bg-linear-to-br text-white print:hidden";
const CARD_TITLE = "text-lg font-bold text-white print:text-slate-900";
const CARD_META = "mt-1 text-sm text-slate-400 print:text-slate-600";

/** A section's heading: a small kicker line above its title. */
interface Heading {
  kicker: ReactNode;
  title: ReactNode;
}

function Section({ id, heading, children }: { id: string; heading: Heading; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-10 text-center @3xl:mb-12 print:mb-4 print:text-start">
        <p className="text-sm font-semibold uppercase tracking-[0.25em] text-fuchsia-300 print:text-slate-600" aria-hidden="true">
          {heading.kicker}
        </p>
        <h2 id={id} className="mt-2 text-3xl font-black tracking-tight text-white @3xl:text-5xl print:text-2xl print:text-slate-900">
          {heading.title}
        </h2>
        <span
          className="mx-auto mt-4 block h-1.5 w-20 rounded-full bg-linear-to-r from-violet-500 via-fuchsia-500 to-orange-400 print:hidden"
          aria-hidden="true"
        />
      </div>
      {children}
    </section>
  );
}

/** The skills as gradient cards, each with its category and a (decorative) level bar. */
function SkillCards({ skills }: { skills: string[] }) {
  const { locale } = usePortfolioLanguage();
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  return (
    <ul className="grid grid-cols-1 gap-4 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4 print:grid-cols-3 print:gap-2">
      {skills.map((skill, index) => {
        const level = skillLevel(skill);
        return (
          <li
            key={skill}
            className={`group relative overflow-hidden rounded-3xl bg-linear-to-br p-5 text-white shadow-xl shadow-black/30 transition hover:-translate-y-1 ${SKILL_GRADIENTS[index % SKILL_GRADIENTS.length]} print:break-inside-avoid print:rounded-lg print:bg-none print:p-2 print:text-slate-900 print:ring-1 print:ring-slate-300`}
          >
            <span
              className="pointer-events-none absolute -end-6 -top-6 size-24 rounded-full bg-black/10 transition group-hover:scale-125 print:hidden"
              aria-hidden="true"
            />
            <p className="relative text-xs font-bold uppercase tracking-[0.2em] text-white print:hidden">{skillCategory(index)}</p>
            <div className="relative mt-2 flex items-baseline justify-between gap-3">
              <Own className="min-w-0 break-words text-lg font-bold leading-snug">{skill}</Own>
              <p className="shrink-0 text-sm font-semibold tabular-nums text-white print:hidden" data-skill-level={level}>
                {percent.format(level / 100)}
              </p>
            </div>
            <div className="relative mt-4 h-2 overflow-hidden rounded-full bg-black/25 print:hidden" aria-hidden="true">
              <div className="h-full rounded-full bg-white" style={{ width: `${level}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A project's gradient cover: its number, the Featured mark and its title. */
function ProjectCover({ featured, title, index }: { featured: boolean; title: string; index: number }) {
  const { words } = usePortfolioLanguage();
  return (
    <div
      className={`relative overflow-hidden bg-linear-to-br p-6 text-white ${PROJECT_GRADIENTS[index % PROJECT_GRADIENTS.length]} print:bg-none print:pb-0 print:text-slate-900`}
    >
      <span
        className="pointer-events-none absolute -bottom-10 -end-4 text-[9rem] font-black leading-none text-white/10 print:hidden"
        aria-hidden="true"
      >
        {String(index + 1).padStart(2, "0")}
      </span>
      {featured ? (
        <p className="relative mb-3 w-fit rounded-full bg-white px-3 py-0.5 text-xs font-bold uppercase tracking-wider text-violet-800 print:px-0">
          {words.featured}
        </p>
      ) : null}
      <Own as="h3" className="relative pe-16 text-2xl font-black leading-tight @3xl:min-h-[4rem] print:min-h-0">
        {title}
      </Own>
    </div>
  );
}

/** Class names of a job's heading. */
const CG_JOB: JobHeadingClasses = {
  row: "flex flex-col gap-3 @2xl:flex-row @2xl:items-start @2xl:justify-between",
  title: "text-xl font-bold text-white print:text-slate-900",
  company: "mt-1 font-semibold text-fuchsia-300 print:text-slate-700",
  location: "font-normal text-slate-400 print:text-slate-600",
  dates:
    "w-fit shrink-0 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/15 print:bg-transparent print:px-0 print:text-slate-700 print:ring-0",
};

const THEME: TemplateTheme<Heading> = {
  idPrefix: "cg",
  order: PAIRED_ORDER,
  pair: (both) => `grid gap-24 @3xl:gap-10 ${both ? "@4xl:grid-cols-2" : ""} print:gap-10`,
  headings: {
    skills: { kicker: <Word k="whatIBring" />, title: <Word k="mySuperpowers" /> },
    experience: { kicker: <Word k="whereIveBeen" />, title: <Word k="myJourney" /> },
    projects: { kicker: <Word k="thingsIveMade" />, title: <Word k="featuredWork" /> },
    education: { kicker: <Word k="whereILearned" />, title: <Word k="education" /> },
    certifications: { kicker: <Word k="proofOfPractice" />, title: <Word k="certifications" /> },
  },
  Section,
  skills: (skills) => <SkillCards skills={skills} />,
  experience: {
    list: "relative mx-auto max-w-4xl space-y-8 before:absolute before:inset-y-2 before:start-4 before:w-0.5 before:rounded-full before:bg-linear-to-b before:from-violet-500 before:via-fuchsia-500 before:to-orange-400 @3xl:before:start-6 print:space-y-4 print:before:hidden",
    item: "relative break-inside-avoid ps-12 @3xl:ps-20 print:ps-0",
    marker: (_job, _dates, index) => (
      <span
        className={`absolute start-0 top-5 grid size-8 place-items-center rounded-2xl bg-linear-to-br text-white shadow-lg shadow-black/40 ring-4 ring-[#0e0b22] @3xl:size-12 ${SKILL_GRADIENTS[index % SKILL_GRADIENTS.length]} print:hidden`}
        aria-hidden="true"
      >
        <BriefcaseIcon className="size-4 @3xl:size-5" aria-hidden="true" />
      </span>
    ),
    card: "rounded-3xl bg-white/[0.04] p-5 ring-1 ring-white/10 transition hover:bg-white/[0.07] @md:p-6 @3xl:p-8 print:p-0 print:ring-0",
    heading: (job, dates) => <JobHeading job={job} dates={dates} classes={CG_JOB} />,
    description: "mt-4 leading-relaxed",
    achievements: {
      className: "mt-4 space-y-2",
      itemClassName: "flex gap-3",
      bullet: (
        <span
          className="mt-2 size-2 shrink-0 rounded-full bg-linear-to-br from-amber-300 to-pink-400 print:bg-slate-500"
          aria-hidden="true"
        />
      ),
    },
  },
  projects: {
    list: "grid gap-6 @3xl:grid-cols-2 @5xl:grid-cols-3",
    item: "group flex break-inside-avoid flex-col overflow-hidden rounded-3xl bg-white/[0.04] ring-1 ring-white/10 transition hover:-translate-y-1 hover:ring-white/25 print:ring-slate-300",
    image: { className: "aspect-video w-full object-cover print:hidden", describe: true },
    heading: { cover: (project, title, index) => <ProjectCover featured={project.featured} title={title} index={index} /> },
    body: "flex flex-1 flex-col p-6",
    description: "flex-1 leading-relaxed",
    fill: true,
    technologies: {
      className: "mt-5 flex flex-wrap gap-2",
      itemClassName:
        "rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-slate-100 print:bg-transparent print:px-0 print:text-slate-700",
    },
    links: {
      className: "mt-6 flex flex-wrap gap-3 text-sm font-bold print:hidden",
      live: iconLink(
        "inline-flex items-center gap-2 rounded-full bg-linear-to-r from-violet-700 to-fuchsia-700 px-4 py-2 text-white shadow-lg shadow-fuchsia-900/40 transition hover:from-violet-600 hover:to-fuchsia-600",
        ExternalLinkIcon,
        <Word k="liveDemo" />,
        "size-4 rtl:-scale-x-100",
      ),
      code: iconLink(
        "inline-flex items-center gap-2 rounded-full px-4 py-2 text-white ring-1 ring-white/25 transition hover:bg-white/10",
        CodeIcon,
        <Word k="code" />,
      ),
    },
  },
  education: {
    list: "space-y-4",
    frame: { card: CARD, badge: `${BADGE} from-cyan-700 to-blue-800`, icon: GraduationCapIcon, iconClassName: "size-6" },
    content: educationDetails({
      degreeClassName: CARD_TITLE,
      schoolClassName: "font-semibold text-cyan-300 print:text-slate-700",
      metaClassName: CARD_META,
      descriptionClassName: "mt-3 text-sm leading-relaxed",
    }),
  },
  certifications: {
    list: "space-y-4",
    frame: { card: CARD, badge: `${BADGE} from-amber-700 to-rose-800`, icon: AwardIcon, iconClassName: "size-6" },
    content: certificationDetails({
      nameClassName: CARD_TITLE,
      issuerClassName: "font-semibold text-amber-300 print:text-slate-700",
      datesClassName: CARD_META,
      linkClassName:
        "mt-3 inline-flex items-center gap-1.5 text-sm font-bold text-fuchsia-300 underline-offset-4 hover:text-fuchsia-200 hover:underline print:hidden",
    }),
  },
};

export default function CreativeGradient({ data, preview, contact }: TemplateProps) {
  const firstName = data.firstName?.trim() || "Creative";
  const lastName = data.lastName?.trim() || "Professional";
  const { name, photo, title, summary } = templateBasics(data);
  const chip =
    "inline-flex items-center gap-2 rounded-full bg-black/20 px-4 py-2 ring-1 ring-white/25 backdrop-blur print:bg-transparent print:px-0 print:ring-0";
  // Without a summary the hero is a short, centred "calling card"; with one, text and photo sit side by side.
  const split = Boolean(summary);
  const hasSections = anySection(data, THEME);
  const { words } = usePortfolioLanguage();

  return (
    <div className="@container flex min-h-screen flex-col bg-[#0e0b22] font-sans text-slate-300 print:bg-white print:text-slate-800 print:**:shadow-none!">
      <ContactSentNotice state={contact} />

      <header
        className={`relative isolate overflow-hidden bg-linear-to-br from-violet-800 via-fuchsia-800 to-orange-800 text-white print:bg-none print:text-slate-900 ${hasSections ? "" : "flex flex-1 flex-col justify-center"}`}
      >
        <div
          className="pointer-events-none absolute -start-32 -top-40 -z-10 size-[32rem] rounded-full bg-violet-500/40 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -bottom-40 -end-24 -z-10 size-[30rem] rounded-full bg-amber-500/20 blur-3xl print:hidden"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute inset-0 -z-10 opacity-20 [background-image:radial-gradient(rgba(255,255,255,.35)_1px,transparent_1px)] [background-size:22px_22px] print:hidden"
          aria-hidden="true"
        />
        <div
          className={`relative mx-auto grid w-full max-w-6xl items-center gap-10 px-6 pb-24 pt-14 @3xl:pb-32 @3xl:pt-20 print:py-6 ${split ? "@4xl:grid-cols-[1fr_auto] @4xl:gap-16" : ""}`}
        >
          <div className={`order-2 text-center ${split ? "@4xl:order-1 @4xl:text-start" : ""}`}>
            {title ? (
              <p className="inline-flex items-center gap-2 rounded-full bg-black/20 px-4 py-1.5 text-sm font-semibold tracking-wide ring-1 ring-white/25 print:bg-transparent print:px-0 print:ring-0">
                <span className="size-2 rounded-full bg-amber-300 print:hidden" aria-hidden="true" />
                <bdi>{title}</bdi>
              </p>
            ) : null}
            <h1 className="mt-5 text-5xl font-black leading-[0.95] tracking-tight @md:text-6xl @4xl:text-7xl print:text-4xl">
              <bdi className="block print:inline">{firstName}</bdi>{" "}
              <bdi className="block text-amber-200 print:inline print:text-slate-900">{lastName}</bdi>
            </h1>
            <OwnParagraph
              text={summary}
              className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-white/90 @4xl:mx-0 print:text-slate-700"
            />
            <ContactDetails
              data={data}
              className={`mt-8 flex flex-wrap justify-center gap-2.5 text-sm font-medium ${split ? "@4xl:justify-start" : ""}`}
              linkClassName={`${chip} transition hover:bg-black/30 ${FOCUS_ON_GRADIENT}`}
              locationClassName={chip}
              iconClassName="size-4"
            />
            <SocialIconLinks
              data={data}
              className={`mt-6 flex flex-wrap justify-center gap-3 print:hidden ${split ? "@4xl:justify-start" : ""}`}
              linkClassName={`grid size-11 place-items-center rounded-2xl bg-white text-violet-800 shadow-lg shadow-black/20 transition hover:-translate-y-1 hover:rotate-6 ${FOCUS_ON_GRADIENT}`}
              iconClassName="size-5"
            />
          </div>

          <div className={`order-1 justify-self-center print:hidden ${split ? "@4xl:order-2" : ""}`}>
            <div className="relative">
              <div
                className="absolute -inset-4 rotate-6 rounded-[2.5rem] bg-linear-to-tr from-amber-300 via-pink-400 to-violet-400 opacity-80"
                aria-hidden="true"
              />
              <div className="absolute -inset-4 -rotate-3 rounded-[2.5rem] ring-2 ring-white/40" aria-hidden="true" />
              <ProfilePhoto
                src={photo}
                alt={name}
                size={288}
                className={`relative size-44 rounded-[2rem] object-cover shadow-2xl @3xl:size-60 ${split ? "@4xl:size-72" : ""}`}
                fallback={
                  <div
                    className={`relative grid size-44 place-items-center rounded-[2rem] bg-[#17132e] text-6xl font-black text-white shadow-2xl @3xl:size-60 @3xl:text-7xl ${split ? "@4xl:size-72" : ""}`}
                    aria-hidden="true"
                  >
                    {initials({ firstName, lastName })}
                  </div>
                }
              />
            </div>
          </div>
        </div>
        {/* A soft wave into the page body. */}
        <svg
          className="absolute inset-x-0 -bottom-px h-12 w-full text-[#0e0b22] @3xl:h-20 print:hidden"
          viewBox="0 0 1440 80"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path fill="currentColor" d="M0 48c180-40 360-40 540-8s360 56 540 24 270-48 360-40v56H0Z" />
        </svg>
      </header>

      <main
        className={
          hasSections ? "mx-auto w-full max-w-6xl space-y-24 px-6 py-16 @3xl:space-y-32 @3xl:py-24 print:space-y-10 print:py-6" : ""
        }
      >
        <PortfolioSections data={data} theme={THEME} />
      </main>

      <footer className={`px-6 pb-10 print:px-0 print:pb-0 ${hasSections ? "" : "pt-10"}`}>
        <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2.5rem] bg-linear-to-br from-fuchsia-800 via-violet-800 to-indigo-900 px-6 py-16 text-center text-white shadow-2xl shadow-violet-950/60 @3xl:py-20 print:rounded-none print:bg-none print:py-6 print:text-slate-900">
          <div
            className="pointer-events-none absolute -end-20 -top-24 -z-10 size-80 rounded-full bg-pink-500/30 blur-3xl print:hidden"
            aria-hidden="true"
          />
          <div
            className="pointer-events-none absolute -bottom-28 -start-16 -z-10 size-80 rounded-full bg-orange-400/25 blur-3xl print:hidden"
            aria-hidden="true"
          />
          <h2 className="text-3xl font-black tracking-tight @3xl:text-5xl print:text-2xl">{words.createMagic}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90 print:hidden">{words.creativeClosing}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
            <ContactActions
              contactLabel={words.startConversation}
              contactIcon={<MailIcon className="size-5" aria-hidden="true" />}
              printIcon={<DownloadIcon className="size-5" aria-hidden="true" />}
              contactClassName={`inline-flex items-center gap-2 rounded-full bg-white px-6 py-3.5 font-bold text-violet-800 shadow-xl shadow-black/20 transition hover:-translate-y-0.5 hover:bg-amber-50 ${FOCUS_ON_GRADIENT}`}
              printClassName={`inline-flex items-center gap-2 rounded-full px-6 py-3.5 font-bold text-white ring-2 ring-white/60 transition hover:bg-white/10 ${FOCUS_ON_GRADIENT}`}
            />
          </div>
        </div>
        <Copyright data={data} className="mt-8 text-center text-sm text-slate-400 print:text-slate-600" />
      </footer>
      <ContactModal data={data} title={words.letsConnect} theme={CONTACT_THEME} preview={preview} state={contact} />
    </div>
  );
}
