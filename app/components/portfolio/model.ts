// Shared by the /portfolio page and its components: the page's states and the deployment constants and
// messages of spec part 1 sections 4, 8 and 9. The action's contract is in ~/schemas/portfolio-actions.
import type { DeploymentStatus } from "~/schemas/portfolio-actions";

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

export const URL_COPIED = "Portfolio URL copied to clipboard!";
export const NO_URL_TO_COPY = "No portfolio URL available to copy.";
