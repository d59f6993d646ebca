// Friendly error card for route ErrorBoundaries inside the signed-in area.
import { RefreshCw } from "lucide-react";
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

export function RouteError({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const { title, detail } = describeRouteError(error);
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M12 8v5M12 16.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-base text-slate-600">{detail}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={`${pathname}${search}`} className={buttonClass("primary")}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </a>
        <Link to="/portfolio" className={buttonClass("secondary")}>
          Back to dashboard
        </Link>
      </div>
    </main>
  );
}
