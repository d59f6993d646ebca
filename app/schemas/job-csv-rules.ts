// The tracker's CSV export and import (issue 18 section 4): the download's columns, the import's limits, messages
// and answer. No zod here: the import dialog imports this module (the rows are validated with createJobSchema).
import { JOBS_PER_ACCOUNT_MAX, type JobPriority, type JobStatus } from "./jobs-rules";

export const JOBS_IMPORT_PATH = "/api/jobs/import";

/** The fields an imported row can fill (the job's fields, less the AI suggestions). */
export type ImportField =
  | "title"
  | "company"
  | "status"
  | "priority"
  | "appliedDate"
  | "followUpAt"
  | "location"
  | "salary"
  | "salaryMin"
  | "salaryMax"
  | "jobUrl"
  | "description"
  | "notes"
  | "recruiterName"
  | "contactEmail"
  | "contactPhone";

/** How the preview names a field. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  title: "Job title",
  company: "Company",
  status: "Status",
  priority: "Priority",
  appliedDate: "Applied date",
  followUpAt: "Follow-up date",
  location: "Location",
  salary: "Salary",
  salaryMin: "Salary (from)",
  salaryMax: "Salary (to)",
  jobUrl: "Job URL",
  description: "Description",
  notes: "Notes",
  recruiterName: "Recruiter",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
};

export const IMPORT_LIMITS = {
  /** The file's size in bytes (1 MB). */
  bytes: 1024 * 1024,
  /** Data rows (the header not counted). */
  rows: 2000,
  /** Rows the preview lists. */
  previewRows: 20,
} as const;

export const IMPORT_MESSAGES = {
  noFile: "Choose a CSV file to import.",
  tooLarge: "The file is larger than 1 MB. Split it into smaller files.",
  tooManyRows: "The file has more than 2,000 rows. Split it into smaller files.",
  notText: "The file is not a CSV text file.",
  empty: "The file has no rows to import.",
  noTitle: "No column for the job title was found. Name it Title, Position or Role.",
  noCompany: "No column for the company was found. Name it Company, Employer or Organization.",
  failed: "Failed to import the file",
  previewFailed: "Failed to read the file",
} as const;

/** An import that would take the account past JOBS_PER_ACCOUNT_MAX (5,000): refused whole, in the preview too. */
export const importPassesJobLimit = (held: number, adding: number) =>
  `This file would take you past ${JOBS_PER_ACCOUNT_MAX.toLocaleString("en-US")} job applications (you have ${held.toLocaleString("en-US")}, it adds ${adding.toLocaleString("en-US")}). Delete ones you no longer need, or import fewer rows.`;

/** A row that was not imported: `row` is its line in the file (the header is line 1, as a spreadsheet counts). */
export interface ImportRowError {
  row: number;
  message: string;
}

/** A row the preview lists (what would be created). */
export interface ImportPreviewRow {
  row: number;
  title: string;
  company: string;
  status: JobStatus;
  priority: JobPriority;
  appliedDate: string;
  location: string;
}

/**
 * POST /api/jobs/import's `data`: the counts and errors; with `?dryRun=1` (nothing saved) the same counts as the
 * real import would give, plus what the preview shows. Both answers carry the mapping used.
 */
export interface JobImportResult {
  created: number;
  skipped: number;
  errors: ImportRowError[];
  /** Whether this was a dry run (nothing saved). */
  dryRun: boolean;
  /** The file's delimiter as read from its header. */
  delimiter: "," | ";" | "\t";
  /** Each header of the file and the field it was read as (null: not imported). */
  mapping: { column: string; field: ImportField | null }[];
  /** The first rows that are (or would be) created. */
  preview: ImportPreviewRow[];
  /** The rows skipped as duplicates of existing jobs (or of an earlier row of the file). */
  duplicates: number[];
  /**
   * Stages Vitrine has no status for (issue 31), each with the rows that have it: those rows are imported as Applied
   * and their notes keep the stage ("Stage: Phone screen"), so nothing the file said is lost.
   */
  unknownStages: { stage: string; rows: number[] }[];
}

/** The note an imported row with an unknown stage carries (its stage as the file named it). */
export const stageNote = (stage: string) => `Stage: ${stage}`;

export function importSummary(result: Pick<JobImportResult, "created" | "skipped" | "errors">): string {
  const parts = [`${result.created} ${result.created === 1 ? "application" : "applications"} imported`];
  if (result.skipped) parts.push(`${result.skipped} already tracked`);
  if (result.errors.length) parts.push(`${result.errors.length} with errors`);
  return `${parts.join(", ")}.`;
}
