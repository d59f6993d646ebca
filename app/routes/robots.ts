// /robots.txt (resource route, loader only): points crawlers at /sitemap.xml by its absolute URL on APP_URL.
import { robotsTxt } from "~/server/portfolio/indexing.server";
import { getServices } from "~/server/session.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return new Response(robotsTxt(env.APP_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
