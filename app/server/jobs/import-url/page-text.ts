// The fallback of a job import (issue 18) when a page publishes no JobPosting JSON-LD: the title and company from
// Open Graph / meta tags / <title>, the description from the page's main text (<main>, else <article>, else the
// body without its navigation, header, footer and forms), or its meta description when the page has no more.
import { decodeEntities, htmlToText } from "./html-text";

/** The `content` of a `<meta property|name="key">` (first match, entities decoded). */
export function metaContent(html: string, key: string): string {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const name = /\b(?:property|name|itemprop)\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1];
    if (name?.toLowerCase() !== key.toLowerCase()) continue;
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    const value = decodeEntities(content?.[1] ?? content?.[2] ?? "")
      .replace(/\s+/g, " ")
      .trim();
    if (value) return value;
  }
  return "";
}

function elementHtml(html: string, name: string): string | null {
  const match = new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}\\s*>`, "i").exec(html);
  return match ? match[1]! : null;
}

/** The page's main content as HTML: <main>, [role=main], <article>, else the body without its chrome. */
export function mainHtml(html: string): string {
  const main = elementHtml(html, "main") ?? /<(\w+)\b[^>]*\brole\s*=\s*["']main["'][^>]*>([\s\S]*?)<\/\1\s*>/i.exec(html)?.[2];
  if (main) return main;
  const article = elementHtml(html, "article");
  if (article) return article;
  const body = elementHtml(html, "body") ?? html;
  return body.replace(/<(nav|header|footer|aside|form)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ");
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

export function pageFields(html: string): PageFields {
  const rawTitle =
    metaContent(html, "og:title") ||
    metaContent(html, "twitter:title") ||
    decodeEntities(elementHtml(html, "title") ?? "")
      .replace(/\s+/g, " ")
      .trim();
  const siteName = metaContent(html, "og:site_name") || metaContent(html, "application-name");
  const { title, company } = splitTitle(rawTitle, siteName);
  const main = htmlToText(mainHtml(html));
  const summary = metaContent(html, "og:description") || metaContent(html, "description") || metaContent(html, "twitter:description");
  return { title, company, description: main.length >= summary.length ? main : summary };
}
