// The Access Denied screen of the admin routes (spec part 2 "Admin panel", "6. Roles"): shown with HTTP 403 to
// signed-in users without an admin role.
import { PageGlow } from "~/components/ui/page-hero";
import { LogoOnlyPage } from "~/components/logo-page";
import { isRouteErrorResponse, Link, useNavigate } from "react-router";
import { RouteError } from "~/components/ui/route-error-page";
import { ADMIN_MESSAGES } from "~/schemas/admin-rules";
import { buttonClass } from "~/components/ui/button";
import { House, ShieldLock } from "lucide-react";

function AccessDenied() {
  const navigate = useNavigate();
  return (
    <LogoOnlyPage>
      <main className="relative isolate flex flex-1 items-center justify-center px-4 py-16">
        <PageGlow className="h-80 bg-[radial-gradient(50%_100%_at_50%_0%,rgba(244,63,94,0.10),transparent)]" />
        <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-slate-900/5 sm:p-10">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
            <ShieldLock className="size-8" />
          </span>
          <p className="mt-6 text-xs font-semibold tracking-widest text-rose-600 uppercase">Error 403</p>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Access Denied</h1>
          <p className="mt-3 text-base text-slate-600">{ADMIN_MESSAGES.accessDenied}</p>
          <p className="mt-2 text-sm text-slate-500">{ADMIN_MESSAGES.adminRequired}</p>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
            >
              Go Back
            </button>
            <Link to="/" className={buttonClass("primary")}>
              <House className="size-4" />
              Return to Home
            </Link>
          </div>
        </div>
      </main>
    </LogoOnlyPage>
  );
}

/** The error screen of an admin route: Access Denied for a 403, the common route error otherwise. */
export function AdminRouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  return (
    <div className="min-h-screen bg-slate-50">
      <RouteError error={error} />
    </div>
  );
}
