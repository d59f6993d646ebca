// The PDF resume (issue 15 §3): GET /portfolio/{username}/resume.pdf renders the live portfolio's published
// snapshot (public, cached at the edge with the page and purged with it); GET /api/profiles/me/resume.pdf renders
// the owner's saved profile. The renderer is imported lazily, so pdf-lib and the fonts load only for a PDF.
// GET /api/profiles/me/resume.docx is the same resume as a Word document (issue 33 §4, ../resume-docx).
import type { User } from "~/db/schema";
import type { PortfolioData } from "~/schemas/portfolio-model";
import type { PaperSize } from "~/schemas/resume-pdf";
import type { Db } from "../db.server";
import { buildSnapshot, getPublicPortfolio } from "../portfolio/portfolio.server";
import { getProfileRow } from "../profiles/profile.server";
import { DOCX_TYPE, renderResumeDocx } from "../resume-docx/resume-docx.server";
import { scriptFacesOf } from "../script-fonts/faces.server";
import { resumeContent, resumeFileName } from "./content";

/** A resume download: the file and the name it is saved under. */
export interface ResumeFile {
  bytes: Uint8Array;
  fileName: string;
}

type ResumeOwner = Pick<User, "id" | "username" | "firstName" | "lastName" | "email">;

async function renderResume(bucket: R2Bucket, data: PortfolioData, size: PaperSize): Promise<ResumeFile> {
  const content = resumeContent(data);
  const [{ renderResumePdf }, faces] = await Promise.all([import("./render.server"), scriptFacesOf(bucket, content)]);
  return { bytes: await renderResumePdf(content, size, faces), fileName: resumeFileName(data) };
}

/** The live portfolio's resume; 404 (AppError) exactly when the public page is. */
export async function publicResumePdf(db: Db, bucket: R2Bucket, username: string, size: PaperSize): Promise<ResumeFile> {
  return renderResume(bucket, await getPublicPortfolio(db, username), size);
}

/** The signed-in user's resume from their saved profile (published or not). */
export async function ownResumePdf(db: Db, bucket: R2Bucket, user: ResumeOwner, size: PaperSize): Promise<ResumeFile> {
  return renderResume(bucket, await ownResumeData(db, user), size);
}

/** The saved profile as the resume reads it. */
async function ownResumeData(db: Db, user: ResumeOwner): Promise<PortfolioData> {
  return buildSnapshot(user, await getProfileRow(db, user.id), "");
}

/** The same resume as an editable Word document, saved as "{name}-resume.docx". */
export async function ownResumeDocx(db: Db, user: ResumeOwner): Promise<ResumeFile> {
  const data = await ownResumeData(db, user);
  return { bytes: await renderResumeDocx(resumeContent(data)), fileName: resumeFileName(data).replace(/\.pdf$/, ".docx") };
}

/** A download of `type`: attachment with the owner's name, never sniffed, and the caller's caching headers. */
function attachment(file: ResumeFile, type: string, headers: Record<string, string>): Response {
  // pdf-lib and fflate answer a Uint8Array over a plain ArrayBuffer (never a SharedArrayBuffer).
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}

/** The PDF download: application/pdf. */
export function pdfResponse(pdf: ResumeFile, headers: Record<string, string>): Response {
  return attachment(pdf, "application/pdf", headers);
}

/** The Word download: the .docx media type. */
export function docxResponse(docx: ResumeFile, headers: Record<string, string>): Response {
  return attachment(docx, DOCX_TYPE, headers);
}
