// Issue 18 section 1: the inputs of a job import from its posting URL and of the duplicate check. One schema each,
// used by the Add Job dialog, the /jobtracker action (intents `import-url`, `duplicates`) and /api/jobs.
import { z } from "./z";
import { IMPORT_MESSAGES } from "./job-import-url-rules";

export * from "./job-import-url-rules";

/**
 * POST /api/jobs/import-url {url}: any absolute URL is taken here; the scheme, credentials and address are
 * checked by the safe fetch (app/server/http/safe-fetch.server.ts), so each refusal gets its own message.
 */
export const jobImportUrlSchema = z.object({
  url: z
    .string({ error: IMPORT_MESSAGES.urlRequired })
    .trim()
    .min(1, IMPORT_MESSAGES.urlRequired)
    .max(2000, "Must be at most 2000 characters")
    .refine((v) => URL.canParse(v), IMPORT_MESSAGES.url),
});

/** GET /api/jobs/duplicates?company=&title=&url= (and the `duplicates` intent, whose URL field is `jobUrl`). */
export const jobDuplicatesQuerySchema = z.object({
  company: z.string().trim().max(200).default(""),
  title: z.string().trim().max(200).default(""),
  url: z.string().trim().max(2000).default(""),
});

export type JobDuplicatesQuery = z.output<typeof jobDuplicatesQuerySchema>;
