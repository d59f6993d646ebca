// The /signin page's brand panel (large screens), the Google button and the "or continue with email" divider.
import { Check } from "lucide-react";
import { Link } from "react-router";
import { GoogleMark } from "~/components/ui/brand-icons";

export function BrandPanel() {
  const points = [
    ["Portfolio in minutes", "Five professional templates, published at your own address."],
    ["Every application in one board", "Drag jobs from Applied to Offer and never lose track."],
    ["AI career insights", "Resume score, skill match and success prediction for each job."],
  ];
  return (
    <aside className="relative hidden w-[44%] max-w-2xl overflow-hidden bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-12 text-white lg:flex lg:flex-col">
      <div className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-32 -left-16 size-[28rem] rounded-full bg-indigo-400/30 blur-3xl" />
      <Link to="/" className="relative inline-flex items-center gap-2 text-xl font-bold tracking-tight">
        <span className="grid size-9 place-items-center rounded-xl bg-white/15 ring-1 ring-white/30">
          <svg viewBox="0 0 32 32" className="size-6" aria-hidden="true">
            <path d="M9 10l7 13 7-13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        Vitrine
      </Link>
      <div className="relative mt-auto">
        <h2 className="text-4xl font-bold leading-tight tracking-tight">Your complete career success platform.</h2>
        <p className="mt-4 max-w-md text-lg text-indigo-100">
          Build a portfolio that gets noticed, track every application, and let AI show you what to improve.
        </p>
        <ul className="mt-10 space-y-5">
          {points.map(([title, text]) => (
            <li key={title} className="flex gap-3">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-white/20">
                <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-indigo-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative mt-12 text-sm text-indigo-200">Trusted by job seekers who want their work to speak for itself.</p>
    </aside>
  );
}

export function GoogleButton({ label = "Continue with Google" }: { label?: string }) {
  return (
    <a
      href="/api/auth/google"
      className="flex w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50"
    >
      <GoogleMark className="size-5" />
      {label}
    </a>
  );
}

export function Divider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      or continue with email
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
