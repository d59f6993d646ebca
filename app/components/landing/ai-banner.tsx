// The landing page's closing call to action.
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function AiBanner({ signedIn }: { signedIn: boolean }) {
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
