// Field helpers shared by the structured importers (JSON Resume, LinkedIn export): dates to the extraction's
// "YYYY-MM" / "YYYY" / "" (a year alone never gets a month), http(s)-only links, names, social networks.
import { isHttpUrl, normalizeUrl } from "~/schemas/profile";
import { extractedSocialLinksSchema, type ResumeExtraction } from "./extraction";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (month: number) => String(month).padStart(2, "0");

/**
 * A structured date to the extraction's form: ISO ("2020-03-15", "2020-03", "2020"), LinkedIn's "Jan 2020" /
 * "January 2020" / "2020", or "03/2020". A year alone stays a year; anything unreadable is "" (unknown).
 */
export function importDate(raw: string): string {
  const value = raw.trim();
  let m = /^((?:19|20)\d{2})(?:-(0[1-9]|1[0-2])(?:-\d{2}(?:T.*)?)?)?$/.exec(value);
  if (m) return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
  m = /^([A-Za-z]{3,9})\.?,?\s+((?:19|20)\d{2})$/.exec(value);
  if (m) {
    const index = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase());
    if (index >= 0) return `${m[2]}-${pad(index + 1)}`;
    return "";
  }
  m = /^(0?[1-9]|1[0-2])[/.]((?:19|20)\d{2})$/.exec(value);
  if (m) return `${m[2]}-${pad(Number(m[1]))}`;
  return "";
}

/** An http(s) link (a bare "github.com/x" gets https://), or "" for anything else (javascript:, data:, mailto:…). */
export function httpLink(raw: string): string {
  const value = raw.trim();
  if (!value || /\s/.test(value)) return "";
  const url = normalizeUrl(value);
  return isHttpUrl(url) ? url : "";
}

/** "Jane Q. Roe" → first "Jane", last "Q. Roe". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

type SocialLinks = ResumeExtraction["personalInfo"]["socialLinks"];
type SocialKey = keyof SocialLinks;

/** The social link keys the extraction carries (Behance and Dribbble count once the extraction has them). */
const EXTRACTION_SOCIAL_KEYS = new Set(Object.keys(extractedSocialLinksSchema.unwrap().shape));

/** The social link key a URL (or a network name) belongs to, or null. */
export function socialKeyOf(url: string, network = ""): string | null {
  const host = (() => {
    try {
      return new URL(url).hostname.replace(/^www\./, "").toLowerCase();
    } catch {
      return "";
    }
  })();
  const name = network.trim().toLowerCase();
  if (host.endsWith("linkedin.com") || name === "linkedin") return "linkedin";
  if (host === "github.com" || name === "github") return "github";
  if (host === "twitter.com" || host === "x.com" || name === "twitter" || name === "x") return "twitter";
  if (host === "behance.net" || name === "behance") return "behance";
  if (host === "dribbble.com" || name === "dribbble") return "dribbble";
  if (name === "portfolio") return "portfolio";
  if (name === "website" || name === "personal" || name === "blog") return "website";
  return null;
}

/** Adds a link under its key when that key is still empty; unknown networks fill `other` once. */
export function addSocialLink(links: SocialLinks, rawUrl: string, network = "", fallback: SocialKey = "other"): void {
  const url = httpLink(rawUrl);
  if (!url) return;
  const known = socialKeyOf(url, network);
  const key = (known && EXTRACTION_SOCIAL_KEYS.has(known) ? known : fallback) as SocialKey;
  if (!links[key]) links[key] = url;
}

/** Splits LinkedIn-style prose: lines starting with a bullet become achievements, the rest stays the description. */
export function splitBullets(raw: string): { description: string; achievements: string[] } {
  const prose: string[] = [];
  const achievements: string[] = [];
  // U+2028 and U+2029 end a line too: no line holds a terminator, so "(.+)$" below reaches the end in one go
  // (before, a long run of spaces ahead of one was read again from each space).
  for (const line of raw.split(/\r\n?|[\n\u2028\u2029]/)) {
    const bullet = /^\s*(?:[•▪◦●*]|-(?=\s))\s*(.+)$/.exec(line);
    if (bullet) achievements.push(bullet[1]!.trim());
    else prose.push(line);
  }
  return { description: prose.join("\n").trim(), achievements };
}

/** A location from its parts, without repeats: "Berlin", "Berlin", "DE" → "Berlin, DE". */
export function joinParts(...parts: string[]): string {
  const out: string[] = [];
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    if (!out.some((p) => p.toLowerCase() === part.toLowerCase())) out.push(part);
  }
  return out.join(", ");
}
