// "Let search engines index my portfolio" (issue 17 section 4): the words the /portfolio page, its action and the API
// share. No zod here (ADR 0010): the page imports this; the schemas are in portfolio-indexing.ts.

/** The /portfolio form's intent. */
export const INDEXING_INTENT = "indexing";
/** The form field: "on" or "off". */
export const INDEXING_FIELD = "searchIndexing";

export const INDEXING_MESSAGES = {
  label: "Let search engines index my portfolio",
  description: "When on, your portfolio is listed in the sitemap search engines read. When off, they are asked not to index it.",
  on: "Search engines may now index your portfolio",
  off: "Search engines are now asked not to index your portfolio",
  notDeployed: "Deploy your portfolio first",
  failed: "Failed to update the search engine setting.",
  invalid: "Choose whether search engines may index your portfolio",
} as const;
