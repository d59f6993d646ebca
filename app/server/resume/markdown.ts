// A Markdown resume (a .md file, or a .txt written in Markdown) as the plain text the section readers know: `#`
// headings become heading lines (the first is the name), `-`/`*`/`+` items bullets, emphasis and code marks go,
// and a link `[text](url)` becomes its text, with its address kept after it where a profile takes links (the header,
// contact, projects, certifications and the minor sections) and left out where an address would land in a field
// (a company's site after its name). Every pattern here is linear in its line: each opens at a mark and stops at the
// next one. Tests: tests/unit/resume-markdown.test.ts.
import { type SectionKey, sectionOfHeading } from "./vocabulary/headings";

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const LINK_OR_IMAGE = /(!?)\[([^[\]\n]*)\]\(\s*<?([^()\s<>]*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^<>\s]*|[^<>\s@]+@[^<>\s@]+)>/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,2}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Whether text is written in Markdown: a `#` heading line, or a link in Markdown's form. */
export function looksLikeMarkdown(text: string): boolean {
  return /^ {0,3}#{1,6}[ \t]+\S/m.test(text) || /\]\(\s*<?(?:https?:|mailto:|tel:|www\.|[\w-]+\.[a-z]{2,})/i.test(text);
}

/** Sections where a link's address is kept next to its text (a profile has a place for it there). */
const KEEPS_ADDRESSES = new Set<SectionKey | "header">(["header", "contact", "projects", "certifications", "other"]);

const bare = (url: string) =>
  url
    .replace(/^(?:https?:\/\/)?(?:www\.)?/i, "")
    .replace(/\/$/, "")
    .toLowerCase();

function linkText(text: string, url: string, keepAddress: boolean): string {
  const label = text.trim();
  if (/^(?:mailto|tel):/i.test(url)) return label || url.replace(/^(?:mailto|tel):/i, "");
  if (!label || bare(label) === bare(url)) return url;
  return keepAddress && url ? `${label} (${url})` : label;
}

/** Emphasis, strike-through and code marks removed; escaped characters written plainly. */
function withoutMarks(text: string): string {
  return text
    .replace(/`+([^`\n]*)`+/g, "$1")
    .replace(/(\*\*|__)(?=\S)([^*_\n]*?\S)\1/g, "$2")
    .replace(/(?<![*\w])\*(?=\S)([^*\n]*?\S)\*(?![*\w])/g, "$1")
    .replace(/(?<![_\p{L}\d])_(?=\S)([^_\n]*?\S)_(?![_\p{L}\d])/gu, "$1")
    .replace(/~~(?=\S)([^~\n]*?\S)~~/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1");
}

/** One line of Markdown text (no heading, no item mark) as plain text. */
function inline(text: string, keepAddress: boolean): string {
  const linked = text
    .replace(LINK_OR_IMAGE, (_m, image: string, label: string, url: string) => (image ? "" : linkText(label, url, keepAddress)))
    .replace(AUTOLINK, (_m, url: string) => url.replace(/^mailto:/i, ""));
  return withoutMarks(linked)
    .replace(/<!--.*?-->|<\/?(?:br|b|i|strong|em|u|span|p)\s*\/?>/gi, " ")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => HTML_ENTITIES[name]!);
}

/** The HTML entities a Markdown resume writes ("R&amp;D"). */
const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Markdown resume text → the plain text the section readers read. */
export function markdownToText(text: string): string {
  const out: string[] = [];
  let section: SectionKey | "header" = "header";
  let fenced = false;
  let lastWasTableRow = false;
  for (const raw of text.split(/\r\n?|\n/)) {
    if (/^\s*(?:```|~~~)/.test(raw)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      out.push(raw);
      continue;
    }
    const line = raw.replace(/^\s*>\s?/, "").replace(/\\$/, "");
    const heading = line.match(ATX_HEADING);
    if (heading) {
      const title = inline(heading[2]!, KEEPS_ADDRESSES.has(section)).trim();
      // The first "#" line is the name: the header goes on; another unknown top heading starts a minor section.
      const top: boolean = heading[1]!.length <= 2 && !(section === "header" && heading[1] === "#");
      section = sectionOfHeading(title) ?? (top ? "other" : section);
      // A heading starts its own block, so the lines before it never join its entry.
      if (out.length && out[out.length - 1] !== "") out.push("");
      out.push(title);
      continue;
    }
    if (TABLE_RULE.test(line) && line.includes("-") && line.includes("|")) {
      // The row above a table's rule is its header ("| Certification | Issuer | Year |"): labels, not content.
      if (lastWasTableRow) out.pop();
      lastWasTableRow = false;
      continue;
    }
    const keep = KEEPS_ADDRESSES.has(section);
    const item = line.match(LIST_ITEM);
    const body = item ? line.slice(item[0].length) : line;
    // A table row "| Role | Company |" reads as its cells, apart as a Word table's cells are (a tab between).
    const tableRow = /^\s*\|.*\|\s*$/.test(body);
    const cells = tableRow
      ? body
          .trim()
          .slice(1, -1)
          .split("|")
          .map((c) => inline(c, keep).trim())
          .join("\t")
      : inline(body, keep);
    out.push(item ? `- ${cells.trim()}` : cells);
    lastWasTableRow = tableRow;
  }
  return out.join("\n");
}
