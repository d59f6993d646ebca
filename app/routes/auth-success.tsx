import { MessagePage } from "~/components/ui/message-page";
import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import { Spinner } from "~/components/ui/fields";
import { LogoMark } from "~/components/logo";
import { postLoginPath } from "~/server/auth/signin-and-signup.server";
import { clearBindingCookie, readBindingCookie, redeemHandoffCode } from "~/server/auth/oauth-handoff.server";
import { sessionCookie } from "~/server/auth/sessions.server";
import { getServices } from "~/server/session.server";
import type { Route } from "./+types/auth-success";

// OAuth return landing (spec part 1 section 2.3): reads ?token=, signs the browser in, then redirects.
// The token is a one-time hand-off code bound to this browser (issue 12 §2), never a session JWT: a link
// carrying someone else's session can no longer sign a victim into it.
export const SUCCESS_DELAY_MS = 1500;
const AUTH_FAILED = "Authentication failed. Please try logging in again.";
export const FAILURE_DELAY_MS = 2000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { status: "missing" as const, message: "No authentication token found", to: "/signin" };
  try {
    const { env, db } = getServices(context);
    const found = await redeemHandoffCode(db, env.JWT_SECRET, token, readBindingCookie(request));
    if (!found) {
      return data(
        { status: "unauthorized" as const, message: AUTH_FAILED, to: "/signin" },
        { headers: { "Referrer-Policy": "no-referrer" } },
      );
    }
    const headers = new Headers({ "Referrer-Policy": "no-referrer" });
    headers.append("Set-Cookie", sessionCookie(found.token));
    headers.append("Set-Cookie", clearBindingCookie());
    return data(
      {
        status: "ok" as const,
        message: `Welcome to Vitrine, ${found.user.firstName || found.user.username}!`,
        to: postLoginPath(found.user),
      },
      { headers },
    );
  } catch (error) {
    console.error("auth/success failed", error);
    return { status: "error" as const, message: "Something went wrong. Redirecting to login...", to: "/signin" };
  }
}

// The URL holds a one-time code: never leak it to another site through the Referer header.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: "Signing you in · Vitrine" },
  // Without JavaScript the browser still moves on.
  loaderData
    ? { httpEquiv: "refresh", content: `${loaderData.status === "ok" ? 2 : 2};url=${loaderData.to}` }
    : { name: "robots", content: "noindex" },
];

export default function AuthSuccess({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const ok = loaderData.status === "ok";
  const message = loaderData.status === "unauthorized" ? AUTH_FAILED : loaderData.message;

  useEffect(() => {
    const timer = setTimeout(() => navigate(loaderData.to, { replace: true }), ok ? SUCCESS_DELAY_MS : FAILURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaderData.to, ok, navigate]);

  return (
    <main className="grid min-h-screen place-items-center bg-gradient-to-br from-indigo-50 via-white to-violet-50 px-6">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-indigo-900/5">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-5 text-xl font-semibold text-slate-900" role={ok ? "status" : "alert"}>
          {message}
        </h1>
        {ok ? (
          <p className="mt-3 inline-flex items-center gap-2 text-sm text-slate-500">
            <Spinner /> Redirecting...
          </p>
        ) : (
          <Link
            to="/signin"
            replace
            className="mt-6 inline-flex rounded-xl bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            Go to Login
          </Link>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <MessagePage compact title="Something went wrong. Redirecting to login..." to="/signin" linkLabel="Go to Login" />;
}
