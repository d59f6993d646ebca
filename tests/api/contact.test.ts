// POST /api/email/contact and the public page's no-JavaScript form post: validation with the spec's messages,
// delivery to the owner through the email queue, 404 for owners without a live portfolio, the honeypot, header
// injection, and the per-IP and per-recipient limits.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "~/server/portfolio/contact.server";
import { BASE_URL, type Client, call, client, expectError, mailFor, waitForMail, publishedOwner } from "./helpers";

const message = (ownerDetail: string, overrides: Record<string, string> = {}) => ({
  portfolioContactData: {
    name: "Grace Hopper",
    email: "grace@example.org",
    message: "Would you like to give a talk at our conference?",
    ownerDetail,
    ...overrides,
  },
});

async function contactCount(ownerId: string) {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE owner_id = ?").bind(ownerId).first<{ n: number }>())!.n;
}

/** Sends `owner` the message with `fields` changed and asserts it is refused with 400 and `error`. */
async function expectRefused(c: Client, owner: string, fields: Record<string, string>, error: string) {
  expectError(await c.post("/api/email/contact", message(owner, fields)), 400, error);
}

describe("POST /api/email/contact", () => {
  it("delivers the visitor's message to the owner through the email queue, with Reply-To the visitor", async () => {
    const { user } = await publishedOwner();
    const seen = (await mailFor(user.email)).length;
    const sent = await client().post("/api/email/contact", message(user.username));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "Thank you! Your message has been sent successfully." });
    const mail = await waitForMail(user.email, seen);
    expect(mail.subject).toBe("New message from Grace Hopper via your Vitrine portfolio");
    expect(mail.text).toContain("Would you like to give a talk at our conference?");
    expect(mail.text).toContain(`${env.APP_URL}/portfolio/${user.username}`);
    const row = await env.DB.prepare('SELECT reply_to FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC')
      .bind(user.email)
      .first<{ reply_to: string }>();
    expect(row!.reply_to).toBe("grace@example.org");
  });

  it("validates with the spec's messages and loses nothing", async () => {
    const { user } = await publishedOwner();
    const c = client();
    for (const field of ["name", "email", "message"]) {
      await expectRefused(c, user.username, { [field]: "   " }, "Please fill in all required fields.");
    }
    for (const email of ["grace at example.org", "grace@example"]) {
      await expectRefused(c, user.username, { email }, "Please enter a valid email address.");
    }
    expectError(await c.post("/api/email/contact", { name: "no wrapper" }), 400);
    expectError(await c.post("/api/email/contact", "{not json"), 400, "Malformed JSON in request body");
    expect(await contactCount(user.id)).toBe(0);
  });

  it("refuses header injection through the name or the email", async () => {
    const { user } = await publishedOwner();
    const c = client();
    await expectRefused(c, user.username, { name: "Grace\r\nBcc: victim@example.com" }, "Please enter your name on a single line.");
    for (const email of ["grace@example.org\r\nBcc: victim@example.com", "grace@example.org\nX-Evil: 1"]) {
      await expectRefused(c, user.username, { email }, "Please enter a valid email address.");
    }
    expect(await contactCount(user.id)).toBe(0);
  });

  it("answers 404 for unknown and unpublished owners", async () => {
    expectError(await client().post("/api/email/contact", message("no-such-owner")), 404, "Portfolio not found");
    const { user, token, c } = await publishedOwner();
    await c.call("/api/portfolio/unpublish", { method: "PATCH", token });
    expectError(await client().post("/api/email/contact", message(user.username)), 404, "Portfolio not found");
    expect(await contactCount(user.id)).toBe(0);
  });

  it("a filled honeypot looks like a success to the bot, but nothing is stored or sent", async () => {
    const { user } = await publishedOwner();
    const seen = (await mailFor(user.email)).length;
    const result = await client().post("/api/email/contact", message(user.username, { website: "http://spam.example" }));
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(await contactCount(user.id)).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect((await mailFor(user.email)).length).toBe(seen);
  });

  it(`limits one sender IP to ${CONTACT_LIMITS.perIpPerHour} messages an hour (429 with Retry-After)`, async () => {
    const { user } = await publishedOwner();
    const sender = client();
    for (let i = 0; i < CONTACT_LIMITS.perIpPerHour; i++) {
      expect((await sender.post("/api/email/contact", message(user.username))).status).toBe(200);
    }
    const refused = await sender.post("/api/email/contact", message(user.username));
    expectError(refused, 429, "Too many messages. Please try again later.");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    // Another sender still gets through.
    expect((await client().post("/api/email/contact", message(user.username))).status).toBe(200);
  });

  it(`limits one recipient to ${CONTACT_LIMITS.perRecipientPerHour} messages an hour, whatever the sender`, async () => {
    const { user } = await publishedOwner();
    const now = Date.now();
    const inserts = Array.from({ length: CONTACT_LIMITS.perRecipientPerHour }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO contact_messages (id, owner_id, name, email, message, ip_hash, created_at) VALUES (?, ?, 'x', 'x@example.com', 'x', ?, ?)",
      ).bind(crypto.randomUUID(), user.id, `ip-${i}`, now - 1000),
    );
    await env.DB.batch(inserts);
    expectError(await client().post("/api/email/contact", message(user.username)), 429);
    // Messages older than an hour no longer count.
    await env.DB.prepare("UPDATE contact_messages SET created_at = created_at - 3600000 WHERE owner_id = ?").bind(user.id).run();
    expect((await client().post("/api/email/contact", message(user.username))).status).toBe(200);
  });

  it("refuses an oversized request body", async () => {
    const { user } = await publishedOwner();
    const huge = JSON.stringify(message(user.username, { message: "x".repeat(40 * 1024) }));
    const result = await client().call("/api/email/contact", {
      method: "POST",
      body: huge,
      headers: { "Content-Length": String(huge.length) },
    });
    expectError(result, 413);
  });
});

describe("contact form without JavaScript (POST /portfolio/{username})", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (username: string, fields: Record<string, string>, ip = "192.0.2.10") =>
    call(`/portfolio/${username}`, {
      method: "POST",
      ip,
      body: form(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
    });

  it("sends the message and shows the thank-you notice", async () => {
    const { user } = await publishedOwner();
    const seen = (await mailFor(user.email)).length;
    const result = await post(
      user.username,
      { name: "Linus", email: "linus@example.org", message: "Hello from a text browser", ownerDetail: user.username, website: "" },
      "192.0.2.11",
    );
    expect(result.status).toBe(200);
    expect(result.text).toContain("Thank you! Your message has been sent successfully.");
    expect((await waitForMail(user.email, seen)).text).toContain("Hello from a text browser");
  });

  it("keeps the visitor's text and shows the error in the open modal when something is missing", async () => {
    const { user } = await publishedOwner();
    const result = await post(
      user.username,
      { name: "Linus", email: "", message: "Please keep this text", ownerDetail: user.username },
      "192.0.2.12",
    );
    expect(result.status).toBe(400);
    expect(result.text).toContain("Please fill in all required fields.");
    expect(result.text).toContain("Please keep this text");
    expect(result.text).toMatch(/id="contact"[^>]*data-open=""/);
    expect(await contactCount(user.id)).toBe(0);
  });

  it("refuses a cross-site post", async () => {
    const { user } = await publishedOwner();
    const result = await call(`/portfolio/${user.username}`, {
      method: "POST",
      body: form({ name: "x", email: "x@example.org", message: "x", ownerDetail: user.username }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
    });
    // Refused before the action runs (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(result.status);
    expect(await contactCount(user.id)).toBe(0);
  });
});
