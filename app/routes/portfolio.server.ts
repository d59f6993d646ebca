// Server side of /portfolio: the loader reads the deployment state through the portfolio domain module (and what the
// profile lacks while it does not count yet, and one
// page of the contact messages visitors sent, ?messages=<cursor> for older ones, ?message=<id> for one in full) and
// one action serves Deploy, Redeploy, Unpublish and the search engine setting, answering through app/server/action-result.server.ts. The
// deploy fetcher (a scripted request) gets an ActionResult, because the page animates its progress and reloads
// by itself; every other success (a plain post without JavaScript, the Redeploy and Unpublish forms) is
// redirected back with a flash toast. A failure is an error result that the page shows.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { deploySchema } from "~/schemas/portfolio";
import { DEPLOY_FALLBACKS, isPortfolioIntent, type PortfolioIntent } from "~/schemas/portfolio-actions";
import { actionError, actionSuccess, isScriptedRequest, redirectWithToast } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { deployPortfolio, getDeploymentInfo, portfolioDeps, unpublishPortfolio } from "~/server/portfolio/portfolio.server";
import { requireUser, type RouteContext } from "~/server/session.server";
import { searchIndexingFormSchema } from "~/schemas/portfolio-indexing";
import { setSearchIndexing } from "~/server/portfolio/indexing.server";
import { parseInput } from "~/server/validation";
import { decodeCursor } from "~/lib/cursor";
import { readPageLimit } from "~/schemas/pagination-rules";
import type { Db } from "~/server/db.server";
import { getContactMessage, listContactMessages } from "~/server/portfolio/contact-list.server";
import type { ContactMessageDto, MessagesPage, TrackedLinkRow } from "~/schemas/portfolio-page";
import { ANALYTICS_MESSAGES, createLinkSchema, LINK_FAILURES, LINK_INTENTS } from "~/schemas/analytics";
import type { PortfolioAnalytics } from "~/schemas/analytics-rules";
import { shortRelativeTime } from "~/lib/dates";
import { createTrackedLink, deleteTrackedLink, listTrackedLinks } from "~/server/analytics/links.server";
import { getPortfolioAnalytics } from "~/server/analytics/report.server";
import { missingProfileParts } from "~/schemas/profile-gate";
import { getProfile } from "~/server/profiles/profile.server";
import { deployStats } from "~/server/portfolio/deploy-stats.server";
import { userTimeZone } from "~/lib/time-zone";

/** Contact messages a page of the Messages section shows. */
const MESSAGES_PAGE_SIZE = 10;
/**
 * A longer message is sent to the page cut to this many characters, with a link to the whole of it: a page of ten
 * messages of up to 10,000 characters each would otherwise weigh up to 200 KB (the text is in the HTML and again in
 * the hydration data).
 */
const MESSAGE_PREVIEW_CHARS = 400;

function preview(message: ContactMessageDto): ContactMessageDto & { truncated: boolean } {
  if (message.message.length <= MESSAGE_PREVIEW_CHARS) return { ...message, truncated: false };
  const cut = message.message.slice(0, MESSAGE_PREVIEW_CHARS);
  // At a word boundary when there is one near the end.
  const space = cut.search(/\s\S*$/);
  return { ...message, message: `${(space > MESSAGE_PREVIEW_CHARS - 60 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}

/**
 * One page of the owner's contact messages, newest first: the first, or the one after ?messages=<cursor> ("Show
 * older messages"; a cursor that is not ours shows the first). A failed read leaves the rest of the page working.
 */
async function messagesPage(db: Db, ownerId: string, params: URLSearchParams): Promise<MessagesPage> {
  const param = params.get("messages");
  const cursor = param ? decodeCursor(param) : null;
  // ?limit= (1 to 100, as the API's) sets the page size; it is kept by the page links.
  const limit = readPageLimit(params.get("limit"));
  const base = { older: cursor !== null, limit, single: false };
  try {
    // ?message=<id>: that one message in full (the owner's only; anything else shows the newest page).
    const id = params.get("message");
    const one = id ? await getContactMessage(db, ownerId, id) : null;
    if (one) return { messages: [{ ...one, truncated: false }], nextCursor: null, ...base, older: false, single: true, failed: false };
    const page = await listContactMessages(db, ownerId, { cursor: cursor ?? undefined, size: limit ?? MESSAGES_PAGE_SIZE });
    return { ...page, messages: page.messages.map(preview), ...base, failed: false };
  } catch (error) {
    console.error("portfolio: listing contact messages failed", error);
    return { messages: [], nextCursor: null, ...base, failed: true };
  }
}

/**
 * The last 30 days of views (the route module's loader draws them to static markup) and the tracked links with their
 * views (issue 17). A failed read leaves the rest of the page working (the card says so).
 */
async function viewsAndLinks(
  db: Db,
  appUrl: string,
  ownerId: string,
): Promise<{ analytics: PortfolioAnalytics | null; links: TrackedLinkRow[] }> {
  try {
    const [analytics, links] = await Promise.all([getPortfolioAnalytics(db, ownerId, 30), listTrackedLinks(db, appUrl, ownerId)]);
    const stats = new Map(analytics.links.map((l) => [l.id, l]));
    return {
      analytics,
      links: links.map((link) => {
        const s = stats.get(link.id);
        const lastViewedAt = s?.lastViewedAt ?? null;
        const lastViewedLabel = lastViewedAt ? shortRelativeTime(lastViewedAt).replace("Just now", "just now") : null;
        return { ...link, views: s?.views ?? 0, visitors: s?.visitors ?? 0, lastViewedAt, lastViewedLabel };
      }),
    };
  } catch (error) {
    console.error("portfolio: reading the analytics failed", error);
    return { analytics: null, links: [] };
  }
}

export async function portfolioLoader(request: Request, context: RouteContext) {
  const { auth, db, env } = await requireUser(context, request);
  const messages = messagesPage(db, auth.user.id, new URL(request.url).searchParams);
  const views = viewsAndLinks(db, env.APP_URL, auth.user.id);
  try {
    const info = await getDeploymentInfo(db, env.APP_URL, auth.user.id);
    // A page that blocks says what is missing: the profile's missing parts, each linking to its section.
    const missing = info.isProfileCompleted ? [] : missingProfileParts(await getProfile(db, auth.user.id));
    const { analytics, links } = await views;
    // The live portfolio's own figures for the "Deployment stats" cards (issue 31).
    const stats = await deployStats(env.APP_URL, info, analytics, userTimeZone(auth.user.timeZone, request));
    return { info, missing, messages: await messages, analytics, links, stats };
  } catch (error) {
    // The ErrorBoundary shows the server's message when there is one (spec part 1 section 8).
    if (error instanceof AppError) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** Runs one intent and returns its success message; failures throw AppError. */
async function perform(intent: PortfolioIntent, formData: FormData, deps: ReturnType<typeof portfolioDeps>, userId: string) {
  if (intent === "unpublish") return (await unpublishPortfolio(deps, userId)).message;
  if (intent === "indexing") {
    const { searchIndexing } = parseInput(searchIndexingFormSchema, { searchIndexing: formData.get("searchIndexing") ?? undefined });
    return (await setSearchIndexing(deps, userId, searchIndexing)).message;
  }
  const submission = parseWithZod(formData, { schema: deploySchema });
  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).flat()[0];
    throw new AppError(400, firstError ?? DEPLOY_FALLBACKS[intent]);
  }
  const result = await deployPortfolio(deps, userId, submission.value, { redeploy: intent === "redeploy" });
  return result.message;
}

export async function portfolioAction(request: Request, context: RouteContext) {
  const { auth, db, env } = await requireUser(context, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === LINK_INTENTS.create || intent === LINK_INTENTS.remove) {
    try {
      if (intent === LINK_INTENTS.create) {
        await createTrackedLink(db, env.APP_URL, auth.user.id, parseInput(createLinkSchema, { label: formData.get("label") ?? "" }));
      } else {
        await deleteTrackedLink(db, auth.user.id, String(formData.get("id") ?? ""));
      }
    } catch (error) {
      return actionError(intent, error, LINK_FAILURES[intent]!);
    }
    const message = intent === LINK_INTENTS.create ? ANALYTICS_MESSAGES.created : ANALYTICS_MESSAGES.deleted;
    return redirectWithToast(env, "/portfolio#tracked-links", { type: "success", message });
  }
  if (!isPortfolioIntent(intent)) return actionError("deploy", new AppError(400, "Unknown action."), DEPLOY_FALLBACKS.deploy);

  let message: string;
  try {
    message = await perform(intent, formData, portfolioDeps(env, db), auth.user.id);
  } catch (error) {
    return actionError(intent, error, DEPLOY_FALLBACKS[intent]);
  }

  // The deploy fetcher shows the outcome itself: its toast comes when the progress reaches 100, then it reloads.
  if (intent === "deploy" && isScriptedRequest(request)) return actionSuccess(intent, { data: { message } });
  return redirectWithToast(env, "/portfolio", { type: "success", message });
}
