import {
  BRAZILIAN_STATE_CODES,
  CITIES,
  CITY_STATES,
  DISTRICT_CITIES,
  POSTCODE_AFTER,
  POSTCODE_BEFORE,
  REGIONS,
  STATE_CODES,
  STATES_WITHOUT_COMMA,
} from "./vocabulary/places";
import { TITLE_WORD_ALTERNATIVES } from "./vocabulary/job-titles";

// Patterns the resume readers share: contact details, places, job titles, company words, degrees, schools, issuers.
// They run over text of any length, so each is linear: an unanchored pattern that opens with a repeated class starts
// only where a run of that class starts (a lookbehind), instead of again from every character of a long run.

export const BULLET_RE = /^\s*(?:[•●▪◦‣∙·○■□➢➤►▶✓✔*]|[-–—](?=\s))\s*/;
export const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const EMAIL_ANYWHERE = new RegExp(EMAIL_RE.source, "g");
const EMAIL_HERE = new RegExp(EMAIL_RE.source.replace(/^\(\?<!\[[^\]]*\]\)/, ""), "y");

/**
 * Every address in `text` replaced by `by`, as a global replace of the address pattern without its lookbehind
 * would: a match may also start right where the previous one ended ("a@b.co1x@y.com" holds two), which is tried
 * once per match, so the text is still read once.
 */
export function replaceEmails(text: string, by: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    EMAIL_HERE.lastIndex = from;
    let m = from > 0 ? EMAIL_HERE.exec(text) : null;
    if (!m) {
      EMAIL_ANYWHERE.lastIndex = from;
      m = EMAIL_ANYWHERE.exec(text);
    }
    if (!m) return out + text.slice(from);
    out += text.slice(from, m.index) + by;
    from = m.index + m[0].length;
  }
}
/** A run of digits with the usual phone separators; checked for 9-15 digits afterwards. */
export const PHONE_RE = /(?<![\w/])\+?\(?\d[\d ().-]{6,}\d(?![\w/])/g;
/**
 * A link. Its host has DNS's bounds (labels of at most 63 characters, here at most 12 of them), so a match tried
 * from inside a long run of host-like text gives up after a few hundred characters instead of reading to its end.
 */
export const URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,10}\.(?:com|io|dev|org|net|me|co|app|ai|in|uk|us|tech|site|xyz|page|design)(?:\/[^\s,;|)[\]]*)?/gi;

/** The first half of a UK postcode, written alone after a city ("LS6", "CF14", "SW1A"). */
const UK_OUTWARD_CODE = "[A-Z]{1,2}\\d[A-Z\\d]?(?![\\p{L}\\d])";
/** A place name: capitalised words, accented letters and joining particles included ("Bogotá", "Rio de Janeiro"). */
const PLACE = "\\p{Lu}[\\p{L}.'-]+(?: (?:(?:de|da|do|dos|das|del|di|am|upon|on|sur) )?\\p{Lu}[\\p{L}.'-]+){0,3}";
const AND_REGION = `(?:, (?:${REGIONS}))?`;
/** The shapes of a place that start with its name: "Austin, TX 78701", "Brisbane QLD 4000", "Dublin 2", "São Paulo - SP". */
const NAMED_PLACE = [
  `${PLACE}, (?:${STATE_CODES}|${REGIONS})${AND_REGION}(?: ${POSTCODE_AFTER})?`,
  `${PLACE} (?:${STATES_WITHOUT_COMMA})(?: \\d{4})?${AND_REGION}`,
  `(?:${DISTRICT_CITIES}) \\d{1,2}W?${AND_REGION}`,
  `${PLACE}(?: -)? ${POSTCODE_AFTER}${AND_REGION}`,
  `${PLACE} - (?:${BRAZILIAN_STATE_CODES})${AND_REGION}`,
  `${PLACE}, (?:${BRAZILIAN_STATE_CODES})(?![\\p{L}\\d])${AND_REGION}`,
  // "Leeds LS6", "Cardiff CF14": a large city with the first half of its UK postcode.
  `(?:${CITIES}) ${UK_OUTWARD_CODE}${AND_REGION}`,
].join("|");
/**
 * "Miraflores, Lima 15074", "Koramangala, Bengaluru 560034": a district before its city and postcode, as a header's
 * address writes it (after a company, "Acme Group, Bengaluru 560001" is the company and its city).
 */
export const DISTRICT_AND_CITY_RE = new RegExp(`^${PLACE}, (?:${CITIES}) ${POSTCODE_AFTER}${AND_REGION}$`, "u");
/** A place written alone: a city-state with its postcode ("Singapore 018956") or a large city ("Stockholm"). */
const PLACE_ALONE = `(?:${CITY_STATES})(?: \\d{6})?|(?:${CITIES})${AND_REGION}`;
/** A place after its postcode: "75011 Paris", "10115 Berlin, Germany". */
const POSTCODE_FIRST = `${POSTCODE_BEFORE} ${PLACE}${AND_REGION}`;
/**
 * A place at the end of a fragment. It starts at its word's first capital: the lookbehind runs only at a capital
 * and looks back only to the capital before it, so a long word is read once.
 */
export const LOCATION_RE = new RegExp(
  `((?=\\p{Lu})(?<!\\p{Lu}[\\p{L}.'-]*?)(?:${NAMED_PLACE})|(?<![\\p{L}\\d])${POSTCODE_FIRST}|(?<=[,(|·•–—-] ?)(?:${PLACE_ALONE})|Remote|Hybrid)\\s*$`,
  "u",
);
export const LOCATION_ONLY_RE = new RegExp(
  `^(?:${NAMED_PLACE}|${POSTCODE_FIRST}|${PLACE_ALONE}|Remote|Hybrid|(?:${NAMED_PLACE}|${PLACE_ALONE}|${PLACE}) \\((?:[Rr]emote|[Hh]ybrid|[Oo]n-?site)\\)|(?:Remote|Hybrid) \\(${PLACE}\\)|(?:Remote|Hybrid) [–—-] ${PLACE}|${PLACE} [–—-] (?:Remote|Hybrid))$`,
  "u",
);
/** The dash of "São Paulo - SP" or "Pune - 411001", which would otherwise split the place in two. */
export const DASH_BEFORE_STATE_RE = new RegExp(`(?<=\\p{L}) - (?=(?:${BRAZILIAN_STATE_CODES}|\\d{6})(?![\\p{L}\\d]))`, "gu");
const POSTCODE_BEFORE_RE = new RegExp(`^${POSTCODE_BEFORE} (?=\\p{Lu})`, "u");
const POSTCODE_AFTER_RE = new RegExp(`(?: -)? (?:${POSTCODE_AFTER}|${UK_OUTWARD_CODE})(?=$|, )`);
/** "Chicago, IL 60614" → "Chicago, IL", "75011 Paris" → "Paris" (postal codes are not part of a profile location). */
export const withoutPostcode = (location: string) => location.replace(POSTCODE_BEFORE_RE, "").replace(POSTCODE_AFTER_RE, "");

export const TITLE_WORDS = new RegExp(`\\b(${TITLE_WORD_ALTERNATIVES}|senior(?=\\s*$))\\b`, "i");
export const COMPANY_WORDS =
  /\b(inc|llc|ltd|limited|corp|corporation|co|company|gmbh|plc|pvt|technologies|technology|labs?|solutions|systems|software|group|studios?|agency|partners|consulting|bank|hospital|university|college|foundation|media|health|capital|ventures|digital|networks|services|industries|enterprises|holdings|global|international|analytics|games|works)\b\.?/i;
export const DEGREE_RE =
  /\b(bachelor'?s?|master'?s?|b\.?\s?s\.?c?|m\.?\s?s\.?c?|b\.?a|m\.?a|b\.?\s?tech|m\.?\s?tech|b\.?e|m\.?e|b\.?com|m\.?com|mba|bba|ph\.?\s?d|doctor(ate)?|associate'?s?|diploma|certificate|high school|secondary|a[- ]levels?|gcse|hsc|ssc|mfa|llb|llm|md|jd|m\.?\s?ed|b\.?\s?ed|b\.?\s?eng|m\.?\s?eng|chartered accountant|aca|acca|cima|cpa|cfa|degree|basc|masc|mbbs|pgdm|hnd|hnc|nvq|svq|btec|mpharm|bpharm|pharmd|mchem|mphys|mmath|msw|bsw|bds|bvsc|dvm|pgce|pgdip|pgcert|mres|mphil|dphil|edd|bsn|msn|dnp|dipl\.?-ing|diplom|licence(?= (?:in|en|de)\b)|licenciatura|baccalaur[ée]at|ma[îi]trise|dipl[ôo]me|bacharel|ingenier[ií]a|bacharelado|laurea)\b\.?/i;
export const SCHOOL_RE =
  /\b(university|college|institute|school|academy|polytechnic|conservatory|iit|nit|mit|ucla|ucsd|nyu|epfl|eth|universidad|universidade|universit[àé]|université|universität|universiteit|uniwersytet|hochschule|fachhochschule|tecnol[oó]gico|polit[eé]cnico|instituto|escuela|[ée]cole|lyc[ée]e|gymnasium|fh|tafe|insead|imd|iese|esade|coleg|colegio|col[ée]gio|hogeschool|h[öo]gskola|universitet|liceo|istituto|scuola|faculdade|facultad|universiti|politeknik|c[ée]gep|conservatoire)(?![\p{L}])/iu;
export const ISSUERS =
  /\b(amazon web services|aws|google( cloud)?|microsoft|coursera|udemy|edx|oracle|cisco|comptia|pmi|project management institute|scrum alliance|scrum\.org|axelos|hubspot( academy)?|salesforce|linux foundation|cncf|meta|ibm|red hat|isc2|\(isc\)²|isaca|ec-council|cfa institute|google analytics academy|hashicorp|mongodb( university)?|databricks|snowflake|tableau|adobe|facebook|udacity|datacamp|freecodecamp|kubernetes|istqb|itil|sas|shrm|aicpa|acca|cima)\b/i;

/** Whether a text is set in capitals ("ROLLS-ROYCE PLC", "CERTIFICATIONS"): two capitals at least, no lower case. */
export const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && text === text.toUpperCase();
