// Files a job gives away (issue 18): its interviews as an iCalendar file (RFC 5545) and a contact as a vCard 3.0
// (RFC 2426), so they land in the user's calendar and address book. Every value is escaped and every line folded
// at 75 octets (issue 29 §2): no text of the user's can start a line of its own, for strict or lenient readers.
import type { JobContact, JobDto } from "~/schemas/jobs";
import { INTERVIEW_KIND_LABELS } from "~/schemas/jobs-rules";

/** An interview is put in the calendar for an hour (the job does not say how long it lasts). */
const INTERVIEW_MS = 3_600_000;

/**
 * Characters a TEXT value cannot hold as they are. Line breaks of every kind a reader might honour (CRLF, LF, CR,
 * NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH SEPARATOR U+2029): a lenient reader that splits at a lone CR or at
 * U+2028 would otherwise see a line of the user's choosing (a second event, an extra email). Other control
 * characters: TEXT allows none but tab, and some readers split lines at VT, FF, FS, GS and RS too. And the three
 * characters TEXT escapes.
 */
const TEXT_SPECIAL = /\r\n|[\n\r\u0085\u2028\u2029]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]|[\\;,]/g;
const LINE_BREAK = /^(?:\r\n|[\n\r\u0085\u2028\u2029])$/;

/**
 * A TEXT value (RFC 5545 §3.3.11, RFC 6350 §3.4): backslash, semicolon and comma escaped with a backslash, every
 * line break written as the two characters `\n`, other control characters as spaces. One pass, linear.
 */
export function escapeText(value: string): string {
  return value.replace(TEXT_SPECIAL, (match) => {
    if (match === "\\" || match === ";" || match === ",") return `\\${match}`;
    return LINE_BREAK.test(match) ? "\\n" : " ";
  });
}

const utf8 = new TextEncoder();

/** A URI value: what is outside printable ASCII (controls, spaces, breaks, non-ASCII) percent-encoded as UTF-8. */
function uriText(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f) out += char;
    else for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** UTF-8 octets of a code point (a lone surrogate is written as U+FFFD: three). */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** The longest content line in octets, without its CRLF (RFC 5545 §3.1, RFC 6350 §3.2). */
const LINE_OCTETS = 75;

/**
 * Folds a content line (RFC 5545 §3.1, RFC 6350 §3.2): no physical line is longer than 75 octets of UTF-8, each
 * continuation starts with one space (counted in its 75), a break never falls inside a character (nor between
 * a backslash and the character it escapes). Unfolding (deleting every CRLF followed by one space) restores it.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = LINE_OCTETS;
  let escaping = false;
  for (const char of line) {
    const width = octets(char.codePointAt(0)!);
    if (size + width > limit) {
      // An escaped character stays with its backslash: the pair moves to the next line together.
      const carried = escaping ? "\\" : "";
      parts.push(escaping ? current.slice(0, -1) : current);
      current = carried;
      size = carried.length;
      limit = LINE_OCTETS - 1;
    }
    current += char;
    size += width;
    escaping = !escaping && char === "\\";
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** One VEVENT per interview, in UTC; the event's UID is stable, so importing again updates instead of duplicating. */
export function interviewsCalendar(job: JobDto, appUrl: string, now = Date.now()): string {
  const host = new URL(appUrl).host;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Vitrine//Job tracker//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const interview of job.interviews) {
    const start = Date.parse(interview.at);
    const description = [interview.notes, job.jobUrl ? `Job posting: ${job.jobUrl}` : ""].filter(Boolean).join("\n\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(`${interview.id}@${host}`)}`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(start + INTERVIEW_MS)}`,
      `SUMMARY:${escapeText(`${INTERVIEW_KIND_LABELS[interview.kind]}: ${job.title} at ${job.company}`)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      ...(job.location ? [`LOCATION:${escapeText(job.location)}`] : []),
      `URL:${appUrl}/jobtracker?job=${encodeURIComponent(job.id)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A contact's card, with the job's company as its organisation. */
export function contactCard(contact: JobContact, company: string): string {
  const name = contact.name || contact.email;
  const [given, ...rest] = name.split(/\s+/);
  const family = rest.length ? rest[rest.length - 1]! : "";
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escapeText(name)}`,
    `N:${escapeText(family)};${escapeText(rest.length ? given! : name)};;;`,
    `ORG:${escapeText(company)}`,
    ...(contact.role ? [`TITLE:${escapeText(contact.role)}`] : []),
    ...(contact.email ? [`EMAIL;TYPE=INTERNET:${escapeText(contact.email)}`] : []),
    ...(contact.phone ? [`TEL;TYPE=WORK,VOICE:${escapeText(contact.phone)}`] : []),
    ...(contact.linkedin ? [`URL:${escapeText(uriText(contact.linkedin))}`] : []),
    ...(contact.notes ? [`NOTE:${escapeText(contact.notes)}`] : []),
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A download's file name: letters, digits and dashes only. */
export function fileSlug(...parts: string[]): string {
  const slug = parts
    .join(" ")
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return slug || "job";
}
