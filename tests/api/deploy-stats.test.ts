// Issue 31 §2: the /portfolio "Deployment stats" are the owner's own figures: the last deploy, the live page's weight
// as a visitor downloads it (read from the edge cache's copy, never rendered again) and the views.
import { describe, expect, it } from "vitest";
import { publicPageCacheKey } from "~/server/portfolio/edge-cache.server";
import { deployStats } from "~/server/portfolio/deploy-stats.server";

const APP_URL = "http://localhost:8787";
const live = (username: string, deployedAt = new Date(Date.now() - 5 * 60_000).toISOString()) => ({
  portfolioDeployed: true,
  deployedAt,
  deployCount: 3,
  username,
});

describe("deployStats", () => {
  it("weighs the cached live page compressed, and says when it was deployed and how often it was viewed", async () => {
    const username = `stats-${crypto.randomUUID().slice(0, 8)}`;
    const html = `<!doctype html><html><body>${"<p>Ten years of building payment systems.</p>".repeat(400)}</body></html>`;
    const cache = (caches as unknown as { default: Cache }).default;
    await cache.put(publicPageCacheKey(APP_URL, username), new Response(html, { headers: { "Cache-Control": "max-age=600" } }));

    const stats = await deployStats(APP_URL, live(username), { total: 42 }, "UTC");
    expect(stats).toMatchObject({ lastDeploy: "5m ago", deployCount: 3, views: 42 });
    // Compressed: more than nothing, far less than the page's 18 KB of repeated HTML.
    expect(stats!.pageBytes).toBeGreaterThan(50);
    expect(stats!.pageBytes).toBeLessThan(new TextEncoder().encode(html).length / 10);
    await cache.delete(publicPageCacheKey(APP_URL, username));
  });

  it("has no weight before the first visit, unknown views when they could not be read, nothing for a page not live", async () => {
    const username = `stats-${crypto.randomUUID().slice(0, 8)}`;
    expect(await deployStats(APP_URL, live(username), null, "UTC")).toMatchObject({ pageBytes: null, views: null });
    expect(await deployStats(APP_URL, { ...live(username), portfolioDeployed: false }, { total: 1 }, "UTC")).toBeNull();
  });
});
