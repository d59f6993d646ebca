// /settings (spec part 2 "Settings", section 5 "Account dialogs"/"Settings", section 8): Profile and Account
// tabs, sections with their own Edit/Save/Cancel, the username and password dialogs, deactivation and
// "Delete my account and data" (issue 15 §3).
// Tab, section in edit and open dialog are query parameters, so the page also works without JavaScript.
// The sections live in app/components/settings/; the URL state and intents in app/schemas/settings.ts.
import { Settings } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { AccountSection, DeactivateSection, EmailPreferencesSection } from "~/components/settings/account-sections";
import { DataExportSection } from "~/components/settings/data-export";
import { DeleteAccountSection } from "~/components/settings/delete-account-section";
import type { DeleteResult } from "~/components/settings/delete-account";
import { lazyComponent } from "~/components/ui/lazy";
import { IdentityCard, ProfileSection, SettingsTabs } from "~/components/settings/profile-sections";
import { PageHero, PageMain, SOFT_GLOW } from "~/components/ui/page-hero";
import { LoadFailure, RouteError } from "~/components/ui/route-error";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/lib/action-result";
import { submitOrFailure, TIMED_OUT_MESSAGE } from "~/lib/client-action";
import { type Intent, readView, settingsFailureMessage } from "~/schemas/settings";
import type { Route } from "./+types/settings";
import { settingsAction, settingsLoader } from "./settings.server";
import { pageMeta } from "~/lib/page-meta";

// The dialogs (forms with conform and zod) load when one opens: ?dialog=... in the URL.
const UsernameDialog = lazyComponent(() => import("~/components/settings/dialogs").then((m) => m.UsernameDialog));
const PasswordDialog = lazyComponent(() => import("~/components/settings/dialogs").then((m) => m.PasswordDialog));
const DeactivateDialog = lazyComponent(() => import("~/components/settings/dialogs").then((m) => m.DeactivateDialog));
const DeleteAccountDialog = lazyComponent(() => import("~/components/settings/delete-account").then((m) => m.DeleteAccountDialog));

export const meta: Route.MetaFunction = () =>
  pageMeta("Settings", "Manage your personal details, resume preferences and account security.");

export const loader = ({ request, context }: Route.LoaderArgs) => settingsLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context);

/** A save that gets no usable answer keeps the page and the typed values, with the spec's message for its form. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, (intent, failure) =>
    failure.reason === "timeout"
      ? TIMED_OUT_MESSAGE
      : settingsFailureMessage(intent as Intent, { httpStatus: failure.httpStatus, network: failure.reason === "network" }),
  );
}

/** Switching tabs, opening a section or a dialog only changes the query string: no need to reload the data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult<Intent> | undefined;
  const location = useLocation();
  const view = readView(new URLSearchParams(location.search));
  useActionResult(result);
  if (loaderData.loadFailure !== null) return <LoadFailure message={loaderData.loadFailure} />;
  const { settings, canChangePassword, deletionMethod } = loaderData;
  // Field errors (and refusals the server explains) go back into the form that posted them.
  const submissionFor = (intent: Intent) => (result?.status === "invalid" && result.intent === intent ? result.submission : undefined);

  return (
    <>
      <PageMain glow={SOFT_GLOW} className="max-w-6xl py-8 sm:py-12">
        <PageHero
          eyebrow="Account"
          title="Settings"
          description="Manage your personal details, resume preferences and account security."
          Icon={Settings}
        />

        <div className="mt-8 grid gap-6 lg:mt-10 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-10">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <IdentityCard settings={settings} />
            <SettingsTabs active={view.tab} />
          </aside>

          <div id={`settings-panel-${view.tab}`} className="min-w-0 space-y-6">
            {view.tab === "profile" ? (
              <>
                <ProfileSection
                  section="personal"
                  settings={settings}
                  editing={view.edit === "personal"}
                  result={submissionFor("personal")}
                />
                <ProfileSection section="resume" settings={settings} editing={view.edit === "resume"} result={submissionFor("resume")} />
                <DataExportSection />
              </>
            ) : (
              <>
                <AccountSection settings={settings} canChangePassword={canChangePassword} />
                <EmailPreferencesSection settings={settings} />
                <DeactivateSection />
                <DeleteAccountSection />
              </>
            )}
          </div>
        </div>
      </PageMain>

      {/* Outside <main>'s stacking context, so the backdrop also covers the sticky top navigation. */}
      {view.dialog === "username" ? <UsernameDialog current={settings.username} result={submissionFor("username")} /> : null}
      {view.dialog === "password" && canChangePassword ? <PasswordDialog result={submissionFor("password")} /> : null}
      {view.dialog === "deactivate" ? <DeactivateDialog result={submissionFor("deactivate")} /> : null}
      {view.dialog === "delete" ? (
        <DeleteAccountDialog method={deletionMethod} email={settings.email} result={result as DeleteResult | undefined} />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
