// The sections every portfolio template shows (skills, experience, projects, education, certifications), drawn
// once here. A template gives its theme (section headings and their frame, the order, class names and the few
// pieces of markup that are its own), so the five templates differ by theme, not by copied JSX.
import type { LucideIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import type { CertificationItem, EducationItem, ExperienceItem, ProjectItem } from "~/schemas/profile";
import { dateRange, FALLBACK, type PortfolioData } from "~/schemas/portfolio-model";
import { fillSlots } from "~/schemas/portfolio-locales";
import { CertificationDetails, EducationDetails, IconCard, IconText, ProjectList } from "./blocks";
import { Own, OwnParagraph, useDateLanguage, usePortfolioLanguage, Word } from "./language";
import { AchievementList, ProjectLinks, TechnologyList, when } from "./shared";

export type SectionKey = "skills" | "experience" | "projects" | "education" | "certifications";

/** Class names of a job's achievements list (AchievementList). */
interface AchievementsTheme {
  className: string;
  itemClassName: string;
  bullet: ReactNode;
  textClassName?: string;
}

interface ExperienceTheme {
  list: string;
  item: string;
  /** Long month names in the dates ("April 2021"). */
  long?: boolean;
  /** Drawn before the entry's text: a timeline dot, an icon badge, a column with the dates. */
  marker?: (job: ExperienceItem, dates: string, index: number) => ReactNode;
  /** The frame around the entry's text; without it the text sits in the list item. */
  card?: string;
  heading: (job: ExperienceItem, dates: string, index: number) => ReactNode;
  description: string;
  achievements: AchievementsTheme;
}

interface LinkTheme {
  className: string;
  label: ReactNode;
}

/** A project card's title row: the title (after an optional decoration) and the Featured mark. */
interface TitleRow {
  header: string;
  title: string;
  titlePrefix?: ReactNode;
  featured: { className: string; label: ReactNode };
}

interface ProjectTheme {
  list: string;
  item: string;
  /** The project's image: above its text, or after it (`after`); `describe` names it "Screenshot of <title>". */
  /** A line above the cards (the terminal's repository count). */
  intro?: (projects: ProjectItem[]) => ReactNode;
  image: { className: string; describe?: boolean; after?: boolean };
  /** The title: a row in the card's text (with the Featured mark), or a cover drawn above the image. */
  heading: TitleRow | { cover: (project: ProjectItem, title: string, index: number) => ReactNode };
  /** The title of a project without one (else FALLBACK.project). */
  untitled?: string;
  body: string;
  description: string;
  /** An empty spacer stands in for a missing description, so the links stay at the card's foot. */
  fill?: boolean;
  /** The technologies as chips, or as one line joined by " · ". */
  technologies: { className: string; itemClassName: string; prefix?: ReactNode } | { joined: string };
  links: { className: string; live: LinkTheme; code: LinkTheme };
}

/** Where an education or certification entry sits: a plain list item, or a card with an icon badge. */
type EntryFrame = { item: string } | { card: string; badge: string; icon: LucideIcon; iconClassName: string };

interface EntriesTheme<Entry> {
  list: string;
  /** An <ol> (a sequence in time) rather than a <ul>. */
  ordered?: boolean;
  frame: EntryFrame;
  content: (entry: Entry) => ReactNode;
}

/** The sections' usual titles, in the page's language; a template renames those it words its own way. */
export const SECTION_TITLES: Record<SectionKey, ReactNode> = {
  skills: <Word k="skills" />,
  experience: <Word k="experience" />,
  projects: <Word k="projects" />,
  education: <Word k="education" />,
  certifications: <Word k="certifications" />,
};

/** The usual order: skills, experience, projects, then education and certifications side by side. */
export const PAIRED_ORDER = ["skills", "experience", "projects", ["education", "certifications"]] as const;

/** A project link's theme whose label is an icon and a text. */
export const iconLink = (className: string, icon: LucideIcon, text: ReactNode, iconClassName?: string): LinkTheme => ({
  className,
  label: (
    <IconText icon={icon} className={iconClassName}>
      {text}
    </IconText>
  ),
});

export interface TemplateTheme<Heading> {
  /** The sections' id prefix ("mp" gives "mp-skills"). */
  idPrefix: string;
  /** The sections in page order; a pair is drawn side by side (`pair` gives the grid's classes). */
  order: ReadonlyArray<SectionKey | readonly [SectionKey, SectionKey]>;
  pair?: (both: boolean) => string;
  /** A section's heading in the template's words (a title, a kicker and a title, a shell command). */
  headings: Partial<Record<SectionKey, Heading>>;
  Section: ComponentType<{ id: string; heading: Heading; children: ReactNode }>;
  skills: (skills: string[]) => ReactNode;
  experience: ExperienceTheme;
  projects: ProjectTheme;
  education: EntriesTheme<EducationItem>;
  certifications?: EntriesTheme<CertificationItem>;
}

function sectionHasEntries(data: PortfolioData, key: SectionKey): boolean {
  const entries: readonly unknown[] | undefined = key === "skills" ? data.professional?.skills : data[key];
  return when(entries);
}

/** Whether any of the theme's sections has something to show (else the header fills the page). */
export function hasSections(data: PortfolioData, theme: Pick<TemplateTheme<unknown>, "order">): boolean {
  return theme.order.flat().some((key) => sectionHasEntries(data, key));
}

/** The theme's sections in its order, each only when it has entries. */
export function PortfolioSections<Heading>({ data, theme }: { data: PortfolioData; theme: TemplateTheme<Heading> }) {
  const section = (key: SectionKey) => {
    const heading = theme.headings[key];
    if (!sectionHasEntries(data, key) || heading === undefined) return null;
    return (
      <theme.Section key={key} id={`${theme.idPrefix}-${key}`} heading={heading}>
        {sectionContent(data, theme, key)}
      </theme.Section>
    );
  };
  return theme.order.map((entry) => {
    if (typeof entry === "string") return section(entry);
    const [first, second] = entry;
    const [hasFirst, hasSecond] = [sectionHasEntries(data, first), sectionHasEntries(data, second)];
    if (!hasFirst && !hasSecond) return null;
    return (
      <div key={`${first}-${second}`} className={theme.pair?.(hasFirst && hasSecond)}>
        {section(first)}
        {section(second)}
      </div>
    );
  });
}

function sectionContent<Heading>(data: PortfolioData, theme: TemplateTheme<Heading>, key: SectionKey): ReactNode {
  if (key === "skills") return theme.skills(data.professional.skills);
  if (key === "experience") return <ExperienceList jobs={data.experience} theme={theme.experience} />;
  if (key === "projects") return <ProjectCards projects={data.projects} theme={theme.projects} />;
  if (key === "education") return <EntryList entries={data.education} theme={theme.education} />;
  return theme.certifications ? <EntryList entries={data.certifications} theme={theme.certifications} /> : null;
}

function ExperienceList({ jobs, theme }: { jobs: ExperienceItem[]; theme: ExperienceTheme }) {
  const language = useDateLanguage();
  return (
    <ol className={theme.list}>
      {jobs.map((job, index) => {
        const dates = dateRange(job.startDate, job.endDate, { current: job.current, long: theme.long, language });
        const text = (
          <>
            {theme.heading(job, dates, index)}
            <OwnParagraph text={job.description} className={theme.description} />
            <AchievementList items={job.achievements} {...theme.achievements} />
          </>
        );
        return (
          <li key={index} className={theme.item}>
            {theme.marker?.(job, dates, index)}
            {theme.card ? <div className={theme.card}>{text}</div> : text}
          </li>
        );
      })}
    </ol>
  );
}

/** Class names of JobHeading: the row, the title, the employer line, its location and the dates. */
export interface JobHeadingClasses {
  row: string;
  title: string;
  company: string;
  location: string;
  dates: string;
}

/** A job's heading as most templates draw it: title and employer (· location) beside the dates. */
export function JobHeading({ job, dates, classes }: { job: ExperienceItem; dates: string; classes: JobHeadingClasses }) {
  return (
    <div className={classes.row}>
      <div>
        <Own as="h3" className={classes.title}>
          {job.title || FALLBACK.position}
        </Own>
        <p className={classes.company}>
          <bdi>{job.company || FALLBACK.company}</bdi>
          {job.location ? (
            <span className={classes.location}>
              {" · "}
              <bdi>{job.location}</bdi>
            </span>
          ) : null}
        </p>
      </div>
      {dates ? <p className={classes.dates}>{dates}</p> : null}
    </div>
  );
}

function ProjectCards({ projects, theme }: { projects: ProjectItem[]; theme: ProjectTheme }) {
  const { words } = usePortfolioLanguage();
  const list = (
    <ProjectList
      projects={projects}
      className={theme.list}
      itemClassName={theme.item}
      render={(project, image, index) => {
        const title = project.title || theme.untitled || FALLBACK.project;
        const picture = image ? (
          <img
            src={image}
            alt={theme.image.describe ? fillSlots(words.screenshotOf, { title }) : ""}
            loading="lazy"
            className={theme.image.className}
          />
        ) : null;
        const { heading } = theme;
        return (
          <>
            {"cover" in heading ? heading.cover(project, title, index) : null}
            {theme.image.after ? null : picture}
            <div className={theme.body}>
              {"cover" in heading ? null : (
                <div className={heading.header}>
                  <h3 className={heading.title}>
                    {heading.titlePrefix}
                    <bdi>{title}</bdi>
                  </h3>
                  {project.featured ? <span className={heading.featured.className}>{heading.featured.label}</span> : null}
                </div>
              )}
              {project.description ? (
                <p dir="auto" className={theme.description}>
                  {project.description}
                </p>
              ) : theme.fill ? (
                <div className="flex-1" />
              ) : null}
              <Technologies skills={project.skills} theme={theme.technologies} />
              <ProjectLinks project={project} {...theme.links} />
            </div>
            {theme.image.after ? picture : null}
          </>
        );
      }}
    />
  );
  return theme.intro ? (
    <>
      {theme.intro(projects)}
      {list}
    </>
  ) : (
    list
  );
}

function Technologies({ skills, theme }: { skills: string[]; theme: ProjectTheme["technologies"] }) {
  const { words } = usePortfolioLanguage();
  if (!("joined" in theme)) return <TechnologyList skills={skills} {...theme} />;
  if (!when(skills)) return null;
  return (
    <p className={theme.joined}>
      <span className="sr-only">{words.technologies}: </span>
      <bdi>{skills.join(" · ")}</bdi>
    </p>
  );
}

function EntryList<Entry>({ entries, theme }: { entries: Entry[]; theme: EntriesTheme<Entry> }) {
  const List = theme.ordered ? "ol" : "ul";
  const { frame } = theme;
  return (
    <List className={theme.list}>
      {entries.map((entry, index) =>
        "item" in frame ? (
          <li key={index} className={frame.item}>
            {theme.content(entry)}
          </li>
        ) : (
          <IconCard key={index} className={frame.card} badgeClassName={frame.badge} icon={frame.icon} iconClassName={frame.iconClassName}>
            {theme.content(entry)}
          </IconCard>
        ),
      )}
    </List>
  );
}

/** Class names of an education entry drawn by EducationDetails. */
type EducationClasses = Omit<Parameters<typeof EducationDetails>[0], "item">;
type CertificationClasses = Omit<Parameters<typeof CertificationDetails>[0], "cert">;

/** Education entries drawn by the shared EducationDetails with the template's class names. */
export const educationDetails =
  (classes: EducationClasses) =>
  (item: EducationItem): ReactNode => <EducationDetails item={item} {...classes} />;

/** Certification entries drawn by the shared CertificationDetails with the template's class names. */
export const certificationDetails =
  (classes: CertificationClasses) =>
  (cert: CertificationItem): ReactNode => <CertificationDetails cert={cert} {...classes} />;
