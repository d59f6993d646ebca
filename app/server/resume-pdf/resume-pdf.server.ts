// The PDF resume (issue 15 §3): GET /portfolio/{username}/resume.pdf renders the live portfolio's published
// snapshot (public, cached at the edge with the page and purged with it); GET /api/profiles/me/resume.pdf renders
// the owner's saved profile. The renderer is imported lazily, so pdf-lib and the fonts load only for a PDF.
import type { User } from "~/db/schema";
import type { PortfolioData } from "~/schemas/portfolio-model";
import type { PaperSize } from "~/schemas/resume-pdf";
import type { Db } from "../db.server";
import { buildSnapshot, getPublicPortfolio } from "../portfolio/portfolio.server";
import { getProfileRow } from "../profiles/profile.server";
import { resumeContent, resumeFileName } from "./content";

export interface ResumePdf {
  bytes: Uint8Array;
  fileName: string;
}

async function renderResume(data: PortfolioData, size: PaperSize): Promise<ResumePdf> {
  const { renderResumePdf } = await import("./render.server");
  return { bytes: await renderResumePdf(resumeContent(data), size), fileName: resumeFileName(data) };
}

/** The live portfolio's resume; 404 (AppError) exactly when the public page is. */
export async function publicResumePdf(db: Db, username: string, size: PaperSize): Promise<ResumePdf> {
  return renderResume(await getPublicPortfolio(db, username), size);
}

/** The signed-in user's resume from their saved profile (published or not). */
export async function ownResumePdf(
  db: Db,
  user: Pick<User, "id" | "username" | "firstName" | "lastName" | "email">,
  size: PaperSize,
): Promise<ResumePdf> {
  const row = await getProfileRow(db, user.id);
  return renderResume(buildSnapshot(user, row, ""), size);
}

/** The download: application/pdf, attachment with the owner's name, and the caller's caching headers. */
export function pdfResponse(pdf: ResumePdf, headers: Record<string, string>): Response {
  // pdf-lib answers a Uint8Array over a plain ArrayBuffer (never a SharedArrayBuffer).
  return new Response(pdf.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
      "Content-Length": String(pdf.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      ...headers,
    },
  });
}
