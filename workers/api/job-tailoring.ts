// POST /jobs/{id}/tailored-resume: a resume drafted from the saved profile for this posting (issue 33 §1). Mounted by ./job-kit.ts; every
// handler takes requireAuth itself (a use("*") here would run for every /jobs call).
import { Hono } from "hono";
import type { ApiEnv } from "./context";

export const tailoringRoutes = new Hono<ApiEnv>();
