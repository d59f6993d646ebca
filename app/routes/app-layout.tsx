// Signed-in shell: guards every child route and draws the top navigation above it.
import { LogoOnlyPage } from "~/components/logo-page";
import { NavigationPending, usePendingText } from "~/components/navigation-pending";
import { Outlet } from "react-router";
import type { Route } from "./+types/app-layout";
import { SiteFooter } from "~/components/site-footer";
import { supportConfig } from "~/components/support/config";
import { TopNav } from "~/components/top-nav";
import { RouteError } from "~/components/ui/route-error";
import { toUserDto } from "~/server/auth/signin-and-signup.server";
import { unreadCount } from "~/server/notifications/notifications.server";
import { requireUser } from "~/server/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, env, db } = await requireUser(context, request);
  // The bell's badge is right on first paint; a failure is only logged (spec part 1 section 8).
  const notificationCount = await unreadCount(db, auth.user.id).catch((error: unknown) => {
    console.error("Could not count unread notifications", error);
    return 0;
  });
  return { user: toUserDto(auth.user, env.APP_URL), unreadCount: notificationCount, support: supportConfig(env) };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const pending = usePendingText();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <TopNav user={loaderData.user} unreadCount={loaderData.unreadCount} support={loaderData.support} />
      <NavigationPending text={pending} />
      <div className="flex-1" aria-busy={pending ? true : undefined}>
        <Outlet />
      </div>
      <SiteFooter signedIn variant="compact" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LogoOnlyPage>
      <div className="flex-1">
        <RouteError error={error} />
      </div>
    </LogoOnlyPage>
  );
}
