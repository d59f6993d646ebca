// GET /api/lookup/cities and /api/lookup/universities: public, offline searches over D1 (rows inserted here;
// the migrations create the tables empty). Every test uses unique made-up names so files sharing D1 never clash.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { searchForm } from "~/schemas/lookup";
import { client, expectError, sleep } from "./helpers";

const tag = `zq${crypto
  .randomUUID()
  .replace(/[^a-z]/g, "")
  .slice(0, 6)}`; // letters only, unique per run
let nextId = 9_000_000 + Math.floor(Math.random() * 1_000_000);

async function addCity(name: string, countryCode: string, country: string, state: string, population: number) {
  nextId += 1;
  await env.DB.prepare("INSERT INTO cities (id, name, search_name, state, country, country_code, population) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(nextId, name, searchForm(name), state, country, countryCode, population)
    .run();
}

async function addUniversity(name: string, country: string, countryCode: string, webPage = "https://example.edu/") {
  nextId += 1;
  await env.DB.prepare("INSERT INTO universities (id, name, search_name, country, country_code, web_page) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(nextId, name, searchForm(name), country, countryCode, webPage)
    .run();
}

const T = tag[0]!.toUpperCase() + tag.slice(1); // Capitalised form used in names

/** A search that must succeed (200 and success: true): what it found, a city's or a university's fields. */
async function found(path: string): Promise<Array<{ name: string; [field: string]: unknown }>> {
  const res = await client().call(path);
  expect(res.status, res.text).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data;
}

beforeAll(async () => {
  // Cities: prefix matches (by population), a word-prefix match, a contains match, other countries.
  await addCity(`${T}ville`, "IN", "India", "Maharashtra", 50_000);
  await addCity(`${T}pur`, "IN", "India", "Karnataka", 900_000);
  await addCity(`${T}ton`, "US", "United States", "California", 2_000_000);
  await addCity(`New ${T}`, "US", "United States", "New York", 8_000_000);
  await addCity(`Al${tag}abad`, "IN", "India", "", 5_000_000);
  await addCity(`São ${T}ó`, "BR", "Brazil", "São Paulo", 100_000);
  for (let i = 0; i < 12; i++) await addCity(`${T}field ${i}`, "GB", "United Kingdom", "England", 20_000 + i);

  // Universities: exact, prefix and contains matches in two countries.
  await addUniversity(`${T} Institute of Technology`, "India", "IN", "https://iit.example/");
  await addUniversity(`${T}`, "United States", "US", "https://exact.example/");
  await addUniversity(`Royal ${T} University`, "India", "IN");
  await addUniversity(`${T} College`, "United States", "US");
  for (let i = 0; i < 15; i++) await addUniversity(`University ${i} of ${T}`, "Germany", "DE");
});

describe("GET /api/lookup/cities", () => {
  it("needs at least 3 characters", async () => {
    const c = client();
    expectError(await c.call(`/api/lookup/cities?q=${tag.slice(0, 2)}`), 400, "Enter at least 3 characters");
    expectError(await c.call("/api/lookup/cities?q=%20%20ab%20"), 400, "Enter at least 3 characters");
    expectError(await c.call("/api/lookup/cities"), 400, "Enter at least 3 characters");
  });

  it("answers up to 10 cities: prefix matches first by population, then word prefixes, then the rest", async () => {
    const cities = await found(`/api/lookup/cities?q=${tag}`);
    const names = cities.map((city) => city.name);
    expect(names).toHaveLength(10);
    // Prefix matches by population: ton 2M, pur 900k, ville 50k, then the 12 "field" towns (20 011 down).
    expect(names.slice(0, 3)).toEqual([`${T}ton`, `${T}pur`, `${T}ville`]);
    expect(names.slice(3)).toEqual([11, 10, 9, 8, 7, 6, 5].map((i) => `${T}field ${i}`));
    expect(cities[0]).toEqual({
      name: `${T}ton`,
      state: "California",
      country: "United States",
      countryCode: "US",
      label: `${T}ton, California, United States`,
    });
  });

  it("filters by a list of country codes, matches accents and word starts, and leaves out an unknown state in the label", async () => {
    const cities = await found(`/api/lookup/cities?q=${tag.toUpperCase()}&countries=in,US,br`);
    const labels = cities.map((city) => city.label);
    expect(labels).toEqual([
      `${T}ton, California, United States`,
      `${T}pur, Karnataka, India`,
      `${T}ville, Maharashtra, India`,
      `New ${T}, New York, United States`, // word prefix
      `São ${T}ó, São Paulo, Brazil`, // word prefix, accents ignored
      `Al${tag}abad, India`, // contains (no state known)
    ]);

    const accented = await client().call(`/api/lookup/cities?q=${encodeURIComponent(`são ${tag}ó`)}`);
    expect(accented.body.data.map((city: { name: string }) => city.name)).toEqual([`São ${T}ó`]);

    const onlyIndia = await client().call(`/api/lookup/cities?q=${tag}&countries=in`);
    expect(onlyIndia.body.data.every((city: { countryCode: string }) => city.countryCode === "IN")).toBe(true);
    expect(onlyIndia.body.data).toHaveLength(3);
  });

  it("refuses malformed country codes and treats LIKE wildcards as text", async () => {
    expectError(await client().call(`/api/lookup/cities?q=${tag}&countries=india`), 400);
    const wildcard = await client().call("/api/lookup/cities?q=%25%25%25");
    // "%%%" is no search text at all once wildcards are dropped: nothing, never everything.
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.data).toEqual([]);
  });

  it("needs no sign-in and throttles one IP after 60 quick searches", async () => {
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await sleep(60_000 - intoWindow + 250);
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await c.call(`/api/lookup/cities?q=${tag}`)).status);
    expect(
      statuses.every((s) => s === 200),
      statuses.join(","),
    ).toBe(true);
    const limited = await c.call(`/api/lookup/cities?q=${tag}`);
    expectError(limited, 429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    // Another IP is not affected.
    expect((await client().call(`/api/lookup/cities?q=${tag}`)).status).toBe(200);
  });
});

describe("GET /api/lookup/universities", () => {
  it("needs at least 2 characters", async () => {
    expectError(await client().call("/api/lookup/universities?name=a"), 400, "Enter at least 2 characters");
    expectError(await client().call("/api/lookup/universities"), 400, "Enter at least 2 characters");
  });

  it("answers up to 12: the exact match, then prefix matches, then names containing the text", async () => {
    const universities = await found(`/api/lookup/universities?name=${tag}`);
    const names = universities.map((u) => u.name);
    expect(names).toHaveLength(12);
    expect(names.slice(0, 3)).toEqual([`${T}`, `${T} College`, `${T} Institute of Technology`]);
    expect(names.slice(3).every((n: string) => !n.toLowerCase().startsWith(tag))).toBe(true);
    expect(universities[0]).toEqual({ name: `${T}`, country: "United States", webPage: "https://exact.example/" });
  });

  it("filters by country name or code", async () => {
    const byName = await client().call(`/api/lookup/universities?name=${tag}&country=india`);
    expect(byName.body.data.map((u: { name: string }) => u.name)).toEqual([`${T} Institute of Technology`, `Royal ${T} University`]);
    const byCode = await client().call(`/api/lookup/universities?name=${tag}&country=US`);
    expect(byCode.body.data.map((u: { name: string }) => u.name)).toEqual([`${T}`, `${T} College`]);
    const none = await client().call(`/api/lookup/universities?name=${tag}&country=Atlantis`);
    expect(none.body.data).toEqual([]);
  });
});
