// Unpublish confirmation. Its open state is the query string (?dialog=unpublish) like the settings dialogs,
// so it also works without JavaScript; confirming posts to the route action, which redirects back.
import { Form, Link } from "react-router";
import { FormAlert, Spinner } from "~/components/ui/fields";
import { Dialog } from "~/components/settings/dialog";
import { buttonClass } from "~/components/ui/button";
import { CloudOff } from "lucide-react";

export function UnpublishDialog({ url, busy, error }: { url: string; busy: boolean; error: string | null }) {
  return (
    <Dialog
      title="Unpublish your portfolio?"
      description="Your public page goes offline right away. Your profile, template and history stay, and you can deploy again at any time."
      closeHref="/portfolio"
      icon={<CloudOff className="size-5" aria-hidden="true" />}
      tone="danger"
      busy={busy}
    >
      <Form method="post" action="/portfolio?dialog=unpublish" preventScrollReset>
        <input type="hidden" name="intent" value="unpublish" />
        <div className="space-y-4">
          <FormAlert message={error} />
          <p className="rounded-xl border border-rose-100 bg-rose-50/60 px-4 py-3 text-sm text-slate-700">
            Visitors to <span className="font-medium break-all text-slate-900">{url}</span> will see that the portfolio could not be found.
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/portfolio" replace preventScrollReset data-autofocus className={buttonClass("secondary", "md")}>
            Cancel
          </Link>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-rose-600 px-5 text-sm font-semibold text-white shadow-sm shadow-rose-600/20 transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? <Spinner /> : null}
            {busy ? "Unpublishing..." : "Yes, Unpublish"}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
