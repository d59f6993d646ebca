// POST and GET /jobs/{id}/sent: the exact resume and letter sent, frozen as files (issue 33 §3). Mounted by ./job-kit.ts; every
// handler takes requireAuth itself (a use("*") here would run for every /jobs call).
import { Hono } from "hono";
import type { ApiEnv } from "./context";

export const sentRoutes = new Hono<ApiEnv>();
