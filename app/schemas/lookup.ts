// Public lookups that feed the profile editor (spec part 2 section 7): city search and university search.
// The editor uses the same limits: cities after 3+ characters (600 ms debounce, 10 requested, 8 shown),
// universities after 2+ characters (500 ms debounce, up to 12).
import { z } from "./z";

import { CITY_QUERY_MIN, countryCode, CITY_RESULTS_MAX, UNIVERSITY_QUERY_MIN } from "./lookup-rules";

export * from "./lookup-rules";

/** The typed search text of an autocomplete: trimmed, at least `min` characters. */
function searchText(min: number, max: number) {
  const tooShort = `Enter at least ${min} characters`;
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max);
}

export const citySearchSchema = z.object({
  q: searchText(CITY_QUERY_MIN, 100),
  /** Comma-separated ISO 3166-1 alpha-2 codes, e.g. "in,us". */
  countries: z
    .string()
    .default("")
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= 30 && list.every((c) => countryCode.test(c)), "Use two-letter country codes separated by commas"),
  limit: z.coerce.number().int().min(1).max(CITY_RESULTS_MAX).default(CITY_RESULTS_MAX),
});

export const universitySearchSchema = z.object({
  name: searchText(UNIVERSITY_QUERY_MIN, 150),
  /** Country name ("India") or two-letter code ("IN"); optional. */
  country: z.string().trim().max(100).default(""),
});

export type CitySearch = z.output<typeof citySearchSchema>;

export type UniversitySearch = z.output<typeof universitySearchSchema>;
