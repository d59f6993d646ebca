// The fallback of a job import (issue 18) when a page publishes no JobPosting JSON-LD: the title and company from
// Open Graph / meta tags / <title>, the description from the page's main text (<main>, else [role=main], else
// <article>, else the page without its navigation, header, footer and forms), or its meta description when the
// page has no more. Works on what the page reader (posting-page.server.ts) collected; nothing here reads the page.
import { decodeEntities } from "./html-text";
import type { PostingPage } from "./posting-page.server";

/**
 * The title and site name are cut to this many characters before they are split: the draft keeps 200 of them,
 * and the site-name pattern below compares the name at each separator of the title (length times length).
 */
const TITLE_READ_MAX = 500;

/** Raw text as one line (entities decoded, spaces collapsed). */
const oneLine = (raw: string) => decodeEntities(raw).replace(/\s+/g, " ").trim();

const clip = (text: string) => (text.length <= TITLE_READ_MAX ? text : text.slice(0, TITLE_READ_MAX).trimEnd());

/** The `content` of the page's first `<meta property|name|itemprop="key">` with one (entities decoded). */
function metaContent(page: Pick<PostingPage, "metas">, key: string): string {
  const wanted = key.toLowerCase();
  for (const meta of page.metas) {
    if (meta.key.toLowerCase() !== wanted) continue;
    const value = oneLine(meta.content);
    if (value) return value;
  }
  return "";
}

export interface PageFields {
  title: string;
  company: string;
  description: string;
}

/** Splits "Senior Engineer - Acme | Careers" style titles when the site's name is known or "at Company" says it. */
function splitTitle(rawTitle: string, siteName: string): { title: string; company: string } {
  let title = rawTitle;
  let company = siteName;
  if (siteName) {
    const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    title = title.replace(new RegExp(`\\s*[-|–—:·]\\s*${escaped}.*$`, "i"), "").trim() || rawTitle;
  }
  const at = /^(.+?)\s+at\s+(.+?)(?:\s*[|–—-]\s*.*)?$/i.exec(title);
  if (at) {
    title = at[1]!.trim();
    if (!company) company = at[2]!.trim();
  }
  return { title, company };
}

export function pageFields(page: PostingPage): PageFields {
  const rawTitle = clip(metaContent(page, "og:title") || metaContent(page, "twitter:title") || oneLine(page.title));
  const siteName = clip(metaContent(page, "og:site_name") || metaContent(page, "application-name"));
  const { title, company } = splitTitle(rawTitle, siteName);
  const main = page.mainText();
  const summary = metaContent(page, "og:description") || metaContent(page, "description") || metaContent(page, "twitter:description");
  return { title, company, description: main.length >= summary.length ? main : summary };
}
