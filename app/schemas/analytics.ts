// Inputs of the analytics endpoint and the tracked links (issue 17): one schema per input.
import { z } from "./z";
import { ANALYTICS_DAYS_DEFAULT, ANALYTICS_DAYS_MAX, ANALYTICS_MESSAGES, LINK_LABEL_MAX } from "./analytics-rules";

export * from "./analytics-rules";

/** GET /api/portfolio/analytics?days=30 */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "days must be a number" })
    .int("days must be a whole number")
    .min(1, "days must be at least 1")
    .max(ANALYTICS_DAYS_MAX, `days must be at most ${ANALYTICS_DAYS_MAX}`)
    .default(ANALYTICS_DAYS_DEFAULT),
});

/** POST /api/portfolio/links {label?, jobId?}: at least one of them. */
export const createLinkSchema = z
  .object({
    label: z.string().trim().max(LINK_LABEL_MAX, `The label can be at most ${LINK_LABEL_MAX} characters`).optional(),
    jobId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((input) => Boolean(input.label) || Boolean(input.jobId), { error: ANALYTICS_MESSAGES.labelOrJob, path: ["label"] });

export type CreateLinkInput = z.output<typeof createLinkSchema>;
