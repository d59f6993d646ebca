// A link that opens in a new tab: the external-link icon after its text, and a note for screen readers.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
