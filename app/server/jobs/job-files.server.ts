// Files a job gives away (issue 18): its interviews as an iCalendar file (RFC 5545) and a contact as a vCard 3.0
// (RFC 2426), so they land in the user's calendar and address book.
import type { JobContact, JobDto } from "~/schemas/jobs";
import { INTERVIEW_KIND_LABELS } from "~/schemas/jobs-rules";

/** An interview is put in the calendar for an hour (the job does not say how long it lasts). */
const INTERVIEW_MS = 3_600_000;

/** iCalendar and vCard TEXT escaping: backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (bytes.encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
    }
    current += char;
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
      `UID:${interview.id}@${host}`,
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
  return `${lines.map(fold).join("\r\n")}\r\n`;
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
    ...(contact.linkedin ? [`URL:${escapeText(contact.linkedin)}`] : []),
    ...(contact.notes ? [`NOTE:${escapeText(contact.notes)}`] : []),
    "END:VCARD",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
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
