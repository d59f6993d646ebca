// "Delete my account and data" (issue 15 §3): the danger-zone card of the Account tab. Its button opens the dialog
// (./delete-account.tsx) with ?dialog=delete, so it also works without JavaScript.
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { settingsHref } from "~/schemas/settings";
import { Card } from "./fields";
import { SETTINGS_HEADINGS } from "./headings";

export const DELETE_HREF = settingsHref({ tab: "account", dialog: "delete" });

export function DeleteAccountSection() {
  return (
    <Card id="delete-account" tone="danger" heading={SETTINGS_HEADINGS.deleteAccount}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm leading-6 text-slate-600">
          Your account, profile, portfolio, job applications, files and notifications are erased for good and every device is signed out.
          You can register again with the same email afterwards.
        </p>
        <Link
          id="open-delete"
          to={DELETE_HREF}
          replace
          preventScrollReset
          className={buttonClass("danger", "compact", "shrink-0 whitespace-normal text-center")}
        >
          {SETTINGS_HEADINGS.deleteAccount.title}
        </Link>
      </div>
    </Card>
  );
}
