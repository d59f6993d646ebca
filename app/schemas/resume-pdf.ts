// The PDF resume's one input: the paper size (`?size=a4|letter`, A4 when absent), for
// GET /portfolio/{username}/resume.pdf and GET /api/profiles/me/resume.pdf alike.
import { z } from "./z";

import { PAPER_SIZES } from "./resume-pdf-rules";

export * from "./resume-pdf-rules";

export const resumePdfQuerySchema = z.object({
  size: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => v || "a4")
    .pipe(z.enum(PAPER_SIZES, { error: "Size must be a4 or letter" })),
});
