// Placeholder layout for signed-in pages that later issues build out: a page header and an honest
// "coming soon" card listing what the page will hold.
import { ArrowRight, Clock } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button";
import { PageHero, PageMain, SOFT_GLOW } from "./page-hero";

export function ComingSoonPage({
  eyebrow,
  title,
  description,
  Icon,
  upcoming,
  action,
}: {
  eyebrow: string;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
  upcoming: string[];
  action?: { to: string; label: string };
}) {
  return (
    <PageMain glow={SOFT_GLOW} className="max-w-5xl py-10 sm:py-14">
      <PageHero eyebrow={eyebrow} title={title} description={description} Icon={Icon} />

      <section aria-labelledby="coming-soon-title" className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="h-1 bg-gradient-to-r from-indigo-500 via-violet-500 to-fuchsia-500" />
        <div className="grid gap-8 p-6 sm:p-8 md:grid-cols-[1fr_1.1fr] md:gap-10">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
              <Clock className="size-3.5" aria-hidden="true" />
              Coming soon
            </span>
            <h2 id="coming-soon-title" className="mt-4 text-xl font-semibold tracking-tight text-slate-900">
              We&rsquo;re still building this page
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              Nothing to set up yet — this part of Vitrine is being built right now and will appear here in an upcoming release. Your
              account is ready for it.
            </p>
            {action && (
              <Link to={action.to} className={buttonClass("secondary", "md", "mt-6")}>
                {action.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
          <div className="self-start rounded-xl bg-slate-50 p-5 ring-1 ring-slate-100">
            <h3 className="text-sm font-semibold text-slate-900">What you&rsquo;ll be able to do</h3>
            <ul className="mt-4 space-y-3">
              {upcoming.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-slate-700">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-600">
                    <span className="size-1.5 rounded-full bg-current" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </PageMain>
  );
}
