// GET /api/jobs, paginated (issue 16): the owner's jobs newest first by (createdAt, id), one keyset page at a
// time, filtered by status and by a search on title or company. Without paging parameters it answers the old
// whole list, capped at UNPAGED_CAP. Every query is scoped to the owner.
import { and, count, eq, or } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { JobListQuery } from "~/schemas/job-list";
import type { JobDto } from "~/schemas/jobs";
import { pageSize } from "~/schemas/pagination";
import type { Db } from "../db.server";
import { afterCursor, contains, cutPage } from "../pagination.server";
import { NEWEST_JOB_FIRST } from "./job-columns.server";
import { historyFor, toJobDto } from "./jobs.server";

export interface JobPage {
  jobs: JobDto[];
  /** Jobs matching the filters (over every page). */
  total: number;
  nextCursor: string | null;
}

export async function listJobPage(db: Db, userId: string, query: JobListQuery): Promise<JobPage> {
  const size = pageSize(query);
  const q = query.q?.trim();
  const filters = and(
    eq(jobApplications.userId, userId),
    query.status ? eq(jobApplications.status, query.status) : undefined,
    q ? or(contains(jobApplications.title, q), contains(jobApplications.company, q)) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(jobApplications)
      .where(and(filters, afterCursor(jobApplications.createdAt, jobApplications.id, query.cursor)))
      .orderBy(...NEWEST_JOB_FIRST)
      .limit(size + 1),
    db.select({ n: count() }).from(jobApplications).where(filters),
  ]);
  const page = cutPage(rows, size, (row) => ({ at: row.createdAt, id: row.id }));
  const history = await historyFor(
    db,
    page.items.map((r) => r.id),
  );
  return {
    jobs: page.items.map((row) => toJobDto(row, history.get(row.id) ?? [])),
    total: totals[0]?.n ?? 0,
    nextCursor: page.nextCursor,
  };
}
