// schema.org JobPosting from a page's JSON-LD (issue 18): what most applicant tracking systems publish. Handles a
// posting at the top, in an array, in @graph or nested (a WebPage's mainEntity); hiringOrganization as a string or
// an Organization; jobLocation as one or many Place with a PostalAddress (or text); jobLocationType TELECOMMUTE;
// baseSalary as a MonetaryAmount (value, minValue/maxValue, unitText) or a number; employmentType as a string or
// an array; descriptions as HTML, entity-encoded HTML or text. The blocks come from the page reader
// (posting-page.server.ts); everything here is linear in the size of the JSON (issue 29).
import { decodeEntities, descriptionToText } from "./html-text";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

/** The fields a JobPosting gives (empty when it does not say). */
export interface PostingFields {
  title: string;
  company: string;
  location: string;
  salary: string;
  description: string;
  employmentType: string;
  remote: boolean | null;
}

/** Parses one block; tolerates the usual mistakes (an HTML comment or CDATA around it, raw line breaks in strings). */
export function parseJsonLd(block: string): Json | undefined {
  const text = block
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, "")
    .trim();
  for (const candidate of [text, text.replace(/[\u0000-\u001f]+/g, " ")]) {
    try {
      return JSON.parse(candidate) as Json;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

const isNode = (value: Json | undefined): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

const list = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function typesOf(node: Node): string[] {
  return list(node["@type"]).map((t) =>
    String(t)
      .replace(/^(https?:\/\/)?schema\.org\//i, "")
      .replace(/^schema:/i, ""),
  );
}

/** The first JobPosting anywhere in the value (depth-first, in document order). */
function findJobPosting(value: Json | undefined, depth = 0): Node | null {
  if (depth > 8 || value === undefined || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findJobPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typesOf(value).includes("JobPosting")) return value;
  for (const key of Object.keys(value)) {
    const found = findJobPosting(value[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A text value: strings and numbers as they are, a node by its name (or `@value`), the first of a list. */
function textOf(value: Json | undefined): string {
  for (const item of list(value)) {
    if (typeof item === "string" || typeof item === "number") {
      const text = decodeEntities(String(item)).replace(/\s+/g, " ").trim();
      if (text) return text;
    }
    if (isNode(item)) {
      const text = textOf(item.name ?? item["@value"]);
      if (text) return text;
    }
  }
  return "";
}

/** The non-empty values, each once whatever its case, in order (a Set: a page's array of thousands stays linear). */
function unique(values: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

/** One place: "Locality, Region, Country" from its PostalAddress (or the text it gives). */
function placeText(place: Json): string {
  if (typeof place === "string") return decodeEntities(place).trim();
  if (!isNode(place)) return "";
  const address = place.address ?? (typesOf(place).includes("PostalAddress") ? place : undefined);
  if (typeof address === "string") return decodeEntities(address).trim();
  if (isNode(address)) {
    const parts = unique([textOf(address.addressLocality), textOf(address.addressRegion), textOf(address.addressCountry)]);
    if (parts.length) return parts.join(", ");
  }
  return textOf(place.name);
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  CONTRACT: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  INTERNSHIP: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

function employmentTypeText(value: Json | undefined): string {
  const names = list(value)
    .flatMap((item) => (typeof item === "string" ? item.split(/\s*,\s*/) : []))
    .map((item) => {
      const key = item
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, "_");
      if (EMPLOYMENT_TYPES[key]) return EMPLOYMENT_TYPES[key];
      const text = item.trim().toLowerCase().replace(/_/g, " ");
      return text ? text[0]!.toUpperCase() + text.slice(1) : "";
    });
  return unique(names).join(", ");
}

const CURRENCY_SIGNS: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", JPY: "¥", INR: "₹", CAD: "CA$", AUD: "A$" };

const UNITS: Record<string, string> = { HOUR: "per hour", DAY: "per day", WEEK: "per week", MONTH: "per month", YEAR: "per year" };

function amountText(amount: number, currency: string): string {
  const rounded = Number.isInteger(amount) ? amount : Math.round(amount * 100) / 100;
  const number = rounded.toLocaleString("en-US", { maximumFractionDigits: 2 });
  const sign = CURRENCY_SIGNS[currency];
  return sign ? `${sign}${number}` : currency ? `${number} ${currency}` : number;
}

const numberOf = (value: Json | undefined): number | null => {
  const first = list(value)[0];
  const n = typeof first === "number" ? first : typeof first === "string" ? Number(first.replace(/[,\s]/g, "")) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** "$120,000 - $150,000 per year" from a MonetaryAmount (or a bare number or text). */
export function salaryText(value: Json | undefined): string {
  const salary = list(value)[0];
  if (salary === undefined || salary === null) return "";
  if (typeof salary === "string") return decodeEntities(salary).trim();
  if (typeof salary === "number") return amountText(salary, "");
  if (!isNode(salary)) return "";
  const currency = textOf(salary.currency).toUpperCase();
  const quantity = list(salary.value)[0];
  let min: number | null = null;
  let max: number | null = null;
  let unit = textOf(salary.unitText);
  if (isNode(quantity)) {
    const exact = numberOf(quantity.value);
    min = numberOf(quantity.minValue) ?? exact;
    max = numberOf(quantity.maxValue) ?? exact;
    unit = textOf(quantity.unitText) || unit;
  } else {
    min = numberOf(salary.minValue) ?? numberOf(quantity);
    max = numberOf(salary.maxValue) ?? numberOf(quantity);
  }
  if (min === null && max === null) return "";
  const low = min ?? max!;
  const high = max ?? min!;
  const range = low === high ? amountText(low, currency) : `${amountText(low, currency)} - ${amountText(high, currency)}`;
  const per = UNITS[unit.toUpperCase()] ?? (unit ? `per ${unit.toLowerCase()}` : "");
  return per ? `${range} ${per}` : range;
}

/** The fields of a JobPosting node. */
function postingFields(posting: Node): PostingFields {
  const places = unique(list(posting.jobLocation).map(placeText));
  const remote = list(posting.jobLocationType).some((t) => typeof t === "string" && /telecommute|remote/i.test(t)) ? true : null;
  const regions = unique(list(posting.applicantLocationRequirements).map(placeText));
  const where = places.length ? places.join("; ") : regions.join("; ");
  const location = remote ? (where ? `Remote (${where})` : "Remote") : where;
  return {
    title: textOf(posting.title) || textOf(posting.name),
    company: textOf(posting.hiringOrganization),
    location,
    salary: salaryText(posting.baseSalary ?? posting.estimatedSalary),
    description: typeof posting.description === "string" ? descriptionToText(posting.description) : "",
    employmentType: employmentTypeText(posting.employmentType),
    remote,
  };
}

/** The first JobPosting's fields among the page's JSON-LD blocks, or null when they have none. */
export function jobPostingFromBlocks(blocks: string[]): PostingFields | null {
  for (const block of blocks) {
    const posting = findJobPosting(parseJsonLd(block));
    if (posting) return postingFields(posting);
  }
  return null;
}
