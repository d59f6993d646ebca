import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterDataContext,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useContext, useEffect, useRef } from "react";
import publicEnhanceScript from "virtual:public-enhance";
import "./app.css";
import { useOfflineSubmitGuard } from "./components/ui/offline-submit-guard";
import { TimeZoneContext } from "./components/ui/time-zone";
import { ToastProvider, useToastOnce } from "./components/ui/toast";
import { toUserDto } from "./server/auth/signin-and-signup.server";
import { readFlash } from "./server/flash.server";
import { isStateChanging, isTrustedOrigin } from "./server/http/origin.server";
import { getAuth, getServices, sessionMiddleware } from "./server/session.server";

import { isActionResult } from "./lib/action-result";
import { documentLanguage } from "./lib/document-language";
import { type PageHandle, staticPageHandle } from "./lib/hydration";
import { APP_NAME } from "./lib/page-meta";
import { userTimeZone } from "./lib/time-zone";

export { APP_NAME };

export const middleware: Route.MiddlewareFunction[] = [
  // Who the caller is: read once per request, when first asked (root, layout and page loaders share it).
  sessionMiddleware,
  // CSRF guard for every form action: a cross-site POST never reaches an action.
  async ({ request, context }, next) => {
    if (isStateChanging(request.method) && !isTrustedOrigin(request, getServices(context).env)) {
      throw new Response("Cross-site request refused", { status: 403 });
    }
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  const auth = await getAuth(context, request);
  const { toast, clear } = await readFlash(env, request);
  return data(
    {
      user: auth ? toUserDto(auth.user, env.APP_URL) : null,
      flash: toast,
      // The zone every page's times are written in (issue 31): the user's, from the first view. Signed-out pages
      // show no times and are shared (edge-cached), so they name none of their own.
      timeZone: auth ? userTimeZone(auth.user.timeZone, request) : "UTC",
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const meta: Route.MetaFunction = () => [
  { title: `${APP_NAME} · Portfolio, job tracker and AI career insights` },
  { name: "description", content: "Build a portfolio, track job applications and get AI career insights with Vitrine." },
];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The handle of the route that asks for no client runtime on this response (app/lib/hydration.ts), or null. On the
 * server only: in a browser the runtime is running, so the page is hydrated (it never takes itself out).
 */
function useStaticPage(): { handle: PageHandle; actionData: Record<string, unknown> } | null {
  const matches = useMatches();
  const actionData = useContext(UNSAFE_DataRouterDataContext)?.actionData ?? {};
  if (typeof document !== "undefined") return null;
  const states = matches.map((match) => ({ handle: match.handle, loaderData: match.loaderData, actionData: actionData[match.id] }));
  const handle = staticPageHandle(states, matches[0]?.loaderData);
  return handle ? { handle, actionData } : null;
}

/** A page without the runtime shows its action's toast from the server (useActionResult is not there to show it). */
function actionToast(actionData: Record<string, unknown>) {
  for (const value of Object.values(actionData)) if (isActionResult(value) && value.toast) return value.toast;
  return null;
}

/** `<html lang dir>`: English for the app, the route's own for a page in another language (lib/document-language.ts). */
function useDocumentLanguage() {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors ?? null;
  return documentLanguage(matches.map((match) => ({ handle: match.handle, loaderData: match.loaderData, error: errors?.[match.id] })));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const staticPage = useStaticPage();
  const language = useDocumentLanguage();
  const initialToast = root?.flash ?? (staticPage ? actionToast(staticPage.actionData) : null);
  return (
    <html lang={language.lang} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        <ToastProvider initial={initialToast}>{children}</ToastProvider>
        {staticPage ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
        {staticPage?.handle.enhance ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the public pages' one inline enhance script, bundled at build time (no user data).
          <script dangerouslySetInnerHTML={{ __html: publicEnhanceScript }} />
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document as interactive (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useOfflineSubmitGuard();
  return (
    <>
      <FlashToast flash={loaderData.flash} />
      <TimeZoneContext.Provider value={loaderData.timeZone}>
        <Outlet />
      </TimeZoneContext.Provider>
    </>
  );
}

/** Shows a flash that arrives on a client-side navigation (the first one is rendered by the server). */
function FlashToast({ flash }: { flash: Route.ComponentProps["loaderData"]["flash"] }) {
  const serverRendered = useRef(flash);
  useToastOnce(flash !== serverRendered.current ? flash : null);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `${error.status} ${error.statusText || "Error"}`;
    detail = typeof error.data === "string" && error.data ? error.data : detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="grid min-h-screen place-items-center px-6">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-indigo-600">{APP_NAME}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">{detail}</p>
        <Link to="/" className="mt-6 inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500">
          Back to home
        </Link>
      </div>
    </main>
  );
}
