// Signed-in shell: guards every child route and draws the top navigation above it.
import { Outlet } from "react-router";
import type { Route } from "./+types/app-layout";
import { Logo } from "~/components/logo";
import { SiteFooter } from "~/components/site-footer";
import { TopNav } from "~/components/top-nav";
import { RouteError } from "~/components/ui/route-error";
import { toUserDto } from "~/server/auth/accounts.server";
import { getServices, requireAuth } from "~/server/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await requireAuth(context, request);
  const { env } = getServices(context);
  return { user: toUserDto(auth.user, env.APP_URL) };
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <TopNav user={loaderData.user} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter signedIn variant="compact" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Logo to="/" />
        </div>
      </header>
      <div className="flex-1">
        <RouteError error={error} />
      </div>
    </div>
  );
}
