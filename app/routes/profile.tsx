import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/profile";
import { ProfileEditor } from "~/components/profile/editor";
import { submitFailureMessage } from "~/components/profile/model";
import { submitOrFailure } from "~/lib/client-action";
import { LoadFailure, RouteError } from "~/components/ui/route-error";
import { loadProfilePage, profileAction } from "./profile.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Build Your Profile",
    "Add your experience, education, projects and skills — or import them from your resume — to power your portfolio.",
  );

export const loader = ({ request, context }: Route.LoaderArgs) => loadProfilePage(context, request);

export const action = ({ request, context }: Route.ActionArgs) => profileAction(context, request);

/** A save or Continue that gets no usable answer keeps the page and the draft, with the spec's message. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, (_intent, failure) => submitFailureMessage(failure));
}

// Section saves update the editor from their own answers; reloading the profile after each would only
// overwrite edits made meanwhile in other sections.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === "/profile" || formAction === "/profile/language") return false;
  return defaultShouldRevalidate;
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.loadFailure !== null) return <LoadFailure message={loaderData.loadFailure} />;
  return <ProfileEditor profile={loaderData.profile} account={loaderData.account} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
