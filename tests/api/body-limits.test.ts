// Issue 12 §3: bounded input everywhere. Body limits that hold for chunked bodies, 415 for non-JSON bodies on
// JSON endpoints, bounded resume parsing (zip bombs, huge PDFs), field lengths checked before any write.
import { env, exports } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/schemas/portfolio";
import { BASE_URL, call, client, expectError, nextIp, signedInUser, publishedOwner } from "./helpers";
import { pdfToText, unzipDocumentXml, RESUME_PARSE_LIMITS } from "~/server/resume/files";

const MB = 1024 * 1024;
const JOB = { title: "Backend Engineer", company: "Initech", appliedDate: "2026-11-01" };

/** A body sent in chunks with no Content-Length (what `Transfer-Encoding: chunked` looks like to the Worker). */
function chunked(text: string, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

async function send(path: string, init: { method?: string; body: BodyInit; headers?: Record<string, string>; token?: string }) {
  const headers = new Headers({ "CF-Connecting-IP": nextIp(), ...init.headers });
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const request = new Request(new URL(path, BASE_URL), {
    method: init.method ?? "POST",
    headers,
    body: init.body,
    duplex: "half",
    redirect: "manual",
  } as RequestInit);
  const response = await exports.default.fetch(request);
  const text = await response.text();
  return { status: response.status, text, body: text.startsWith("{") ? JSON.parse(text) : null, headers: response.headers };
}

async function jobCount(token: string) {
  return (await call("/api/jobs", { token })).body.data.jobs.length as number;
}

async function traces(ownerId: string) {
  const messages = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE owner_id = ?")
    .bind(ownerId)
    .first<{ n: number }>();
  const notes = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND title LIKE 'New message%'")
    .bind(ownerId)
    .first<{ n: number }>();
  return { messages: messages!.n, notifications: notes!.n };
}

describe("request body limits", () => {
  it("a 50 MB JSON body creates nothing: 413 in the API's error shape", async () => {
    const { token } = await signedInUser();
    const huge = JSON.stringify({ ...JOB, description: "x".repeat(50 * MB) });
    const result = await send("/api/jobs", { body: huge, token, headers: { "Content-Type": "application/json" } });
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await jobCount(token)).toBe(0);
  });

  it("a chunked body over 1 MB (no Content-Length) is refused the same way", async () => {
    const { token } = await signedInUser();
    const body = chunked(JSON.stringify({ ...JOB, notes: "y".repeat(1.5 * MB) }));
    const result = await send("/api/jobs", { body, token, headers: { "Content-Type": "application/json" } });
    expect(result.status).toBe(413);
    expect(await jobCount(token)).toBe(0);
    // Under the limit, a chunked body is read normally.
    const ok = await send("/api/jobs", { body: chunked(JSON.stringify(JOB)), token, headers: { "Content-Type": "application/json" } });
    expect(ok.status, ok.text).toBe(201);
  });

  it("a chunked 1 MB contact message is refused before anything is stored, notified or queued", async () => {
    const owner = (await publishedOwner("minimal-clean")).user;
    const body = JSON.stringify({
      portfolioContactData: { name: "Mallory", email: "m@example.org", message: "z".repeat(MB), ownerDetail: owner.username },
    });
    const result = await send("/api/email/contact", { body: chunked(body), headers: { "Content-Type": "application/json" } });
    expect(result.status).toBe(413);
    expect(await traces(owner.id)).toEqual({ messages: 0, notifications: 0 });
  });

  it("a contact message over 10,000 characters is refused with a clear message and leaves nothing behind", async () => {
    const owner = (await publishedOwner("minimal-clean")).user;
    const result = await client().post("/api/email/contact", {
      portfolioContactData: { name: "Mallory", email: "m@example.org", message: "z".repeat(10_001), ownerDetail: owner.username },
    });
    expectError(result, 400, CONTACT_MESSAGES.tooLong);
    expect(await traces(owner.id)).toEqual({ messages: 0, notifications: 0 });
  });

  it("over-long job notes and descriptions are refused before anything is written", async () => {
    const { token, c } = await signedInUser();
    expectError(await c.call("/api/jobs", { method: "POST", token, body: { ...JOB, notes: "n".repeat(10_001) } }), 400);
    expectError(await c.call("/api/jobs", { method: "POST", token, body: { ...JOB, description: "d".repeat(20_001) } }), 400);
    expect(await jobCount(token)).toBe(0);
  });

  it("a page form post over its size (chunked too) is refused with 413 before the action runs", async () => {
    const form = new URLSearchParams({ intent: "signin", email: "a@example.com", password: "p".repeat(300 * 1024) }).toString();
    const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL };
    expect((await send("/signin", { body: form, headers })).status).toBe(413);
    expect((await send("/signin", { body: chunked(form), headers })).status).toBe(413);
  });
});

describe("JSON endpoints take JSON only", () => {
  it("answer 415 to text and to a form body", async () => {
    const { token } = await signedInUser();
    const asText = await send("/api/jobs", { body: JSON.stringify(JOB), token, headers: { "Content-Type": "text/plain" } });
    expect(asText.status).toBe(415);
    expect(asText.body).toMatchObject({ success: false });
    const asForm = await send("/api/auth/login", {
      body: "email=a%40example.com&password=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(asForm.status).toBe(415);
    expect(await jobCount(token)).toBe(0);
  });
});

describe("bounded resume parsing", () => {
  /** A real DOCX-shaped zip whose document.xml inflates to `size` bytes (it compresses to almost nothing). */
  function bomb(size: number) {
    const xml = new Uint8Array(size).fill(0x61);
    return zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": xml }, { level: 9 });
  }

  it("stops inflating a DOCX past 5 MB of XML, whatever the zip claims, quickly", () => {
    const zip = bomb(64 * MB);
    expect(zip.length).toBeLessThan(MB);
    const started = Date.now();
    expect(() => unzipDocumentXml(zip)).toThrow(/too large or complex/);
    expect(Date.now() - started).toBeLessThan(RESUME_PARSE_LIMITS.timeoutMs);
    // A normal document still reads.
    const ok = zipSync({ "word/document.xml": strToU8("<w:document><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:document>") });
    expect(new TextDecoder().decode(unzipDocumentXml(ok))).toContain("Hello");
  });

  it("the resume import and the AI insights upload answer a DOCX bomb with 422 within 3 s", async () => {
    const { token, c } = await signedInUser();
    const zip = bomb(64 * MB);
    const form = new FormData();
    form.append("resume", new Blob([zip]), "resume.docx");
    const started = Date.now();
    const imported = await c.call("/api/profiles/upload-resume", { method: "POST", token, body: form });
    expectError(imported, 422, /too large or complex/);
    expect(Date.now() - started).toBeLessThan(3000);

    const job = (
      await c.call("/api/jobs", { method: "POST", token, body: { ...JOB, description: "Go, Kubernetes and PostgreSQL. 5+ years." } })
    ).body.data.job;
    const insights = new FormData();
    insights.append("resume", new Blob([zip]), "resume.docx");
    insights.append("jobId", job.id);
    insights.append("analysisType", "jobMatching");
    expectError(await c.call("/api/ai-insights/analyze-resume", { method: "POST", token, body: insights }), 422, /too large or complex/);
  });

  it("reads text from at most 20 pages of a PDF", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let n = 1; n <= 60; n++) pdf.addPage([300, 200]).drawText(`Marker page ${n} end`, { x: 20, y: 100, size: 12, font });
    const text = await pdfToText(await pdf.save());
    expect(text).toContain("Marker page 20 end");
    expect(text).not.toContain("Marker page 21 end");
  });
});
