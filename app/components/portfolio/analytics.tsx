// /portfolio's analytics card (its content is the loader's markup, analytics-chart.tsx) and the tracked links
// (issue 17 §1-2: create with a free label, copy, delete). Plain form posts to the page's action, so everything but
// Copy works without JavaScript.
import { Check, Copy, LinkIcon, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/input-class";
import { useToast } from "~/components/ui/toast";
import { ANALYTICS_MESSAGES, LABELLED_LINKS_MAX, LINK_INTENTS, LINK_LABEL_MAX } from "~/schemas/analytics-rules";
import type { TrackedLinkRow } from "~/schemas/portfolio-page";

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
/** The card; its content is the server's markup (analytics-chart.tsx), or null when the counts could not be read. */
export function AnalyticsCard({ html }: { html: string | null }) {
  return (
    <section id="analytics" aria-labelledby="analytics-title" className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="analytics-title" className="text-base font-semibold text-slate-900">
          Views in the last 30 days
        </h2>
        <p className="text-xs text-slate-500">No cookies, no tracking scripts, bots and your own visits left out.</p>
      </div>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the loader's own render of AnalyticsBody (React-escaped), not user HTML
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          The view counts could not be loaded. Reload the page to try again.
        </p>
      )}
    </section>
  );
}

function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass("secondary", "sm", "js-only")}
      aria-label={`Copy link: ${label}`}
      onClick={() => {
        navigator.clipboard?.writeText(url).then(
          () => {
            setCopied(true);
            toast.success(ANALYTICS_MESSAGES.copied);
          },
          () => toast.error("Failed to copy to clipboard"),
        );
      }}
    >
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      Copy
    </button>
  );
}

export function TrackedLinksCard({ links, live }: { links: TrackedLinkRow[]; live: boolean }) {
  // At the limit the form says why it cannot make another (the server refuses it anyway).
  const full = links.filter((link) => !link.jobId).length >= LABELLED_LINKS_MAX;
  return (
    <section id="tracked-links" aria-labelledby="tracked-links-title" className={CARD}>
      <h2 id="tracked-links-title" className="text-base font-semibold text-slate-900">
        Tracked links
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        A short link per place you share your portfolio, so you know which one brought a visitor. Links for job applications are made from
        the job&rsquo;s details on the board.
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-2.5 sm:flex-row">
        <input type="hidden" name="intent" value={LINK_INTENTS.create} />
        <label htmlFor="link-label" className="sr-only">
          Link label
        </label>
        <input
          id="link-label"
          name="label"
          required
          maxLength={LINK_LABEL_MAX}
          placeholder="LinkedIn profile, Email signature…"
          className={inputClass(false, "flex-1")}
        />
        <button
          type="submit"
          disabled={full}
          aria-describedby={full ? "tracked-links-full" : undefined}
          className={buttonClass("primary", "md", "shrink-0")}
        >
          <LinkIcon className="size-4" aria-hidden="true" />
          Create link
        </button>
      </Form>
      {full ? (
        <p id="tracked-links-full" className="mt-2 text-xs text-amber-700">
          {ANALYTICS_MESSAGES.tooManyLinks}
        </p>
      ) : null}
      {live ? null : <p className="mt-2 text-xs text-amber-700">{ANALYTICS_MESSAGES.notDeployed}</p>}
      {links.length === 0 ? (
        <p className="mt-5 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          No tracked links yet.
        </p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100" data-testid="tracked-links">
          {links.map((link) => (
            <li key={link.id} className="flex flex-col gap-3 py-3.5 sm:flex-row sm:items-center" data-testid="tracked-link">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  {link.label || "Untitled link"}
                  {link.jobId ? (
                    <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-700">Application</span>
                  ) : null}
                </p>
                <p className="mt-0.5 font-mono text-xs break-all text-slate-500">{link.url}</p>
                <p className="mt-1 text-xs text-slate-600" data-testid="tracked-link-views">
                  {plural(link.views, "view")} · {plural(link.visitors, "visitor")}
                  {link.lastViewedAt ? ` · last viewed ${link.lastViewedLabel}` : " · not opened yet"}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <CopyLinkButton url={link.url} label={link.label} />
                <Form method="post">
                  <input type="hidden" name="intent" value={LINK_INTENTS.remove} />
                  <input type="hidden" name="id" value={link.id} />
                  <button type="submit" className={buttonClass("danger-outline", "sm")} aria-label={`Delete link: ${link.label}`}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
