// Unpublish confirmation. Its open state is the query string (?dialog=unpublish) like the settings dialogs,
// so it also works without JavaScript; confirming posts to the route action, which redirects back.
import { CloudOff } from "lucide-react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/fields";
import { UrlModal, UrlModalButtons } from "~/components/ui/url-modal";

export function UnpublishDialog({ url, busy, error }: { url: string; busy: boolean; error: string | null }) {
  return (
    <UrlModal
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
        <UrlModalButtons cancelHref="/portfolio" busy={busy} label="Yes, Unpublish" busyLabel="Unpublishing..." danger />
      </Form>
    </UrlModal>
  );
}
