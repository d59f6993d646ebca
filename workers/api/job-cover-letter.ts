// POST /jobs/{id}/cover-letter: a cover letter for this application (issue 33 §2). Mounted by ./job-kit.ts; every
// handler takes requireAuth itself (a use("*") here would run for every /jobs call).
import { Hono } from "hono";
import type { ApiEnv } from "./context";

export const coverLetterRoutes = new Hono<ApiEnv>();
