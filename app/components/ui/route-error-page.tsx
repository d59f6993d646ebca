// Friendly error pages for route ErrorBoundaries inside the signed-in area (loaded through route-error.tsx).
import { RefreshCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonClass } from "./button";

export function describeRouteError(error: unknown) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { title: "Page not found", detail: "The page you are looking for does not exist or has moved." };
    return {
      title: `${error.status} ${error.statusText || "Error"}`,
      detail: typeof error.data === "string" && error.data ? error.data : "The request could not be completed.",
    };
  }
  return {
    title: "Something went wrong",
    detail:
      import.meta.env.DEV && error instanceof Error
        ? error.message
        : "An unexpected error occurred while loading this page. Please try again.",
  };
}

/** The centred error message of an error page: a warning tile, the title, the message and its actions. */
export function ErrorNotice({
  title,
  message,
  tone = "rose",
  children,
}: {
  title: ReactNode;
  message: ReactNode;
  tone?: "rose" | "amber";
  children: ReactNode;
}) {
  const tile = tone === "amber" ? "bg-amber-50 text-amber-600 ring-amber-100" : "bg-rose-50 text-rose-600 ring-rose-100";
  return (
    <div className="text-center">
      <span className={`mx-auto grid size-14 place-items-center rounded-2xl ring-1 ${tile}`}>
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

/**
 * A page whose loader could not read its data (app/server/load-failure.server.ts): the spec's message for that
 * page, announced, with Try again (a plain link: it works before hydration too).
 */
export function LoadFailure({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return (
    <main className="mx-auto max-w-lg px-4 py-16 sm:py-24" data-load-failure="">
      <div role="alert">
        <ErrorNotice title="This page could not be loaded" message={message}>
          <a href={`${pathname}${search}`} className={buttonClass("primary")}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </a>
        </ErrorNotice>
      </div>
    </main>
  );
}

export function RouteError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const { title, detail } = describeRouteError(error);
  return (
    <main className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <ErrorNotice title={title} message={detail}>
        <a href={`${pathname}${search}`} className={buttonClass("primary")}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </a>
        <Link to="/portfolio" className={buttonClass("secondary")}>
          Back to dashboard
        </Link>
      </ErrorNotice>
    </main>
  );
}
