// The job detail dialog's tracked portfolio link (issue 17 §2): "Copy portfolio link for this application" posts
// intent=portfolio-link to the /jobtracker action, like every other change of the dialog (a fetcher with JavaScript,
// a plain form post without), which answers the application's one link (made on first use); the section copies it
// and then shows the link and how often it was opened.
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Spinner } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { shortRelativeTime } from "~/lib/dates";
import { ANALYTICS_MESSAGES } from "~/schemas/analytics-rules";
import type { JobDto } from "~/schemas/jobs";
import { JOBTRACKER_ACTION } from "~/schemas/jobs-rules";
import { useJobAction } from "./use-job-action";

const COPY_APPLICATION_LINK = "Copy portfolio link for this application";

export function PortfolioLinkSection({ job }: { job: JobDto }) {
  const toast = useToast();
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // A job saved in the dialog (a status change) comes back without its link: the one it opened with stays shown.
  const [opened] = useState(job.portfolioLink);
  const link = job.portfolioLink ?? opened ?? (created ? { url: created, views: 0, lastViewedAt: null } : null);

  // A failure's toast (the server's message, or 'Failed to create the link…' offline) shows on its own.
  const { fetcher, busy } = useJobAction({
    onSuccess: (result) => {
      const url = result.data.link?.url;
      if (!url) return;
      setCreated(url);
      navigator.clipboard.writeText(url).then(
        () => {
          setCopied(true);
          toast.success(ANALYTICS_MESSAGES.copied);
        },
        () => toast.error("Failed to copy to clipboard"),
      );
    },
  });

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
      <fetcher.Form method="post" action={JOBTRACKER_ACTION}>
        <input type="hidden" name="intent" value="portfolio-link" />
        <input type="hidden" name="jobId" value={job.id} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-9 items-center gap-2 rounded-xl border border-indigo-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? <Spinner /> : copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {COPY_APPLICATION_LINK}
        </button>
      </fetcher.Form>
    </div>
  );
}
