// The Messages section of /portfolio (issue 16): what visitors sent through the public portfolio's contact form,
// newest first, one page at a time. Server rendered; "Show older messages" is a link (?messages=<cursor>) that
// works without JavaScript (landing on the section) and keeps the scroll position in the app. A long message shows
// its beginning, with "Read the whole message" (?message=<id>: that message alone, in full).
// Only icons /portfolio loads anyway (no extra chunk): ArrowRight (the shortcuts), MessageCircle (the layout).
import { ArrowRight, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "~/lib/plain-click";
import type { MessagesPage } from "~/schemas/portfolio-page";
import { LocalDateTime } from "./cards";

const pagerLink =
  "inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 hover:text-indigo-900 focus-visible:ring-4 focus-visible:ring-indigo-100 focus-visible:outline-none";

/**
 * A page link: without JavaScript it reloads at the section (#messages); in the app it keeps the scroll position
 * (preventScrollReset, no hash to scroll to).
 */
function PagerLink({ to, className = "", children }: { to: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <a
      href={`${to}#messages`}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to, { preventScrollReset: true });
      }}
      className={`${pagerLink} ${className}`}
    >
      {children}
    </a>
  );
}

export function MessagesCard({ page }: { page: MessagesPage }) {
  const { messages, nextCursor, older, failed, limit, single } = page;
  const sized = limit ? `limit=${limit}` : "";
  return (
    <section
      id="messages"
      aria-labelledby="messages-title"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="messages-title" className="text-base font-semibold text-slate-900">
        Messages
      </h2>
      <p className="mt-1 text-sm text-slate-500">What visitors sent through your portfolio&rsquo;s contact form.</p>
      {failed ? (
        <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-700">
          Messages could not be loaded. Please reload the page.
        </p>
      ) : messages.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600">
            <MessageCircle className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-3 text-sm font-semibold text-slate-900">No messages yet</p>
          <p className="mt-1 text-sm text-slate-500">Messages from your public portfolio&rsquo;s visitors show up here.</p>
        </div>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100">
          {messages.map((m) => (
            <li key={m.id} className="py-4 first:pt-0 last:pb-0">
              <article aria-label={`Message from ${m.name}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <h3 className="min-w-0 text-sm font-semibold break-words text-slate-900">{m.name}</h3>
                  <p className="shrink-0 text-xs text-slate-500">
                    <LocalDateTime iso={m.createdAt} />
                  </p>
                </div>
                <a href={`mailto:${m.email}`} className="text-sm break-all text-indigo-700 hover:text-indigo-900 hover:underline">
                  {m.email}
                </a>
                <p className="mt-2 rounded-xl bg-slate-50 px-3.5 py-3 text-sm leading-6 break-words whitespace-pre-wrap text-slate-700">
                  {m.message}
                </p>
                {m.truncated ? (
                  <PagerLink to={`/portfolio?message=${encodeURIComponent(m.id)}`} className="mt-1 -ml-3">
                    Read the whole message<span className="sr-only"> from {m.name}</span>
                  </PagerLink>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {single ? (
        <nav aria-label="Message pages" className="mt-4 border-t border-slate-100 pt-3">
          <PagerLink to={sized ? `/portfolio?${sized}` : "/portfolio"}>
            <ArrowRight className="size-4 rotate-180" aria-hidden="true" />
            All messages
          </PagerLink>
        </nav>
      ) : older || nextCursor ? (
        <nav aria-label="Message pages" className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          {older ? (
            <PagerLink to={sized ? `/portfolio?${sized}` : "/portfolio"}>
              <ArrowRight className="size-4 rotate-180" aria-hidden="true" />
              Newest messages
            </PagerLink>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <PagerLink to={`/portfolio?messages=${encodeURIComponent(nextCursor)}${sized ? `&${sized}` : ""}`}>
              Show older messages
              <ArrowRight className="size-4" aria-hidden="true" />
            </PagerLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
