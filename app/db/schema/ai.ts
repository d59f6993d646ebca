// AI analyses of a job (and the resume), cached; text embeddings of Workers AI, cached.
import { primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, timeColumn } from "./defaults";
import { ownerColumn } from "./users";
import { jobApplications } from "./jobs";

/**
 * Cached AI analyses: one row per (job, resume content hash, job version, analysis type), so repeating an analysis
 * is instant and costs nothing. `job_version` hashes the job text the analysis reads (title, company,
 * description): editing the job makes new rows; the insert prunes the job's rows of older versions.
 * `resume_hash` is "" for the job analysis (no resume). Fallback results are never cached.
 */
export const aiAnalyses = sqliteTable(
  "ai_analyses",
  {
    id: idColumn(),
    userId: ownerColumn(),
    jobId: cascadingReference("job_id", () => jobApplications.id),
    resumeHash: text("resume_hash").notNull(),
    jobVersion: text("job_version").notNull(),
    analysisType: text("analysis_type").notNull(),
    engine: text("engine").notNull(),
    result: text("result", { mode: "json" }).$type<unknown>().notNull(),
    createdAt: timeColumn("created_at"),
  },
  (t) => [uniqueIndex("ai_analyses_key_idx").on(t.jobId, t.resumeHash, t.jobVersion, t.analysisType)],
);

/**
 * Embeddings Workers AI computed (server/ai/semantic-match.server.ts): one row per (model, SHA-256 hex of the text), so
 * a title and skills already embedded cost no model call. Not per user: the same text has the same vector, and the
 * hash reveals nothing of whose profile or job it came from. `vector` is the JSON array of numbers.
 */
export const textEmbeddings = sqliteTable(
  "text_embeddings",
  {
    model: text("model").notNull(),
    textHash: text("text_hash").notNull(),
    vector: text("vector", { mode: "json" }).$type<number[]>().notNull(),
    createdAt: timeColumn("created_at"),
  },
  (t) => [primaryKey({ columns: [t.model, t.textHash] })],
);
