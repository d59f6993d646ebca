// The local, deterministic resume parser: plain text in, the extraction shape out. No network, no model.
// Steps: split into sections by their headings; read the header (name, title, contact, links); then each
// section with its own reader (experience and education entries are anchored on their dates).
import { findDates, RANGE_RE, DATE_RE } from "./dates";
import { emptyExtraction, validateExtraction, type ResumeExtraction } from "./extraction";
import { canonicalSkill, skillsInText } from "./skills";

const MAX_PARSE_CHARS = 100_000;

type SectionKey = "summary" | "experience" | "education" | "projects" | "skills" | "certifications" | "contact" | "other";

const HEADINGS: Array<[SectionKey, RegExp]> = [
  [
    "summary",
    /^(professional |career |executive |personal )?(summary|profile|objective|overview)$|^about( me)?$|^summary of qualifications$|^career objective$/,
  ],
  [
    "experience",
    /^(?!(volunteer(ing)?|leadership|extracurricular) )([a-z]+ )?experience$|^((work|professional|employment|career) )?history$|^employment( history)?$|^work history$|^experience & employment$|^positions held$|^professional background$/,
  ],
  [
    "education",
    /^education( (and|&) (training|certifications?))?$|^academic (background|history|qualifications)$|^academics$|^qualifications$|^educational background$/,
  ],
  ["projects", /^((personal|selected|key|academic|side|notable|technical) )?projects$|^portfolio$/],
  [
    "skills",
    /^((technical|core|key|professional|relevant|hard|soft|computer) )?(skills|competencies|proficiencies)( (and|&) (tools|technologies|expertise|interests))?$|^(technologies|tech stack|tools( (and|&) technologies)?|areas of expertise|expertise|skills summary|skill set|skillset)$/,
  ],
  [
    "certifications",
    /^(certifications?|licenses?( (and|&) certifications?)?|certifications? (and|&) (licenses?|training|courses)|courses|training|credentials)$/,
  ],
  ["contact", /^(contact( info(rmation)?| details)?|personal (info(rmation)?|details))$/],
  [
    "other",
    /^(languages|interests|hobbies|awards( (and|&) honou?rs)?|honou?rs( (and|&) awards)?|achievements|publications|volunteer(ing)?( experience| work)?|references|activities|leadership( experience)?|extracurricular( activities)?|affiliations|memberships|additional information)$/,
  ],
];

const BULLET_RE = /^\s*(?:[•●▪◦‣∙·○■□➢➤►▶✓✔*]|[-–—](?=\s))\s*/;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A run of digits with the usual phone separators; checked for 9-15 digits afterwards. */
const PHONE_RE = /(?<![\w/])\+?\(?\d[\d ().-]{6,}\d(?![\w/])/g;
const URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|org|net|me|co|app|ai|in|uk|us|tech|site|xyz|page|design)(?:\/[^\s,;|)]*)?/gi;

const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|BC|QC|AB|NSW|VIC";
const REGIONS =
  "USA|US|United States|UK|United Kingdom|England|Scotland|Ireland|Canada|India|Germany|France|Spain|Italy|Netherlands|Australia|New Zealand|Singapore|Japan|China|Brazil|Mexico|Nigeria|Kenya|South Africa|UAE|Poland|Portugal|Sweden|Norway|Denmark|Finland|Switzerland|Austria|Belgium|Israel|Ireland|Philippines|Indonesia|Vietnam|Pakistan|Bangladesh|Egypt|Ghana|Argentina|Chile|Colombia|Maharashtra|Karnataka|Tamil Nadu|Telangana|Delhi|Ontario|California|Texas|New York|Washington|Massachusetts|Illinois|Lagos|Bavaria";
const PLACE = "[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,3}";
const ZIP = "(?: \\d{5}(?:-\\d{4})?| [A-Z]\\d[A-Z] ?\\d[A-Z]\\d)?";
const LOCATION_RE = new RegExp(`(${PLACE}, (?:${US_STATES}|${REGIONS})(?:, (?:${REGIONS}))?|Remote|Hybrid)${ZIP}\\s*$`);
const LOCATION_ONLY_RE = new RegExp(
  `^(?:(?:${PLACE}, (?:${US_STATES}|${REGIONS})(?:, (?:${REGIONS}))?)${ZIP}|Remote|Hybrid|${PLACE} \\((?:Remote|Hybrid)\\)|(?:Remote|Hybrid) \\(${PLACE}\\))$`,
);
/** "Chicago, IL 60614" → "Chicago, IL" (postal codes are not part of a profile location). */
const withoutPostcode = (location: string) => location.replace(/ (\d{5}(-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/, "");

const TITLE_WORDS =
  /\b(engineer|developer|programmer|manager|analyst|designer|intern|internship|lead|director|consultant|scientist|architect|specialist|coordinator|associate|officer|administrator|assistant|head|vp|vice president|president|founder|co-founder|cto|ceo|cfo|coo|researcher|teacher|instructor|professor|lecturer|accountant|representative|executive|strategist|writer|editor|technician|nurse|recruiter|owner|partner|advisor|adviser|principal|fellow|trainee|apprentice|contractor|freelancer?|freelance|sre|devops|tester|qa|marketer|producer|supervisor|agent|clerk|tutor|chef|operator|planner|buyer|auditor|controller|paralegal|attorney|lawyer|physician|pharmacist|therapist|coach|volunteer|member|staff|chair|secretary|treasurer)\b/i;
const COMPANY_WORDS =
  /\b(inc|llc|ltd|limited|corp|corporation|co|company|gmbh|plc|pvt|technologies|technology|labs?|solutions|systems|software|group|studios?|agency|partners|consulting|bank|hospital|university|college|foundation|media|health|capital|ventures|digital|networks|services|industries|enterprises|holdings|global|international|analytics|games|works)\b\.?/i;
const DEGREE_RE =
  /\b(bachelor'?s?|master'?s?|b\.?\s?s\.?c?|m\.?\s?s\.?c?|b\.?a|m\.?a|b\.?\s?tech|m\.?\s?tech|b\.?e|m\.?e|b\.?com|m\.?com|mba|bba|ph\.?\s?d|doctor(ate)?|associate'?s?|diploma|certificate|high school|secondary|a[- ]levels?|gcse|hsc|ssc|mfa|llb|llm|md|jd)\b\.?/i;
const SCHOOL_RE =
  /\b(university|college|institute|school|academy|polytechnic|conservatory|iit|nit|mit|ucla|ucsd|nyu|epfl|eth|universidad|universidade|universit[àé]|université|universität|universiteit|uniwersytet|hochschule|fachhochschule|tecnol[oó]gico|polit[eé]cnico|instituto|escuela|[ée]cole|lyc[ée]e|gymnasium)(?![\p{L}])/iu;
const ISSUERS =
  /\b(amazon web services|aws|google( cloud)?|microsoft|coursera|udemy|edx|oracle|cisco|comptia|pmi|project management institute|scrum alliance|scrum\.org|axelos|hubspot( academy)?|salesforce|linux foundation|cncf|meta|ibm|red hat|isc2|\(isc\)²|isaca|ec-council|cfa institute|google analytics academy|hashicorp|mongodb( university)?|databricks|snowflake|tableau|adobe|facebook|udacity|datacamp|freecodecamp|kubernetes|istqb|itil|sas|shrm|aicpa|acca|cima)\b/i;

export interface Line {
  text: string;
  bullet: boolean;
  blank: boolean;
}

function toLines(raw: string): Line[] {
  return raw
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((l) => l.replace(/[ ]+$/g, ""))
    .map((l) => {
      const bullet = BULLET_RE.test(l) && !/^\s*[-–—]{3,}\s*$/.test(l);
      const text = (bullet ? l.replace(BULLET_RE, "") : l).replace(/[ ]{2,}(?=\S)/g, (m, i, s) => (i > 0 ? "\t" : m)).trim();
      return { text, bullet, blank: text === "" };
    });
}

function headingKey(text: string): SectionKey | null {
  const t = text
    .replace(/[:：]\s*$/, "")
    .replace(/^[#=*_\s-]+|[#=*_\s-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > 45) return null;
  // Letter-spaced headings ("E X P E R I E N C E").
  const squeezed = /^([A-Za-z] ){3,}[A-Za-z]$/.test(t) ? t.replace(/ /g, "") : t;
  const key = squeezed.toLowerCase().replace(/\s*&\s*/g, " & ");
  for (const [section, re] of HEADINGS) if (re.test(key)) return section;
  return null;
}

const isUnderline = (text: string) => /^\s*([=\-_~*])\1{2,}\s*$/.test(text);

interface Sections {
  header: Line[];
  sections: Array<{ key: SectionKey; lines: Line[] }>;
}

function splitSections(lines: Line[]): Sections {
  const result: Sections = { header: [], sections: [] };
  let current: Line[] = result.header;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isUnderline(line.text)) continue;
    // A heading may carry its content after a colon: "Skills: React, Node.js".
    // Not inside a skills list ("Languages: …", "Tools: …" are categories there), and never for minor sections.
    const inSkills = result.sections[result.sections.length - 1]?.key === "skills";
    const inline = !inSkills ? line.text.match(/^([A-Za-z &]{3,40}):\s+(\S.*)$/) : null;
    const inlineKey = inline ? headingKey(inline[1]!) : null;
    const key = !line.bullet ? (headingKey(line.text) ?? (inlineKey !== "other" ? inlineKey : null)) : null;
    const underlined = i + 1 < lines.length && isUnderline(lines[i + 1]!.text);
    if (key && (underlined || !line.text.includes("\t"))) {
      const section = { key, lines: [] as Line[] };
      result.sections.push(section);
      current = section.lines;
      if (inline && !headingKey(line.text)) current.push({ text: inline[2]!, bullet: false, blank: false });
      continue;
    }
    current.push(line);
  }
  return result;
}

// ---- fragments ---------------------------------------------------------------------------------------------

/** Splits a header line into its parts: tabs, pipes, bullets, em/en dashes with spaces, " at ", " @ ". */
function fragments(text: string): string[] {
  return text
    .split(/\t+|\s+[|•·●▪]\s+|\s+[—–]\s+|\s+-\s+|\s+@\s+/)
    .flatMap((f) => {
      // "Engineer at Acme" splits; "University of Texas at Austin" does not.
      const at = f.match(/^(.+?)\s+at\s+([A-Z0-9].*)$/);
      return at && TITLE_WORDS.test(at[1]!) && !SCHOOL_RE.test(at[1]!) ? [at[1]!, at[2]!] : [f];
    })
    .map((f) => f.replace(/^[,;:|\s]+|[,;:|\s]+$/g, "").trim())
    .filter(Boolean);
}

function isLocation(fragment: string): boolean {
  return LOCATION_ONLY_RE.test(fragment.trim());
}

/** Pulls a trailing location out of a fragment: "Acme Corp, Austin, TX" → ["Acme Corp", "Austin, TX"]. */
function splitTrailingLocation(fragment: string): [string, string] {
  if (isLocation(fragment)) return ["", withoutPostcode(fragment)];
  const m = fragment.match(LOCATION_RE);
  if (m && m.index! > 0) {
    const head = fragment.slice(0, m.index).replace(/[,\s(]+$/, "");
    if (head) return [head, m[1]!];
  }
  return [fragment, ""];
}

function cleanUrl(url: string): string {
  const u = url.replace(/[.,;)]+$/, "");
  return /^https?:\/\//i.test(u) ? u : `https://${u}`;
}

function urlsIn(text: string): string[] {
  return (text.replace(new RegExp(EMAIL_RE.source, "g"), " ").match(URL_RE) ?? []).map(cleanUrl);
}

// ---- header ------------------------------------------------------------------------------------------------

function looksLikeName(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length < 3 || t.length > 50 || /[@\d/|:]|https?:|www\./i.test(t)) return false;
  const words = t.split(" ");
  if (words.length < 2 || words.length > 5) return false;
  if (headingKey(t)) return false;
  return words.every((w) => /^\p{Lu}[\p{L}'’.-]*$|^(de|da|van|von|der|del|la|le|bin|al)$/u.test(w));
}

function titleCaseName(word: string): string {
  return word === word.toUpperCase() && word.length > 1
    ? word.replace(/(^|[-'’])(\p{L})(\p{L}*)/gu, (_, sep: string, a: string, rest: string) => sep + a + rest.toLowerCase())
    : word;
}

interface Header {
  firstName: string;
  lastName: string;
  title: string;
  location: string;
}

function readHeader(header: Line[], all: Line[]): Header {
  const out: Header = { firstName: "", lastName: "", title: "", location: "" };
  const candidates = header.length ? header : all.slice(0, 8);
  let nameIndex = -1;
  for (let i = 0; i < Math.min(candidates.length, 6); i++) {
    const first = fragments(candidates[i]!.text)[0] ?? "";
    if (looksLikeName(first)) {
      nameIndex = i;
      const words = first.replace(/\s+/g, " ").trim().split(" ").map(titleCaseName);
      out.firstName = words[0]!;
      out.lastName = words.slice(1).join(" ");
      // "Jane Doe | Senior Engineer" on one line.
      const rest = fragments(candidates[i]!.text)
        .slice(1)
        .find((f) => TITLE_WORDS.test(f) && !EMAIL_RE.test(f));
      if (rest) out.title = rest;
      break;
    }
  }
  for (let i = 0; i < candidates.length; i++) {
    if (i === nameIndex) continue;
    const line = candidates[i]!;
    for (const part of fragments(line.text)) {
      if (!out.location) {
        const loc = part.replace(/^(location|address)\s*:\s*/i, "");
        if (isLocation(loc)) out.location = withoutPostcode(loc);
      }
    }
    if (!out.title && i > nameIndex && nameIndex >= 0 && i <= nameIndex + 3) {
      const text = line.text.trim();
      const contact = EMAIL_RE.test(text) || /\d{3}/.test(text) || URL_RE.test(text) || isLocation(text);
      URL_RE.lastIndex = 0;
      if (!contact && text.length <= 80 && text.split(/\s+/).length <= 10) {
        const first = fragments(text)[0] ?? "";
        if (first && !isLocation(first)) out.title = first;
      } else if (contact) {
        // "Data Scientist | Mexico City, Mexico | me@example.com": a title-like first part still counts.
        const first = fragments(text)[0] ?? "";
        if (
          first &&
          TITLE_WORDS.test(first) &&
          !EMAIL_RE.test(first) &&
          !/\d{3}/.test(first) &&
          !isLocation(first) &&
          first.split(/\s+/).length <= 6
        )
          out.title = first;
      }
    }
  }
  return out;
}

function findPhone(text: string): string {
  for (const line of text.split("\n")) {
    const cleaned = line.replace(new RegExp(EMAIL_RE.source, "g"), " ").replace(URL_RE, " ");
    URL_RE.lastIndex = 0;
    for (const m of cleaned.matchAll(PHONE_RE)) {
      const candidate = m[0].trim().replace(/[\s.(-]+$/, "");
      const digits = candidate.replace(/\D/g, "");
      if (digits.length < 9 || digits.length > 15) continue;
      if (RANGE_RE.test(candidate) || /^(19|20)\d{2}\b/.test(candidate) || /\s{2,}/.test(candidate)) continue;
      return candidate;
    }
  }
  return "";
}

// ---- sections ----------------------------------------------------------------------------------------------

function blocksText(lines: Line[]): string {
  return lines.map((l) => l.text).join("\n");
}

function paragraph(lines: Line[]): string {
  return lines
    .filter((l) => !l.blank)
    .map((l) => l.text.replace(/\t/g, " "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·\t]/.test(ch)) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out
    .map((s) =>
      s
        .trim()
        .replace(/^(and|&)\s+/i, "")
        .replace(/\.$/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** Skills section: "Category: a, b, c" lines or plain lists; vocabulary names win, short unknown items stay. */
function readSkills(lines: Line[]): string[] {
  const skills: string[] = [];
  for (const line of lines) {
    if (line.blank) continue;
    let text = line.text;
    const category = text.match(/^([A-Za-z /&-]{2,40}):\s*(.*)$/);
    if (category) text = category[2]!;
    const items = splitList(text);
    if (items.length === 1 && items[0]!.split(/\s+/).length > 4) {
      skills.push(...skillsInText(items[0]!));
      continue;
    }
    for (const item of items) {
      const name = canonicalSkill(item) ?? canonicalSkill(item.replace(/\s*\(.*\)$/, ""));
      if (name) skills.push(name);
      else if (item.length <= 30 && item.split(/\s+/).length <= 3 && /[A-Za-z]/.test(item)) skills.push(item.replace(/\s*\(.*\)$/, ""));
    }
  }
  return skills;
}

interface Entry {
  header: string[];
  dates: ReturnType<typeof findDates>;
  body: Line[];
}

/**
 * Splits a section into entries anchored on lines that carry dates. The anchor's header is the anchor line
 * plus the non-bullet lines right before it (back to the previous entry's bullets or a blank line), or the
 * line right after it when nothing precedes.
 */
function anchoredEntries(lines: Line[], isAnchor: (l: Line) => boolean): Entry[] {
  const anchors = lines.map((l, i) => (!l.bullet && !l.blank && isAnchor(l) ? i : -1)).filter((i) => i >= 0);
  const entries: Entry[] = [];
  const taken = new Set<number>();
  const starts: number[] = [];
  for (const a of anchors) {
    let start = a;
    while (start - 1 >= 0 && !taken.has(start - 1) && a - (start - 1) <= 2) {
      const prev = lines[start - 1]!;
      if (prev.blank || prev.bullet || isAnchor(prev)) break;
      // A long sentence is the previous entry's description, not this entry's header.
      if (prev.text.length > 90 || /\.$/.test(prev.text)) break;
      if (entries.length > 0 && start - 1 <= starts[starts.length - 1]!) break;
      start--;
    }
    // If the previous entry's body ended with plain lines, they cannot also be this entry's header: the
    // nearest header lines belong to this entry.
    for (let i = start; i <= a; i++) taken.add(i);
    starts.push(start);
    entries.push({ header: [], dates: findDates(lines[a]!.text), body: [] });
  }
  for (let e = 0; e < entries.length; e++) {
    const start = starts[e]!;
    const anchor = anchors[e]!;
    const end = e + 1 < entries.length ? starts[e + 1]! : lines.length;
    const entry = entries[e]!;
    for (let i = start; i < anchor; i++) entry.header.push(lines[i]!.text);
    entry.header.push(entry.dates.rest);
    let i = anchor + 1;
    // A header line may follow the date line ("Jan 2020 - Present" / "Acme Corp").
    while (
      i < end &&
      entry.header.filter((h) => h.trim()).length < 2 &&
      !lines[i]!.bullet &&
      !lines[i]!.blank &&
      lines[i]!.text.length <= 80 &&
      !/\.$/.test(lines[i]!.text)
    ) {
      entry.header.push(lines[i]!.text);
      i++;
    }
    entry.body = lines.slice(i, end);
  }
  return entries;
}

function classifyHeader(header: string[]): { title: string; company: string; location: string } {
  // Two header lines, one a title and the other a company (with or without a place): the title line is
  // taken whole ("Registered Nurse – Cardiac ICU" keeps its dash).
  const lines = header.map((h) => h.replace(/^[\s,;|]+|[\s,;|]+$/g, "")).filter(Boolean);
  if (lines.length === 2) {
    for (const [t, c] of [
      [lines[0]!, lines[1]!],
      [lines[1]!, lines[0]!],
    ] as const) {
      if (!TITLE_WORDS.test(t) || fragments(t).some(isLocation) || /\s(at|@)\s|,/.test(t)) continue;
      const companyParts = fragments(c).flatMap((f) => splitTrailingLocation(f));
      const company = companyParts[0] ?? "";
      if (!company || (TITLE_WORDS.test(company) && !COMPANY_WORDS.test(company))) continue;
      const place =
        fragments(c)
          .map((f) => splitTrailingLocation(f)[1])
          .find(Boolean) ?? "";
      if (fragments(c).length > 2) continue;
      return { title: t, company, location: place };
    }
  }
  const parts: string[] = [];
  let location = "";
  for (const line of header) {
    for (const f of fragments(line)) {
      // "Senior Engineer, Acme Corp" (no other separator): split on a comma before a company-looking part.
      const [head, loc] = splitTrailingLocation(f);
      if (loc && !location) location = loc;
      if (!head) continue;
      const comma = head.match(/^(.+?),\s+(.+)$/);
      if (comma && (TITLE_WORDS.test(comma[1]!) !== TITLE_WORDS.test(comma[2]!) || COMPANY_WORDS.test(comma[2]!))) {
        parts.push(comma[1]!, comma[2]!);
      } else parts.push(head);
    }
  }
  const cleaned = parts.map((p) => p.replace(/^[(\[]|[)\]]$/g, "").trim()).filter((p) => p && !/^(present|current)$/i.test(p));
  let title = cleaned.find((p) => TITLE_WORDS.test(p) && !COMPANY_WORDS.test(p)) ?? cleaned.find((p) => TITLE_WORDS.test(p)) ?? "";
  let company = cleaned.find((p) => p !== title && !isLocation(p)) ?? "";
  if (!title && cleaned.length >= 2) {
    title = cleaned[0]!;
    company = cleaned[1]!;
  } else if (!title && !company && cleaned.length === 1) company = cleaned[0]!;
  return { title, company, location };
}

function readBody(body: Line[]): { description: string; achievements: string[] } {
  const achievements: string[] = [];
  const prose: string[] = [];
  let last: "bullet" | "prose" | null = null;
  for (const line of body) {
    if (line.blank) {
      last = null;
      continue;
    }
    if (line.bullet) {
      achievements.push(line.text.replace(/\t/g, " "));
      last = "bullet";
    } else if (last === "bullet" && /^[a-z(]/.test(line.text)) {
      // A wrapped bullet.
      achievements[achievements.length - 1] += ` ${line.text}`;
    } else {
      prose.push(line.text.replace(/\t/g, " "));
      last = "prose";
    }
  }
  const description = (prose.join(" ") || achievements.join(" ")).replace(/\s+/g, " ").trim();
  return { description, achievements };
}

function readExperience(lines: Line[]): ResumeExtraction["experience"] {
  const entries = anchoredEntries(
    lines,
    (l) => RANGE_RE.test(l.text) || (DATE_RE.test(l.text) && l.text.length < 90 && !/\.$/.test(l.text) && /\t|\s[|–—-]\s|,/.test(l.text)),
  );
  return entries.map((entry) => {
    const { title, company, location } = classifyHeader(entry.header);
    const { description, achievements } = readBody(entry.body);
    return {
      title,
      company,
      location,
      startDate: entry.dates.startDate || (!entry.dates.current ? "" : ""),
      endDate: entry.dates.endDate,
      current: entry.dates.current,
      description,
      achievements,
    };
  });
}

function readEducation(lines: Line[]): ResumeExtraction["education"] {
  // Blocks start at a line naming a degree or a school when the current block already has that kind.
  const blocks: Line[][] = [];
  let current: Line[] = [];
  let hasDegree = false;
  let hasSchool = false;
  for (const line of lines) {
    if (line.blank) continue;
    const degree = !line.bullet && DEGREE_RE.test(line.text);
    const school = !line.bullet && SCHOOL_RE.test(line.text);
    if ((degree && hasDegree) || (school && hasSchool) || ((degree || school) && hasDegree && hasSchool)) {
      blocks.push(current);
      current = [];
      hasDegree = hasSchool = false;
    }
    current.push(line);
    hasDegree ||= degree;
    hasSchool ||= school;
  }
  if (current.length) blocks.push(current);
  return blocks
    .filter((b) => b.some((l) => DEGREE_RE.test(l.text) || SCHOOL_RE.test(l.text)))
    .map((block) => {
      let degree = "";
      let school = "";
      let location = "";
      let gpa = "";
      let coursework: string[] = [];
      let dates = { startDate: "", endDate: "" };
      for (const line of block) {
        const gpaMatch = line.text.match(/\b(?:GPA|CGPA|Grade)\s*:?\s*([\d.]+(?:\s*\/\s*[\d.]+)?)/i);
        if (gpaMatch && !gpa) gpa = gpaMatch[1]!.replace(/\s+/g, "");
        const courses = line.text.match(/^(?:relevant\s+)?(?:coursework|courses)\s*:\s*(.+)$/i);
        if (courses) {
          coursework = splitList(courses[1]!);
          continue;
        }
        let text = line.text.replace(/[,;(|]?\s*\b(?:GPA|CGPA|Grade)\s*:?\s*[\d.]+(?:\s*\/\s*[\d.]+)?\)?/i, "");
        const found = findDates(text);
        if (found.found && !dates.endDate && !dates.startDate) {
          dates = { startDate: found.startDate, endDate: found.endDate };
          text = found.rest.replace(/\b(expected|graduat(ed|ion|ing)|class of|anticipated)\b:?/gi, "").trim();
        }
        if (line.bullet && (degree || school)) continue;
        for (const f of fragments(text)) {
          const [head, loc] = splitTrailingLocation(f);
          if (loc && !location) location = loc;
          if (!head) continue;
          const comma = head.match(/^(.+?),\s+(.+)$/);
          const isDegree = (t: string) => DEGREE_RE.test(t) && !/\b(university|college|institute)\b/i.test(t);
          const pairs = comma && ((isDegree(comma[1]!) && SCHOOL_RE.test(comma[2]!)) || (SCHOOL_RE.test(comma[1]!) && isDegree(comma[2]!)));
          const pieces = pairs ? [comma![1]!, comma![2]!] : [head];
          for (const p of pieces) {
            if (!school && SCHOOL_RE.test(p) && !(DEGREE_RE.test(p) && /\b(in|of)\b/.test(p) && !/university|college|institute/i.test(p)))
              school = p;
            else if (!degree && DEGREE_RE.test(p)) degree = p;
            else if (!location && isLocation(p)) location = p;
          }
        }
      }
      return { degree, school, location, startDate: dates.startDate, endDate: dates.endDate, gpa, relevantCoursework: coursework };
    });
}

function isProjectTitle(line: Line, previous: Line | undefined): boolean {
  if (line.bullet || line.blank) return false;
  const head = line.text.split(/\s+[|—–-]\s+|:\s|\t|\s\(/)[0]!.trim();
  if (!head || head.length > 60 || head.split(/\s+/).length > 8 || /\.$/.test(head)) return false;
  if (
    /^(tech(nologies|nology| stack)?|stack|built with|tools|skills|links?|github|demo|live|source( code)?|code|repo(sitory)?|url|website)\s*:/i.test(
      line.text,
    )
  )
    return false;
  if (/^(https?:\/\/|www\.)|^[a-z0-9-]+\.(com|io|dev|org|net|app)\//i.test(line.text)) return false;
  if (/^[a-z]/.test(head)) return false;
  if (!previous || previous.blank || previous.bullet) return true;
  // After a plain line, a new title has a separator ("Name – what it is", "Name | React") or is short and
  // follows a finished sentence or a link line.
  const separated = /\s[|—–]\s|\t/.test(line.text) && line.text.length <= 160;
  const previousDone =
    /[.!]$/.test(previous.text) ||
    /^(source( code)?|code|repo(sitory)?|github|links?|demo|live|url)\s*:/i.test(previous.text) ||
    /^(https?:\/\/)?(www\.)?[a-z0-9-]+\.[a-z]{2,}\/\S*$/i.test(previous.text);
  if (separated) return previousDone || !/[a-z,]$/.test(previous.text) || /\t/.test(line.text);
  return previousDone && !/[.,]$/.test(line.text) && line.text.split(/\s+/).length <= 6;
}

/** "React, Mapbox, Node.js": short items, at least half of them known skills. */
function isTechList(part: string): boolean {
  URL_RE.lastIndex = 0;
  if (URL_RE.test(part)) return ((URL_RE.lastIndex = 0), false);
  const items = splitList(part);
  if (!items.length || items.some((i) => i.split(/\s+/).length > 3)) return false;
  return items.filter((i) => canonicalSkill(i)).length * 2 >= items.length;
}

function readProjects(lines: Line[]): ResumeExtraction["projects"] {
  const groups: Line[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.blank) continue;
    let prev: Line | undefined;
    for (let j = i - 1; j >= 0; j--) {
      prev = lines[j]!;
      break;
    }
    if (groups.length === 0 || isProjectTitle(line, prev)) groups.push([line]);
    else groups[groups.length - 1]!.push(line);
  }
  return groups.map((group) => {
    const first = group[0]!.text;
    const all = group.map((l) => l.text).join("\n");
    const urls = urlsIn(all);
    const githubUrl = urls.find((u) => /github\.com/i.test(u)) ?? "";
    const liveUrl = urls.find((u) => !/github\.com/i.test(u)) ?? "";
    const parts = first.split(/\s+[|—–-]\s+|\t|:\s+/);
    const title = parts[0]!
      .replace(/\s*\(.*?\)\s*$/, "")
      .replace(URL_RE, "")
      .replace(/[:\s]+$/, "")
      .trim();
    URL_RE.lastIndex = 0;
    const technologies: string[] = [];
    const techLine = group.find((l) => /^(tech(nologies|nology| stack)?|stack|built with|tools)\s*:/i.test(l.text));
    const techSources = [
      ...(techLine ? [techLine.text.replace(/^[^:]+:\s*/, "")] : []),
      ...parts.slice(1).filter(isTechList),
      ...(first.match(/\(([^)]*)\)/)?.slice(1) ?? []),
    ];
    for (const source of techSources)
      for (const item of splitList(source)) {
        const name = canonicalSkill(item) ?? (item.length <= 25 && item.split(/\s+/).length <= 3 ? item : undefined);
        if (name && !technologies.includes(name)) technologies.push(name);
      }
    const bodyLines = group
      .slice(1)
      .filter(
        (l) =>
          l !== techLine &&
          !/^(github|links?|demo|live|url|source( code)?|code|repo(sitory)?)\s*:/i.test(l.text) &&
          !/^(https?:\/\/)?(www\.)?[a-z0-9-]+\.[a-z]{2,}\/\S*$/i.test(l.text.trim()),
      );
    const { description, achievements } = readBody(bodyLines);
    const inlineDescription = parts
      .slice(1)
      .filter((p) => !isTechList(p) && !URL_RE.test(p))
      .join(" ")
      .trim();
    URL_RE.lastIndex = 0;
    for (const s of skillsInText(`${inlineDescription} ${description} ${achievements.join(" ")}`))
      if (!technologies.includes(s)) technologies.push(s);
    return {
      title,
      description: [inlineDescription, description].filter(Boolean).join(" ").replace(/\s+/g, " ").trim(),
      githubUrl,
      liveUrl,
      highlights: achievements,
      technologies: technologies.slice(0, 10),
    };
  });
}

function readCertifications(input: Line[]): ResumeExtraction["certifications"] {
  const out: ResumeExtraction["certifications"] = [];
  // A wrapped line ("Google Professional Data" / "Engineer, Google, 2022") continues the one before it.
  const lines: Line[] = [];
  for (const line of input.filter((l) => !l.blank)) {
    const prev = lines[lines.length - 1];
    const firstPart = line.text.split(/,|\s[|—–-]\s/)[0]!.trim();
    if (
      prev &&
      !line.bullet &&
      !DATE_RE.test(prev.text) &&
      !/[,|—–]|\s-\s/.test(prev.text) &&
      (DATE_RE.test(line.text) || ISSUERS.test(line.text)) &&
      (firstPart.split(/\s+/).length <= 2 || /^[a-z]/.test(firstPart))
    ) {
      lines[lines.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else lines.push(line);
  }
  for (const line of lines) {
    if (line.blank) continue;
    const urls = urlsIn(line.text);
    let text = line.text.replace(URL_RE, "").trim();
    URL_RE.lastIndex = 0;
    let issueDate = "";
    let expiryDate = "";
    const expiry = text.match(
      new RegExp(
        `\\b(?:expires?|expiry|exp\\.?|valid until|valid through)\\s*:?\\s*(${DATE_RE.source.replace(/^\(\?<!\[\\w\/\]\)|\(\?!\[\\w\/\]\)$/g, "")})`,
        "i",
      ),
    );
    if (expiry) {
      expiryDate = findDates(expiry[1]!).endDate;
      text = text.replace(expiry[0], "");
    }
    const found = findDates(text);
    if (found.found) {
      issueDate = found.startDate || found.endDate;
      if (found.startDate && found.endDate && !expiryDate) expiryDate = found.endDate;
      text = found.rest.replace(/\b(issued|obtained|earned|completed)\b:?/gi, "");
    }
    const parts = text
      .replace(/^[\s|—–,-]+|[\s|—–,(-]+$/g, "")
      .split(/\s+[|—–]\s+|\s+-\s+|,\s+|\s+by\s+|\s+from\s+|\t/)
      .map((p) => p.replace(/^[\s,;:]+|[\s,;:]+$/g, ""))
      .filter(Boolean);
    if (!parts.length) continue;
    let issuerIndex = parts.findIndex((p, i) => i > 0 && ISSUERS.test(p));
    if (issuerIndex < 0 && parts.length > 1) issuerIndex = parts.length - 1;
    const issuer = issuerIndex > 0 ? parts[issuerIndex]! : "";
    const name = parts.filter((_, i) => i !== issuerIndex).join(" - ");
    if (!line.bullet && out.length > 0 && !found.found && !issuer && /^[a-z]/.test(name)) continue;
    out.push({ name, issuer, issueDate, expiryDate, credentialUrl: urls[0] ?? "" });
  }
  return out;
}

// ---- the whole resume --------------------------------------------------------------------------------------

/** Cuts text at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 40)).trimEnd()}…`;
}

/** Parses resume text into the extraction shape (validated). Deterministic: same text, same answer. */
export function parseResumeText(raw: string): ResumeExtraction {
  // Resumes are a few thousand characters; a huge text is cut so parsing stays cheap.
  const lines = toLines(raw.slice(0, MAX_PARSE_CHARS));
  const { header, sections } = splitSections(lines);
  const result = emptyExtraction();
  const fullText = lines.map((l) => l.text).join("\n");

  const head = readHeader(header, lines);
  result.personalInfo.firstName = head.firstName;
  result.personalInfo.lastName = head.lastName;
  result.personalInfo.location = head.location;
  result.professional.title = head.title;

  const contactText = [...header, ...sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)].map((l) => l.text).join("\n");
  result.personalInfo.email = (contactText.match(EMAIL_RE) ?? fullText.match(EMAIL_RE))?.[0] ?? "";
  result.personalInfo.phone = findPhone(contactText) || findPhone(fullText);
  if (!result.personalInfo.location) {
    for (const line of sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)) {
      for (const f of fragments(line.text)) {
        const loc = f.replace(/^(location|address)\s*:\s*/i, "");
        if (!result.personalInfo.location && isLocation(loc)) result.personalInfo.location = withoutPostcode(loc);
      }
    }
  }

  const projectLines = sections.filter((s) => s.key === "projects").flatMap((s) => s.lines);
  const projectText = blocksText(projectLines);
  const links = urlsIn(contactText.length > 0 ? `${contactText}\n${fullText}` : fullText);
  const social = result.personalInfo.socialLinks;
  for (const link of links) {
    if (/linkedin\.com\/(in|pub)\//i.test(link)) social.linkedin ??= link;
    else if (/github\.com\/[A-Za-z0-9-]+\/?$/i.test(link)) social.github ??= link;
    else if (/twitter\.com|x\.com\//i.test(link)) social.twitter ??= link;
    else if (
      !/github\.com|linkedin\.com/i.test(link) &&
      !projectText.includes(link.replace(/^https?:\/\//, "")) &&
      contactText.includes(link.replace(/^https:\/\//, "").replace(/\/$/, ""))
    )
      social.website ??= link;
  }

  const skills: string[] = [];
  for (const section of sections) {
    switch (section.key) {
      case "summary":
        result.professional.summary ||= paragraph(section.lines);
        break;
      case "experience":
        result.experience.push(...readExperience(section.lines));
        break;
      case "education":
        result.education.push(...readEducation(section.lines));
        break;
      case "projects":
        result.projects.push(...readProjects(section.lines));
        break;
      case "skills":
        skills.push(...readSkills(section.lines));
        break;
      case "certifications":
        result.certifications.push(...readCertifications(section.lines));
        break;
      default:
        break;
    }
  }
  // Skills named elsewhere (experience, projects, summary) join the listed ones.
  const described = sections.filter((s) => s.key === "experience" || s.key === "projects" || s.key === "summary");
  skills.push(...skillsInText(described.map((s) => blocksText(s.lines)).join("\n")));
  const seen = new Set<string>();
  result.professional.skills = skills
    .filter((s) => {
      const k = s.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 50);

  if (!result.professional.title && result.experience[0]?.title) result.professional.title = result.experience[0].title;
  // The editor accepts summaries and descriptions up to 1000 characters (spec part 2 section 5).
  result.professional.summary = clip(result.professional.summary, 1000);
  for (const item of [...result.experience, ...result.projects]) item.description = clip(item.description, 1000);
  return validateExtraction(result);
}
