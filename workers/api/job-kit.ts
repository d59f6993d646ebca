// The application kit under /api/jobs (issue 33): each part is its own sub-app, joined here and mounted before the
// job routes (workers/api/index.ts). A path none of them has falls through to ./jobs.ts.
import { Hono } from "hono";
import type { ApiEnv } from "./context";
import { coverLetterRoutes } from "./job-cover-letter";
import { sentRoutes } from "./job-sent";
import { tailoringRoutes } from "./job-tailoring";

export const jobKitRoutes = new Hono<ApiEnv>();

jobKitRoutes.route("/", tailoringRoutes);
jobKitRoutes.route("/", coverLetterRoutes);
jobKitRoutes.route("/", sentRoutes);
