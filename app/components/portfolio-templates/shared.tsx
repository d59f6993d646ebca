// Building blocks every portfolio template shares: safe links, social icons, the contact modal and its
// trigger, the "Download Resume" control (the PDF resume on a live page, else the print button) and the copyright line.
//
// The public page is rendered on the server WITHOUT the React Router client runtime, so nothing here may
// depend on hydration. Interactivity comes from plain HTML first (the modal opens with :target and the form
// posts to the page's action) and is enhanced by app/components/portfolio-templates/enhance-script.ts through data-* hooks:
//   [data-contact-open]   opens the modal          [data-contact-close]  closes and clears it
//   form[data-contact-form] is sent as JSON to POST /api/email/contact   [data-print] calls window.print()
// In the signed-in preview (hydrated React) the same markup works; the form is disabled there.
import { SendIcon, XIcon } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import { TOAST_REGION_CLASS, ToastCard } from "~/components/ui/toast";
import { contactMessagesIn } from "~/schemas/portfolio-i18n/contact";
import { fullName, safeHref, type PortfolioData } from "~/schemas/portfolio-model";
import { fillSlots } from "~/schemas/portfolio-locales";
import { usePortfolioLanguage } from "./language";

/** What a template receives. `contact` is the result of a no-JavaScript contact form post. */
export interface TemplateProps {
  data: PortfolioData;
  /** Rendered inside the signed-in preview: the contact form is disabled and nothing is sent. */
  preview?: boolean;
  contact?: ContactFormState;
}

export interface ContactFormState {
  status: "sent" | "error";
  message: string;
  values?: { name: string; email: string; message: string };
}

const CONTACT_MODAL_ID = "contact";

/**
 * Set by pages that draw templates as miniatures (the gallery): no contact modal or notices there, so a page with
 * several thumbnails has no duplicate ids and no hidden forms.
 */
export const ThumbnailRender = createContext(false);

/** An <a> for a user-supplied URL, or plain text when the URL is not http(s). Opens in a new tab. */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  /** Accessible name when the visible content is an icon. */
  label?: string;
}) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
    </a>
  );
}

/** Opens the contact modal (works without JavaScript through :target). */
export function ContactTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href={`#${CONTACT_MODAL_ID}`} data-contact-open="" className={className}>
      {children}
    </a>
  );
}

/**
 * Where "Download Resume" points. The public page sets its PDF resume (/portfolio/{username}/resume.pdf), a plain
 * link that needs no JavaScript; elsewhere (the signed-in preview, gallery thumbnails) it is unset and the button
 * opens the print dialog instead.
 */
export const ResumeDownload = createContext<string | null>(null);

/** "Download Resume" on a live page: the portfolio's PDF resume, downloaded (works without JavaScript). */
export function ResumeLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} download="" data-resume-download="" className={`print:hidden ${className ?? ""}`}>
      {children}
    </a>
  );
}

/** "Download Resume" without a PDF: the browser's print dialog (print styles flatten the page). Hidden without JavaScript. */
export function PrintButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" data-print="" className={`js-only print:hidden ${className ?? ""}`} onClick={() => window.print()}>
      {children}
    </button>
  );
}

export function Copyright({ data, className }: { data: PortfolioData; className?: string }) {
  const { words } = usePortfolioLanguage();
  return <p className={className}>{fillSlots(words.copyright, { year: new Date().getFullYear(), name: fullName(data) })}</p>;
}

export { SocialIcon } from "~/components/ui/brand-icons";

export interface ContactModalTheme {
  /** The dialog panel. */
  panel: string;
  heading: string;
  text: string;
  label: string;
  input: string;
  submit: string;
  close: string;
  link: string;
  overlay: string;
  /** A field's problem under it (dark panels need a light red). */
  error?: string;
}

const LIGHT_CONTACT_THEME: ContactModalTheme = {
  panel: "bg-white text-slate-900 rounded-2xl shadow-2xl",
  heading: "text-slate-900",
  text: "text-slate-600",
  label: "text-slate-700",
  input:
    "border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 rounded-lg",
  submit: "bg-indigo-600 text-white hover:bg-indigo-700 rounded-lg",
  close: "text-slate-500 hover:bg-slate-100 hover:text-slate-800 rounded-lg",
  link: "text-indigo-700 hover:text-indigo-900",
  overlay: "bg-white/90 text-slate-800",
};

/**
 * The visitor contact modal (spec part 1 section 2.8): Name, Email, Message (4 rows), Send Message, the
 * 'Sending your message...' overlay and the mailto fallback. Without JavaScript it is a :target modal whose
 * form posts to the page; `state` carries that post's outcome (errors keep the visitor's text).
 */
export function ContactModal({
  data,
  title,
  intro,
  submitLabel,
  theme = LIGHT_CONTACT_THEME,
  preview = false,
  state,
}: {
  data: PortfolioData;
  title?: ReactNode;
  intro?: string;
  submitLabel?: string;
  theme?: ContactModalTheme;
  preview?: boolean;
  state?: ContactFormState;
}) {
  const thumbnail = useContext(ThumbnailRender);
  const { words } = usePortfolioLanguage();
  const open = state?.status === "error";
  const values = state?.status === "error" ? state.values : undefined;
  const ownerEmail = data.email?.trim();
  const mailto = ownerEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail) ? `mailto:${ownerEmail}` : null;
  const inputClass = `mt-1 block w-full px-3 py-2.5 text-base outline-none transition aria-[invalid=true]:border-red-500 ${theme.input}`;
  if (thumbnail) return null;
  return (
    <div
      id={CONTACT_MODAL_ID}
      data-contact-modal=""
      data-contact-messages={JSON.stringify(contactMessagesIn(words))}
      {...(open ? { "data-open": "" } : {})}
      className="contact-modal fixed inset-0 z-50 hidden items-center justify-center p-4 print:hidden"
      role="dialog"
      aria-modal="true"
      aria-labelledby="contact-title"
    >
      {/* biome-ignore lint/a11y/useValidAnchor: without JavaScript the :target modal closes by following "#" (the backdrop is that link). */}
      {/* biome-ignore lint/a11y/useAnchorContent: the backdrop is a pointer target only; keyboard users have the labelled close link. */}
      <a href="#" data-contact-close="" tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm">
        <span className="sr-only">{words.close}</span>
      </a>
      <div className={`relative w-full max-w-lg overflow-hidden p-6 sm:p-8 ${theme.panel}`}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="contact-title" className={`text-2xl font-bold ${theme.heading}`}>
              {title ?? words.getInTouch}
            </h2>
            <p className={`mt-1 text-sm ${theme.text}`}>
              {intro ??
                (data.firstName?.trim() ? fillSlots(words.contactIntro, { name: data.firstName.trim() }) : words.contactIntroNoName)}
            </p>
          </div>
          <a
            // biome-ignore lint/a11y/useValidAnchor: without JavaScript the :target modal closes by following "#".
            href="#"
            data-contact-close=""
            className={`grid size-9 shrink-0 place-items-center ${theme.close}`}
            aria-label={words.closeContact}
          >
            <XIcon className="size-5" aria-hidden="true" />
          </a>
        </div>

        {open && state?.message ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {state.message}
          </p>
        ) : null}

        <form method="post" noValidate data-contact-form="" className="mt-6 space-y-4">
          <fieldset disabled={preview} className="space-y-4">
            <input type="hidden" name="ownerDetail" value={data.username} />
            {/* Honeypot: invisible to people, irresistible to form-filling bots. */}
            <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
              <label>
                {words.leaveEmpty}
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {(["name", "email"] as const).map((field) => (
              <ContactInput
                key={field}
                field={field}
                label={field === "name" ? words.name : words.email}
                labelClassName={theme.label}
                inputClassName={inputClass}
                errorClassName={theme.error}
                values={values}
              />
            ))}
            <ContactField id="contact-message" label={words.message} labelClassName={theme.label} errorClassName={theme.error}>
              <textarea
                id="contact-message"
                name="message"
                rows={4}
                aria-describedby="contact-message-error"
                defaultValue={values?.message ?? ""}
                className={`${inputClass} resize-y`}
              />
            </ContactField>
            <button
              type="submit"
              className={`inline-flex w-full items-center justify-center gap-2 px-5 py-3 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${theme.submit}`}
            >
              <SendIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {submitLabel ?? words.sendMessage}
            </button>
          </fieldset>
          {preview ? <p className={`text-center text-sm ${theme.text}`}>{words.previewDisabled}</p> : null}
          {mailto ? (
            <p data-contact-direct="" className={`text-center text-sm ${theme.text}`}>
              {words.reachOut}{" "}
              <a href={mailto} dir="ltr" className={`font-medium underline underline-offset-2 ${theme.link}`}>
                {ownerEmail}
              </a>
            </p>
          ) : null}
        </form>

        <div data-contact-sending="" hidden className={`absolute inset-0 grid place-items-center ${theme.overlay}`}>
          <div className="flex flex-col items-center gap-3" role="status">
            <span className="size-8 animate-spin rounded-full border-4 border-current border-t-transparent" aria-hidden="true" />
            <span className="font-medium">{words.sending}</span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** One labelled field of the contact form. */
function ContactField({
  id,
  label,
  labelClassName,
  errorClassName = "text-red-700",
  children,
}: {
  id: string;
  label: string;
  labelClassName: string;
  errorClassName?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-medium ${labelClassName}`}>
        {label}
      </label>
      {children}
      {/* Filled by the enhance script with the field's problem (app/schemas/contact-rules.ts) before anything is sent. */}
      <p
        id={`${id}-error`}
        data-contact-error={id.replace("contact-", "")}
        hidden
        className={`mt-1 text-sm font-medium ${errorClassName}`}
      />
    </div>
  );
}

/** The contact form's one-line inputs (Name, Email), refilled with the visitor's text after a failed post. */
function ContactInput({
  field,
  label,
  labelClassName,
  inputClassName,
  errorClassName,
  values,
}: {
  field: "name" | "email";
  label: string;
  labelClassName: string;
  inputClassName: string;
  errorClassName?: string;
  values?: ContactFormState["values"];
}) {
  return (
    <ContactField id={`contact-${field}`} label={label} labelClassName={labelClassName} errorClassName={errorClassName}>
      <input
        id={`contact-${field}`}
        name={field}
        type={field === "email" ? "email" : "text"}
        autoComplete={field}
        defaultValue={values?.[field] ?? ""}
        className={inputClassName}
        aria-describedby={`contact-${field}-error`}
      />
    </ContactField>
  );
}

/**
 * The no-JavaScript post's success notice, drawn as the app's toast (with JavaScript the enhance script shows the
 * same toast, cloned from ScriptedToastRegion's templates).
 */
export function ContactSentNotice({ state }: { state?: ContactFormState }) {
  if (state?.status !== "sent") return null;
  return (
    <div className={`${TOAST_REGION_CLASS} print:hidden`}>
      <ToastCard type="success" message={state.message} dismissible={false} />
    </div>
  );
}

/**
 * A project's "Live Demo" and "Code" links (each template words and styles them its own way); nothing when the
 * project has neither URL.
 */
export function ProjectLinks({
  project,
  className,
  live,
  code,
}: {
  project: { url?: string | null; githubUrl?: string | null };
  className: string;
  live: { className: string; label: ReactNode };
  code: { className: string; label: ReactNode };
}) {
  if (!project.url && !project.githubUrl) return null;
  return (
    <div className={className}>
      {project.url ? (
        <ExternalLink href={project.url} className={live.className}>
          {live.label}
        </ExternalLink>
      ) : null}
      {project.githubUrl ? (
        <ExternalLink href={project.githubUrl} className={code.className}>
          {code.label}
        </ExternalLink>
      ) : null}
    </div>
  );
}

/** A job's achievements, each behind the template's own (decorative) bullet; nothing when there are none. */
export function AchievementList({
  items,
  className,
  itemClassName,
  bullet,
  textClassName,
}: {
  items: readonly string[] | null | undefined;
  className: string;
  itemClassName: string;
  bullet: ReactNode;
  /** The text in its own span with these classes. */
  textClassName?: string;
}) {
  if (!when(items)) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={i} className={itemClassName}>
          {bullet}
          {textClassName ? <span className={textClassName}>{item}</span> : item}
        </li>
      ))}
    </ul>
  );
}

/** Short texts (skills, technologies) as a list, each behind an optional decorative prefix; nothing when empty. */
export function TextList({
  items,
  className,
  itemClassName,
  prefix,
  label,
}: {
  items: readonly string[] | null | undefined;
  className: string;
  itemClassName: string;
  /** Drawn before each text (decorative), e.g. the terminal's "#". */
  prefix?: ReactNode;
  /** The list's accessible name. */
  label?: string;
}) {
  if (!when(items)) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {prefix}
          <bdi>{item}</bdi>
        </li>
      ))}
    </ul>
  );
}

/** A project's technologies as a list of chips; nothing when there are none. */
export function TechnologyList({
  skills,
  ...list
}: {
  skills: readonly string[] | null | undefined;
  className: string;
  itemClassName: string;
  prefix?: ReactNode;
}) {
  const { words } = usePortfolioLanguage();
  return <TextList items={skills} label={words.technologies} {...list} />;
}

/** A template section heading shared shape: shown only when there is something to show. */
export function when<T>(list: readonly T[] | null | undefined): list is T[] {
  return Array.isArray(list) && list.length > 0;
}
