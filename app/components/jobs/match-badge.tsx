// The saved profile's match with a job (issue 32) as the board's cards and the table show it: the score in a pill
// coloured by its band, and how far it can be trusted. Screen readers hear it as one phrase.
import type { MatchBadge } from "~/schemas/jobs-rules";

/** Strong (70+), possible (40-69), weak (under 40): the bands the match engine is calibrated to. */
function band(score: number): string {
  if (score >= 70) return "bg-emerald-50 text-emerald-800 ring-emerald-200";
  if (score >= 40) return "bg-amber-50 text-amber-900 ring-amber-200";
  return "bg-slate-100 text-slate-700 ring-slate-200";
}

const CONFIDENCE: Record<MatchBadge["confidence"], string> = {
  high: "High confidence",
  medium: "Medium confidence",
  low: "Low confidence",
};

/** "Profile match 82%, high confidence" (the badge's accessible text and tooltip). */
export function matchBadgeText(match: MatchBadge): string {
  return `Profile match ${match.overallMatch}%, ${CONFIDENCE[match.confidence].toLowerCase()}`;
}

export function MatchScoreBadge({ match, stacked = false }: { match: MatchBadge; stacked?: boolean }) {
  return (
    <span
      data-match-badge={match.confidence}
      title={matchBadgeText(match)}
      className={`inline-flex items-center gap-1.5 ${stacked ? "flex-col items-start gap-0.5" : ""}`}
    >
      <span className="sr-only">{matchBadgeText(match)}</span>
      <span
        aria-hidden="true"
        className={`whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold tabular-nums ring-1 ${band(match.overallMatch)}`}
      >
        {match.overallMatch}% match
      </span>
      <span aria-hidden="true" className="whitespace-nowrap text-[11px] font-medium text-slate-500">
        {CONFIDENCE[match.confidence]}
      </span>
    </span>
  );
}
