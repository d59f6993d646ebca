// The job detail dialog's tracked portfolio link (issue 17 §2): "Copy portfolio link for this application" asks
// POST /api/portfolio/links {jobId} for the application's one link (made on first use) and copies it; the section
// then shows the link and how often it was opened.
import { Check, Copy, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { fetchJson } from "~/lib/fetch-json";
import { shortRelativeTime } from "~/lib/dates";
import { ANALYTICS_MESSAGES, LINK_FAILURES, LINK_INTENTS, type TrackedLinkDto } from "~/schemas/analytics-rules";
import type { JobDto } from "~/schemas/jobs";

export const COPY_APPLICATION_LINK = "Copy portfolio link for this application";

export function PortfolioLinkSection({ job }: { job: JobDto }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // A job saved in the dialog (a status change) comes back without its link: the one it opened with stays shown.
  const [opened] = useState(job.portfolioLink);
  const link = job.portfolioLink ?? opened ?? (created ? { url: created, views: 0, lastViewedAt: null } : null);

  async function copy() {
    setBusy(true);
    try {
      const result = await fetchJson<{ data?: { link: TrackedLinkDto }; message?: string }>("/api/portfolio/links", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jobId: job.id }),
      });
      const url = result.ok ? result.body?.data?.link.url : undefined;
      if (!url) {
        toast.error(result.body?.message ?? LINK_FAILURES[LINK_INTENTS.create]!);
        return;
      }
      setCreated(url);
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        toast.success(ANALYTICS_MESSAGES.copied);
      } catch {
        toast.error("Failed to copy to clipboard");
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Send this link with the application: you will know when someone opens your portfolio from it.
      </p>
      {link ? (
        <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
          <p className="font-mono text-xs break-all text-slate-700" data-testid="application-link">
            {link.url}
          </p>
          <p className="mt-1 text-xs font-medium text-slate-600" data-testid="application-link-views">
            {link.views === 0
              ? "Not opened yet"
              : `Opened ${link.views === 1 ? "1 time" : `${link.views} times`}${link.lastViewedAt ? `, last ${shortRelativeTime(link.lastViewedAt).replace("Just now", "just now")}` : ""}`}
          </p>
        </div>
      ) : null}
      <button
        type="button"
        onClick={copy}
        disabled={busy}
        className="inline-flex h-9 items-center gap-2 rounded-xl border border-indigo-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {COPY_APPLICATION_LINK}
      </button>
    </div>
  );
}
