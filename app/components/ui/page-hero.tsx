// The top of a signed-in page: a soft coloured glow behind the page (PageGlow), the page's main landmark with that
// glow and the centred content column (PageMain), and the icon + eyebrow + title + description header (PageHero).
import type { ComponentType, ReactNode } from "react";

/** The soft indigo-and-violet glow of the account pages. */
export const SOFT_GLOW =
  "h-72 bg-[radial-gradient(60%_100%_at_20%_0%,rgba(99,102,241,0.12),transparent),radial-gradient(50%_80%_at_90%_0%,rgba(147,51,234,0.10),transparent)]";

/** The decorative glow at the top of a page; `className` gives its height and background. */
export function PageGlow({ className }: { className: string }) {
  return <div aria-hidden="true" className={`absolute inset-x-0 top-0 -z-10 ${className}`} />;
}

/** The page's `<main>`: the glow behind it and the centred content column (`className`: its width and padding). */
export function PageMain({ glow, className, children }: { glow: string; className: string; children: ReactNode }) {
  return (
    <main className="relative isolate">
      <PageGlow className={glow} />
      <div className={`mx-auto px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>
    </main>
  );
}

/** The page header: gradient icon tile, eyebrow, title and description; an optional badge sits at its right end. */
export function PageHero({
  eyebrow,
  title,
  description,
  Icon,
  badge,
  children,
}: {
  eyebrow: string;
  title: string;
  description: ReactNode;
  Icon: ComponentType<{ className?: string }>;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  // With a badge: on a phone the icon and the badge share the first row; wider: icon, text, badge side by side.
  return (
    <header
      className={
        badge
          ? "grid grid-cols-[auto_1fr] items-start gap-x-5 gap-y-4 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
          : "flex flex-col gap-5 sm:flex-row sm:items-start"
      }
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-600/25">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {badge ? <div className="justify-self-end sm:order-3 sm:pt-1">{badge}</div> : null}
      <div className={badge ? "col-span-2 min-w-0 sm:order-2 sm:col-span-1" : undefined}>
        <p className="text-sm font-semibold text-indigo-600">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{description}</p>
        {children}
      </div>
    </header>
  );
}
