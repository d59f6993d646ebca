// Inputs of the search engine setting: PATCH /api/portfolio/indexing {searchIndexing} and the /portfolio form.
import { INDEXING_MESSAGES } from "./portfolio-indexing-rules";
import { z } from "./z";

export * from "./portfolio-indexing-rules";

/** PATCH /api/portfolio/indexing */
export const searchIndexingSchema = z.object({ searchIndexing: z.boolean({ error: INDEXING_MESSAGES.invalid }) });

/** The /portfolio page's form: searchIndexing=on|off. */
export const searchIndexingFormSchema = z.object({
  searchIndexing: z.enum(["on", "off"], { error: INDEXING_MESSAGES.invalid }).transform((value) => value === "on"),
});
