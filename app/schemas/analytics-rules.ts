// Portfolio analytics and tracked links (issue 17): what pages import without zod (types, messages, limits).

/**
 * Links with a free label an account may hold (an application's own link is one per job, so bounded by the jobs):
 * the /portfolio page lists them all, and nothing else would stop a script from filling the table.
 */
export const LABELLED_LINKS_MAX = 50;

export const ANALYTICS_MESSAGES = {
  linkNotFound: "Tracked link not found",
  jobNotFound: "Job application not found",
  labelOrJob: "Give the link a label or choose a job application",
  created: "Tracked link created",
  deleted: "Tracked link deleted",
  copied: "Portfolio link copied",
  notDeployed: "Deploy your portfolio first: tracked links open it.",
  tooManyLinks: `You can have at most ${LABELLED_LINKS_MAX} links with a label. Delete one you no longer use to make another.`,
} as const;

export const LINK_LABEL_MAX = 80;

/** The /portfolio page's tracked-link forms, and their fallback messages (offline, a 5xx). */
export const LINK_INTENTS = { create: "create-link", remove: "delete-link" } as const;
export const LINK_FAILURES: Record<string, string> = {
  [LINK_INTENTS.create]: "Failed to create the link. Please try again.",
  [LINK_INTENTS.remove]: "Failed to delete the link. Please try again.",
};
export const ANALYTICS_DAYS_DEFAULT = 30;
export const ANALYTICS_DAYS_MAX = 365;

/** The notification a job application's first tracked view creates (issue 17 §2, word for word). */
export const firstViewMessage = (company: string) => `Someone opened your portfolio from your ${company} application`;

export interface TrackedLinkDto {
  id: string;
  code: string;
  url: string;
  label: string;
  jobId: string | null;
  createdAt: string;
}

export interface AnalyticsDay {
  date: string;
  views: number;
  visitors: number;
}

export interface AnalyticsLink {
  id: string;
  label: string;
  jobId: string | null;
  views: number;
  visitors: number;
  lastViewedAt: string | null;
}

export interface PortfolioAnalytics {
  total: number;
  days: AnalyticsDay[];
  referrers: { host: string; views: number }[];
  links: AnalyticsLink[];
}

/** A job card's "Portfolio viewed": all-time views through the job's tracked link and the last one's time. */
export interface PortfolioViewsSummary {
  views: number;
  lastViewedAt: string;
}
