// Placeholder layout for signed-in pages that later issues build out: a page header and an honest
// "coming soon" card listing what the page will hold.
import { ArrowRight, Clock } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button";

export function PageHeader({
  eyebrow,
  title,
  description,
  Icon,
}: {
  eyebrow: string;
  title: string;
  description: ReactNode;
  Icon: ComponentType<{ className?: string }>;
}) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-600/25">
        <Icon className="size-6" />
      </span>
      <div>
        <p className="text-sm font-semibold text-indigo-600">{eyebrow}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{description}</p>
      </div>
    </header>
  );
}

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
    <main className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,rgba(99,102,241,0.12),transparent),radial-gradient(50%_80%_at_90%_0%,rgba(147,51,234,0.10),transparent)]"
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <PageHeader eyebrow={eyebrow} title={title} description={description} Icon={Icon} />

        <section
          aria-labelledby="coming-soon-title"
          className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
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
      </div>
    </main>
  );
}
