import { redirect } from "react-router";
import { CLEAR_BROWSER_STORAGE, clearSessionCookie, revokeSession } from "~/server/auth/sessions.server";
import { flashCookie } from "~/server/flash.server";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/logout";

// /logout signs out (spec part 2 route table): the session row is revoked, the cookie and the app's browser storage cleared.
async function signOut(request: Request, context: Route.LoaderArgs["context"]) {
  const auth = await getAuth(context, request);
  if (auth) await revokeSession(getServices(context).db, auth.sessionId);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie());
  headers.set(CLEAR_BROWSER_STORAGE.name, CLEAR_BROWSER_STORAGE.value);
  if (auth)
    headers.append("Set-Cookie", await flashCookie(getServices(context).env, { type: "success", message: "You have been signed out." }));
  return redirect("/signin", { headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return signOut(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}
