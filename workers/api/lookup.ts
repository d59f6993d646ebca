import { Hono } from "hono";
import { citySearchSchema, universitySearchSchema } from "~/schemas/lookup";
import { enforceLookupRateLimit, searchCities, searchUniversities } from "~/server/lookup/lookup.server";
import { parseInput } from "~/server/validation";
import type { ApiEnv } from "./context";

/** /api/lookup/*: public, read-only searches for the profile editor (no sign-in; throttled per IP). */
export const lookupRoutes = new Hono<ApiEnv>();

const cacheHeaders = { "Cache-Control": "public, max-age=3600" };

lookupRoutes.get("/cities", async (c) => {
  await enforceLookupRateLimit(c.env, c.req.raw, "cities");
  const input = parseInput(citySearchSchema, c.req.query());
  return c.json({ success: true, data: await searchCities(c.var.db, input) }, 200, cacheHeaders);
});

lookupRoutes.get("/universities", async (c) => {
  await enforceLookupRateLimit(c.env, c.req.raw, "universities");
  const input = parseInput(universitySearchSchema, c.req.query());
  return c.json({ success: true, data: await searchUniversities(c.var.db, input) }, 200, cacheHeaders);
});
