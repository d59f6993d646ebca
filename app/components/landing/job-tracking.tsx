// The landing page's job tracker showcase (#job-tracker): a sample board with five columns.
import { ArrowRight, Building2, Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { BrowserDots } from "./section";

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
        <BrowserDots />
        <p className="text-sm font-semibold text-slate-700">Job Tracker</p>
        <span className="ml-auto rounded-full bg-white px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-slate-500 ring-1 ring-slate-200">
          Sample board<span className="hidden sm:inline"> · {total} applications</span>
        </span>
      </div>
      <section
        aria-label="Sample job tracker board"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrolling region must be reachable by keyboard to scroll it.
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
      </section>
    </div>
  );
}

export function JobTrackingShowcase({ signedIn }: { signedIn: boolean }) {
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
