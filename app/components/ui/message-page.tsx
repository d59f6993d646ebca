// A bare centred page with a heading, an optional line of text and one link: the error screens of the auth pages.
import { Link } from "react-router";

export function MessagePage({
  title,
  message,
  to,
  linkLabel,
  compact = false,
}: {
  title: string;
  message?: string;
  to: string;
  linkLabel: string;
  /** A smaller, lighter heading. */
  compact?: boolean;
}) {
  return (
    <main className="grid min-h-screen place-items-center px-6 text-center">
      <div>
        <h1 className={compact ? "text-xl font-semibold text-slate-900" : "text-2xl font-bold text-slate-900"}>{title}</h1>
        {message ? <p className="mt-2 text-slate-600">{message}</p> : null}
        <Link to={to} className="mt-6 inline-flex rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white">
          {linkLabel}
        </Link>
      </div>
    </main>
  );
}
