// What the /portfolio page's loader hands its components (routes/portfolio.server.ts builds it; the cards in
// components/portfolio draw it): a page of the visitors' contact messages and the tracked links with their views.
import type { TrackedLinkDto } from "./analytics-rules";

/** A message a visitor sent through the public portfolio's contact form, as its owner reads it. */
export interface ContactMessageDto {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

/** One page of the Messages section. */
export interface MessagesPage {
  /** Each message's text, cut to a preview when `truncated` (the whole of it is at ?message=<id>). */
  messages: Array<ContactMessageDto & { truncated: boolean }>;
  nextCursor: string | null;
  /** This page follows a cursor (not the newest messages). */
  older: boolean;
  /** The page size asked for (?limit=), kept by the page links; null: the default. */
  limit: number | null;
  /** One message shown in full (?message=<id>). */
  single: boolean;
  failed: boolean;
}

/** A tracked link with its views over the analytics window. */
export interface TrackedLinkRow extends TrackedLinkDto {
  views: number;
  visitors: number;
  lastViewedAt: string | null;
  /** "just now", "5m ago"… worded by the loader (so the page ships no date code for it). */
  lastViewedLabel: string | null;
}

/** The "Deployment stats" cards of a live portfolio (issue 31): the owner's own figures, worded by the loader. */
export interface DeployStats {
  /** When the live page was last deployed ("5m ago"), and how many deploys it has had. */
  lastDeploy: string;
  deployCount: number;
  /** The live page's HTML as a visitor downloads it, compressed (bytes); null until someone has opened it. */
  pageBytes: number | null;
  /** Views over the analytics window; null when they could not be read. */
  views: number | null;
}
