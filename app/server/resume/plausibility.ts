// Plausibility checks per field (issue 34): a value of the wrong kind is worse than none, so a field that fails its
// check is left empty and its path marked for review ("Check this" in the editor), for the local parser and for
// Workers AI alike. A name or a title is not a phone number, an email or a link; a company is not a heading or a
// date; a location looks like a place; a school is not a job title; an entry does not end before it starts.
import { DATE_RE, findDates, hasDateRange } from "./dates";
import { isExperienceSubheading } from "./entry-groups";
import type { ResumeExtraction } from "./extraction";
import { headingKey, isLocation } from "./lines";
import { EMAIL_RE, SCHOOL_RE, TITLE_WORDS } from "./patterns";

/** Seven digits or more in one run of phone characters: "+1 (415) 555-0199", "0412 345 678". */
const hasPhoneShape = (value: string) => (value.match(/\d[\d ().-]*/g) ?? []).some((run) => run.replace(/\D/g, "").length >= 7);

/** A link written as one: a scheme, "www." or a host with a path ("B.Com" and "Acme.com" are names, not links). */
const LINK = /\bhttps?:\/\/|\bwww\.|(?<![\w-])[\w-]+\.[a-z]{2,}\/\S/i;

const isContactDetail = (value: string) => EMAIL_RE.test(value) || hasPhoneShape(value) || LINK.test(value);

/** A name or a title: words, never contact details. */
const nameOrTitleFails = (value: string) => isContactDetail(value);

/** A company: not contact details, not a section heading ("Experience", "Earlier Career"), not a date or a range. */
function companyFails(value: string): boolean {
  if (isContactDetail(value) || headingKey(value) !== null || isExperienceSubheading(value)) return true;
  return hasDateRange(value) || (DATE_RE.test(value) && !/\p{L}{2}/u.test(value.replace(new RegExp(DATE_RE.source, "gi"), "")));
}

/**
 * A place: a few words starting with a letter (or a postcode: "75011 Paris"), no contact details or dates (a postcode
 * like "Sydney NSW 2000" is not a year), not a job title (unless a known place).
 */
function locationFails(value: string): boolean {
  if (isLocation(value)) return false;
  const words = value.replace(/^\d{4,5}\s+(?=\p{L})|\s\d{4,5}$/gu, "");
  const dated = findDates(value);
  const monthNamed = /-/.test(dated.startDate + dated.endDate);
  if (isContactDetail(value) || monthNamed || DATE_RE.test(words) || !/^\p{L}/u.test(words)) return true;
  return value.length > 60 || value.split(/\s+/).length > 6 || /[.!?;:]$/.test(value) || TITLE_WORDS.test(value);
}

/** A school that opens with a job title ("Teaching Assistant, School of Engineering"): a job, not where one studied. */
function schoolFails(value: string): boolean {
  if (isContactDetail(value)) return true;
  const first = value.split(/,|\s+at\s+|\s[—–-]\s/)[0]!.trim();
  return first !== value.trim() && TITLE_WORDS.test(first) && !SCHOOL_RE.test(first);
}

/** An end before the start: one of the two dates belongs to another entry. */
const endsBeforeStart = (item: { startDate: string; endDate: string }) =>
  !!item.startDate && !!item.endDate && item.endDate.slice(0, item.startDate.length) < item.startDate.slice(0, item.endDate.length);

/**
 * Clears every field that fails its check and answers the review paths of those fields. Changes `result` in place.
 */
export function clearImplausibleFields(result: ResumeExtraction): string[] {
  const paths: string[] = [];
  const check = <T extends object>(item: T, key: keyof T & string, fails: (value: string) => boolean, path: string) => {
    const value = item[key];
    if (typeof value !== "string" || !value.trim() || !fails(value)) return;
    (item as Record<string, unknown>)[key] = "";
    paths.push(`${path}.${key}`);
  };
  check(result.personalInfo, "firstName", nameOrTitleFails, "personalInfo");
  check(result.personalInfo, "lastName", nameOrTitleFails, "personalInfo");
  check(result.personalInfo, "location", locationFails, "personalInfo");
  check(result.professional, "title", nameOrTitleFails, "professional");
  result.experience.forEach((job, i) => {
    check(job, "title", nameOrTitleFails, `experience.${i}`);
    check(job, "company", companyFails, `experience.${i}`);
    check(job, "location", locationFails, `experience.${i}`);
    check(job, "endDate", () => endsBeforeStart(job), `experience.${i}`);
  });
  result.education.forEach((school, i) => {
    check(school, "school", schoolFails, `education.${i}`);
    check(school, "degree", isContactDetail, `education.${i}`);
    check(school, "location", locationFails, `education.${i}`);
    check(school, "endDate", () => endsBeforeStart(school), `education.${i}`);
  });
  return paths;
}
