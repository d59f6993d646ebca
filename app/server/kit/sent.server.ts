// "Mark as sent" (issue 33 §3): the resume and the cover letter of an application frozen as they were sent. Each
// snapshot is a row (application_snapshots: the resume as JSON, the letter, the portfolio link it carries) and four
// files in R2 under `sent/{userId}/{jobId}/{snapshotId}/`: the resume as PDF and DOCX, the letter as PDF and DOCX,
// rendered once at that moment, so later profile edits never change them. The resume prints the application's
// tracked portfolio link (issue 17), so a visit from it counts for this job. Files answer their owner only (404
// otherwise) and go with the job (deleteSentFiles) or the account (userObjectPrefixes).
import { and, desc, eq } from "drizzle-orm";
import { applicationSnapshots, type User } from "~/db/schema";
import type { ProfileDto } from "~/schemas/profile";
import { SENT_FILES, SENT_MESSAGES, type SentApplicationDto, type SentFileKey, sentFilePath } from "~/schemas/kit-rules";
import type { MarkSentInput } from "~/schemas/kit-sent";
import type { PaperSize } from "~/schemas/resume-pdf";
import { createTrackedLink } from "../analytics/links.server";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { getJob } from "../jobs/jobs.server";
import { portfolioDataOf } from "../portfolio/portfolio.server";
import { getProfile } from "../profiles/profile.server";
import { type LetterContent, resumeContent } from "../resume-pdf/content";
import { scriptFacesOf } from "../script-fonts/faces.server";

export interface SentDeps {
  db: Db;
  bucket: R2Bucket;
  appUrl: string;
}

type Sender = Pick<User, "id" | "username" | "firstName" | "lastName" | "email" | "portfolioDeployed">;

const CONTENT_TYPES: Record<SentFileKey, string> = {
  resumePdf: "application/pdf",
  resumeDocx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  coverLetterPdf: "application/pdf",
  coverLetterDocx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PAPER: PaperSize = "a4";

function objectKey(userId: string, jobId: string, sentId: string, file: SentFileKey): string {
  return `sent/${userId}/${jobId}/${sentId}/${SENT_FILES[file]}`;
}

function toDto(row: { id: string; jobId: string; sentAt: number }): SentApplicationDto {
  const files = Object.fromEntries(
    (Object.keys(SENT_FILES) as SentFileKey[]).map((file) => [file, sentFilePath(row.jobId, row.id, file)]),
  ) as Record<SentFileKey, string>;
  return { id: row.id, at: new Date(row.sentAt).toISOString(), files };
}

/** The letter's paragraphs: blank lines separate them; single line breaks inside one stay spaces. */
function paragraphsOf(letter: string): string[] {
  return letter
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** The four files of a snapshot, rendered from the resume and the letter as sent. */
async function renderFiles(bucket: R2Bucket, sender: Sender, resume: ProfileDto, letter: string, portfolioLink: string) {
  const [{ renderResumePdf, renderLetterPdf }, { renderResumeDocx, renderLetterDocx }] = await Promise.all([
    import("../resume-pdf/render.server"),
    import("../resume-docx/resume-docx.server"),
  ]);
  const data = portfolioDataOf(sender, resume, "");
  const content = resumeContent(data);
  // The portfolio first among the links, through the application's tracked link.
  const portfolio = portfolioLink ? [{ label: "Portfolio", text: portfolioLink, url: portfolioLink }] : [];
  content.links = [...portfolio, ...content.links];
  const letterContent: LetterContent = { name: content.name, contact: content.contact, links: portfolio, paragraphs: paragraphsOf(letter) };
  // The script fonts (from R2) both PDFs need beyond Inter.
  const faces = await scriptFacesOf(bucket, content, letterContent);
  const [resumePdf, resumeDocx, coverLetterPdf, coverLetterDocx] = await Promise.all([
    renderResumePdf(content, PAPER, faces),
    renderResumeDocx(content),
    renderLetterPdf(letterContent, PAPER, faces),
    renderLetterDocx(letterContent),
  ]);
  return { resumePdf, resumeDocx, coverLetterPdf, coverLetterDocx } satisfies Record<SentFileKey, Uint8Array>;
}

/**
 * POST /jobs/{id}/sent: freezes the resume (its sections over the saved profile's) and the letter as sent. The
 * tracked link is the job's own (made now if the job has none) and is printed only while the portfolio is live.
 */
export async function markAsSent(
  deps: SentDeps,
  sender: Sender,
  jobId: string,
  input: MarkSentInput,
  now = Date.now(),
): Promise<SentApplicationDto> {
  const { db, bucket, appUrl } = deps;
  const job = await getJob(db, sender.id, jobId);
  const saved = await getProfile(db, sender.id);
  const { version: _version, ...sections } = input.resume;
  const resume: ProfileDto = { ...saved, ...Object.fromEntries(Object.entries(sections).filter(([, value]) => value !== undefined)) };
  const portfolioLink = sender.portfolioDeployed ? (await createTrackedLink(db, appUrl, sender.id, { jobId: job.id })).link.url : "";
  const files = await renderFiles(bucket, sender, resume, input.coverLetter, portfolioLink);
  const id = crypto.randomUUID();
  await Promise.all(
    (Object.keys(files) as SentFileKey[]).map((file) =>
      bucket.put(objectKey(sender.id, job.id, id, file), files[file], { httpMetadata: { contentType: CONTENT_TYPES[file] } }),
    ),
  );
  await db.insert(applicationSnapshots).values({
    id,
    userId: sender.id,
    jobId: job.id,
    resume,
    coverLetter: input.coverLetter,
    portfolioLink,
    sentAt: now,
  });
  return toDto({ id, jobId: job.id, sentAt: now });
}

/** GET /jobs/{id}/sent: the job's snapshots, newest first (404 for another user's job). */
export async function listSent(db: Db, userId: string, jobId: string): Promise<SentApplicationDto[]> {
  const job = await getJob(db, userId, jobId);
  const rows = await db
    .select({ id: applicationSnapshots.id, jobId: applicationSnapshots.jobId, sentAt: applicationSnapshots.sentAt })
    .from(applicationSnapshots)
    .where(and(eq(applicationSnapshots.userId, userId), eq(applicationSnapshots.jobId, job.id)))
    .orderBy(desc(applicationSnapshots.sentAt));
  return rows.map(toDto);
}

/** One file of a snapshot, for its owner only: anything else (another user's, a missing one) is 404. */
export async function sentFile(deps: Pick<SentDeps, "db" | "bucket">, userId: string, jobId: string, sentId: string, name: string) {
  const file = (Object.keys(SENT_FILES) as SentFileKey[]).find((key) => SENT_FILES[key] === name);
  const row = file
    ? await deps.db.query.applicationSnapshots.findFirst({
        where: and(eq(applicationSnapshots.id, sentId), eq(applicationSnapshots.userId, userId), eq(applicationSnapshots.jobId, jobId)),
        columns: { id: true },
      })
    : undefined;
  const object = row && file ? await deps.bucket.get(objectKey(userId, jobId, sentId, file)) : null;
  if (!object || !file) throw new AppError(404, SENT_MESSAGES.notFound);
  return { object, contentType: CONTENT_TYPES[file], name: SENT_FILES[file] };
}

/** The files of every snapshot of a job (its rows go with the job by the foreign key). */
export async function deleteSentFiles(bucket: R2Bucket, userId: string, jobId: string): Promise<void> {
  const prefix = `sent/${userId}/${jobId}/`;
  for (let page = 0; page < 100; page++) {
    const listed = await bucket.list({ prefix, limit: 1000 });
    if (listed.objects.length) await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) return;
  }
}
