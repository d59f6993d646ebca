// What a profile that does not count yet still lacks (issue 31, "Gating that explains itself"): each missing part
// links to its section of /profile, with the share of the completion it brings. Shown wherever the profile blocks:
// /portfolio's status panel, the gallery's banner and the preview's sample-data notice.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { MissingPart } from "~/schemas/profile-gate";

const TONES = {
  light: { title: "text-slate-900", link: "text-indigo-700 hover:text-indigo-900", points: "text-slate-500" },
  amber: { title: "text-amber-950", link: "text-amber-900 hover:text-amber-950", points: "text-amber-800" },
  inverse: { title: "text-white", link: "text-white hover:text-indigo-50", points: "text-indigo-100" },
} as const;

export function MissingProfileParts({
  missing,
  id,
  tone = "light",
  className = "",
}: {
  missing: readonly MissingPart[];
  /** Names the list (several pages may show one). */
  id: string;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  if (missing.length === 0) return null;
  const colors = TONES[tone];
  return (
    <div className={className}>
      <p id={id} className={`text-sm font-semibold ${colors.title}`}>
        Still missing from your profile:
      </p>
      <ul aria-labelledby={id} className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {missing.map((m) => (
          <li key={m.part}>
            <Link
              to={m.href}
              className={`group inline-flex items-start gap-1.5 text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${colors.link}`}
            >
              <ArrowRight className="mt-[3px] size-3.5 shrink-0 transition group-hover:translate-x-0.5" aria-hidden="true" />
              <span>
                {m.label} <span className={`text-xs font-normal whitespace-nowrap tabular-nums ${colors.points}`}>{`+${m.points}%`}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
