// Per-IP limits read only CF-Connecting-IP, which Cloudflare's edge sets (issue 29): X-Real-IP and
// X-Forwarded-For are whatever the client wrote, so they must not pick the limiter's bucket. Client addresses
// kept for a limit (the contact form's ip_hash) are an HMAC under IP_HASH_SECRET, not a plain hash that could
// be reversed by hashing every IPv4 address.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hmacSha256, sha256Hex } from "~/server/auth/crypto.server";
import { clientIp } from "~/server/auth/rate-limit.server";
import { getDb } from "~/server/db.server";
import type { ContactMessageInput } from "~/schemas/portfolio";
import { CONTACT_LIMITS, sendContactMessage } from "~/server/portfolio/contact.server";
import { call, client, expectError, nextIp, sleep, publishedOwner } from "./helpers";

describe("the client IP of per-IP limits", () => {
  it("is CF-Connecting-IP alone: X-Real-IP and X-Forwarded-For are ignored", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(clientIp(request({ "CF-Connecting-IP": "203.0.113.7", "X-Real-IP": "198.51.100.1" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "X-Real-IP": "198.51.100.1" }))).toBe(clientIp(request({ "X-Real-IP": "198.51.100.2" })));
    expect(clientIp(request({ "X-Forwarded-For": "198.51.100.3" }))).toBe(clientIp(request({})));
  });

  it("requests that differ only in X-Real-IP share one bucket of the auth throttle (30 a minute)", async () => {
    // The local limiter counts in 60 s windows aligned to the clock; start well inside one.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 45_000) await sleep(60_000 - intoWindow + 250);
    // A bucket of its own: the throttle's bucket is the first path segment under /api/auth (this route is a 404).
    const path = `/api/auth/x-real-ip-${crypto.randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const spoofed = `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      statuses.push((await call(path, { headers: { "X-Real-IP": spoofed, "X-Forwarded-For": spoofed } })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Control: a different CF-Connecting-IP is a different bucket.
    expect((await client().call(path)).status).toBe(404);
  });
});

describe("the contact form's ip_hash", () => {
  const db = getDb(env.DB);
  const input = (ownerDetail: string): ContactMessageInput => ({
    name: "Grace Hopper",
    email: "grace@example.org",
    message: "Would you like to give a talk at our conference?",
    ownerDetail,
    website: "",
  });
  const storedHash = async (id: string) =>
    (await env.DB.prepare("SELECT ip_hash AS h FROM contact_messages WHERE id = ?").bind(id).first<{ h: string }>())?.h;

  it("is an HMAC of the address under IP_HASH_SECRET: not a plain SHA-256, and another secret gives another value", async () => {
    const owner = (await publishedOwner()).user;
    const ip = "203.0.113.42";
    const first = await sendContactMessage({ db, env }, input(owner.username), ip);
    if (!first.delivered) throw new Error("not delivered");
    const hash = await storedHash(first.id);
    expect(hash).toBeTruthy();
    for (const plain of [await sha256Hex(ip), await sha256Hex(`contact:${ip}`)]) expect(hash).not.toBe(plain);
    expect(hash).not.toContain(ip);
    expect(hash).toBe(await hmacSha256(env.IP_HASH_SECRET, `contact:${ip}`));

    const other = await sendContactMessage(
      { db, env: { ...env, IP_HASH_SECRET: "another-secret-of-at-least-32-characters" } },
      input(owner.username),
      ip,
    );
    if (!other.delivered) throw new Error("not delivered");
    expect(await storedHash(other.id)).not.toBe(hash);
  });

  it("without the secret, fails closed with a clear error and stores nothing", async () => {
    const owner = (await publishedOwner()).user;
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE owner_id = ?").bind(owner.id).first<{ n: number }>())!.n;
    for (const secret of [undefined, "", "short"]) {
      const error = await sendContactMessage(
        { db, env: { ...env, IP_HASH_SECRET: secret as never } },
        input(owner.username),
        "203.0.113.9",
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(String((error as Error).message)).toMatch(/IP_HASH_SECRET/);
    }
    expect(await count()).toBe(0);
  });

  it(`still limits one sender to ${CONTACT_LIMITS.perIpPerHour} messages an hour through the API`, async () => {
    const owner = (await publishedOwner()).user;
    const sender = client();
    const body = { portfolioContactData: input(owner.username) };
    for (let i = 0; i < CONTACT_LIMITS.perIpPerHour; i++) expect((await sender.post("/api/email/contact", body)).status).toBe(200);
    expectError(await sender.post("/api/email/contact", body), 429);
    // The same sender behind a different X-Real-IP is still the same sender.
    expectError(await sender.post("/api/email/contact", body, { headers: { "X-Real-IP": "198.51.100.77" } }), 429);
    expect((await client().post("/api/email/contact", body)).status).toBe(200);
  });
});

describe("the feedback limit's key", () => {
  it("is an HMAC of the sender's address under IP_HASH_SECRET, never a plain SHA-256", async () => {
    const ip = nextIp();
    const sent = await call("/api/email/feedback", {
      ip,
      body: {
        subject: "Feature Request",
        message: "Please add a dark mode.",
        type: "feature-request",
        rating: 4,
        name: "Anonymous",
        email: "Anonymous",
      },
    });
    expect(sent.status, sent.text).toBe(200);
    const keys = (await env.DB.prepare("SELECT key FROM limit_hits WHERE key LIKE 'feedback:%'").all<{ key: string }>()).results.map(
      (row) => row.key,
    );
    expect(keys).toContain(`feedback:${await hmacSha256(env.IP_HASH_SECRET, `feedback:${ip}`)}`);
    expect(keys).not.toContain(`feedback:${await sha256Hex(ip)}`);
  });
});
