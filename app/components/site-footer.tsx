// Shared footer: a call to action plus the copyright line. "compact" drops the call to action (signed-in shell).
import { memo } from "react";
import { Link } from "react-router";
import { LogoMark } from "./logo";
import { buttonClass } from "./ui/button";
import { ArrowRight } from "lucide-react";

/** Memoised: static for a page, while its layout renders again with every router update. */
export const SiteFooter = memo(function SiteFooter({ signedIn, variant = "full" }: { signedIn: boolean; variant?: "full" | "compact" }) {
  const year = new Date().getFullYear();
  const links = signedIn
    ? [
        { to: "/portfolio", label: "Manage Portfolio" },
        { to: "/templates", label: "Templates" },
        { to: "/jobtracker", label: "Job Tracker" },
      ]
    : [
        { to: "/signin", label: "Sign in" },
        { to: "/signin", label: "Create account" },
      ];

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {variant === "full" && (
          <div className="flex flex-col items-start justify-between gap-6 border-b border-slate-200 py-12 md:flex-row md:items-center md:py-14">
            <div className="max-w-xl">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {signedIn ? "Keep your momentum going." : "Ready to land your next role?"}
              </h2>
              <p className="mt-2 text-base text-slate-600">
                {signedIn
                  ? "Your portfolio, applications and AI insights are one click away."
                  : "Create your portfolio, organise your job search and get AI guidance — free to start."}
              </p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link to={signedIn ? "/portfolio" : "/signin"} className={buttonClass("primary", "lg")}>
                {signedIn ? "View Dashboard" : "Start Building Free"}
                <ArrowRight className="size-4" />
              </Link>
              <Link to={signedIn ? "/jobtracker" : "/signin"} className={buttonClass("secondary", "lg")}>
                {signedIn ? "Job Tracker" : "Sign in"}
              </Link>
            </div>
          </div>
        )}
        <div className="flex flex-col gap-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-2.5 sm:items-center">
            <LogoMark className="size-6 shrink-0" />
            <p className="flex flex-col sm:flex-row sm:items-center">
              <span className="font-semibold text-slate-700">© {year} Vitrine</span>
              <span className="mx-2 hidden text-slate-300 sm:inline" aria-hidden="true">
                ·
              </span>
              <span>Portfolio, job tracker and AI career insights</span>
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="rounded font-medium text-slate-600 hover:text-indigo-600">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
});
