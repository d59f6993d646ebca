// How the job import reads other trackers' CSV exports (Huntr, Teal, spreadsheets, Vitrine's own export): which
// column is which field (headers compared without case, spaces or punctuation), status and priority names mapped
// to Vitrine's, and dates in the formats spreadsheets and trackers write. Pure functions; the import
// (csv-import.server.ts) validates what they produce with the same schema as POST /api/jobs.
import type { JobPriority, JobStatus } from "~/schemas/jobs-rules";
import type { ImportField } from "~/schemas/job-csv-rules";

/** A header as compared: "Job Title", "job_title" and "JOB-TITLE" are the same. */
const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Headers of the date a job was applied on. */
const APPLIED_DATE_ALIASES = [
  "applieddate",
  "dateapplied",
  "applicationdate",
  "appliedon",
  "appliedat",
  "applied",
  "dateofapplication",
  "date",
];

/**
 * Headers of the date a job was saved or added: the applied date when the file has no applied-date column, except
 * for a job still in the wishlist, which has not been applied to (issue 31).
 */
const SAVED_DATE_ALIASES = new Set(["datesaved", "dateadded", "datecreated", "createdat", "created", "createddate", "saved", "added"]);

/**
 * The headers each field is read from, best first: when several columns match a field, the one whose alias comes
 * first wins (an "Applied Date" column beats a "Date Saved" one).
 */
const FIELD_ALIASES: Record<ImportField, readonly string[]> = {
  title: ["title", "jobtitle", "position", "jobposition", "positiontitle", "role", "jobrole", "roletitle", "job", "jobname"],
  company: ["company", "companyname", "employer", "employername", "organization", "organisation", "organizationname", "org"],
  status: ["status", "stage", "applicationstatus", "jobstatus", "list", "column", "state", "pipelinestage"],
  priority: ["priority", "excitement", "interest", "interestlevel", "importance", "rating"],
  appliedDate: [...APPLIED_DATE_ALIASES, ...SAVED_DATE_ALIASES],
  followUpAt: ["followupdate", "followup", "followupon", "followupby", "nextfollowup", "remindme", "reminderdate"],
  location: ["location", "joblocation", "city", "place", "locations"],
  salary: ["salary", "salaryrange", "compensation", "pay", "basesalary"],
  // Teal's "Min Salary" and "Max Salary" (issue 31): read together as one range (salaryRange).
  salaryMin: ["minsalary", "salarymin", "minimumsalary", "salaryfrom", "minpay", "mincompensation", "compensationmin", "minbasesalary"],
  salaryMax: ["maxsalary", "salarymax", "maximumsalary", "salaryto", "maxpay", "maxcompensation", "compensationmax", "maxbasesalary"],
  jobUrl: ["joburl", "url", "link", "joblink", "postingurl", "jobposting", "postinglink", "applicationlink", "applicationurl", "website"],
  description: ["description", "jobdescription", "details", "summary"],
  notes: ["notes", "note", "comments", "comment", "mynotes"],
  recruiterName: ["recruitername", "recruiter", "contactname", "contact", "hiringmanager", "recruitercontact"],
  contactEmail: ["contactemail", "recruiteremail", "email", "emailaddress"],
  contactPhone: ["contactphone", "recruiterphone", "phone", "phonenumber", "telephone", "mobile"],
};

const IMPORT_FIELDS = Object.keys(FIELD_ALIASES) as ImportField[];

export interface ColumnMapping {
  /** The column index of each field found. */
  columns: Partial<Record<ImportField, number>>;
  /** The applied date is read from a saved or created date (the file has no applied-date column). */
  savedDateOnly: boolean;
  /** What the preview shows: each header and the field it was read as (null: not imported). */
  used: { column: string; field: ImportField | null }[];
}

/** Which column each field is read from. A column serves one field at most. */
export function mapColumns(header: readonly string[]): ColumnMapping {
  // Each header's columns, in order: an alias is looked up, not searched for along a header that may hold a
  // million columns (once per alias, that took seconds).
  const positions = new Map<string, number[]>();
  header.forEach((name, i) => {
    const key = headerKey(name);
    const list = positions.get(key);
    if (list) list.push(i);
    else positions.set(key, [i]);
  });
  const columns: Partial<Record<ImportField, number>> = {};
  const taken = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    for (const alias of FIELD_ALIASES[field]) {
      const index = positions.get(alias)?.find((i) => !taken.has(i)) ?? -1;
      if (index >= 0) {
        columns[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  const fieldOf = new Map(Object.entries(columns).map(([field, index]) => [index, field as ImportField]));
  const dateHeader = columns.appliedDate === undefined ? undefined : header[columns.appliedDate];
  return {
    columns,
    savedDateOnly: dateHeader !== undefined && SAVED_DATE_ALIASES.has(headerKey(dateHeader)),
    used: header.map((column, index) => ({ column: column.trim(), field: fieldOf.get(index) ?? null })),
  };
}

/**
 * Status names of other trackers, by headerKey. Huntr's "Wishlist" and Teal's "Bookmarked" are saved postings, not
 * yet applied to: the wishlist (issue 31). Teal's "No Response" is an application still waiting, not a rejection.
 */
const STATUS_NAMES: Record<string, JobStatus> = {
  wishlist: "wishlist",
  wish: "wishlist",
  saved: "wishlist",
  bookmarked: "wishlist",
  bookmark: "wishlist",
  interested: "wishlist",
  todo: "wishlist",
  applied: "applied",
  applying: "applied",
  application: "applied",
  applicationsent: "applied",
  submitted: "applied",
  new: "applied",
  noresponse: "applied",
  awaitingresponse: "applied",
  interview: "interview",
  interviewing: "interview",
  interviews: "interview",
  interviewscheduled: "interview",
  phonescreen: "interview",
  screening: "interview",
  screen: "interview",
  onsite: "interview",
  technicalinterview: "interview",
  finalinterview: "interview",
  inprogress: "in-progress",
  ongoing: "in-progress",
  assessment: "in-progress",
  takehome: "in-progress",
  underreview: "in-progress",
  inreview: "in-progress",
  offer: "offer",
  offered: "offer",
  offerreceived: "offer",
  negotiating: "offer",
  accepted: "offer",
  hired: "offer",
  rejected: "rejected",
  declined: "rejected",
  archived: "rejected",
  ghosted: "rejected",
  withdrawn: "rejected",
  withdrew: "rejected",
  iwithdrew: "rejected",
  closed: "rejected",
  notselected: "rejected",
};

/** A status name from any tracker; "" when empty (the default), null when it is none we know (kept in the notes). */
export function readStatus(value: string): JobStatus | "" | null {
  const key = headerKey(value);
  if (!key) return "";
  return STATUS_NAMES[key] ?? null;
}

const PRIORITY_NAMES: Record<string, JobPriority> = {
  low: "low",
  lowpriority: "low",
  medium: "medium",
  med: "medium",
  mediumpriority: "medium",
  normal: "medium",
  high: "high",
  highpriority: "high",
  urgent: "high",
  top: "high",
};

/**
 * A priority: Vitrine's names (and "High Priority"), or a 1-5 rating such as Teal's excitement (digits or stars:
 * 1-2 low, 3 medium, 4-5 high); "" when empty, null when unknown.
 */
export function readPriority(value: string): JobPriority | "" | null {
  const trimmed = value.trim();
  if (!trimmed) return "";
  const stars = /^[★⭐*]{1,5}$/u.test(trimmed) ? [...trimmed].length : null;
  const rating = stars ?? (/^[1-5](?:\.0)?(?:\s*\/\s*5)?$/.test(trimmed) ? Number(trimmed[0]) : null);
  if (rating !== null) return rating <= 2 ? "low" : rating === 3 ? "medium" : "high";
  return PRIORITY_NAMES[headerKey(trimmed)] ?? null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * A date as YYYY-MM-DD: ISO (a date-time is cut to its date), YYYY/MM/DD, MM/DD/YYYY (DD/MM/YYYY when the first
 * number cannot be a month), DD.MM.YYYY, "Jan 5, 2024", "5 January 2024", and spreadsheet serial numbers (days
 * since 1899-12-30). "" when empty, null when it cannot be read.
 */
export function readDate(value: string): string | null {
  const text = value.trim();
  if (!text) return "";
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:[\s,].*)?$/.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a > 12 ? isoDate(Number(m[3]), b, a) : isoDate(Number(m[3]), a, b);
  }
  m = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})(?:\s.*)?$/.exec(text);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(?:[a-z]+,?\s+)?([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[\s,].*)?$/i.exec(text);
  if (m && monthNumber(m[1]!) > 0) return isoDate(Number(m[3]), monthNumber(m[1]!), Number(m[2]));
  m = /^(?:[a-z]+,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9})\.?,?\s+(\d{4})(?:[\s,].*)?$/i.exec(text);
  if (m && monthNumber(m[2]!) > 0) return isoDate(Number(m[3]), monthNumber(m[2]!), Number(m[1]));
  if (/^\d{5}(?:\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    // 1982 to 2118: a bare number outside that range is not a date.
    if (serial >= 30000 && serial <= 80000) return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/** A bare amount with thousands separators ("170000" is "170,000"); any other text as written. */
function salaryAmount(value: string): string {
  const text = value.trim();
  if (!/^\d{1,15}(?:\.\d+)?$/.test(text)) return text;
  return Number(text).toLocaleString("en-US", { maximumFractionDigits: 2 });
}

/** Teal's "Min Salary" and "Max Salary" as one range ("170,000 - 200,000"), or the one of them given. */
export function salaryRange(min: string, max: string): string {
  const [low, high] = [salaryAmount(min), salaryAmount(max)];
  if (low && high) return low === high ? low : `${low} - ${high}`;
  if (low) return `From ${low}`;
  return high ? `Up to ${high}` : "";
}

/** Undoes the export's formula guard: a leading apostrophe before = + - @ (or a tab or CR) is dropped. */
export function unguard(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A posting link written without its scheme ("www.example.com/jobs/1") is read as https. */
export function readUrl(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i.test(text) ? `https://${text}` : text;
}
