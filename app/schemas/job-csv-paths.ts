// The tracker's CSV download (GET /api/jobs/export.csv, workers/api/jobs.ts). Apart from ./job-csv-rules.ts so the
// board's page, which links to it, shares no module with the lazily loaded import dialog (ADR 0010: each module a page
// and a lazy part share becomes one more request on the page's first load).
export const JOBS_EXPORT_PATH = "/api/jobs/export.csv";
