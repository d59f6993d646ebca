// Pieces the landing sections share: the visitor they are drawn for, the centred section heading, the section
// frame around a heading and its card grid, and the three window dots of the decorative browser frames.
import type { ComponentType, ReactNode } from "react";

/** What the landing page knows about a signed-in visitor (from the root loader). */
export interface LandingUser {
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  isProfileCompleted: boolean;
  selectedTemplate: string | null;
  portfolioDeployed: boolean;
}

export type IconType = ComponentType<{ className?: string }>;

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{children}</p>
    </div>
  );
}

/** A landing section: an anchor target with a centred heading and intro above its content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

/** The red, amber and green dots of a browser window's title bar (decorative). */
export function BrowserDots({ dot = "size-3", className = "flex gap-1.5" }: { dot?: string; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <span className={`${dot} rounded-full bg-rose-400`} />
      <span className={`${dot} rounded-full bg-amber-400`} />
      <span className={`${dot} rounded-full bg-emerald-400`} />
    </div>
  );
}
