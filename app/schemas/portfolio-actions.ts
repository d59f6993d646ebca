// Contracts of the template selection and deployment actions (routes/templates, routes/template-preview and
// routes/portfolio), shared by their server modules and the components that read the answers
// (app/lib/action-result.ts carries them). Lives below both, so neither imports the other.

/** The intent of the gallery's and the preview's selection answers; their `data` is `{ selectedTemplate }`. */
export const SELECT_TEMPLATE_INTENT = "select";

/** Where a user's portfolio stands (computed on the server from the user record). */
export type DeploymentStatus = "deployed" | "profile-and-template-required" | "profile-required" | "template-required" | "ready";

export const PORTFOLIO_INTENTS = ["deploy", "redeploy", "unpublish"] as const;
export type PortfolioIntent = (typeof PORTFOLIO_INTENTS)[number];

export function isPortfolioIntent(value: unknown): value is PortfolioIntent {
  return (PORTFOLIO_INTENTS as readonly unknown[]).includes(value);
}

/** Fallbacks when the server gives no message (spec part 1 section 8). */
export const DEPLOY_FALLBACKS: Record<PortfolioIntent, string> = {
  deploy: "Failed to deploy portfolio. Please try again.",
  redeploy: "Failed to update portfolio.",
  unpublish: "Failed to unpublish portfolio.",
};
export const LOAD_FAILED = "Failed to load deployment information.";
