// Page-side access to the signed-in user: loaders and actions read the session cookie (or a bearer token).
import { redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "./context";
import { authenticateRequest } from "./auth/sessions.server";

export function getServices(context: Readonly<RouterContextProvider>) {
  const { env, ctx, db } = context.get(cloudflareContext);
  return { env, ctx, db };
}

export async function getAuth(context: Readonly<RouterContextProvider>, request: Request) {
  const { env, db } = getServices(context);
  return authenticateRequest(db, env.JWT_SECRET, request);
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
