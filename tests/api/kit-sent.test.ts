// "Mark as sent" (issue 33 §3) through the real Worker against local D1 and R2: POST /api/jobs/{id}/sent freezes the
// resume and the letter as four files (PDF and DOCX of each); GET lists them; each file answers its owner only; the
// files stay byte-identical after the profile changes; the resume carries the application's tracked portfolio link;
// the card says "Resume sent"; the files go with the job and with the account.
import { env, exports } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { readDocx } from "./docx-reader";
import { type Client, expectError, signedInUser } from "./helpers";

const PROFILE = {
  title: "Senior Backend Engineer",
  summary: "Backend engineer who builds reliable distributed systems in Go and keeps them boring to run.",
  skills: ["Go", "Kubernetes", "PostgreSQL", "gRPC"],
  experience: [
    {
      title: "Senior Backend Engineer",
      company: "Acme Robotics",
      startDate: "2021-03",
      current: true,
      description: "Runs the platform team that keeps every service deployable.",
      achievements: ["Led the migration of 40 services to Kubernetes", "Cut deploy time by 35%"],
    },
  ],
  education: [{ degree: "BSc Computer Science", school: "King's College London", startDate: "2014-09", endDate: "2017-06" }],
  projects: [{ title: "Recipes", description: "A small recipe site.", skills: ["React"] }],
};

const LETTER = `Dear Hiring Team at Northwind,

I am applying for the Senior Go Engineer role. At Acme Robotics I led the migration of 40 services to Kubernetes.

Sincerely,
Ada Lovelace`;

async function owner({ deployed = false } = {}) {
  const { token, c, user } = await signedInUser();
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: PROFILE });
  expect(saved.status, saved.text).toBe(200);
  if (deployed) {
    expect((await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } })).status).toBe(200);
    const deploy = await c.call("/api/portfolio/deploy", { method: "POST", token, body: { templateId: "minimal-clean" } });
    expect(deploy.status, deploy.text).toBe(200);
  }
  const job = await c.call("/api/jobs", { method: "POST", token, body: { title: "Senior Go Engineer", company: "Northwind" } });
  expect(job.status, job.text).toBe(201);
  return { c, token, user, jobId: job.body.data.job.id as string };
}

/** The resume as a tailored draft would send it: the skills reordered, the project left out. */
const TAILORED = { ...PROFILE, skills: ["Go", "gRPC", "Kubernetes", "PostgreSQL"], projects: [] };

async function markSent(c: Client, token: string, jobId: string, body: unknown = { resume: TAILORED, coverLetter: LETTER }) {
  return c.call(`/api/jobs/${jobId}/sent`, { method: "POST", token, body });
}

async function download(path: string, token?: string) {
  const headers = new Headers({ "CF-Connecting-IP": "10.251.0.1" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await exports.default.fetch(new Request(new URL(path, "http://localhost"), { headers }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text;
}

async function sentObjects(userId: string) {
  return (await env.FILES.list({ prefix: `sent/${userId}/` })).objects.map((o) => o.key);
}

describe("POST /api/jobs/{id}/sent", () => {
  it("freezes the resume and the letter as four files the owner downloads, listed newest first", async () => {
    const { c, token, jobId, user } = await owner({ deployed: true });
    const res = await markSent(c, token, jobId);
    expect(res.status, res.text).toBe(201);
    const sent = res.body.data.sent;
    expect(Object.keys(sent.files)).toEqual(["resumePdf", "resumeDocx", "coverLetterPdf", "coverLetterDocx"]);
    expect(sent.files.resumePdf).toBe(`/api/jobs/${jobId}/sent/${sent.id}/resume.pdf`);
    expect(Date.parse(sent.at)).toBeGreaterThan(Date.now() - 60_000);

    const resumePdf = await download(sent.files.resumePdf, token);
    expect(resumePdf.response.status).toBe(200);
    expect(resumePdf.response.headers.get("Content-Type")).toBe("application/pdf");
    expect(resumePdf.response.headers.get("Cache-Control")).toBe("private, no-store");
    const resumeText = await pdfText(resumePdf.bytes);
    // The tailored order, and the application's tracked portfolio link.
    expect(resumeText).toContain("Go, gRPC, Kubernetes, PostgreSQL");
    expect(resumeText).not.toContain("Recipes");
    const links = await c.call("/api/portfolio/links", { token });
    const link = (links.body.data.links as Array<{ jobId: string | null; url: string }>).find((l) => l.jobId === jobId);
    expect(link?.url).toMatch(/\/p\/[A-Za-z0-9]{12}$/);
    expect(resumeText).toContain(`Portfolio: ${link!.url}`);

    const letterText = await pdfText((await download(sent.files.coverLetterPdf, token)).bytes);
    expect(letterText).toContain("I am applying for the Senior Go Engineer role.");
    const resumeDocx = readDocx((await download(sent.files.resumeDocx, token)).bytes);
    expect(resumeDocx.malformed).toEqual([]);
    expect(resumeDocx.paragraphs.map((p) => p.text)).toContain("Led the migration of 40 services to Kubernetes");
    const letterDocx = readDocx((await download(sent.files.coverLetterDocx, token)).bytes);
    expect(letterDocx.malformed).toEqual([]);
    expect(letterDocx.paragraphs.map((p) => p.text)).toContain("Dear Hiring Team at Northwind,");

    const second = await markSent(c, token, jobId);
    const list = await c.call(`/api/jobs/${jobId}/sent`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.sent.map((s: { id: string }) => s.id)).toEqual([second.body.data.sent.id, sent.id]);
    expect(await sentObjects(user.id)).toHaveLength(8);

    // The card says so.
    const board = await c.call("/jobtracker", { cookie: `vitrine_session=${token}` });
    expect(board.text).toMatch(/Resume sent (?:<!-- -->)?[A-Z][a-z]{2} \d{1,2}</);
  });

  it("keeps every file byte-identical after the profile changes", async () => {
    const { c, token, jobId } = await owner();
    const sent = (await markSent(c, token, jobId)).body.data.sent;
    const before = await Promise.all(
      Object.values(sent.files as Record<string, string>).map(async (path) => (await download(path, token)).bytes),
    );
    const changed = { ...PROFILE, title: "Staff Engineer", skills: ["Rust", "Zig", "C"], experience: [] };
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: changed });
    expect(saved.status, saved.text).toBe(200);
    const after = await Promise.all(
      Object.values(sent.files as Record<string, string>).map(async (path) => (await download(path, token)).bytes),
    );
    expect(after).toEqual(before);
    expect(await pdfText(after[0]!)).toContain("Senior Backend Engineer");
  });

  it("answers 404 to another user (list, files, marking), 401 signed out, and 400 without a letter", async () => {
    const alice = await owner();
    const bob = await owner();
    const sent = (await markSent(alice.c, alice.token, alice.jobId)).body.data.sent;
    expectError(await bob.c.call(`/api/jobs/${alice.jobId}/sent`, { token: bob.token }), 404, "Job application not found");
    expectError(await markSent(bob.c, bob.token, alice.jobId), 404, "Job application not found");
    for (const path of Object.values(sent.files as Record<string, string>)) {
      expect((await download(path, bob.token)).response.status).toBe(404);
      expect((await download(path)).response.status).toBe(401);
    }
    expect((await download(`/api/jobs/${alice.jobId}/sent/${sent.id}/other.pdf`, alice.token)).response.status).toBe(404);
    expectError(
      await markSent(alice.c, alice.token, alice.jobId, { resume: TAILORED, coverLetter: "  " }),
      400,
      "Add a cover letter before marking the application as sent.",
    );
  });

  it("deletes the files with the job and with the account", async () => {
    const { c, token, jobId, user } = await owner();
    await markSent(c, token, jobId);
    const other = (await c.call("/api/jobs", { method: "POST", token, body: { title: "Platform Engineer", company: "Globex" } })).body.data
      .job.id;
    await markSent(c, token, other);
    expect(await sentObjects(user.id)).toHaveLength(8);
    expect((await c.call(`/api/jobs/${jobId}`, { method: "DELETE", token })).status).toBe(200);
    expect((await sentObjects(user.id)).every((key) => key.startsWith(`sent/${user.id}/${other}/`))).toBe(true);
    expect(await sentObjects(user.id)).toHaveLength(4);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM application_snapshots WHERE job_id = ?")
      .bind(jobId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);

    const { userObjectPrefixes } = await import("~/server/account/delete-account.server");
    expect(userObjectPrefixes(user.id)).toContain(`sent/${user.id}/`);
  });
});
