// The "Deployment stats" cards of a live portfolio on /portfolio (issue 31): the owner's own figures instead of fixed
// claims: when the page was last deployed, what a visitor downloads, and how many times it was viewed.
import { shortRelativeTime } from "~/lib/dates";
import type { PortfolioAnalytics } from "~/schemas/analytics-rules";
import type { DeployStats } from "~/schemas/portfolio-page";
import { publicPageCacheKey } from "./edge-cache.server";
import type { DeploymentInfo } from "./portfolio.server";

function edgeCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

/**
 * The live page's HTML as a visitor downloads it, gzip-compressed (bytes), read from the edge cache's copy (never
 * rendered again for this); null while no copy is stored (nobody opened the page since its last deploy, which
 * purges the copy) or where there is no cache.
 */
async function livePageWeight(appUrl: string, username: string, cache: Cache | null = edgeCache()): Promise<number | null> {
  const copy = await cache?.match(publicPageCacheKey(appUrl, username));
  if (!copy?.body) return null;
  const compressed = await new Response(copy.body.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return compressed.byteLength;
}

/** The cards' figures, worded here so the page ships no date code for them; null for a portfolio that is not live. */
export async function deployStats(
  appUrl: string,
  info: Pick<DeploymentInfo, "portfolioDeployed" | "deployedAt" | "deployCount" | "username">,
  analytics: Pick<PortfolioAnalytics, "total"> | null,
  timeZone: string,
): Promise<DeployStats | null> {
  if (!info.portfolioDeployed || !info.deployedAt) return null;
  return {
    lastDeploy: shortRelativeTime(info.deployedAt, Date.now(), timeZone),
    deployCount: info.deployCount,
    pageBytes: await livePageWeight(appUrl, info.username).catch(() => null),
    views: analytics?.total ?? null,
  };
}
