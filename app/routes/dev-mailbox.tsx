import { MessagePage } from "~/components/ui/message-page";
import { Form, Link } from "react-router";
import { LogoMark } from "~/components/logo";
import { formatDateTime } from "~/lib/dates";
import { isDevelopment, listOutbox } from "~/server/email/outbox.server";
import { getServices } from "~/server/session.server";
import type { Route } from "./+types/dev-mailbox";

// The local outbox (development only): every email the queue consumer delivered through the outbox mailer.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = getServices(context);
  if (!isDevelopment(env)) throw new Response("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to");
  return { to, emails: await listOutbox(db, { to }) };
}

export const meta: Route.MetaFunction = () => [{ title: "Mailbox (development) · Vitrine" }, { name: "robots", content: "noindex" }];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { emails, to } = loaderData;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-5 py-4">
          <Link to="/" className="inline-flex items-center gap-2 font-bold text-slate-900">
            <LogoMark className="size-7" /> Vitrine
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Development mailbox</span>
          </Link>
          <Form method="get" className="flex items-center gap-2">
            <label htmlFor="to" className="sr-only">
              Filter by recipient
            </label>
            <input
              id="to"
              name="to"
              defaultValue={to ?? ""}
              placeholder="Filter by recipient"
              className="w-56 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            />
            <button type="submit" className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500">
              Filter
            </button>
            <Link
              to="/dev/mailbox"
              reloadDocument
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              Refresh
            </Link>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-5 py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Outbox</h1>
        <p className="mt-1 text-sm text-slate-600">
          Emails sent while running locally land here instead of a real inbox. {emails.length} message{emails.length === 1 ? "" : "s"}
          {to ? ` to ${to}` : ""}, newest first.
        </p>
        {emails.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center text-slate-500">
            No emails yet.
          </div>
        ) : (
          <ul className="mt-6 space-y-3">
            {emails.map((email) => (
              <li key={email.id} className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-email-to={email.to}>
                <details>
                  <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 px-5 py-4">
                    <span>
                      <span className="block font-semibold text-slate-900">{email.subject}</span>
                      <span className="block text-sm text-slate-500">
                        To {email.to}
                        {email.replyTo ? ` · Reply-To ${email.replyTo}` : ""}
                      </span>
                    </span>
                    <time className="text-xs text-slate-500" dateTime={email.createdAt}>
                      {formatDateTime(email.createdAt)}
                    </time>
                  </summary>
                  <div className="grid gap-4 border-t border-slate-100 p-5 lg:grid-cols-2">
                    <pre className="overflow-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-4 text-sm text-slate-800">{email.text}</pre>
                    <iframe
                      title={`HTML of ${email.subject}`}
                      srcDoc={email.html}
                      sandbox=""
                      className="h-96 w-full rounded-xl border border-slate-200"
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <MessagePage title="Page not found" to="/" linkLabel="Back to home" />;
}
