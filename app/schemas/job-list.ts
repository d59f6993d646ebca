// GET /api/jobs?limit=&cursor=&status=&q= (issue 16): the query's one schema and the answer's shape. Without any
// parameter the answer is the old one (every job, newest first), capped at UNPAGED_CAP, plus count and nextCursor.
import { z } from "./z";
import { JOB_MESSAGES, JOB_STATUSES, type JobDto } from "./jobs";
import { optionalParam, pageQueryShape } from "./pagination";

export const jobListQuerySchema = z.object({
  ...pageQueryShape,
  status: optionalParam(z.enum(JOB_STATUSES, { error: JOB_MESSAGES.status })),
  /** Title or company contains it, case-insensitive: the board's search. */
  q: optionalParam(z.string().trim().max(200, "q must be at most 200 characters")),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export interface JobListAnswer {
  success: true;
  data: { jobs: JobDto[] };
  /** Jobs in this answer. */
  count: number;
  /** Jobs matching the filters, over every page. */
  total: number;
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
}
