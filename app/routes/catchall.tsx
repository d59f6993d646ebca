import { redirect } from "react-router";
import type { Route } from "./+types/catchall";

// Any unknown page redirects to / (spec part 1 section 2.1). A missing file (a stale /assets/ chunk after a
// deploy, a typo'd .png) gets a real 404 instead, so the client router does not reload into a loop.
function isFileRequest(pathname: string) {
  return pathname.startsWith("/assets/") || /\.[a-z0-9]{1,8}$/i.test(pathname);
}

export function loader({ request }: Route.LoaderArgs) {
  if (isFileRequest(new URL(request.url).pathname)) throw new Response("Not found", { status: 404 });
  return redirect("/");
}

export function action() {
  return redirect("/");
}
