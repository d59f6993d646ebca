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
/**
 * A date with its day, as licences and registrations write them: "30/06/2027", "30.06.2027", "2027-06-30",
 * "30 June 2027", "June 30, 2027". Only its month is kept (toMonth).
 */
const DAY_DATE = `(?:\\d{1,2}[/.]\\d{1,2}[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_NAME},?\\s+(?:19|20)\\d{2}|${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,\\s+(?:19|20)\\d{2})`;
/** One date: "Jan 2020", "January, 2020", "Sept. 2018", "Q3 2019", "Mar '19", "01/2020", "1/2020", "03.2021", "2020-01", "2020/01", "2020". */
const DATE = `(?:${DAY_DATE}|${MONTH_NAME},?\\s+(?:19|20)\\d{2}|Q[1-4],?\\s+(?:19|20)\\d{2}|${MONTH_NAME}\\s*['’]\\d{2}(?!\\d)|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}[-/.](?:0[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
/**
 * The open end of a range: "Present", "Current", "now", "today", "to date", "till date", "present day", and the
 * words of continental European and Latin American CVs ("heute", "actualidad", "atual", "en cours").
 */
const PRESENT =
  "(?:present(?: day)?|current(?:ly)?|now|today|ongoing|(?:(?:to|till|until) )?date|heute|aktuell|actualidad|actualmente|presente|atualmente|atual|aujourd'hui|en cours|oggi|in corso|heden)(?![\\p{L}])";
const SEPARATOR = "\\s*(?:-{1,2}>?|–|—|−|→|to|until|till|through|thru)\\s*";

export const RANGE_RE = new RegExp(`(${DATE})${SEPARATOR}(${DATE}|${PRESENT})`, "iu");
/**
 * A start with no end: "since 2021", "Since 07/2021", "2019 onwards", "from 2019 (on)", a range left open at the end
 * of its line ("03/2021 –"): the job is current.
 */
const OPEN_RANGE_RE = new RegExp(
  `(?<![\\w/])(?:since\\s+(${DATE})|(${DATE})\\s+onwards?|from\\s+(${DATE})(?:\\s+on(?:wards?)?)?)(?![\\w/])|(?<![\\w/.])(${DATE})\\s*[-–—]\\s*$`,
  "i",
);
/** Months of one year: "Jan – Jun 2020", "June to August 2019". */
const MONTH_SPAN_RE = new RegExp(`(?<![\\w])(${MONTH_NAME})${SEPARATOR}(${MONTH_NAME}),?\\s+((?:19|20)\\d{2})(?!\\d)`, "i");
/**
 * A short span of years: "2018/19", "2018/2019" (a school year: the next year), "2018–19", "2019–21", "2019-21".
 * Written with "/" or "-" and two digits it could be a month ("2011/12" is December 2011), so there it is a span only
 * when it is no month.
 */
const SCHOOL_YEAR_RE = /(?<![\w/.-])((?:19|20)\d{2})(?:\s*([/–—])\s*((?:19|20)?\d{2})|-(\d{2}))(?![\w/.])/;
/** Whether a line holds a date range, closed or open: what anchors an entry of the experience section. */
export const hasDateRange = (text: string) =>
  RANGE_RE.test(text) || OPEN_RANGE_RE.test(text) || MONTH_SPAN_RE.test(text) || SEASON_SPAN_RE.test(text) || schoolYear(text) !== null;
/** A season is a span of months: "Summer 2018" (an internship's dates). */
const SEASON_SPAN_RE = /(?<![\w])(?:spring|summer|fall|autumn|winter)\.?,?\s+(?:19|20)\d{2}(?!\d)/i;
export const DATE_RE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, "i");
const PRESENT_RE = new RegExp(`^${PRESENT}$`, "iu");

/** "2018/19", "2019–21" → the match and its two years, or null. */
function schoolYear(text: string): { match: string; start: string; end: string } | null {
  const m = text.match(SCHOOL_YEAR_RE);
  if (!m) return null;
  const start = m[1]!;
  const written = m[3] ?? m[4]!;
  if (written.length === 4 && m[2] !== "/") return null;
  // "1999/00": the second year in the next century.
  const short = +`${start.slice(0, 2)}${written}`;
  const end = written.length === 4 ? written : String(short <= +start ? short + 100 : short);
  const years = +end - +start;
  // "2011/12" and "2011-12" read as a month; an en dash is never a month's.
  if (written.length === 2 && (m[2] === "/" || m[4]) && +written >= 1 && +written <= 12) return null;
  // With a slash, a school year (its second year the next); with a dash, "2019–21" or "2019-21" is any short span.
  if (m[2] === "/" ? years !== 1 : years < 1 || years > 20) return null;
  return { match: m[0], start, end };
}

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
  const withDay = monthOfDayDate(s);
  if (withDay !== null) return withDay;
  // "Q3 2019": which month of the quarter is not written.
  const quarter = s.match(/^q[1-4],?\s+((?:19|20)\d{2})$/);
  if (quarter) return quarter[1]!;
  let m = s.match(/^([a-z]+),?\s+((?:19|20)\d{2})$/);
  if (m && MONTHS[m[1]!]) return `${m[2]}-${String(MONTHS[m[1]!]).padStart(2, "0")}`;
  // "Mar '19": two digits are this century up to 50, the last one past it.
  m = s.match(/^([a-z]+)\s*['’](\d{2})$/);
  if (m && MONTHS[m[1]!]) return `${+m[2]! <= 50 ? "20" : "19"}${m[2]}-${String(MONTHS[m[1]!]).padStart(2, "0")}`;
  m = s.match(/^(\d{1,2})\/((?:19|20)\d{2})$/);
  if (m && +m[1]! >= 1 && +m[1]! <= 12) return `${m[2]}-${m[1]!.padStart(2, "0")}`;
  m = s.match(/^((?:19|20)\d{2})[-/](\d{2})$/);
  if (m && +m[2]! >= 1 && +m[2]! <= 12) return `${m[1]}-${m[2]}`;
  m = s.match(/^((?:19|20)\d{2})$/);
  if (m) return m[1]!;
  return "";
}

/**
 * The month of a date written with its day ("30/06/2027" → "2027-06"), or null for another form. Day and month in
 * digits are told apart when one is over 12; "06/07/2027" could be either, so it keeps only its year.
 */
function monthOfDayDate(s: string): string | null {
  const digits = s.match(/^(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})$/);
  if (digits) {
    const [first, second] = [+digits[1]!, +digits[2]!];
    const month = first > 12 && second <= 12 ? second : second > 12 && first <= 12 ? first : first === second ? first : 0;
    return month >= 1 && month <= 12 ? `${digits[3]}-${String(month).padStart(2, "0")}` : digits[3]!;
  }
  const iso = s.match(/^((?:19|20)\d{2})[-/](\d{2})[-/]\d{2}$/);
  if (iso) return +iso[2]! >= 1 && +iso[2]! <= 12 ? `${iso[1]}-${iso[2]}` : iso[1]!;
  const named = s.match(/^(?:\d{1,2}(?:st|nd|rd|th)?\s+([a-z]+),?|([a-z]+)\s+\d{1,2}(?:st|nd|rd|th)?,)\s+((?:19|20)\d{2})$/);
  const month = named && MONTHS[named[1] ?? named[2]!];
  if (named && month && !SEASON_RE.test(`${named[1] ?? named[2]} ${named[3]}`)) return `${named[3]}-${String(month).padStart(2, "0")}`;
  return null;
}

export interface FoundDates {
  startDate: string;
  endDate: string;
  current: boolean;
  /** The text with the dates (and their separator) removed. */
  rest: string;
  found: boolean;
}

/** The line without its dates, and without a separator they leave at either end ("Remote" of "Jan 2021 – Present · Remote"). */
const without = (line: string, dates: string) =>
  line
    .replace(dates, " ")
    .replace(/^[\s|·•,–—-]+|(?<![\s|·•,–—-])[\s|·•,–—-]+$/g, "")
    .trim();

/** Finds a date range (or a single date, taken as the end) in a line. */
export function findDates(line: string): FoundDates {
  const range = line.match(RANGE_RE);
  if (range) {
    const current = PRESENT_RE.test(range[2]!.trim());
    return {
      startDate: toMonth(range[1]!),
      endDate: current ? "" : toMonth(range[2]!),
      current,
      // "From Jan 2017 to Mar 2019": the "From" goes with its range.
      rest: without(line, range[0]).replace(/(?:^|(?<!\s)\s+)from$/i, ""),
      found: true,
    };
  }
  const open = line.match(OPEN_RANGE_RE);
  if (open) {
    const start = open[1] ?? open[2] ?? open[3] ?? open[4]!;
    return { startDate: toMonth(start), endDate: "", current: true, rest: without(line, open[0]), found: true };
  }
  const span = line.match(MONTH_SPAN_RE);
  if (span) {
    const [from, to] = [toMonth(`${span[1]} ${span[3]}`), toMonth(`${span[2]} ${span[3]}`)];
    return { startDate: from, endDate: to, current: false, rest: without(line, span[0]), found: true };
  }
  const school = schoolYear(line);
  if (school) return { startDate: school.start, endDate: school.end, current: false, rest: without(line, school.match), found: true };
  const single = line.match(DATE_RE);
  if (single) {
    const season = single[1]!.toLowerCase().match(SEASON_RE);
    // "Summer 2014" is a span within its year; which months the resume does not write, so it keeps the year only.
    if (season) return { startDate: season[2]!, endDate: season[2]!, current: false, rest: without(line, single[0]), found: true };
    return { startDate: "", endDate: toMonth(single[1]!), current: false, rest: without(line, single[0]), found: true };
  }
  return { startDate: "", endDate: "", current: false, rest: line, found: false };
}
