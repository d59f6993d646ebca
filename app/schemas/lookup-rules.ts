// Public lookups that feed the profile editor (spec part 2 section 7): city search and university search.
// The editor uses the same limits: cities after 3+ characters (600 ms debounce, 10 requested, 8 shown),
// universities after 2+ characters (500 ms debounce, up to 12).
// The rules and constants without zod (pages import this module; the schemas are in ./lookup.ts).

export const CITY_QUERY_MIN = 3;

export const CITY_RESULTS_MAX = 10;

export const CITY_DEBOUNCE_MS = 600;

export const CITY_RESULTS_SHOWN = 8;

export const UNIVERSITY_QUERY_MIN = 2;

export const UNIVERSITY_RESULTS_MAX = 12;

export const UNIVERSITY_DEBOUNCE_MS = 500;

export const countryCode = /^[A-Za-z]{2}$/;

export interface CityResult {
  name: string;
  state: string;
  country: string;
  countryCode: string;
  /** "City, State, Country" (state left out when unknown). */
  label: string;
}

export interface UniversityResult {
  name: string;
  country: string;
  webPage: string;
}

/** Lower-case ASCII search form (accents removed, LIKE wildcards dropped); the loader uses the same rule. */
export function searchForm(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[%_\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
