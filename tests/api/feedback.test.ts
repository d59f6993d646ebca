// POST /api/email/feedback and the modal's resource route (/resources/feedback): validation with the spec's
// messages, delivery to FEEDBACK_EMAIL through the email queue (signed in: the account is the sender and gets
// Reply-To; signed out: 'Anonymous' without Reply-To), the type derived from the subject, the per-IP limit and
// the body cap.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { feedbackType, FEEDBACK_LIMITS } from "~/schemas/feedback";
import { BASE_URL, call, client, expectError, flashToastOf, mailFor, nextIp, signedInUser, type OutboxRow } from "./helpers";

const feedback = (overrides: Record<string, unknown> = {}) => ({
  subject: "Feature Request",
  message: `Please add a dark mode to the job tracker (${crypto.randomUUID()}).`,
  type: "feature-request",
  rating: 4,
  name: "Anonymous",
  email: "Anonymous",
  ...overrides,
});

/** The feedback email whose text contains `marker` (the inbox is shared by every test). */
async function feedbackMail(marker: string, timeoutMs = 10_000): Promise<OutboxRow & { reply_to: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await env.DB.prepare('SELECT * FROM email_outbox WHERE "to" = ? AND instr(text, ?) > 0 ORDER BY created_at DESC')
      .bind(env.FEEDBACK_EMAIL, marker)
      .first<OutboxRow & { reply_to: string }>();
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`No feedback email containing "${marker}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many feedback emails mention `marker` (after giving the queue time to deliver anything sent). */
async function feedbackMailsWith(marker: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (await mailFor(env.FEEDBACK_EMAIL)).filter((mail) => mail.text.includes(marker)).length;
}

describe("POST /api/email/feedback", () => {
  it("delivers signed-out feedback to FEEDBACK_EMAIL as 'Anonymous', without Reply-To", async () => {
    const body = feedback();
    const sent = await client().post("/api/email/feedback", body);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "Feedback sent successfully!" });

    const mail = await feedbackMail(body.message);
    expect(mail.to).toBe(env.FEEDBACK_EMAIL);
    expect(mail.subject).toBe("[Feedback] Feature Request · 4/5 (Good) from Anonymous");
    expect(mail.text).toContain("Topic: Feature Request");
    expect(mail.text).toContain("Type: feature-request");
    expect(mail.text).toContain("Rating: 4/5 (Good)");
    expect(mail.text).toContain("From: Anonymous (not signed in)");
    expect(mail.reply_to).toBe("");
  });

  it("a signed-in sender is the account: its name and email, Reply-To the account's address, spoofed values ignored", async () => {
    const { user, token, c } = await signedInUser();
    const body = feedback({ subject: "Bug Report", rating: 2, name: "Mallory", email: "mallory@evil.example" });
    const sent = await c.post("/api/email/feedback", body, { token });
    expect(sent.status, sent.text).toBe(200);

    const mail = await feedbackMail(body.message);
    expect(mail.subject).toBe("[Feedback] Bug Report · 2/5 (Poor) from Ada Lovelace");
    expect(mail.text).toContain(`From: Ada Lovelace <${user.email}> (signed-in account ${user.id})`);
    expect(mail.text).not.toContain("mallory");
    expect(mail.reply_to).toBe(user.email);
  });

  it("signed out with a name and a real email: Reply-To that email", async () => {
    const body = feedback({ name: "Grace Hopper", email: "grace@example.org", rating: "5" });
    expect((await client().post("/api/email/feedback", body)).status).toBe(200);
    const mail = await feedbackMail(body.message);
    expect(mail.subject).toBe("[Feedback] Feature Request · 5/5 (Excellent) from Grace Hopper");
    expect(mail.reply_to).toBe("grace@example.org");
  });

  it("derives the type from the subject (lowercased, spaces to hyphens), whatever the client sent", async () => {
    expect(feedbackType("UI/UX Improvement")).toBe("ui/ux-improvement");
    expect(feedbackType("General Feedback")).toBe("general-feedback");
    const body = feedback({ subject: "Performance Issue", type: "something-else", rating: 3 });
    expect((await client().post("/api/email/feedback", body)).status).toBe(200);
    const mail = await feedbackMail(body.message);
    expect(mail.text).toContain("Type: performance-issue");
    expect(mail.text).toContain("Rating: 3/5 (Average)");
    expect(mail.text).not.toContain("something-else");
  });

  it("validates topic, message and rating with the spec's message, and sends nothing", async () => {
    const marker = crypto.randomUUID();
    const c = client();
    for (const rating of [undefined, null, "", 0, 6, 2.5, "four"]) {
      const body = feedback({ rating, message: `Unrated ${marker}` });
      if (rating === undefined) delete (body as Record<string, unknown>).rating;
      const refused = expectError(await c.post("/api/email/feedback", body), 400, "Please rate your experience before submitting.");
      expect(refused.errors).toEqual([{ path: "rating", param: "rating", msg: "Please rate your experience before submitting." }]);
    }
    expectError(await c.post("/api/email/feedback", feedback({ subject: "", message: marker })), 400, "Please choose a topic.");
    expectError(await c.post("/api/email/feedback", feedback({ subject: "Complaint", message: marker })), 400, "Please choose a topic.");
    expectError(await c.post("/api/email/feedback", feedback({ message: "   " })), 400, "Please enter your feedback.");
    expectError(
      await c.post("/api/email/feedback", feedback({ message: "x".repeat(FEEDBACK_LIMITS.messageMax + 1) })),
      400,
      "Feedback must be at most 2000 characters.",
    );
    expectError(
      await c.post("/api/email/feedback", feedback({ email: "grace at example.org", message: marker })),
      400,
      "Please enter a valid email address.",
    );
    expectError(
      await c.post("/api/email/feedback", feedback({ email: "grace@example.org\r\nBcc: victim@example.com", message: marker })),
      400,
      "Please enter a valid email address.",
    );
    expectError(
      await c.post("/api/email/feedback", feedback({ name: "Grace\r\nBcc: victim@example.com", message: marker })),
      400,
      "Please enter your name on a single line.",
    );
    expectError(await c.post("/api/email/feedback", "{not json"), 400, "Malformed JSON in request body");
    expect(await feedbackMailsWith(marker)).toBe(0);
  });

  it("refuses an oversized body with 413, by declared length and by the bytes read", async () => {
    const c = client();
    const huge = JSON.stringify(feedback({ message: "x".repeat(FEEDBACK_LIMITS.bodyBytes) }));
    expectError(await c.post("/api/email/feedback", huge), 413, "Your feedback is too long.");
    // No Content-Length: a streamed body is measured as it is read.
    const stream = new Blob([huge]).stream();
    const response = await (await import("cloudflare:workers")).exports.default.fetch(
      new Request(new URL("/api/email/feedback", BASE_URL), {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": c.ip },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it("limits one IP to 5 feedback messages a minute (429 with Retry-After); other IPs are unaffected", async () => {
    const c = client();
    for (let i = 0; i < 5; i += 1) {
      const ok = await c.post("/api/email/feedback", feedback());
      expect(ok.status, ok.text).toBe(200);
    }
    const limited = await c.post("/api/email/feedback", feedback());
    expectError(limited, 429, "Too much feedback from your network. Please wait a minute and try again.");
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await client().post("/api/email/feedback", feedback())).status).toBe(200);
  });
});

describe("POST /resources/feedback (the modal's action)", () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  }
  const origin = { Origin: BASE_URL };

  it("a fetcher post sends the signed-in user's feedback and answers ok", async () => {
    const { user, token, c } = await signedInUser();
    const message = `The kanban board is great (${crypto.randomUUID()})`;
    const result = await call("/resources/feedback.data", {
      ip: c.ip,
      token,
      headers: origin,
      body: form({ subject: "General Feedback", message, rating: "5", redirectTo: "/jobtracker" }),
    });
    expect(result.status, result.text).toBe(200);
    expect(result.text).toContain("Feedback sent successfully!");
    const mail = await feedbackMail(message);
    expect(mail.subject).toBe(`[Feedback] General Feedback · 5/5 (Excellent) from ${user.firstName} ${user.lastName}`);
    expect(mail.text).toContain("Type: general-feedback");
    expect(mail.reply_to).toBe(user.email);
  });

  it("a fetcher post without a rating is refused with the spec's message", async () => {
    const marker = crypto.randomUUID();
    const c = client();
    const result = await call("/resources/feedback.data", {
      ip: c.ip,
      headers: origin,
      body: form({ subject: "Bug Report", message: `Something broke ${marker}` }),
    });
    expect(result.status).toBe(400);
    expect(result.text).toContain("Please rate your experience before submitting.");
    expect(await feedbackMailsWith(marker)).toBe(0);
  });

  it("a native form post (no JavaScript) redirects back with a flash toast; a refused one reopens the modal", async () => {
    const { token, c } = await signedInUser();
    const message = `Sent without JavaScript (${crypto.randomUUID()})`;
    const sent = await call("/resources/feedback", {
      ip: c.ip,
      token,
      headers: origin,
      body: form({ subject: "Other", message, rating: "3", redirectTo: "/templates?view=list" }),
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/templates?view=list");
    expect(await flashToastOf(sent)).toMatchObject({ type: "success", message: "Feedback sent successfully!" });
    await feedbackMail(message);

    const refused = await call("/resources/feedback", {
      ip: c.ip,
      token,
      headers: origin,
      body: form({ subject: "Other", message: "no rating", redirectTo: "//evil.example/" }),
    });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/portfolio?feedback=1");
    expect(await flashToastOf(refused)).toMatchObject({ type: "error", message: "Please rate your experience before submitting." });
  });

  it("a redirectTo that leads off the site falls back to a safe page (open redirect)", async () => {
    const { token } = await signedInUser();
    for (const target of ["/..//evil.example", "//evil.example", "/\\evil.example", "%2F%2Fevil.example"]) {
      const result = await call("/resources/feedback", {
        ip: nextIp(),
        token,
        headers: origin,
        body: form({ subject: "Other", message: `Open redirect probe ${crypto.randomUUID()}`, rating: "3", redirectTo: target }),
      });
      expect(result.status).toBe(302);
      const location = result.headers.get("Location")!;
      expect(location, target).toMatch(/^\/portfolio(?:\?|$)/);
      expect(new URL(location, BASE_URL).origin).toBe(BASE_URL);
    }
  });

  it("refuses a cross-site post", async () => {
    const result = await call("/resources/feedback", {
      headers: { Origin: "https://evil.example" },
      body: form({ subject: "Other", message: "csrf", rating: "3" }),
    });
    // Refused before the action runs (React Router's own origin check answers 400, the root middleware 403).
    expect([400, 403]).toContain(result.status);
  });
});
