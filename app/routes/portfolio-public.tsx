// /portfolio/{username}: the public portfolio, rendered on the server from the published snapshot. It ships no
// React Router client runtime (handle.hydrate = false: the root layout leaves out <Scripts/>); a small inline
// script enhances the contact modal, which also works without JavaScript by posting to this route's action.
// Workers answer repeat visits from the edge cache (app/server/portfolio/edge-cache.server.ts).
import { SearchX } from "lucide-react";
import { ScriptedToastRegion } from "~/components/ui/toast";
import { data, isRouteErrorResponse } from "react-router";
import enhanceScript from "virtual:portfolio-enhance";
import type { Route } from "./+types/portfolio-public";
import { TEMPLATE_COMPONENTS, type ContactFormState } from "~/components/portfolio-templates";
import { PortfolioLanguage } from "~/components/portfolio-templates/language";
import { ResumeDownload } from "~/components/portfolio-templates/shared";
import type { LanguageHandle } from "~/lib/document-language";
import { localContactMessage } from "~/schemas/portfolio-i18n/contact";
import { PORTFOLIO_WORDS } from "~/schemas/portfolio-i18n";
import { localeDirection, type PortfolioLocale, portfolioLocaleOf } from "~/schemas/portfolio-locales";
import { fullName, NOINDEX, OG_IMAGE_SIZE, ROBOTS_HEADER, safeImageSrc, socialLinks } from "~/schemas/portfolio-model";
import { CONTACT_MESSAGES, contactMessageSchema, PORTFOLIO_MESSAGES } from "~/schemas/portfolio";
import { publicResumePath } from "~/schemas/resume-pdf-rules";
import { clientIp } from "~/server/auth/rate-limit.server";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { sendContactMessage } from "~/server/portfolio/contact.server";
import { EDGE_CACHE_MARKER, PUBLIC_PAGE_BROWSER_CACHE } from "~/server/portfolio/edge-cache.server";
import { getPublicPortfolioPage, portfolioUrl } from "~/server/portfolio/portfolio.server";
import { getServices } from "~/server/session.server";
import { parseInput } from "~/server/validation";

/**
 * The page's `<html lang dir>`: the snapshot's language. A missing portfolio's page is English here (the edge cache
 * keeps one copy of it per address, and it must not tell an unknown name from an unpublished one); the inline script
 * puts it in the visitor's language (NOT_FOUND_WORDS).
 */
const language: LanguageHandle["language"] = ({ loaderData }) => {
  const locale = portfolioLocaleOf((loaderData as { portfolio?: { locale?: string } } | undefined)?.portfolio?.locale);
  return { lang: locale, dir: localeDirection(locale) };
};

export const handle = { hydrate: false, language };

const notFound = () => data(PORTFOLIO_MESSAGES.notFound, { status: 404 });

/** The missing page's words in every language, by catalogue key, for the inline script to pick the visitor's. */
const NOT_FOUND_KEYS = ["notFoundTitle", "notFound", "notFoundText", "buildYourOwn"] as const;
const NOT_FOUND_WORDS = JSON.stringify(
  Object.fromEntries(
    Object.entries(PORTFOLIO_WORDS).map(([locale, words]) => [locale, Object.fromEntries(NOT_FOUND_KEYS.map((key) => [key, words[key]]))]),
  ),
);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  try {
    const { portfolio, publication, ogImage, searchIndexing } = await getPublicPortfolioPage(db, params.username);
    const origin = env.APP_URL.replace(/\/$/, "");
    const page = { portfolio, canonicalUrl: portfolioUrl(origin, portfolio.username), origin, ogImage, searchIndexing };
    // The publication this page shows marks it storable (the edge cache keeps it with the copy and strips it from
    // answers); the owner's "Let search engines index my portfolio" off adds the robots header (stored too).
    const headers: Record<string, string> = { [EDGE_CACHE_MARKER]: publication };
    if (!searchIndexing) headers[ROBOTS_HEADER] = NOINDEX;
    return data(page, { headers });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * The contact form without JavaScript: same schema and domain call as POST /api/email/contact. It answers an
 * ActionResult (app/lib/action-result.ts); the page is not hydrated, so it reads the result itself and the
 * template draws the notice (an error keeps the modal open with the visitor's text). No toast: nothing runs
 * on this page to show one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = getServices(context);
  const form = await request.formData();
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  try {
    const input = parseInput(contactMessageSchema, { ...values, ownerDetail: form.get("ownerDetail"), website: form.get("website") ?? "" });
    await sendContactMessage({ db, env }, input, clientIp(request));
    return actionSuccess(CONTACT_INTENT);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) throw notFound();
    return actionError(CONTACT_INTENT, error, CONTACT_MESSAGES.failed, { data: { values }, toast: false });
  }
}

const CONTACT_INTENT = "contact";

/** What the template shows after a post, in the page's words: the thank-you notice, or the error over the visitor's own text. */
function contactState(result: Route.ComponentProps["actionData"], locale: PortfolioLocale): ContactFormState | undefined {
  const words = PORTFOLIO_WORDS[locale];
  if (result?.status === "success") return { status: "sent", message: localContactMessage(CONTACT_MESSAGES.sent, words) };
  if (result?.status === "error")
    return { status: "error", message: localContactMessage(result.message, words), values: result.data?.values };
  return undefined;
}

export function headers({ errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  // Marked storable for the edge cache with the publication the loader read; browsers always revalidate (an
  // unpublished page must not linger).
  const robots = loaderHeaders.get(ROBOTS_HEADER);
  const publication = loaderHeaders.get(EDGE_CACHE_MARKER);
  return {
    "Cache-Control": PUBLIC_PAGE_BROWSER_CACHE,
    ...(publication ? { [EDGE_CACHE_MARKER]: publication } : {}),
    ...(robots ? { [ROBOTS_HEADER]: robots } : {}),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (error || !loaderData) {
    return [{ title: "Portfolio Not Found · Vitrine" }, { name: "robots", content: "noindex" }];
  }
  const { portfolio, canonicalUrl, origin, ogImage, searchIndexing } = loaderData;
  const { seo } = portfolio;
  const absolute = (src: string) => (src.startsWith("/") ? `${origin}${src}` : src);
  const photo = safeImageSrc(portfolio.profilePhoto);
  const image = photo ? absolute(photo) : null;
  // The social preview made at deploy (1200×630); without one (generation failed) the photo stands in.
  const preview = ogImage ? absolute(ogImage) : image;
  const sameAs = socialLinks(portfolio).map((link) => link.href);
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: fullName(portfolio, portfolio.username),
    url: canonicalUrl,
    ...(portfolio.professional.title ? { jobTitle: portfolio.professional.title } : {}),
    ...(portfolio.professional.summary ? { description: portfolio.professional.summary } : {}),
    ...(image ? { image } : {}),
    ...(portfolio.email ? { email: `mailto:${portfolio.email}` } : {}),
    ...(portfolio.personalInfo.location ? { address: { "@type": "PostalAddress", addressLocality: portfolio.personalInfo.location } } : {}),
    ...(portfolio.professional.skills.length ? { knowsAbout: portfolio.professional.skills } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(portfolio.experience[0]?.company && portfolio.experience[0].current
      ? { worksFor: { "@type": "Organization", name: portfolio.experience[0].company } }
      : {}),
  };
  return [
    { title: seo.title },
    ...(searchIndexing ? [] : [{ name: "robots", content: NOINDEX }]),
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:site_name", content: "Vitrine" },
    ...(preview ? [{ property: "og:image", content: preview }] : []),
    ...(ogImage
      ? [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
          { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
          { property: "og:image:alt", content: seo.title },
        ]
      : []),
    { property: "profile:first_name", content: portfolio.firstName },
    { property: "profile:last_name", content: portfolio.lastName },
    { property: "profile:username", content: portfolio.username },
    { name: "twitter:card", content: preview ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    ...(preview ? [{ name: "twitter:image", content: preview }] : []),
    { "script:ld+json": person },
  ];
};

export default function PublicPortfolioPage({ loaderData, actionData }: Route.ComponentProps) {
  const { portfolio } = loaderData;
  const Template = TEMPLATE_COMPONENTS[portfolio.selectedTemplate];
  const locale = portfolioLocaleOf(portfolio.locale);
  return (
    <>
      {/* "Download Resume" gives the portfolio's PDF resume (routes/portfolio-resume-pdf.ts). */}
      <PortfolioLanguage.Provider value={{ locale, words: PORTFOLIO_WORDS[locale] }}>
        <ResumeDownload.Provider value={publicResumePath(portfolio.username)}>
          <Template data={portfolio} contact={contactState(actionData, locale)} />
        </ResumeDownload.Provider>
      </PortfolioLanguage.Provider>
      <ScriptedToastRegion />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's one inline enhance script, bundled at build time (no user data). */}
      <script dangerouslySetInnerHTML={{ __html: enhanceScript }} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const words = PORTFOLIO_WORDS.en;
  // A missing page's texts name their catalogue key, so the inline script can write them in the visitor's language.
  const word = (key: (typeof NOT_FOUND_KEYS)[number]) => (missing ? { "data-word": key } : {});
  return (
    <main
      className="grid min-h-screen place-items-center bg-slate-50 px-6 py-16"
      {...(missing ? { "data-not-found-words": NOT_FOUND_WORDS } : {})}
    >
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-indigo-50 text-indigo-600">
          <SearchX className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900" {...word("notFoundTitle")}>
          {missing ? words.notFoundTitle : words.errorTitle}
        </h1>
        <p className="mt-2 font-medium text-slate-700" {...word("notFound")}>
          {missing ? words.notFound : words.loadFailed}
        </p>
        <p className="mt-3 text-sm text-slate-600" {...word("notFoundText")}>
          {missing ? words.notFoundText : words.tryAgain}
        </p>
        <a
          href="/"
          className="mt-8 inline-flex items-center justify-center rounded-xl bg-indigo-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-indigo-500"
          {...word("buildYourOwn")}
        >
          {words.buildYourOwn}
        </a>
      </div>
      {/* Same script as the page: marks the document interactive and writes a missing page in the visitor's language. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the page's one inline enhance script, bundled at build time (no user data). */}
      <script dangerouslySetInnerHTML={{ __html: enhanceScript }} />
    </main>
  );
}
