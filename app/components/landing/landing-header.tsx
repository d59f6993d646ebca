// The landing page's sticky header: logo, section links, and Get Started or the signed-in visitor's chip.
import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import type { LandingUser } from "./section";

export function LandingHeader({ user }: { user: LandingUser | null }) {
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
