// Dates as resumes write them, to "YYYY-MM", or "YYYY" when the resume gives the year alone (never a made-up month).
const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 12,
};

const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\\.?";
/** One date: "Jan 2020", "January, 2020", "01/2020", "1/2020", "2020-01", "2020/01", "'19"-less years "2020". */
const DATE = `(?:${MONTH_NAME},?\\s+(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}[-/.](?:0[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
/** The open end of a range: "Present", "now", "today", "to date" and "till date" ("2019 to date"). */
const PRESENT = "(?:present|current(?:ly)?|now|today|ongoing|(?:to )?date)";
const SEPARATOR = "\\s*(?:-|–|—|−|to|until|till|through|thru)\\s*";

export const RANGE_RE = new RegExp(`(${DATE})${SEPARATOR}(${DATE}|${PRESENT})`, "i");
/** A start with no end: "since 2021", "Since March 2020", "2019 onwards" (the job is current). */
const OPEN_RANGE_RE = new RegExp(`(?<![\\w/])(?:since\\s+(${DATE})|(${DATE})\\s+onwards?)(?![\\w/])`, "i");
/** Whether a line holds a date range, closed or open: what anchors an entry of the experience section. */
export const hasDateRange = (text: string) => RANGE_RE.test(text) || OPEN_RANGE_RE.test(text);
export const DATE_RE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, "i");
const PRESENT_RE = new RegExp(`^${PRESENT}$`, "i");

const SEASON_RE = /^(spring|summer|fall|autumn|winter)\.?,?\s+((?:19|20)\d{2})$/;

/**
 * "Jan 2020" → "2020-01"; a bare year stays a year ("2020"); "" when unreadable. A season in a range ("Spring 2020")
 * is its year: which month the resume means is not written.
 */
export function toMonth(raw: string): string {
  const s = raw
    .trim()
    .toLowerCase()
    .replace(/\./g, (_m, i: number, all: string) => (/\d/.test(all[i - 1] ?? "") && /\d/.test(all[i + 1] ?? "") ? "/" : ""));
  const season = s.match(SEASON_RE);
  if (season) return season[2]!;
  let m = s.match(/^([a-z]+),?\s+((?:19|20)\d{2})$/);
  if (m && MONTHS[m[1]!]) return `${m[2]}-${String(MONTHS[m[1]!]).padStart(2, "0")}`;
  m = s.match(/^(\d{1,2})\/((?:19|20)\d{2})$/);
  if (m && +m[1]! >= 1 && +m[1]! <= 12) return `${m[2]}-${m[1]!.padStart(2, "0")}`;
  m = s.match(/^((?:19|20)\d{2})[-/](\d{2})$/);
  if (m && +m[2]! >= 1 && +m[2]! <= 12) return `${m[1]}-${m[2]}`;
  m = s.match(/^((?:19|20)\d{2})$/);
  if (m) return m[1]!;
  return "";
}

const SEASONS: Record<string, [string, string]> = {
  spring: ["03", "05"],
  summer: ["06", "08"],
  fall: ["09", "11"],
  autumn: ["09", "11"],
  winter: ["12", "12"],
};

export interface FoundDates {
  startDate: string;
  endDate: string;
  current: boolean;
  /** The text with the dates (and their separator) removed. */
  rest: string;
  found: boolean;
}

/** Finds a date range (or a single date, taken as the end) in a line. */
export function findDates(line: string): FoundDates {
  const range = line.match(RANGE_RE);
  if (range) {
    const current = PRESENT_RE.test(range[2]!.trim());
    return {
      startDate: toMonth(range[1]!),
      endDate: current ? "" : toMonth(range[2]!),
      current,
      rest: line.replace(range[0], " ").trim(),
      found: true,
    };
  }
  const open = line.match(OPEN_RANGE_RE);
  if (open) {
    return { startDate: toMonth(open[1] ?? open[2]!), endDate: "", current: true, rest: line.replace(open[0], " ").trim(), found: true };
  }
  const single = line.match(DATE_RE);
  if (single) {
    const season = single[1]!.toLowerCase().match(SEASON_RE);
    if (season) {
      // "Summer 2014" is a span: June to August.
      const [from, to] = SEASONS[season[1]!]!;
      return {
        startDate: `${season[2]}-${from}`,
        endDate: `${season[2]}-${to}`,
        current: false,
        rest: line.replace(single[0], " ").trim(),
        found: true,
      };
    }
    return { startDate: "", endDate: toMonth(single[1]!), current: false, rest: line.replace(single[0], " ").trim(), found: true };
  }
  return { startDate: "", endDate: "", current: false, rest: line, found: false };
}
