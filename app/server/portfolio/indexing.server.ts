// Search engines, by the owner's choice (issue 17 section 4). "Let search engines index my portfolio" is
// portfolios.search_indexing (default on). Off: the public page carries `noindex` in a robots meta and an
// X-Robots-Tag header (both stored with the edge-cached page, so changing the setting purges it) and the page is
// left out of /sitemap.xml. /robots.txt points at the sitemap. Plain functions of their dependencies.
import { and, asc, eq } from "drizzle-orm";
import { portfolios, users } from "~/db/schema";
import { INDEXING_MESSAGES } from "~/schemas/portfolio-indexing-rules";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import type { PublicPageCache } from "./edge-cache.server";
import { portfolioUrl } from "./portfolio.server";
import { nextGeneration } from "./publication.server";

/** A sitemap holds at most 50,000 URLs. */
const SITEMAP_LIMIT = 50_000;

/** Saves the owner's choice and purges the cached page, so the next visit carries (or drops) noindex at once. */
export async function setSearchIndexing(
  deps: { db: Db; cache: PublicPageCache },
  userId: string,
  enabled: boolean,
): Promise<{ searchIndexing: boolean; message: string }> {
  const row = await deps.db
    .select({ username: users.username, has: portfolios.userId })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row?.has) throw new AppError(409, INDEXING_MESSAGES.notDeployed);
  // A new generation: a copy rendered with the old setting is never answered from the edge cache (ADR 0018).
  await deps.db.update(portfolios).set({ searchIndexing: enabled, generation: nextGeneration }).where(eq(portfolios.userId, userId));
  await deps.cache.purge(row.username);
  return { searchIndexing: enabled, message: enabled ? INDEXING_MESSAGES.on : INDEXING_MESSAGES.off };
}

export interface SitemapEntry {
  username: string;
  /** The last deploy time (ms). */
  deployedAt: number;
}

/** Live portfolios of active owners who let search engines index them, oldest first. */
export async function listIndexablePortfolios(db: Db): Promise<SitemapEntry[]> {
  return db
    .select({ username: users.username, deployedAt: portfolios.deployedAt })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.userId))
    .where(
      and(
        eq(portfolios.status, "live"),
        eq(portfolios.searchIndexing, true),
        eq(users.status, "active"),
        eq(users.portfolioDeployed, true),
      ),
    )
    .orderBy(asc(portfolios.deployedAt))
    .limit(SITEMAP_LIMIT)
    .all();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The sitemap (sitemaps.org 0.9): one <url> per entry with its absolute location and lastmod. */
export function sitemapXml(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(portfolioUrl(appUrl, e.username))}</loc><lastmod>${new Date(e.deployedAt).toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled except the signed-in area and the API; the sitemap's absolute URL. */
export function robotsTxt(appUrl: string): string {
  const origin = appUrl.replace(/\/$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /dev/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
