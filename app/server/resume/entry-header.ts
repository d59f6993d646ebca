// A job's header lines (the lines above and beside its dates) read as title, company and place: the shapes people
// write ("Title, Company — City", "Company | Title | City", a title line over a company line, a place alone under
// them), with the asides no field keeps (a contract's terms, an agency, a company's description, a duration).
import { fragments, isLocation, splitTrailingLocation } from "./lines";
import { COMPANY_WORDS, SCHOOL_RE, TITLE_WORDS } from "./patterns";

/** A job's length as LinkedIn writes it after its dates: "3 yrs 2 mos", "1 yr", "(2 years)", "8 months". */
export const DURATION_RE =
  /\(?(?<![\w.])\d{1,2}\+?\s*(?:yrs?|years?)(?:,?\s*\d{1,2}\s*(?:mos?|months?))?\)?|\(?(?<![\w.])\d{1,2}\s*(?:mos?|months?)\)?/gi;

/** A bare place after a company ("Globex — Paris", "Embraer — São José dos Campos"): one to three capitalised words. */
function looksLikePlace(text: string): boolean {
  const t = text.trim();
  return (
    t.length <= 30 &&
    /^\p{Lu}[\p{L}.'-]+(?: (?:(?:de|da|do|dos|das|del|di|du|la|le|upon|on|sur|am) )?\p{Lu}[\p{L}.'-]+){0,2}$/u.test(t) &&
    !TITLE_WORDS.test(t) &&
    !COMPANY_WORDS.test(t) &&
    !SCHOOL_RE.test(t) &&
    // Not a legal form ("LLP", "AG", "S.A.") or a kind of contract.
    !/^\p{Lu}{2,5}$|^(\p{Lu}\.){2,4}$/u.test(t) &&
    !/^(present|current|remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|temporary|permanent|seasonal|freelance|internship)$/i.test(
      t,
    )
  );
}

/** "Acme, Berlin" → ["Acme", "Berlin"]; "Acme, Inc." and a lone name stay whole. */
export function splitCompanyCity(text: string): [string, string] {
  // The last comma (the lookahead reads each comma's segment once).
  const m = text.match(/^(.+?),(?=[^,]*$)\s*([^,]+)$/);
  return m && looksLikePlace(m[2]!) ? [m[1]!.trim(), m[2]!.trim()] : [text, ""];
}

interface EntryHeader {
  title: string;
  company: string;
  location: string;
  /** Fields read by a guess (a place from a trailing segment, an order assumed): the editor asks to check them. */
  unsure: Array<"title" | "company" | "location">;
}

/**
 * "Structural Engineer — Contract", "Social Worker (Locum, via Sanctuary Personnel)", "Analyst, via Hays": the terms of
 * an engagement and the agency are no part of the title (the profile has no field for them).
 */
function withoutEngagementTerms(title: string): string {
  return title
    .replace(/(?<!\s)\s*\((?:contract|contractor|locum|temporary|temp|interim|freelance|fixed[- ]term|maternity cover)\b[^()]*\)?$/i, "")
    .replace(/(?<!\s)\s+[—–-]\s+(?:contract|locum|temporary|interim|freelance|fixed[- ]term)\b.*$/i, "")
    .replace(/(?<!\s)\s*(?:,|[—–-]|\()\s*via\s+[^()]+\)?$/i, "")
    .trim();
}

/** "Designation: …", "Duration: …", "Employer: …": a label before an entry's field (forms from India and elsewhere). */
const FIELD_LABEL =
  /^(?:designation|position|role|job title|title|company|employer|organi[sz]ation|duration|period|dates?|tenure|location|place)\s*:\s*/i;

export function classifyHeader(labelled: string[]): EntryHeader {
  // "(via Hays)": the agency is no field, and would hide the place before it.
  // "(a 200-person fintech)": what the company is, not its name; "6 yrs 8 mos": how long, no field.
  const header = labelled.map((h) =>
    h
      .replace(FIELD_LABEL, "")
      .replace(/(?<!\s)\s*\((?:via|through)\s+[^()]+\)/gi, "")
      .replace(/(?<!\s)\s*\((?:a|an|the)\s[^()]*\)/gi, "")
      // "(Sergeant First Class, E-7)", "(GS-14)": a rank or pay grade, no part of the title.
      .replace(/(?<!\s)\s*\((?:[^()]*,\s*)?(?:[EOW]|GS|GG|WG)-\d{1,2}\)/g, "")
      .replace(DURATION_RE, "")
      .replace(/^[\s·|,–—-]+$/, ""),
  );
  const unsure = new Set<EntryHeader["unsure"][number]>();
  const done = (title: string, company: string, location: string): EntryHeader => ({
    title: withoutEngagementTerms(title),
    company,
    location,
    unsure: [...unsure],
  });
  // Two header lines, one a title and the other a company (with or without a place): the title line is
  // taken whole ("Registered Nurse – Cardiac ICU" keeps its dash).
  const lines = header.map((h) => h.replace(/^[\s,;|]+|(?<![\s,;|])[\s,;|]+$/g, "")).filter(Boolean);
  // "Ocado Technology, Data Analyst" over "Hatfield": one line of title and company, and its place alone under it.
  const placeLine = lines.length === 2 ? lines.findIndex((l) => isLocation(l) || looksLikePlace(l)) : -1;
  if (placeLine >= 0 && !fragments(lines[1 - placeLine]!).some(isLocation) && /,/.test(lines[1 - placeLine]!)) {
    const read = classifyHeader([lines[1 - placeLine]!]);
    if (read.title && read.company && !read.location) {
      const place = lines[placeLine]!;
      return {
        ...read,
        location: isLocation(place) ? splitTrailingLocation(place)[1] : place,
        unsure: [...read.unsure, ...(isLocation(place) ? [] : ["location" as const])],
      };
    }
  }
  if (lines.length === 2) {
    for (const [t, c] of [
      [lines[0]!, lines[1]!],
      [lines[1]!, lines[0]!],
    ] as const) {
      if (!TITLE_WORDS.test(t) || fragments(t).some(isLocation) || /\s(at|@)\s|,|\s[|·•]\s/.test(t)) continue;
      const companyFragments = fragments(c);
      if (companyFragments.length > 2) continue;
      let company = companyFragments.flatMap((f) => splitTrailingLocation(f))[0] ?? "";
      if (!company || (TITLE_WORDS.test(company) && !COMPANY_WORDS.test(company))) continue;
      let place = companyFragments.map((f) => splitTrailingLocation(f)[1]).find(Boolean) ?? "";
      if (!place && companyFragments.length === 2 && looksLikePlace(companyFragments[1]!)) {
        place = companyFragments[1]!;
        unsure.add("location");
      } else if (!place && companyFragments.length === 1) {
        [company, place] = splitCompanyCity(company);
        if (place) unsure.add("location");
      }
      return done(t, company, place);
    }
  }
  const parts: string[] = [];
  let location = "";
  for (const line of header) {
    for (const f of fragments(line)) {
      const [head, loc] = splitTrailingLocation(f);
      if (loc && !location) location = loc;
      if (head) parts.push(head);
    }
  }
  // "Senior Engineer, Acme Corp" (no other separator): split on a comma before a company-looking part. With
  // other separators the comma stays in the title: "Engineer, Payments — Initech" is a team, not a company.
  if (parts.length === 1) {
    const comma = parts[0]!.match(/^(.+?),\s+(.+)$/);
    if (comma && (TITLE_WORDS.test(comma[1]!) !== TITLE_WORDS.test(comma[2]!) || COMPANY_WORDS.test(comma[2]!)))
      parts.splice(0, 1, comma[1]!, comma[2]!);
  }
  // A bracket left open or closed alone by a split goes; "Syndicate Leader (Years 3–4)" keeps its pair.
  const unpaired = (p: string) => p.replace(/^[([](?![^()[\]]*[)\]])/, "").replace(/(?<![([][^()[\]]*)[)\]]$/, "");
  const cleaned = parts.map((p) => unpaired(p).trim()).filter((p) => p && !/^(present|current)$/i.test(p));
  let title = cleaned.find((p) => TITLE_WORDS.test(p) && !COMPANY_WORDS.test(p)) ?? cleaned.find((p) => TITLE_WORDS.test(p)) ?? "";
  let company = cleaned.find((p) => p !== title && !isLocation(p)) ?? "";
  if (!title && cleaned.length >= 2) {
    title = cleaned[0]!;
    company = cleaned[1]!;
    unsure.add("title").add("company");
  } else if (!title && !company && cleaned.length === 1) company = cleaned[0]!;
  if (!location) {
    // A place after title and company: "Initech | Engineer | Pune", "Engineer — Globex — Paris"; or "Acme, Berlin".
    const last = cleaned[cleaned.length - 1];
    if (cleaned.length >= 3 && last && last !== title && last !== company && looksLikePlace(last)) location = last;
    else if (company) [company, location] = splitCompanyCity(company);
    if (location) unsure.add("location");
  }
  return done(title, company, location);
}
