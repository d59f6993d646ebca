// A Europass CV (the EU's labelled form, in English): every value sits under its label ("Dates", "Occupation or
// position held", "Name and address of employer", …). Read as the plain resume it describes, so the section and
// entry rules read it like any other: the name and title first, each job as title, employer — place, dates and its
// activities as bullets, each school as qualification, school, dates; values no profile field keeps (nationality,
// date of birth, languages, driving licence, sector) are left out.

import { sectionOfHeading } from "../vocabulary/headings";

type Role =
  | "name"
  | "contact"
  | "title"
  | "drop"
  | "dates"
  | "position"
  | "activities"
  | "employer"
  | "qualification"
  | "school"
  | "skills";

/** Europass labels, lower case without a trailing colon, and what their value is. */
const LABELS: Record<string, Role> = {
  "first name(s) / surname(s)": "name",
  "first name / surname": "name",
  "surname(s) / first name(s)": "name",
  "surname / first name": "name",
  address: "contact",
  telephone: "contact",
  mobile: "contact",
  "e-mail": "contact",
  email: "contact",
  website: "contact",
  nationality: "drop",
  "date of birth": "drop",
  gender: "drop",
  sex: "drop",
  fax: "drop",
  "desired employment / occupational field": "title",
  "desired employment": "title",
  "occupational field": "title",
  "job applied for": "title",
  dates: "dates",
  "occupation or position held": "position",
  "main activities and responsibilities": "activities",
  "name and address of employer": "employer",
  "type of business or sector": "drop",
  "title of qualification awarded": "qualification",
  "principal subjects/occupational skills covered": "drop",
  "principal subjects / occupational skills covered": "drop",
  "name and type of organisation providing education and training": "school",
  "level in national or international classification": "drop",
  "mother tongue(s)": "drop",
  "mother tongue": "drop",
  "other language(s)": "drop",
  "other languages": "drop",
  "driving licence": "drop",
  "organisational / managerial skills": "skills",
  "organisational skills": "skills",
  "managerial skills": "skills",
  "communication skills": "skills",
  "job-related skills": "skills",
  "technical skills": "skills",
  "computer skills": "skills",
  "digital skills": "skills",
  "artistic skills": "skills",
  "other skills": "skills",
};
/** Europass section titles and the heading the section rules know them by ("" leaves the line out). */
const SECTIONS: Record<string, string> = {
  "europass curriculum vitae": "",
  "curriculum vitae": "",
  "personal information": "",
  "work experience": "Experience",
  "education and training": "Education",
  "personal skills and competences": "Skills",
  "personal skills": "Skills",
};

const key = (line: string) => line.trim().toLowerCase().replace(/:$/, "").replace(/\s+/g, " ");
/** A street in an employer's address ("ul. Poznańska 8"): no part of the employer or its place. */
const STREET = /\d|^(?:ul\.|ulica|str\.|strasse|straße|street|st\.|rue|via|calle|avenida|av\.|rua|road|rd\.)\s/i;

/** Whether the text is a Europass CV: three of its labels or more, each alone on its line. */
export function looksLikeEuropass(text: string): boolean {
  const found = new Set<string>();
  for (const line of text.split("\n")) {
    const k = key(line);
    if (k in LABELS) found.add(k);
    if (found.size >= 3) return true;
  }
  return false;
}

/** "Raben Logistics Polska, ul. Poznańska 8, Gądki, Poland" → "Raben Logistics Polska — Gądki, Poland". */
function employerLine(value: string): string {
  const [name, ...rest] = value.split(/,\s*/);
  const place = rest.filter((part) => !STREET.test(part)).join(", ");
  return place ? `${name} — ${place}` : name!;
}

/** Activities written as a paragraph: one bullet per sentence. */
const bullets = (values: string[]) =>
  values
    .join(" ")
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((s) => s.trim())
    .map((s) => `• ${s.trim()}`);

type Block = Partial<Record<Role, string[]>>;

function add(block: Block, role: Role, value: string) {
  const values = block[role] ?? [];
  values.push(value);
  block[role] = values;
}

/** A Europass CV as the plain resume it describes. */
export function europassToText(text: string): string {
  const header = { name: "", title: "", contact: [] as string[] };
  const body: string[] = [];
  let block: Block | null = null;
  const flush = () => {
    if (!block) return;
    const one = (role: Role) => (block![role] ?? []).join(" ").trim();
    if (block.position || block.employer) {
      body.push(one("position"), employerLine(one("employer")), one("dates"), ...bullets(block.activities ?? []));
    } else if (block.qualification || block.school) {
      body.push(one("qualification"), one("school"), one("dates"));
    }
    body.push("");
    block = null;
  };
  let role: Role | null = null;
  for (const line of text.split("\n")) {
    const k = key(line);
    if (k in SECTIONS) {
      flush();
      role = null;
      if (SECTIONS[k]) body.push("", SECTIONS[k]!);
      continue;
    }
    // Another section the resume adds ("Certificates"): read as it is.
    if (!(k in LABELS) && sectionOfHeading(line.trim())) {
      flush();
      role = null;
      body.push("", line.trim());
      continue;
    }
    if (k in LABELS) {
      role = LABELS[k]!;
      if (role === "dates" && block && (block as Block).dates) flush();
      if (["dates", "position", "activities", "employer", "qualification", "school"].includes(role)) block ??= {};
      continue;
    }
    if (!line.trim() || role === null) {
      if (!line.trim() && block && Object.keys(block).length > 0 && role !== "activities") flush();
      if (role === null && line.trim()) body.push(line);
      continue;
    }
    const value = line.trim();
    if (role === "name") header.name ||= value;
    else if (role === "title") header.title ||= value;
    else if (role === "contact") header.contact.push(value);
    else if (role === "skills") body.push(value);
    // Europass writes day/month/year: "01/03/2019" is March.
    else if (role !== "drop" && block)
      add(block, role, role === "dates" ? value.replace(/\b\d{1,2}[/.](\d{1,2})[/.]((?:19|20)\d{2})\b/g, "$1/$2") : value);
  }
  flush();
  return [header.name, header.title, header.contact.join(" | "), ...body].join("\n");
}
