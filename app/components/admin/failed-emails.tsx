// The admin page's notice of emails the queue gave up on (the dead-letter queue records them in D1).
import { MessageCircle } from "lucide-react";
import { formatDateTime } from "~/lib/dates";
import type { FailedEmailsSummary } from "~/server/email/dead-letters.server";

export function FailedEmailsNotice({ summary }: { summary: FailedEmailsSummary | null }) {
  if (!summary) return null;
  const none = summary.count === 0;
  return (
    <section
      aria-labelledby="failed-emails-title"
      data-testid="failed-emails"
      className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${none ? "border-slate-200 bg-white" : "border-amber-200 bg-amber-50"}`}
    >
      <div className="flex items-center gap-3">
        <span
          className={`grid size-9 shrink-0 place-items-center rounded-xl text-white shadow ${none ? "bg-emerald-500" : "bg-amber-500"}`}
        >
          <MessageCircle className="size-5" />
        </span>
        <div>
          <h2 id="failed-emails-title" className="text-sm font-semibold text-slate-900">
            Failed emails: <span className="tabular-nums">{summary.count}</span>
          </h2>
          <p className="text-sm text-slate-600">
            {none ? "Every email was delivered." : "These emails could not be delivered after every retry."}
          </p>
        </div>
      </div>
      {summary.recent.length ? (
        <ul className="mt-3 divide-y divide-amber-200/70 text-sm">
          {summary.recent.map((email) => (
            <li key={`${email.to}-${email.failedAt}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-slate-800">{email.to || "unknown recipient"}</span>
              <span className="text-slate-600">
                {email.template} · {formatDateTime(email.failedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
