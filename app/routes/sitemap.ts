// /sitemap.xml (resource route, loader only): the live portfolios whose owners let search engines index them, each
// with its last deploy time (app/server/portfolio/indexing.server.ts).
import { listIndexablePortfolios, sitemapXml } from "~/server/portfolio/indexing.server";
import { getServices } from "~/server/session.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const entries = await listIndexablePortfolios(db);
  return new Response(sitemapXml(env.APP_URL, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
