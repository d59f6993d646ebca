// /portfolio/{username}/resume.pdf (resource route, loader only): the live portfolio's resume as a PDF, rendered
// from the published snapshot. Public while the page is live and 404 exactly when the page is; stored in the edge
// cache with the page and purged with it; a stored copy is answered only while its publication is live
// (app/server/portfolio/edge-cache.server.ts).
import { PORTFOLIO_MESSAGES } from "~/schemas/portfolio";
import { resumePdfQuerySchema } from "~/schemas/resume-pdf";
import { AppError } from "~/server/errors";
import { EDGE_CACHE_MARKER, PUBLIC_PAGE_BROWSER_CACHE } from "~/server/portfolio/edge-cache.server";
import { livePublication } from "~/server/portfolio/publication.server";
import { pdfResponse, publicResumePdf } from "~/server/resume-pdf/resume-pdf.server";
import { getServices } from "~/server/session.server";
import { parseInput } from "~/server/validation";
import type { Route } from "./+types/portfolio-resume-pdf";

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  try {
    const { size } = parseInput(resumePdfQuerySchema, { size: new URL(request.url).searchParams.get("size") ?? undefined });
    // The publication is read before the snapshot the PDF is made from, so the PDF is never older than its stamp
    // (the edge cache answers a stored copy only while this stamp is live).
    const publication = await livePublication(db, params.username);
    if (!publication) throw new AppError(404, PORTFOLIO_MESSAGES.notFound);
    const pdf = await publicResumePdf(db, env.FILES, params.username, size);
    return pdfResponse(pdf, { "Cache-Control": PUBLIC_PAGE_BROWSER_CACHE, [EDGE_CACHE_MARKER]: publication });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return plain(error.status, error.status === 404 ? PORTFOLIO_MESSAGES.notFound : error.message);
  }
}
