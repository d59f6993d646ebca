// Shared by the /portfolio page, its components and its server module: the page's states, the action's
// answer and the deployment constants and messages of spec part 1 sections 4, 8 and 9.
import type { DeploymentStatus } from "~/server/portfolio/portfolio.server";

export type { DeploymentStatus };

export const PORTFOLIO_INTENTS = ["deploy", "redeploy", "unpublish"] as const;
export type PortfolioIntent = (typeof PORTFOLIO_INTENTS)[number];

export function isPortfolioIntent(value: unknown): value is PortfolioIntent {
  return (PORTFOLIO_INTENTS as readonly unknown[]).includes(value);
}

/** The form field the deploy fetcher adds so the action answers with data instead of a redirect. */
export const FETCHER_MODE = { name: "mode", value: "fetcher" } as const;

/** What the action answers when it does not redirect (a failure, or any answer to the deploy fetcher). */
export interface PortfolioActionData {
  intent: PortfolioIntent;
  ok: boolean;
  message: string;
}

/**
 * Every state the page shows: the loader's statuses, plus the client-side 'checking' (revalidating),
 * 'deploying' (progress running), 'deployed-now' (progress at 100 before the reload) and 'error'.
 */
export type PageStatus = DeploymentStatus | "checking" | "deploying" | "deployed-now" | "error";

/** Deploy progress (spec part 1 sections 4 and 9): one step every 800 ms, then 100 and a reload 2 s later. */
export const DEPLOY_STEPS = [
  { progress: 20, message: "Preparing your portfolio..." },
  { progress: 40, message: "Building template..." },
  { progress: 60, message: "Optimizing assets..." },
  { progress: 80, message: "Publishing to CDN..." },
  { progress: 95, message: "Finalizing deployment..." },
] as const;
export const DEPLOY_STEP_MS = 800;
export const RELOAD_AFTER_DEPLOY_MS = 2000;

/** The stat cards of a deployed portfolio (spec part 1 section 9). */
export const DEPLOY_STATS = [
  { label: "Deployment Time", value: "< 2 min" },
  { label: "Performance", value: "Optimized" },
  { label: "Accessibility", value: "100%" },
] as const;

/** Fallbacks when the server gives no message (spec part 1 section 8). */
export const DEPLOY_FALLBACKS: Record<PortfolioIntent, string> = {
  deploy: "Failed to deploy portfolio. Please try again.",
  redeploy: "Failed to update portfolio.",
  unpublish: "Failed to unpublish portfolio.",
};
export const LOAD_FAILED = "Failed to load deployment information.";
export const URL_COPIED = "Portfolio URL copied to clipboard!";
export const NO_URL_TO_COPY = "No portfolio URL available to copy.";
