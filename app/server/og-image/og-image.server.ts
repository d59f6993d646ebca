// The portfolio's social preview image (issue 17 section 3): made when a portfolio is deployed or redeployed, stored
// in R2 under a new key each time (`og/{userId}/{uuid}.png`) and served by /media with immutable caching, so each
// deploy has its own URL. The renderer is loaded only here, with `await import()` (ADR 0012). A failure never fails
// the deploy: it is logged and the page then has no og:image.
import { findTemplate, type TemplateId } from "~/schemas/portfolio-catalogue";
import { fullName, initials, type PortfolioData } from "~/schemas/portfolio-model";
import { scriptFacesOf } from "../script-fonts/faces.server";

/** R2 key prefix of the preview images (served by /media, deleted with the account). */
const OG_IMAGE_PREFIX = "og/";

export interface OgImageSource {
  userId: string;
  templateId: TemplateId;
  snapshot: PortfolioData;
  /** The snapshot photo's bytes, when it has one. */
  photo: Uint8Array | null;
  /** Where the portfolio lives (shown on the image without its scheme). */
  portfolioUrl: string;
}

/** Renders and stores the preview image; answers its R2 key, or '' when it could not be made. */
export async function createOgImage(bucket: R2Bucket, source: OgImageSource): Promise<string> {
  try {
    const name = fullName(source.snapshot, source.snapshot.username);
    const title = source.snapshot.professional.title ?? "";
    const letters = initials(source.snapshot);
    const [{ renderOgImage }, scriptFaces] = await Promise.all([import("./render.server"), scriptFacesOf(bucket, name, title, letters)]);
    const png = renderOgImage({
      name,
      title,
      initials: letters,
      scriptFaces,
      templateId: source.templateId,
      colors: findTemplate(source.templateId)?.colors ?? [],
      photo: source.photo,
      address: source.portfolioUrl.replace(/^https?:\/\//, ""),
    });
    const key = `${OG_IMAGE_PREFIX}${source.userId}/${crypto.randomUUID()}.png`;
    await bucket.put(key, png, {
      httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" },
      customMetadata: { userId: source.userId, purpose: "og-image" },
    });
    return key;
  } catch (error) {
    console.error("Could not make the portfolio's preview image", error);
    return "";
  }
}
