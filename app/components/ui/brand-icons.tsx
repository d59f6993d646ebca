// Brand marks, which lucide-react (the app's icon set) does not ship: the social networks a portfolio links to
// and Google's sign-in mark. Every other icon comes from lucide-react. Server-rendered SVG, no script.
import { Briefcase, Globe, Link as LinkIcon } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { SocialKey } from "~/schemas/profile-rules";

type BrandProps = SVGProps<SVGSVGElement> & { className?: string };

function SolidMark({ d, className = "size-5", ...props }: BrandProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...props}>
      <path d={d} />
    </svg>
  );
}

/** A brand mark drawn as one filled path. */
function solidMark(d: string) {
  return (props: BrandProps) => <SolidMark d={d} {...props} />;
}

const LinkedInMark = solidMark(
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45Z",
);
const GitHubMark = solidMark(
  "M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.27 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z",
);
const XMark = solidMark(
  "M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z",
);
const BehanceMark = solidMark(
  "M8.2 11.2c.9-.4 1.5-1.1 1.5-2.3 0-2.3-1.7-2.9-3.7-2.9H0v12h6.2c2.3 0 4.5-1.1 4.5-3.7 0-1.6-.8-2.8-2.5-3.1ZM2.7 8h2.6c1 0 1.9.3 1.9 1.4 0 1.1-.7 1.5-1.7 1.5H2.7V8Zm2.9 8H2.7v-3.3h3c1.2 0 2 .5 2 1.8S6.8 16 5.6 16ZM21.7 7.2h-6V5.7h6v1.5ZM24 14.2c0-2.6-1.5-4.7-4.3-4.7-2.7 0-4.5 2-4.5 4.7 0 2.8 1.7 4.7 4.5 4.7 2.1 0 3.5-1 4.2-3h-2.2c-.2.8-1.2 1.2-2 1.2-1.5 0-2.3-.9-2.3-2.4H24v-.5Zm-6.6-.9c.1-1.2.9-2 2.2-2 1.2 0 1.9.8 2 2h-4.2Z",
);

function DribbbleMark({ className = "size-5", ...props }: BrandProps) {
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
      <circle cx="12" cy="12" r="9" />
      <path d="M4.5 8.5c5 .5 10-1 13.5-4M3.2 13.5c5-2 11-2 15.5.8M8.5 20.2c1.5-5 5-9.7 9-11.7" />
    </svg>
  );
}

/** Google's four-colour "G" (sign-in button, Google-only accounts in settings). */
export function GoogleMark({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

const SOCIAL_MARKS: Record<SocialKey, ComponentType<{ className?: string }>> = {
  linkedin: LinkedInMark,
  github: GitHubMark,
  twitter: XMark,
  website: Globe,
  portfolio: Briefcase,
  behance: BehanceMark,
  dribbble: DribbbleMark,
  other: LinkIcon,
};

/** The mark of a social link kind (brand marks for networks, lucide icons for the generic kinds). */
export function SocialIcon({ name, className = "size-5" }: { name: SocialKey; className?: string }) {
  const Mark = SOCIAL_MARKS[name];
  return <Mark className={className} aria-hidden="true" />;
}
