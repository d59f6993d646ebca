// Template selection and portfolio publishing (spec part 1 sections 2.5-2.8 and 4). Plain functions of their
// dependencies: the /templates, /preview and /portfolio pages, the public page and the Hono handlers call them.
//
// Publishing takes a snapshot of the profile (with its own copy of the photo); the public page shows that
// snapshot until the owner redeploys. users.portfolioDeployed says whether the portfolio is live.
import { and, eq, sql } from "drizzle-orm";
import { portfolios, profiles, users, type Portfolio, type User } from "~/db/schema";
import { findTemplate, isTemplateId, type TemplateId } from "~/schemas/portfolio-catalogue";
import { portfolioLocaleOf } from "~/schemas/portfolio-locales";
import { seoFor, type PortfolioData, type PublicPortfolio } from "~/schemas/portfolio-model";
import type { z } from "zod";
import { PORTFOLIO_MESSAGES, type deploySchema } from "~/schemas/portfolio";
import { profileCounts } from "~/schemas/profile-gate";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import type { DeploymentStatus } from "~/schemas/portfolio-actions";
import { detectImageType } from "../media/photo.server";
import { createOgImage } from "../og-image/og-image.server";
import { notifyPortfolioPublished } from "../notifications/product-events.server";
import { mediaUrl, toProfileDto } from "../profiles/profile.server";
import type { ProfileDto } from "~/schemas/profile";
import { publicPageCache, type PublicPageCache } from "./edge-cache.server";
import { isLive, nextGeneration, publicationStamp } from "./publication.server";

/** A deploy that lost a race with another deploy or a takedown of the same portfolio (nothing of it was kept). */
export const DEPLOY_RACE_MESSAGE = "Your portfolio changed while it was being published. Please try again.";

export interface PortfolioDeps {
  db: Db;
  bucket: R2Bucket;
  cache: PublicPageCache;
  appUrl: string;
}

/** The production wiring of PortfolioDeps from the Worker's bindings. */
export function portfolioDeps(env: Pick<Env, "FILES" | "APP_URL">, db: Db): PortfolioDeps {
  return { db, bucket: env.FILES, cache: publicPageCache(env.APP_URL), appUrl: env.APP_URL };
}

export function portfolioUrl(appUrl: string, username: string): string {
  return `${appUrl.replace(/\/$/, "")}/portfolio/${username}`;
}

async function findUser(db: Db, userId: string): Promise<User> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new AppError(404, "User not found");
  return user;
}

/** PATCH /profiles/template: saves the selection (selecting the saved template again changes nothing). */
export async function selectTemplate(db: Db, userId: string, templateId: TemplateId) {
  await db.update(users).set({ selectedTemplate: templateId, updatedAt: Date.now() }).where(eq(users.id, userId));
  return { selectedTemplate: templateId, message: PORTFOLIO_MESSAGES.templateSaved };
}

/** The deployment page's states (spec part 1 section 4; 'checking' and 'error' are client-side). */

export interface DeploymentInfo {
  status: DeploymentStatus;
  username: string;
  isProfileCompleted: boolean;
  selectedTemplate: TemplateId | null;
  selectedTemplateName: string | null;
  portfolioDeployed: boolean;
  /** Where the portfolio is (or will be) published. */
  portfolioUrl: string;
  /** The live snapshot's template and times, when one was ever published. */
  deployedTemplate: TemplateId | null;
  deployedAt: string | null;
  firstDeployedAt: string | null;
  deployCount: number;
  completionPercentage: number;
  /** "Let search engines index my portfolio" (true until the owner turns it off; issue 17). */
  searchIndexing: boolean;
}

/** `profileDone`: the profile counts (Continue pressed, or saved at 60% or more: profileCounts). */
function deploymentStatus(user: Pick<User, "portfolioDeployed" | "selectedTemplate">, profileDone: boolean): DeploymentStatus {
  const hasTemplate = isTemplateId(user.selectedTemplate);
  if (user.portfolioDeployed) return "deployed";
  if (!profileDone && !hasTemplate) return "profile-and-template-required";
  if (!profileDone) return "profile-required";
  if (!hasTemplate) return "template-required";
  return "ready";
}

/** GET /portfolio/status and the /portfolio loader. */
export async function getDeploymentInfo(db: Db, appUrl: string, userId: string): Promise<DeploymentInfo> {
  const row = await db
    .select({ user: users, portfolio: portfolios, completion: profiles.completionPercentage })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) throw new AppError(404, "User not found");
  const { user, portfolio } = row;
  const selected = isTemplateId(user.selectedTemplate) ? user.selectedTemplate : null;
  const deployedTemplate = portfolio && isTemplateId(portfolio.templateId) ? portfolio.templateId : null;
  const profileDone = profileCounts(user, row.completion);
  return {
    status: deploymentStatus(user, profileDone),
    username: user.username,
    isProfileCompleted: profileDone,
    selectedTemplate: selected,
    selectedTemplateName: findTemplate(selected)?.name ?? null,
    portfolioDeployed: user.portfolioDeployed,
    portfolioUrl: portfolioUrl(appUrl, user.username),
    deployedTemplate,
    deployedAt: portfolio ? new Date(portfolio.deployedAt).toISOString() : null,
    firstDeployedAt: portfolio ? new Date(portfolio.firstDeployedAt).toISOString() : null,
    deployCount: portfolio?.deployCount ?? 0,
    completionPercentage: row.completion ?? 0,
    searchIndexing: portfolio?.searchIndexing ?? true,
  };
}

type DeployInput = z.output<typeof deploySchema>;

/**
 * A copy of the profile photo owned by the snapshot, so later photo changes never break the live page. Answers its
 * key ('' when none) and its bytes (the preview image draws them).
 */
async function copyPhoto(bucket: R2Bucket, userId: string, sourceKey: string): Promise<{ key: string; bytes: Uint8Array | null }> {
  const none = { key: "", bytes: null };
  if (!sourceKey) return none;
  const source = await bucket.get(sourceKey);
  if (!source) return none;
  const bytes = new Uint8Array(await source.arrayBuffer());
  const type = detectImageType(bytes.subarray(0, 16));
  if (!type) return none;
  const key = `photos/${userId}/portfolio-${crypto.randomUUID()}.${type.ext}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: type.contentType, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { userId, purpose: "portfolio-snapshot" },
  });
  return { key, bytes };
}

/** The snapshot the public page renders: the user's names and email plus every profile section. */
export function buildSnapshot(
  user: Pick<User, "username" | "firstName" | "lastName" | "email">,
  profileRow: Parameters<typeof toProfileDto>[0],
  photoKey: string,
): PortfolioData {
  return portfolioDataOf(user, toProfileDto(profileRow), photoKey);
}

/** A profile (saved, or as tailored for an application: issue 33) as the portfolio and the PDF resume read it. */
export function portfolioDataOf(
  user: Pick<User, "username" | "firstName" | "lastName" | "email">,
  profile: ProfileDto,
  photoKey: string,
): PortfolioData {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profilePhoto: mediaUrl(photoKey),
    personalInfo: { phone: profile.phone, location: profile.location, socialLinks: profile.socialLinks },
    professional: { title: profile.title, summary: profile.summary, skills: profile.skills },
    experience: profile.experience,
    education: profile.education,
    projects: profile.projects,
    certifications: profile.certifications,
    locale: profile.locale,
  };
}

/**
 * POST /portfolio/deploy (and, with `redeploy`, /portfolio/redeploy): snapshots the profile and makes the
 * portfolio live. Needs a profile that counts (profileCounts: Continue pressed, or saved at 60% or more) and a template (the body's templateId, else the saved one, which
 * the body's templateId then replaces). A username in the body must be the caller's own.
 */
export async function deployPortfolio(deps: PortfolioDeps, userId: string, input: DeployInput, opts: { redeploy?: boolean } = {}) {
  const { db, bucket } = deps;
  const user = await findUser(db, userId);
  if (input.username && input.username !== user.username) throw new AppError(403, PORTFOLIO_MESSAGES.usernameMismatch);
  if (opts.redeploy && !user.portfolioDeployed) throw new AppError(409, PORTFOLIO_MESSAGES.notDeployed);
  const [profileRow, previous] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)).get(),
    db.select().from(portfolios).where(eq(portfolios.userId, userId)).get(),
  ]);
  if (!profileCounts(user, profileRow?.completionPercentage)) throw new AppError(400, PORTFOLIO_MESSAGES.profileRequired);
  const templateId = input.templateId ?? (isTemplateId(user.selectedTemplate) ? user.selectedTemplate : null);
  if (!templateId) throw new AppError(400, PORTFOLIO_MESSAGES.templateRequired);

  const photo = await copyPhoto(bucket, userId, profileRow?.photoKey ?? "");
  const photoKey = photo.key;
  const snapshot = buildSnapshot(user, profileRow, photoKey);
  // The social preview image (never fails the deploy: '' when it could not be made).
  const ogImageKey = await createOgImage(bucket, {
    userId,
    templateId,
    snapshot,
    photo: photo.bytes,
    portfolioUrl: portfolioUrl(deps.appUrl, user.username),
  });
  const now = Date.now();
  // Compare-and-set on the generation read above: of deploys racing each other (or a takedown), exactly one replaces
  // that publication. The others delete the copies they made and are refused, so no file is left behind unreferenced,
  // and each replaced file is deleted by the one deploy that replaced it.
  const readGeneration = previous?.generation ?? 0;
  const generation = readGeneration + 1;
  const values = { templateId, snapshot, photoKey, ogImageKey, status: "live" as const, deployedAt: now, unpublishedAt: null, generation };
  const written = await db
    .insert(portfolios)
    .values({ userId, ...values, deployCount: 1, firstDeployedAt: now })
    .onConflictDoUpdate({
      target: portfolios.userId,
      set: { ...values, deployCount: sql`${portfolios.deployCount} + 1` },
      setWhere: eq(portfolios.generation, readGeneration),
    })
    .returning({ generation: portfolios.generation });
  if (!written[0]) {
    await Promise.all(
      [photoKey, ogImageKey]
        .filter(Boolean)
        .map((key) => bucket.delete(key).catch((error) => console.warn("Could not delete", key, error))),
    );
    throw new AppError(409, DEPLOY_RACE_MESSAGE);
  }
  // Live only while this publication still is: a takedown that came in between keeps the portfolio offline.
  await db
    .update(users)
    .set({ portfolioDeployed: true, selectedTemplate: templateId, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${portfolios} where ${portfolios.userId} = ${userId} and ${portfolios.generation} = ${generation})`,
      ),
    );
  await deps.cache.purge(user.username);
  await notifyPortfolioPublished(db, user, Boolean(opts.redeploy));
  if (previous?.photoKey && previous.photoKey !== photoKey) {
    await bucket.delete(previous.photoKey).catch((error) => console.warn("Could not delete the old snapshot photo", error));
  }
  if (previous?.ogImageKey && previous.ogImageKey !== ogImageKey) {
    await bucket.delete(previous.ogImageKey).catch((error) => console.warn("Could not delete the old preview image", error));
  }
  return {
    portfolioUrl: portfolioUrl(deps.appUrl, user.username),
    message: opts.redeploy ? PORTFOLIO_MESSAGES.redeployed : PORTFOLIO_MESSAGES.deployed,
    templateId,
    deployedAt: new Date(now).toISOString(),
  };
}

/**
 * Takes a portfolio offline (unpublish, username change, deactivation) and purges its cached page. The new generation
 * is committed before the purge, so a render that read the old one can never have its copy answered (ADR 0018).
 */
export async function takePortfolioOffline(db: Db, cache: PublicPageCache, user: Pick<User, "id" | "username">): Promise<void> {
  const now = Date.now();
  await db.batch([
    db.update(users).set({ portfolioDeployed: false, updatedAt: now }).where(eq(users.id, user.id)),
    db
      .update(portfolios)
      .set({ status: "unpublished", unpublishedAt: now, generation: nextGeneration })
      .where(and(eq(portfolios.userId, user.id), eq(portfolios.status, "live"))),
  ]);
  await cache.purge(user.username);
}

/** PATCH /portfolio/unpublish (idempotent). */
export async function unpublishPortfolio(deps: PortfolioDeps, userId: string) {
  const user = await findUser(deps.db, userId);
  await takePortfolioOffline(deps.db, deps.cache, user);
  return { message: PORTFOLIO_MESSAGES.unpublished };
}

function toPublicPortfolio(portfolio: Portfolio): PublicPortfolio {
  const data = portfolio.snapshot as PortfolioData;
  return {
    ...data,
    profilePhoto: data.profilePhoto ?? "",
    locale: portfolioLocaleOf(data.locale),
    selectedTemplate: isTemplateId(portfolio.templateId) ? portfolio.templateId : "modern-professional",
    seo: seoFor(data),
  };
}

/** The owner of a live public portfolio, or null (unknown, unpublished, inactive or suspended: all alike). */
async function findLivePortfolio(db: Db, username: string) {
  const row = await db
    .select({ user: users, portfolio: portfolios })
    .from(users)
    .innerJoin(portfolios, eq(portfolios.userId, users.id))
    .where(eq(users.username, username.trim().toLowerCase()))
    .get();
  if (!row || !isLive(row.user, row.portfolio)) return null;
  return row;
}

/**
 * GET /portfolio/public/{username} and the public page: the published snapshot with its template and SEO.
 * The photo URL is relative; the API handler makes it absolute (app/server/http/absolute-url.ts).
 */
export async function getPublicPortfolio(db: Db, username: string): Promise<PublicPortfolio> {
  const row = await findLivePortfolio(db, username);
  if (!row) throw new AppError(404, PORTFOLIO_MESSAGES.notFound);
  return toPublicPortfolio(row.portfolio);
}

/** What the public page renders: the portfolio plus its preview image (a relative /media URL, or null) and indexing choice. */
export interface PublicPortfolioPage {
  portfolio: PublicPortfolio;
  /** The stamp of the publication read (the edge cache stores it with the page). */
  publication: string;
  ogImage: string | null;
  searchIndexing: boolean;
}

/** The public page's read (404 exactly when getPublicPortfolio's). */
export async function getPublicPortfolioPage(db: Db, username: string): Promise<PublicPortfolioPage> {
  const row = await findLivePortfolio(db, username);
  if (!row) throw new AppError(404, PORTFOLIO_MESSAGES.notFound);
  return {
    portfolio: toPublicPortfolio(row.portfolio),
    publication: publicationStamp(row.user.id, row.portfolio.generation),
    ogImage: row.portfolio.ogImageKey ? mediaUrl(row.portfolio.ogImageKey) : null,
    searchIndexing: row.portfolio.searchIndexing,
  };
}

/** The recipient of a visitor's message: the live portfolio's owner, or a 404. */
export async function getPortfolioOwner(db: Db, username: string): Promise<User> {
  const row = await findLivePortfolio(db, username);
  if (!row) throw new AppError(404, PORTFOLIO_MESSAGES.notFound);
  return row.user;
}
