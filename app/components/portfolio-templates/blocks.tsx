// Markup pieces the five portfolio templates share in structure but style their own way: the header's photo,
// contact details and social icons, the "Get In Touch" / "Download Resume" pair, and the education and
// certification entries. Every piece takes the template's class names, so each template keeps its exact look.
import { DownloadIcon, ExternalLinkIcon, type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { type ReactNode, useContext } from "react";
import { formatMonthIn } from "~/lib/dates";
import type { CertificationItem, EducationItem, ProjectItem } from "~/schemas/profile";
import {
  dateRange,
  FALLBACK,
  fullName,
  mailtoHref,
  type PortfolioData,
  safeImageSrc,
  socialLinks,
  telHref,
} from "~/schemas/portfolio-model";
import type { PortfolioWords } from "~/schemas/portfolio-i18n/en";
import { fillSlots } from "~/schemas/portfolio-locales";
import { fillWithNodes, Own, OwnParagraph, useDateLanguage, usePortfolioLanguage } from "./language";
import { ContactTrigger, ExternalLink, PrintButton, ResumeDownload, ResumeLink, SocialIcon } from "./shared";

/** What every template reads from the portfolio before drawing its header. */
export function templateBasics(data: PortfolioData, fallbackName?: string) {
  const { phone, location } = data.personalInfo ?? { phone: "", location: "" };
  const { title, summary, skills } = data.professional ?? { title: "", summary: "", skills: [] };
  return {
    name: fullName(data, fallbackName),
    photo: safeImageSrc(data.profilePhoto),
    links: socialLinks(data),
    phone,
    location,
    title,
    summary,
    skills,
    email: mailtoHref(data.email),
    tel: telHref(phone),
  };
}

/** The profile photo, or the template's fallback (initials, a monogram) when there is none. */
export function ProfilePhoto({
  src,
  alt,
  size,
  className,
  fallback = null,
}: {
  src: string | null;
  alt: string;
  size: number;
  className: string;
  fallback?: ReactNode;
}) {
  if (!src) return fallback;
  return <img src={src} alt={alt} width={size} height={size} className={className} />;
}

/** The owner's email, phone and location as a list; nothing when all three are empty. */
export function ContactDetails({
  data,
  className,
  linkClassName,
  locationClassName,
  iconClassName,
}: {
  data: PortfolioData;
  className: string;
  linkClassName: string;
  locationClassName?: string;
  /** The lucide icon before each item; no icons when absent. */
  iconClassName?: string;
}) {
  const { email, tel, phone, location } = templateBasics(data);
  if (!email && !tel && !location) return null;
  const icon = (Icon: LucideIcon) => (iconClassName ? <Icon className={iconClassName} aria-hidden="true" /> : null);
  return (
    <ul className={className}>
      {email ? (
        <li>
          <a href={email} className={linkClassName}>
            {icon(MailIcon)}
            <bdi>{data.email}</bdi>
          </a>
        </li>
      ) : null}
      {tel ? (
        <li>
          <a href={tel} className={linkClassName}>
            {icon(PhoneIcon)}
            <bdi dir="ltr">{phone}</bdi>
          </a>
        </li>
      ) : null}
      {location ? (
        <li className={locationClassName}>
          {icon(MapPinIcon)}
          <bdi>{location}</bdi>
        </li>
      ) : null}
    </ul>
  );
}

/** The social profiles as icon buttons (named by aria-label and title); nothing when there are none. */
export function SocialIconLinks({
  data,
  className,
  linkClassName,
  iconClassName,
}: {
  data: PortfolioData;
  className: string;
  linkClassName: string;
  iconClassName: string;
}) {
  const links = socialLinks(data);
  const { words } = usePortfolioLanguage();
  if (!links.length) return null;
  return (
    <ul className={className} aria-label={words.socialLinks}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
            className={linkClassName}
          >
            <SocialIcon name={link.key} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The "Get In Touch" trigger (unless `showContact` is false) and "Download Resume", side by side: the PDF resume
 * when the page provides one (ResumeDownload), else the print button.
 */
export function ContactActions({
  contactClassName,
  printClassName,
  contactLabel,
  showContact = true,
  contactIcon = <MailIcon className="size-4" aria-hidden="true" />,
  printIcon = <DownloadIcon className="size-4" aria-hidden="true" />,
}: {
  contactClassName: string;
  printClassName: string;
  contactLabel?: string;
  showContact?: boolean;
  contactIcon?: ReactNode;
  printIcon?: ReactNode;
}) {
  const { getInTouch, downloadResume } = usePortfolioLanguage().words;
  const resumeHref = useContext(ResumeDownload);
  return (
    <>
      {showContact ? (
        <ContactTrigger className={contactClassName}>
          {contactIcon}
          {contactLabel ?? getInTouch}
        </ContactTrigger>
      ) : null}
      {resumeHref ? (
        <ResumeLink href={resumeHref} className={printClassName}>
          {printIcon}
          {downloadResume}
        </ResumeLink>
      ) : (
        <PrintButton className={printClassName}>
          {printIcon}
          {downloadResume}
        </PrintButton>
      )}
    </>
  );
}

/** A link label with its lucide icon before it (or after it, `trailing`). */
export function IconText({
  icon: Icon,
  className = "size-4",
  trailing = false,
  children,
}: {
  icon: LucideIcon;
  className?: string;
  trailing?: boolean;
  children: ReactNode;
}) {
  const icon = <Icon className={className} aria-hidden="true" />;
  return (
    <>
      {trailing ? null : icon}
      {children}
      {trailing ? icon : null}
    </>
  );
}

/** A card with a decorative icon badge beside its content (education and certification entries). */
export function IconCard({
  className,
  badgeClassName,
  icon: Icon,
  iconClassName,
  children,
}: {
  className: string;
  badgeClassName: string;
  icon: LucideIcon;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <span className={badgeClassName} aria-hidden="true">
        <Icon className={iconClassName} aria-hidden="true" />
      </span>
      <div className="min-w-0">{children}</div>
    </li>
  );
}

/** "Issued <month> · Expires <month>" (either part only when its date is set), in the page's language. */
export function certificationDates(
  cert: Pick<CertificationItem, "issueDate" | "expiryDate">,
  language: { locale: string; words: PortfolioWords },
  long = false,
): string {
  const month = (value: string) => formatMonthIn(value, language.locale, long);
  return [
    cert.issueDate ? fillSlots(language.words.issued, { date: month(cert.issueDate) }) : "",
    cert.expiryDate ? fillSlots(language.words.expires, { date: month(cert.expiryDate) }) : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** An education entry's content: degree, school, period · location, grade and description. */
export function EducationDetails({
  item,
  long = false,
  degreeClassName,
  schoolClassName,
  metaClassName,
  descriptionClassName,
}: {
  item: EducationItem;
  long?: boolean;
  degreeClassName: string;
  schoolClassName: string;
  /** The period · location line and the grade line. */
  metaClassName: string;
  descriptionClassName: string;
}) {
  const { words } = usePortfolioLanguage();
  const period = dateRange(item.startDate, item.endDate, { presentWhenNoEnd: true, long, language: useDateLanguage() });
  return (
    <>
      <Own as="h3" className={degreeClassName}>
        {item.degree || FALLBACK.degree}
      </Own>
      <Own className={schoolClassName}>{item.school || FALLBACK.institution}</Own>
      {period || item.location ? (
        <p className={metaClassName}>
          {period}
          {period && item.location ? " · " : null}
          {item.location ? <bdi>{item.location}</bdi> : null}
        </p>
      ) : null}
      {item.gpa ? <p className={metaClassName}>{fillWithNodes(words.grade, { grade: <bdi>{item.gpa}</bdi> })}</p> : null}
      <OwnParagraph text={item.description} className={descriptionClassName} />
    </>
  );
}

/** A certification entry's content: name, issuer, issue/expiry dates and the "View Credential" link. */
export function CertificationDetails({
  cert,
  long = false,
  nameClassName,
  issuerClassName,
  datesClassName,
  linkClassName,
}: {
  cert: CertificationItem;
  long?: boolean;
  nameClassName: string;
  issuerClassName: string;
  datesClassName: string;
  linkClassName: string;
}) {
  const language = usePortfolioLanguage();
  const dates = certificationDates(cert, language, long);
  return (
    <>
      <Own as="h3" className={nameClassName}>
        {cert.name || FALLBACK.certification}
      </Own>
      <Own className={issuerClassName}>{cert.issuer || FALLBACK.issuer}</Own>
      {dates ? <p className={datesClassName}>{dates}</p> : null}
      {cert.credentialUrl ? (
        <ExternalLink href={cert.credentialUrl} className={linkClassName}>
          {language.words.viewCredential}
          <ExternalLinkIcon className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
        </ExternalLink>
      ) : null}
    </>
  );
}

/** The projects as a list; each item's content is the template's own (`image` is the project's safe image URL). */
export function ProjectList({
  projects,
  className,
  itemClassName,
  render,
}: {
  projects: ProjectItem[];
  className: string;
  itemClassName: string;
  render: (project: ProjectItem, image: string | null, index: number) => ReactNode;
}) {
  return (
    <ul className={className}>
      {projects.map((project, index) => (
        <li key={index} className={itemClassName}>
          {render(project, safeImageSrc(project.image), index)}
        </li>
      ))}
    </ul>
  );
}
