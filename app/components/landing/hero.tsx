// The landing hero: greeting, subtitle, calls to action, the signed-in progress strip and a decorative product shot.
import { ArrowRight, Check, Clock, Globe, PanelsTopLeft, Rocket, Sparkles, SquareKanban } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BrowserDots } from "./section";
import type { LandingUser } from "./section";

function heroSubtitle(user: LandingUser | null) {
  if (!user) {
    return "Build a standout portfolio, track every job application on one board, and get AI insights that help you land your next role — all in one place.";
  }
  if (user.portfolioDeployed) {
    return "Your portfolio is live and working for you. Keep your applications moving and let AI insights sharpen every next step.";
  }
  if (user.isProfileCompleted) {
    return "Your profile is ready. Pick a template and publish your portfolio in minutes, then track every application in one place.";
  }
  return "Let’s get you set up. Complete your profile to unlock professional templates, your own portfolio page and AI-powered job tracking.";
}

export function Hero({ user }: { user: LandingUser | null }) {
  return (
    <section className="relative isolate overflow-hidden" aria-labelledby="hero-title">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,#eef2ff_1px,transparent_1px),linear-gradient(to_bottom,#eef2ff_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)] bg-[size:56px_56px]" />
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(99,102,241,0.22),rgba(147,51,234,0.10),transparent)]" />
      </div>

      <div className="mx-auto max-w-5xl px-4 pt-14 text-center sm:px-6 sm:pt-20 lg:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200/70 bg-white/80 px-3.5 py-1.5 text-xs font-semibold text-indigo-700 shadow-sm backdrop-blur sm:text-sm">
          <Sparkles className="size-4 text-violet-500" aria-hidden="true" />
          {user ? "Welcome back!" : "Portfolio + Job Tracker + AI Insights"}
        </p>

        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
          {user ? (
            <>
              Welcome back,{" "}
              <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">
                {user.firstName || user.username}
              </span>
            </>
          ) : (
            <>
              Your Complete{" "}
              <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent sm:block">
                Career Success Platform
              </span>
            </>
          )}
        </h1>

        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600 sm:text-xl">{heroSubtitle(user)}</p>

        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={user ? "/portfolio" : "/signin"} className={buttonClass("primary", "lg")}>
            {user ? "View Dashboard" : "Start Building Free"}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          {user ? (
            <Link to="/jobtracker" className={buttonClass("secondary", "lg")}>
              <SquareKanban className="size-[1.125rem] text-slate-500" aria-hidden="true" />
              Job Tracker
            </Link>
          ) : (
            <Link to="/signin" className={buttonClass("secondary", "lg")}>
              <PanelsTopLeft className="size-[1.125rem] text-slate-500" aria-hidden="true" />
              View Templates
            </Link>
          )}
        </div>

        {user ? (
          <StatusStrip user={user} />
        ) : (
          <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-500">
            {["Free to start", "5 professional templates", "Live in under 2 minutes"].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-emerald-500" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
      <HeroPreview />
    </section>
  );
}

/** Decorative product shot: a portfolio page in a browser frame with two floating insight cards. */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto mt-12 max-w-5xl px-4 pb-8 sm:mt-16 sm:px-6 sm:pb-16 lg:px-8">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/15 ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50/80 px-4 py-3">
          <BrowserDots />
          <div className="mx-auto flex min-w-0 items-center gap-2 rounded-lg bg-white px-3 py-1 text-xs text-slate-500 ring-1 ring-slate-200 sm:w-80">
            <Globe className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">/portfolio/alexmorgan</span>
          </div>
          <span className="hidden w-12 sm:block" />
        </div>
        <div className="grid gap-6 p-5 text-left sm:p-8 md:grid-cols-[15rem_1fr]">
          <div className="flex flex-row items-center gap-4 md:flex-col md:items-start">
            <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500 text-xl font-bold text-white shadow-lg shadow-violet-500/30 md:size-20 md:text-2xl">
              AM
            </span>
            <div>
              <p className="text-lg font-bold text-slate-900">Alex Morgan</p>
              <p className="text-sm text-slate-500">Senior Product Designer</p>
              <div className="mt-4 hidden gap-2 md:flex">
                <span className="rounded-lg bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white">Contact me</span>
                <span className="rounded-lg px-3 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">Resume</span>
              </div>
              <div className="mt-4 hidden flex-wrap gap-1.5 md:flex">
                {["Figma", "Design systems", "Prototyping", "Research"].map((s) => (
                  <span key={s} data-testid="hero-skill" className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                    {s}
                  </span>
                ))}
              </div>
            </div>
          </div>
          <div className="space-y-4">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {["from-indigo-100 to-violet-200", "from-sky-100 to-indigo-200", "from-fuchsia-100 to-rose-200"].map((g, i) => (
                <div key={g} className={`rounded-xl border border-slate-100 p-2 ${i === 2 ? "hidden sm:block" : ""}`}>
                  <div className={`h-16 rounded-lg bg-gradient-to-br sm:h-20 ${g}`} />
                  <div className="mt-2 h-2 w-3/4 rounded bg-slate-200" />
                  <div className="mt-1.5 h-2 w-1/2 rounded bg-slate-100" />
                </div>
              ))}
            </div>
            <div className="space-y-2 rounded-xl border border-slate-100 p-4">
              <div className="h-2.5 w-1/3 rounded bg-slate-300" />
              <div className="h-2 w-full rounded bg-slate-100" />
              <div className="h-2 w-11/12 rounded bg-slate-100" />
              <div className="h-2 w-4/6 rounded bg-slate-100" />
            </div>
          </div>
        </div>
      </div>

      <div className="absolute right-0 bottom-6 hidden w-56 rounded-2xl border border-slate-200 bg-white/95 p-4 text-left shadow-xl shadow-slate-900/10 backdrop-blur md:block lg:-right-6">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-violet-700">
          <Sparkles className="size-3.5" aria-hidden="true" /> AI job match
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900">92%</p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-[92%] rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
        </div>
        <p className="mt-2 text-xs text-slate-500">Excellent match!</p>
      </div>
      <div
        data-testid="hero-deployed-card"
        className="absolute bottom-3 -left-2 hidden items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3.5 pr-5 text-left shadow-xl shadow-slate-900/10 backdrop-blur xl:-left-28 xl:flex"
      >
        <span className="grid size-10 place-items-center rounded-xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
          <Rocket className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-sm font-semibold text-slate-900">Portfolio deployed</p>
          <p className="text-xs text-slate-500">Live in under 2 minutes</p>
        </div>
      </div>
    </div>
  );
}

function StatusStrip({ user }: { user: LandingUser }) {
  const items = [
    { label: "Profile", ok: user.isProfileCompleted, yes: "Complete", no: "Pending" },
    { label: "Template", ok: !!user.selectedTemplate, yes: "Selected", no: "Not Selected" },
    { label: "Portfolio", ok: user.portfolioDeployed, yes: "Live", no: "Not Deployed" },
  ];
  return (
    <div className="mx-auto mt-10 max-w-2xl">
      <h2 className="sr-only">Your progress</h2>
      <dl
        data-testid="status-strip"
        className="grid divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white/90 text-left shadow-sm backdrop-blur sm:grid-cols-3 sm:divide-x sm:divide-y-0"
      >
        {items.map((item) => (
          // Only <dt> and <dd> may sit in a description list's group: the icon is drawn from inside the <dt>.
          <div key={item.label} className="relative flex items-center justify-between gap-2 py-4 pr-5 pl-[4.25rem] sm:block">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              <span
                className={`absolute top-1/2 left-5 grid size-9 -translate-y-1/2 place-items-center rounded-xl ${
                  item.ok ? "bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100" : "bg-amber-50 text-amber-600 ring-1 ring-amber-100"
                }`}
              >
                {item.ok ? <Check className="size-5" aria-hidden="true" /> : <Clock className="size-5" aria-hidden="true" />}
              </span>
              {item.label}
            </dt>
            <dd className={`text-sm font-semibold ${item.ok ? "text-emerald-700" : "text-amber-700"}`}>{item.ok ? item.yes : item.no}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
