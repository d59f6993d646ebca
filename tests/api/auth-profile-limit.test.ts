// Issue 31 §3: GET /api/auth/profile is limited per account, generously (600 a minute), not per address: the
// spec's frontend reads it two to four times a page and signs the user out on any error, and an office shares one
// address. Sign-in, sign-up and the code flows keep their per-IP limits (tests/api/http.test.ts).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT_MESSAGE, enforceAccountRateLimit } from "~/server/limits/account-limit.server";
import { client, expectError, signedInUser, sleep } from "./helpers";

/** The local limiter counts in 60 s windows aligned to the clock: start a burst with `needMs` left in one. */
async function startInsideWindow(needMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await sleep(left + 250);
}

describe("GET /api/auth/profile: per account, not per address", () => {
  it("200 quick reads from one address by two accounts all answer 200", async () => {
    // No window alignment needed: 100 reads an account stay under 600 however the clock splits them.
    const office = client();
    const [ada, grace] = [await signedInUser(office), await signedInUser(office)];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => office.call("/api/auth/profile", { token: (i % 2 ? grace : ada).token }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // Sign-in from that same address still has its own per-IP bucket (30 a minute), untouched by the reads.
    expect((await office.post("/api/auth/login", { email: "x" })).status).toBe(400);
  });

  it("past 600 reads a minute one account answers 429 with Retry-After; another account is not affected", async () => {
    await startInsideWindow(40_000);
    const c = client();
    const { token } = await signedInUser(c);
    const { token: otherToken } = await signedInUser(c);
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => c.call("/api/auth/profile", { token })));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const limited = await c.call("/api/auth/profile", { token });
    expectError(limited, 429, ACCOUNT_LIMIT_MESSAGE);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The ceiling is the account's: sign-out (a signed-in endpoint, same bucket) is refused too, another account is not.
    expect((await c.call("/api/auth/logout", { method: "POST", token })).status).toBe(429);
    expect((await c.call("/api/auth/profile", { token: otherToken })).status).toBe(200);
    // Waiting for a fresh window may take 40 s before the 601 reads: the test's own ceiling covers both.
  }, 120_000);

  it("without a session the read is 401, not counted against anyone", async () => {
    expectError(await client().call("/api/auth/profile"), 401);
  });
});

describe("enforceAccountRateLimit", () => {
  it("refuses past the limiter's ceiling with 429 and Retry-After (a ceiling of 5 injected into the local limiter)", async () => {
    await startInsideWindow(10_000);
    // The local Rate Limiting binding takes a per-call limit (production reads it from wrangler.toml).
    const smallLimiter: RateLimit = { limit: (options) => env.ACCOUNT_LIMITER.limit({ ...options, limit: 5 } as RateLimitOptions) };
    const userId = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await enforceAccountRateLimit(smallLimiter, userId);
    await expect(enforceAccountRateLimit(smallLimiter, userId)).rejects.toMatchObject({ status: 429, details: { retryAfter: 60 } });
    await expect(enforceAccountRateLimit(smallLimiter, crypto.randomUUID())).resolves.toBeUndefined();
  }, 60_000);
});
