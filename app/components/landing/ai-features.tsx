// The landing page's three AI insight cards (#ai-insights), each with a small decorative sample.
import { Check, FileText, Target, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { type IconType, LandingSection } from "./section";

export function AiFeatures() {
  return (
    <LandingSection
      id="ai-insights"
      eyebrow="AI Insights"
      title="Your personal career analyst"
      intro="Upload your resume and get clear, actionable feedback for every role you go after."
      className="py-20 sm:py-28"
    >
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
    </LandingSection>
  );
}

function AiCard({ Icon, title, body, children }: { Icon: IconType; title: string; body: string; children: ReactNode }) {
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
