// Contracts of the template selection and deployment actions (routes/templates, routes/template-preview and
// routes/portfolio), shared by their server modules and the components that read the answers
// (app/lib/action-result.ts carries them). Lives below both, so neither imports the other.

/** The intent of the gallery's and the preview's selection answers; their `data` is `{ selectedTemplate }`. */
export const SELECT_TEMPLATE_INTENT = "select";

/** The gallery's 'Build My Portfolio' (spec part 1 section 2.5): on to /portfolio once a template is saved. */
export const PROCEED_INTENT = "proceed";
/** Spec part 1 section 8: 'Build My Portfolio' could not go on. */
export const PROCEED_FAILED = "Failed to proceed. Please try again.";

/** Where a user's portfolio stands (computed on the server from the user record). */
export type DeploymentStatus = "deployed" | "profile-and-template-required" | "profile-required" | "template-required" | "ready";

/** `indexing`: "Let search engines index my portfolio" (issue 17; app/schemas/portfolio-indexing-rules.ts). */
const PORTFOLIO_INTENTS = ["deploy", "redeploy", "unpublish", "indexing"] as const;
export type PortfolioIntent = (typeof PORTFOLIO_INTENTS)[number];

export function isPortfolioIntent(value: unknown): value is PortfolioIntent {
  return (PORTFOLIO_INTENTS as readonly unknown[]).includes(value);
}

/** Fallbacks when the server gives no message (spec part 1 section 8). */
export const DEPLOY_FALLBACKS: Record<PortfolioIntent, string> = {
  deploy: "Failed to deploy portfolio. Please try again.",
  redeploy: "Failed to update portfolio.",
  unpublish: "Failed to unpublish portfolio.",
  indexing: "Failed to update the search engine setting.",
};
export const LOAD_FAILED = "Failed to load deployment information.";
