// The settings Account tab: email, username and password rows (the last two open their dialogs through the
// query string), the email notification preferences and the deactivation card.
import { AtSign, KeyRound, Lock, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { GoogleMark } from "~/components/ui/brand-icons";
import { buttonClass } from "~/components/ui/button";
import { settingsHref } from "~/schemas/settings";
import type { UserSettings } from "~/schemas/user";
import { Card } from "./fields";
import { SETTINGS_HEADINGS } from "./headings";

function AccountRow({ icon, label, children, action }: { icon: ReactNode; label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-3.5">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">{icon}</span>
        {/* One list per row: the icon and the action sit beside it, where a list's group could not hold them. */}
        <dl className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-0.5 truncate text-[15px] text-slate-900">{children}</dd>
        </dl>
      </div>
      {action ? <div className="shrink-0 sm:ml-auto">{action}</div> : null}
    </div>
  );
}

/** The button that opens an account dialog (a link: ?dialog=..., so it works without JavaScript). */
function DialogLink({ dialog, label }: { dialog: "username" | "password"; label: string }) {
  return (
    <Link
      id={`open-${dialog}`}
      to={settingsHref({ tab: "account", dialog })}
      replace
      preventScrollReset
      className={buttonClass("secondary", "sm", "w-full sm:w-auto")}
    >
      {label}
    </Link>
  );
}

const GOOGLE_PASSWORD_HINT = "Password change is not available for Google accounts.";

export function AccountSection({ settings, canChangePassword }: { settings: UserSettings; canChangePassword: boolean }) {
  const google = settings.oauthProvider === "google";
  return (
    <Card id="account" heading={SETTINGS_HEADINGS.account}>
      <div className="divide-y divide-slate-100">
        <AccountRow
          icon={<Mail className="size-[18px]" aria-hidden="true" />}
          label="Email"
          action={
            <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
              {google ? <GoogleMark className="size-3.5" /> : <Lock className="size-3.5" aria-hidden="true" />}
              {google ? "Signed in with Google" : "Read-only"}
            </span>
          }
        >
          {settings.email}
        </AccountRow>
        <AccountRow
          icon={<AtSign className="size-[18px]" aria-hidden="true" />}
          label="Username"
          action={<DialogLink dialog="username" label="Change Username" />}
        >
          {settings.username}
        </AccountRow>
        <AccountRow
          icon={<KeyRound className="size-[18px]" aria-hidden="true" />}
          label="Password"
          action={
            canChangePassword ? (
              <DialogLink dialog="password" label="Change Password" />
            ) : (
              // A disabled button gets no hover events: the wrapper carries the hover text.
              <span title={GOOGLE_PASSWORD_HINT} className="group relative block">
                <button
                  type="button"
                  disabled
                  aria-describedby="password-google-hint"
                  className={buttonClass("secondary", "sm", "pointer-events-none w-full sm:w-auto")}
                >
                  Change Password
                </button>
                <span
                  role="tooltip"
                  id="password-google-hint"
                  className="pointer-events-none absolute bottom-full right-0 z-10 mb-2 hidden w-60 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg group-hover:block"
                >
                  {GOOGLE_PASSWORD_HINT}
                </span>
              </span>
            )
          }
        >
          {canChangePassword ? (
            <span className="tracking-[0.2em] text-slate-700">
              <span className="sr-only">Password set</span>
              <span aria-hidden="true">••••••••</span>
            </span>
          ) : (
            <span className="text-sm text-slate-500">Managed by Google</span>
          )}
        </AccountRow>
      </div>
    </Card>
  );
}

/** The daily digest (issue 18): a checkbox and Save, a plain form post (works without JavaScript). */
export function EmailPreferencesSection({ settings }: { settings: UserSettings }) {
  const saving = useIntentPending("email");
  return (
    <Card id="email-notifications" heading={SETTINGS_HEADINGS.email}>
      <Form method="post" action={settingsHref({ tab: "account" })} preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value="email" />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 transition hover:border-indigo-200 hover:bg-indigo-50/40">
          <input
            type="checkbox"
            name="digestEmails"
            defaultChecked={settings.digestEmails}
            aria-describedby="digest-emails-hint"
            className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-indigo-600 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-slate-900">Daily digest of follow-ups and interviews</span>
            <span id="digest-emails-hint" className="mt-0.5 block text-sm leading-6 text-slate-600">
              One email on the days a follow-up is due or an interview is less than 24 hours away. Reminders in the app come either way.
            </span>
          </span>
        </label>
        <div className="flex justify-end">
          <button type="submit" className={buttonClass("primary", "sm")} disabled={saving}>
            {saving ? "Saving…" : "Save preferences"}
          </button>
        </div>
      </Form>
    </Card>
  );
}

export function DeactivateSection() {
  return (
    <Card id="deactivate" tone="danger" heading={SETTINGS_HEADINGS.deactivate}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm leading-6 text-slate-600">
          Once deactivated, you will be signed out everywhere and will no longer be able to sign in. Your public portfolio is unpublished.
        </p>
        <Link
          id="open-deactivate"
          to={settingsHref({ tab: "account", dialog: "deactivate" })}
          replace
          preventScrollReset
          className="inline-flex h-10 shrink-0 items-center justify-center rounded-xl bg-rose-600 px-4 text-sm font-semibold text-white shadow-sm shadow-rose-600/20 transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
        >
          Deactivate Account
        </Link>
      </div>
    </Card>
  );
}
