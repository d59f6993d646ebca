// Landing page (spec part 1 section 2.2). The root loader already knows the visitor, so the server renders
// the signed-in or signed-out variant directly.
import { ArrowRight, Building2, Check, Clock, FileText, Globe, PanelsTopLeft, Rocket, Sparkles, SquareKanban, Target, TrendingUp, Trophy, Zap } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { Logo } from "~/components/logo";
import { SiteFooter } from "~/components/site-footer";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { useRootData } from "~/root";

export const meta: Route.MetaFunction = () => [
  { title: "Vitrine · Your Complete Career Success Platform" },
  {
    name: "description",
    content:
      "Build a professional portfolio in minutes, track every job application on one board and get AI insights on your resume, job match and chances of success.",
  },
];

type HomeUser = NonNullable<NonNullable<ReturnType<typeof useRootData>>["user"]>;
type IconType = ComponentType<{ className?: string }>;

export default function Home() {
  const user = useRootData()?.user ?? null;
  return (
    <div className="min-h-screen bg-white">
      <LandingHeader user={user} />
      <main>
        <Hero user={user} />
        <FeatureGrid />
        <JobTrackingShowcase signedIn={!!user} />
        <AiFeatures />
        <Journey user={user} />
        <AiBanner signedIn={!!user} />
      </main>
      <SiteFooter signedIn={!!user} />
    </div>
  );
}

/* ------------------------------------------------------------------ header */

function LandingHeader({ user }: { user: HomeUser | null }) {
  const sections = [
    { href: "#features", label: "Features" },
    { href: "#job-tracker", label: "Job Tracker" },
    { href: "#ai-insights", label: "AI Insights" },
    { href: "#how-it-works", label: "How it works" },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to="/" />
        <nav aria-label="Page sections" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sections.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <Link
            to="/portfolio"
            data-testid="landing-user"
            className="flex min-w-0 items-center gap-2.5 rounded-full border border-slate-200 bg-white py-1 pr-4 pl-1 shadow-sm transition hover:border-indigo-200 hover:shadow-md"
          >
            <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="sm" ring={false} />
            <span className="max-w-[9rem] truncate text-sm font-semibold text-slate-800 sm:max-w-[14rem]">
              {user.fullName || user.username}
            </span>
          </Link>
        ) : (
          <Link to="/signin" className={buttonClass("primary", "sm")}>
            Get Started
          </Link>
        )}
      </div>
    </header>
  );
}

/* -------------------------------------------------------------------- hero */

function heroSubtitle(user: HomeUser | null) {
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

function Hero({ user }: { user: HomeUser | null }) {
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
          <div className="flex gap-1.5">
            <span className="size-3 rounded-full bg-rose-400" />
            <span className="size-3 rounded-full bg-amber-400" />
            <span className="size-3 rounded-full bg-emerald-400" />
          </div>
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
                  <span key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
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
      <div className="absolute bottom-20 -left-2 hidden items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3.5 pr-5 text-left shadow-xl shadow-slate-900/10 backdrop-blur xl:-left-28 xl:flex">
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

function StatusStrip({ user }: { user: HomeUser }) {
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
          <div key={item.label} className="flex items-center gap-3 px-5 py-4">
            <span
              className={`grid size-9 shrink-0 place-items-center rounded-xl ${
                item.ok ? "bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100" : "bg-amber-50 text-amber-600 ring-1 ring-amber-100"
              }`}
            >
              {item.ok ? <Check className="size-5" aria-hidden="true" /> : <Clock className="size-5" aria-hidden="true" />}
            </span>
            <div className="flex flex-1 items-center justify-between gap-2 sm:block">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
              <dd className={`text-sm font-semibold ${item.ok ? "text-emerald-700" : "text-amber-700"}`}>{item.ok ? item.yes : item.no}</dd>
            </div>
          </div>
        ))}
      </dl>
    </div>
  );
}

/* ---------------------------------------------------------------- features */

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: React.ReactNode }) {
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

const FEATURES: { title: string; body: string; Icon: IconType; tint: string }[] = [
  {
    title: "Lightning Fast Setup",
    body: "Fill in your profile once — or start from your resume — and go from sign-up to a polished portfolio in minutes.",
    Icon: Zap,
    tint: "from-amber-400 to-orange-500 shadow-orange-500/25",
  },
  {
    title: "Your Personal Domain",
    body: "Publish at your own address, like /portfolio/yourname, and share one link on your resume, LinkedIn and email signature.",
    Icon: Globe,
    tint: "from-sky-400 to-blue-600 shadow-blue-500/25",
  },
  {
    title: "Professional Templates",
    body: "Choose from five professionally designed templates. Your content flows into each one, so switching takes a click.",
    Icon: PanelsTopLeft,
    tint: "from-indigo-500 to-violet-600 shadow-indigo-500/25",
  },
  {
    title: "Smart Job Tracking",
    body: "Follow every application from Applied to Offer on a drag-and-drop board with priorities, notes and contacts.",
    Icon: SquareKanban,
    tint: "from-emerald-400 to-teal-600 shadow-emerald-500/25",
  },
];

function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 pt-12 pb-20 sm:pt-16 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Everything in one place" title="Stand out, stay organised, get hired">
          Vitrine brings your portfolio, your applications and AI guidance together, so you spend less time on admin and more time on the
          roles that matter.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, body, Icon, tint }) => (
            <li
              key={title}
              className="group relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-500/5"
            >
              <span className={`grid size-11 place-items-center rounded-xl bg-gradient-to-br text-white shadow-lg ${tint}`}>
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/* ----------------------------------------------------- sample kanban board */

type Tag = "Remote" | "Feedback" | "AI";
type Priority = "high" | "medium" | "low";
interface SampleJob {
  title: string;
  company: string;
  tags: Tag[];
  match: number;
  priority: Priority;
}

const SAMPLE_BOARD: { name: string; dot: string; jobs: SampleJob[] }[] = [
  {
    name: "Applied",
    dot: "bg-sky-500",
    jobs: [
      { title: "Frontend Engineer", company: "Northwind Labs", tags: ["Remote", "AI"], match: 87, priority: "high" },
      { title: "Product Designer", company: "Lumen Studio", tags: [], match: 74, priority: "medium" },
    ],
  },
  {
    name: "Interview",
    dot: "bg-violet-500",
    jobs: [
      { title: "Full-Stack Developer", company: "Acme Cloud", tags: ["Remote", "AI"], match: 92, priority: "high" },
      { title: "UX Engineer", company: "Paperplane", tags: ["Feedback"], match: 79, priority: "medium" },
    ],
  },
  {
    name: "In Progress",
    dot: "bg-amber-500",
    jobs: [{ title: "React Native Engineer", company: "Orbit Health", tags: ["Feedback"], match: 81, priority: "medium" }],
  },
  {
    name: "Offer",
    dot: "bg-emerald-500",
    jobs: [{ title: "Senior Frontend Engineer", company: "Brightwave", tags: ["AI"], match: 95, priority: "high" }],
  },
  {
    name: "Rejected",
    dot: "bg-rose-500",
    jobs: [{ title: "Software Engineer II", company: "Globex Systems", tags: ["Feedback"], match: 58, priority: "low" }],
  },
];

const TAG_STYLE: Record<Tag, string> = {
  Remote: "bg-sky-50 text-sky-700 ring-sky-200",
  Feedback: "bg-amber-50 text-amber-800 ring-amber-200",
  AI: "bg-violet-50 text-violet-700 ring-violet-200",
};

const PRIORITY: Record<Priority, { dot: string; label: string }> = {
  high: { dot: "bg-rose-500", label: "High priority" },
  medium: { dot: "bg-amber-400", label: "Medium priority" },
  low: { dot: "bg-emerald-500", label: "Low priority" },
};

function matchColor(match: number) {
  if (match >= 80) return "bg-emerald-500";
  if (match >= 60) return "bg-amber-400";
  return "bg-rose-400";
}

function SampleCard({ job }: { job: SampleJob }) {
  const priority = PRIORITY[job.priority];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3.5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm leading-5 font-semibold text-slate-900">{job.title}</p>
        <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${priority.dot}`} title={priority.label}>
          <span className="sr-only">{priority.label}</span>
        </span>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500">
        <Building2 className="size-3.5" aria-hidden="true" />
        {job.company}
      </p>
      {job.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
          {job.tags.map((tag) => (
            <li
              key={tag}
              className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[0.6875rem] font-semibold ring-1 ${TAG_STYLE[tag]}`}
            >
              {tag === "AI" && <Sparkles className="size-3" aria-hidden="true" />}
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex items-center gap-2">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className={`h-full rounded-full ${matchColor(job.match)}`} style={{ width: `${job.match}%` }} />
        </div>
        <span className="text-xs font-semibold text-slate-700 tabular-nums">
          {job.match}%<span className="sr-only"> match</span>
        </span>
      </div>
    </li>
  );
}

function SampleBoard() {
  const total = SAMPLE_BOARD.reduce((n, col) => n + col.jobs.length, 0);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-indigo-900/10 ring-1 ring-slate-900/5">
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50/80 px-4 py-3">
        <div className="flex gap-1.5" aria-hidden="true">
          <span className="size-3 rounded-full bg-rose-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
        </div>
        <p className="text-sm font-semibold text-slate-700">Job Tracker</p>
        <span className="ml-auto rounded-full bg-white px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-500 ring-1 ring-slate-200">
          Sample board<span className="hidden sm:inline"> · {total} applications</span>
        </span>
      </div>
      <div
        role="region"
        aria-label="Sample job tracker board"
        tabIndex={0}
        className="flex snap-x gap-3 overflow-x-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 lg:grid lg:grid-cols-5 lg:overflow-visible"
      >
        {SAMPLE_BOARD.map((column) => (
          <section
            key={column.name}
            aria-label={column.name}
            className="w-64 shrink-0 snap-start rounded-xl bg-slate-50 p-2.5 ring-1 ring-slate-100 lg:w-auto"
          >
            <header className="flex items-center justify-between px-1 pt-0.5 pb-2.5">
              <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                <span className={`size-2 rounded-full ${column.dot}`} aria-hidden="true" />
                {column.name}
              </h3>
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">
                {column.jobs.length}
              </span>
            </header>
            <ul className="space-y-2.5">
              {column.jobs.map((job) => (
                <SampleCard key={job.title} job={job} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function JobTrackingShowcase({ signedIn }: { signedIn: boolean }) {
  const points = [
    "Five clear stages from Applied to Offer",
    "Priorities, notes and recruiter contacts on every card",
    "AI resume tips and match scores for each role",
  ];
  return (
    <section
      id="job-tracker"
      aria-labelledby="job-tracker-title"
      className="relative scroll-mt-20 overflow-hidden bg-slate-50 py-20 sm:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute top-0 left-1/2 -z-0 h-px w-full max-w-5xl -translate-x-1/2 bg-gradient-to-r from-transparent via-indigo-300 to-transparent"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-end gap-8 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-indigo-600 uppercase">
              <Sparkles className="size-4" aria-hidden="true" />
              AI-Powered Job Tracking
            </p>
            <h2 id="job-tracker-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              Every application, organised and one step ahead
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">
              See your whole search at a glance. Move roles across the board as they progress and let AI tell you where to focus next.
            </p>
          </div>
          <div className="flex flex-col gap-6 lg:items-end">
            <ul className="space-y-2.5 text-sm text-slate-700">
              {points.map((p) => (
                <li key={p} className="flex items-center gap-2.5">
                  <span className="grid size-5 place-items-center rounded-full bg-indigo-100 text-indigo-600">
                    <Check className="size-3.5" aria-hidden="true" />
                  </span>
                  {p}
                </li>
              ))}
            </ul>
            <Link to="/jobtracker" className={buttonClass("primary", "md", "self-start lg:self-end")}>
              {signedIn ? "Open Job Tracker" : "Try Job Tracker"}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        <div className="mt-12">
          <SampleBoard />
        </div>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------ AI features */

function AiFeatures() {
  return (
    <section id="ai-insights" aria-labelledby="ai-insights-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="ai-insights-title" eyebrow="AI Insights" title="Your personal career analyst">
          Upload your resume and get clear, actionable feedback for every role you go after.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          <AiCard
            Icon={FileText}
            title="AI Resume Analysis"
            body="Get an overall resume score and priority-ranked suggestions you can copy straight into your resume."
          >
            <div className="flex items-center justify-between text-xs font-medium text-slate-500">
              <span>Resume score</span>
              <span className="font-semibold text-slate-900">86%</span>
            </div>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full w-[86%] rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
            </div>
            <p className="mt-3 flex items-center gap-2 text-xs text-slate-600">
              <span className="rounded bg-rose-50 px-1.5 py-0.5 font-semibold text-rose-700">High</span>
              Quantify impact in your latest role
            </p>
          </AiCard>
          <AiCard
            Icon={Target}
            title="Smart Job Matching"
            body="See how your skills line up with each job description: matched skills, skills to develop and a match percentage."
          >
            <div className="flex flex-wrap gap-1.5 text-xs font-medium">
              {["React", "TypeScript", "Node.js"].map((s) => (
                <span
                  key={s}
                  className="inline-flex items-center gap-1 rounded-md bg-emerald-50 px-2 py-1 text-emerald-700 ring-1 ring-emerald-200"
                >
                  <Check className="size-3" aria-hidden="true" />
                  {s}
                </span>
              ))}
              <span className="rounded-md bg-amber-50 px-2 py-1 text-amber-800 ring-1 ring-amber-200">+ GraphQL</span>
            </div>
            <p className="mt-3 text-xs text-slate-600">
              <span className="font-semibold text-slate-900">92% match</span> · Excellent match!
            </p>
          </AiCard>
          <AiCard
            Icon={TrendingUp}
            title="Success Prediction"
            body="Estimate your chances for every application with a factor-by-factor breakdown and concrete ways to improve."
          >
            {[
              { label: "Skills", value: 88 },
              { label: "Experience", value: 72 },
            ].map((f) => (
              <div key={f.label} className="mb-2 last:mb-0">
                <div className="flex justify-between text-xs text-slate-500">
                  <span>{f.label}</span>
                  <span className="font-semibold text-slate-900">{f.value}%</span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={`h-full rounded-full ${f.value >= 80 ? "bg-emerald-500" : "bg-amber-400"}`}
                    style={{ width: `${f.value}%` }}
                  />
                </div>
              </div>
            ))}
          </AiCard>
        </ul>
      </div>
    </section>
  );
}

function AiCard({ Icon, title, body, children }: { Icon: IconType; title: string; body: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-lg hover:shadow-indigo-500/5 sm:p-7">
      <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600 ring-1 ring-indigo-100">
        <Icon className="size-5" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{body}</p>
      <div className="mt-6 rounded-xl border border-slate-100 bg-slate-50/80 p-4" aria-hidden="true">
        {children}
      </div>
    </li>
  );
}

/* ---------------------------------------------------------------- journey */

function Journey({ user }: { user: HomeUser | null }) {
  const steps: { title: string; body: string; Icon: IconType; done: boolean }[] = [
    {
      title: "Build Portfolio",
      body: "Create your account and fill in your profile, or import it from your resume.",
      Icon: PanelsTopLeft,
      done: !!user,
    },
    {
      title: "Track Applications",
      body: "Pick a template and add every role you apply for to your board.",
      Icon: SquareKanban,
      done: !!user?.selectedTemplate,
    },
    {
      title: "Get AI Insights",
      body: "Tailor your resume and see your match and success odds for each job.",
      Icon: Sparkles,
      done: false,
    },
    {
      title: "Land Your Dream Job",
      body: "Publish your portfolio, ace the interviews and accept the offer.",
      Icon: Trophy,
      done: !!user?.portfolioDeployed,
    },
  ];
  return (
    <section
      id="how-it-works"
      aria-labelledby="journey-title"
      className="scroll-mt-20 border-y border-slate-200 bg-slate-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="journey-title" eyebrow="How it works" title="Your journey to the next role">
          Four steps from a blank page to a signed offer.
        </SectionHeading>
        <ol className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li
              key={step.title}
              data-done={step.done}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
            >
              <span
                className={`relative mx-auto grid size-9 place-items-center rounded-full text-sm font-bold ring-4 ring-white ${
                  step.done ? "bg-emerald-500 text-white" : "bg-gradient-to-br from-indigo-500 to-violet-600 text-white"
                }`}
              >
                {step.done ? <Check className="size-5" aria-hidden="true" /> : i + 1}
              </span>
              <span className="sr-only">{step.done ? `Step ${i + 1}, done:` : `Step ${i + 1}:`}</span>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/* ------------------------------------------------------------- AI banner */

function AiBanner({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="ai-banner-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-purple-700 px-6 py-14 text-center shadow-2xl shadow-indigo-600/25 sm:px-12 sm:py-20">
          <div aria-hidden="true" className="absolute -top-24 -left-24 -z-10 size-72 rounded-full bg-white/10 blur-3xl" />
          <div aria-hidden="true" className="absolute -right-20 -bottom-28 -z-10 size-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20">
            <Sparkles className="size-4" aria-hidden="true" />
            AI Career Intelligence
          </p>
          <h2 id="ai-banner-title" className="mx-auto mt-6 max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            Let AI sharpen every application you send
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-indigo-100">
            Resume scores, skill matching and success predictions turn guesswork into a plan — and your portfolio shows employers the best
            of you.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to={signedIn ? "/portfolio" : "/signin"} className={buttonClass("inverse", "lg")}>
              {signedIn ? "Manage Portfolio" : "Get Started Free"}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/jobtracker" className={buttonClass("inverse-outline", "lg")}>
              View Job Tracker
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
