// The AI-insights promo band under the board (spec part 2 "Job Tracker"): what the AI Insights dialog of a job offers.
// Loaded apart (./ai-insights-band): a hydrating page keeps the server's HTML of it and loads none of this.
import { FileText, Sparkles, Target, TrendingUp } from "lucide-react";

const FEATURES = [
  {
    title: "Resume Tips",
    text: "Get a score for your resume and concrete, prioritised suggestions to improve it for each role.",
    Icon: FileText,
  },
  {
    title: "Job Matching",
    text: "See which of your skills match the job description and which ones are worth developing.",
    Icon: Target,
  },
  {
    title: "Success Prediction",
    text: "Estimate your chances for an application and learn which factors would raise them.",
    Icon: TrendingUp,
  },
];

export function AiInsightsBandContent() {
  return (
    <section
      aria-labelledby="ai-insights-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-700 px-5 py-8 text-white shadow-xl shadow-indigo-900/15 sm:px-10 sm:py-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40%_60%_at_90%_10%,rgba(255,255,255,0.18),transparent),radial-gradient(40%_60%_at_0%_100%,rgba(15,23,42,0.25),transparent)]"
      />
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-12">
        <div className="lg:max-w-sm">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold ring-1 ring-white/25">
            <Sparkles className="size-3.5" aria-hidden="true" />
            AI-powered
          </span>
          <h2 id="ai-insights-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            AI career insights for every application
          </h2>
          <p className="mt-3 text-sm leading-6 text-indigo-50">
            Open a job with a description and choose <span className="font-semibold text-white">AI Insights</span> to analyse your resume
            against it.
          </p>
        </div>
        <ul className="grid flex-1 gap-3 sm:grid-cols-3 sm:gap-4">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm">
              <span className="grid size-10 place-items-center rounded-xl bg-white text-indigo-700 shadow-sm">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-indigo-50">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
