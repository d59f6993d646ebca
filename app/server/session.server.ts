// Page-side access to the signed-in user: loaders and actions ask who the request's caller is (session cookie or
// bearer token); the answer is read once per request and kept in the request context.
import { type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { type Caller, identifyCaller } from "./auth/sessions.server";
import { callerContext, cloudflareContext } from "./context";

export function getServices(context: Readonly<RouterContextProvider>) {
  const { env, ctx, db } = context.get(cloudflareContext);
  return { env, ctx, db };
}

/**
 * Root middleware: the caller is read (a JWT check and one D1 read) when a loader or action first asks, and kept for
 * that Request, so the root, layout and page loaders of a render share one read. React Router hands the loaders that
 * run after an action in the same request (a form post without JavaScript) a Request of their own: they read again
 * and see what the action changed (a sign-out, a deleted account, a new username). Routes that never ask (/media)
 * never read.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const { db, env } = getServices(context);
  let remembered: { request: Request; caller: Promise<Caller | null> } | null = null;
  context.set(callerContext, (request) => {
    if (remembered?.request !== request) remembered = { request, caller: identifyCaller(db, env, request) };
    return remembered.caller;
  });
  return next();
};

/** The signed-in caller of this request, or null. */
export async function getAuth(context: Readonly<RouterContextProvider>, request: Request) {
  const caller = await context.get(callerContext)(request);
  // A cross-site state change never speaks for the session (the root's CSRF middleware refuses it before this runs).
  return caller && !caller.crossSite ? caller.auth : null;
}

/** What every route module's loader and action receive as `context`. */
export type RouteContext = Readonly<RouterContextProvider>;

/** The signed-in user with the request's services (db, env, ctx), or a redirect to /signin (guarded routes). */
export async function requireUser(context: RouteContext, request: Request) {
  const auth = await requireAuth(context, request);
  return { auth, ...getServices(context) };
}

/** The signed-in user, or a redirect to /signin (guarded routes). */
export async function requireAuth(context: Readonly<RouterContextProvider>, request: Request) {
  const auth = await getAuth(context, request);
  if (!auth) throw redirect("/signin");
  return auth;
}
