// Building blocks every portfolio template shares: safe links, social icons, the contact modal and its
// trigger, the print ("Download Resume") button and the copyright line.
//
// The public page is rendered on the server WITHOUT the React Router client runtime, so nothing here may
// depend on hydration. Interactivity comes from plain HTML first (the modal opens with :target and the form
// posts to the page's action) and is enhanced by app/portfolio/enhance-script.ts through data-* hooks:
//   [data-contact-open]   opens the modal          [data-contact-close]  closes and clears it
//   form[data-contact-form] is sent as JSON to POST /api/email/contact   [data-print] calls window.print()
// In the signed-in preview (hydrated React) the same markup works; the form is disabled there.
import { createContext, useContext, type ReactNode, type SVGProps } from "react";
import type { SocialKey } from "~/schemas/profile";
import { fullName, safeHref, type PortfolioData } from "../model";

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

export const CONTACT_MODAL_ID = "contact";

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

/** "Download Resume": the browser's print dialog (print styles flatten the page). Hidden without JavaScript. */
export function PrintButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" data-print="" className={`js-only print:hidden ${className ?? ""}`} onClick={() => window.print()}>
      {children}
    </button>
  );
}

export function Copyright({ data, className }: { data: PortfolioData; className?: string }) {
  return (
    <p className={className}>
      © {new Date().getFullYear()} {fullName(data)}. All rights reserved.
    </p>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

const stroke = (children: ReactNode) =>
  function StrokeIcon({ className = "size-5", ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {children}
      </svg>
    );
  };

export const MailIcon = stroke(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const PhoneIcon = stroke(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />);
export const PinIcon = stroke(
  <>
    <path d="M12 21s-7-5.7-7-11a7 7 0 0 1 14 0c0 5.3-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const LinkIcon = stroke(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
);
export const ExternalIcon = stroke(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
export const CodeIcon = stroke(<path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />);
export const DownloadIcon = stroke(<path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />);
export const CloseIcon = stroke(<path d="M6 6l12 12M18 6 6 18" />);
export const SendIcon = stroke(<path d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />);
export const AwardIcon = stroke(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </>,
);
export const CapIcon = stroke(<path d="M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5M22 9v6" />);
export const BriefcaseIcon = stroke(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </>,
);

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
}

export const LIGHT_CONTACT_THEME: ContactModalTheme = {
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
  title = "Get In Touch",
  intro,
  submitLabel = "Send Message",
  theme = LIGHT_CONTACT_THEME,
  preview = false,
  state,
}: {
  data: PortfolioData;
  title?: string;
  intro?: string;
  submitLabel?: string;
  theme?: ContactModalTheme;
  preview?: boolean;
  state?: ContactFormState;
}) {
  const thumbnail = useContext(ThumbnailRender);
  const open = state?.status === "error";
  const values = state?.status === "error" ? state.values : undefined;
  const ownerEmail = data.email?.trim();
  const mailto = ownerEmail && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail) ? `mailto:${ownerEmail}` : null;
  const inputClass = `mt-1 block w-full px-3 py-2.5 text-base outline-none transition ${theme.input}`;
  if (thumbnail) return null;
  return (
    <div
      id={CONTACT_MODAL_ID}
      data-contact-modal=""
      {...(open ? { "data-open": "" } : {})}
      className="contact-modal fixed inset-0 z-50 hidden items-center justify-center p-4 print:hidden"
      role="dialog"
      aria-modal="true"
      aria-labelledby="contact-title"
    >
      <a href="#" data-contact-close="" tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm">
        <span className="sr-only">Close</span>
      </a>
      <div className={`relative w-full max-w-lg overflow-hidden p-6 sm:p-8 ${theme.panel}`}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="contact-title" className={`text-2xl font-bold ${theme.heading}`}>
              {title}
            </h2>
            <p className={`mt-1 text-sm ${theme.text}`}>
              {intro ?? `Send ${data.firstName?.trim() || "me"} a message and expect a reply by email.`}
            </p>
          </div>
          <a
            href="#"
            data-contact-close=""
            className={`grid size-9 shrink-0 place-items-center ${theme.close}`}
            aria-label="Close contact form"
          >
            <CloseIcon className="size-5" />
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
            <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
              <label>
                Leave this field empty
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <div>
              <label htmlFor="contact-name" className={`block text-sm font-medium ${theme.label}`}>
                Name
              </label>
              <input
                id="contact-name"
                name="name"
                type="text"
                autoComplete="name"
                defaultValue={values?.name ?? ""}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="contact-email" className={`block text-sm font-medium ${theme.label}`}>
                Email
              </label>
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={values?.email ?? ""}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="contact-message" className={`block text-sm font-medium ${theme.label}`}>
                Message
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={4}
                defaultValue={values?.message ?? ""}
                className={`${inputClass} resize-y`}
              />
            </div>
            <button
              type="submit"
              className={`inline-flex w-full items-center justify-center gap-2 px-5 py-3 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${theme.submit}`}
            >
              <SendIcon className="size-4" />
              {submitLabel}
            </button>
          </fieldset>
          {preview ? <p className={`text-center text-sm ${theme.text}`}>The contact form is disabled in preview.</p> : null}
          {mailto ? (
            <p data-contact-direct="" className={`text-center text-sm ${theme.text}`}>
              or reach out directly{" "}
              <a href={mailto} className={`font-medium underline underline-offset-2 ${theme.link}`}>
                {ownerEmail}
              </a>
            </p>
          ) : null}
        </form>

        <div data-contact-sending="" hidden className={`absolute inset-0 grid place-items-center ${theme.overlay}`}>
          <div className="flex flex-col items-center gap-3" role="status">
            <span className="size-8 animate-spin rounded-full border-4 border-current border-t-transparent" aria-hidden="true" />
            <span className="font-medium">Sending your message...</span>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The no-JavaScript post's success notice (with JavaScript the enhance script shows a toast instead). */
export function ContactSentNotice({ state }: { state?: ContactFormState }) {
  if (state?.status !== "sent") return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)] rounded-xl bg-emerald-600 px-4 py-3 text-sm font-medium text-white shadow-lg print:hidden"
    >
      {state.message}
    </div>
  );
}

/** A template section heading shared shape: shown only when there is something to show. */
export function when<T>(list: readonly T[] | null | undefined): list is T[] {
  return Array.isArray(list) && list.length > 0;
}
