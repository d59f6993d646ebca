// The resume import scorer: an extraction (local parser or Workers AI) against the hand-written truth of a
// fixture (tests/fixtures/resumes/<name>.expected.json, what a careful person would enter). Shared by
// tests/unit/resume-score.test.ts (floors in `npm test`) and tests/resume-score/run.ts (`npm run bench`).
//
// Field accuracy = fields the truth fills that the extraction fills correctly, over all fields the truth fills.
// The truth lists every field a person would fill; a field it leaves out is empty. Kinds:
//   contact          names, email, phone (digits), location, each social link
//   title/summary    professional title and summary
//   skills           F1 of the skill names (canonical names: "Postgres" is PostgreSQL)
//   job titles, companies, locations (jobs and schools), dates (jobs and schools, and `current`)
//   education        degree, school, grade, each course
//   projects         title, links, each technology
//   certifications   name, issuer, issue and expiry dates
//   job details      a job's prose description and each of its bullet points
// Overall = (correct fields + skills F1 × skills in the truth) / (fields + skills in the truth).
// INVENTED values: a field filled where the truth leaves it empty, a month given to a year-only date, a job
// marked current that is not, an entry (job, school, project, certification) the resume does not have.
import { canonicalSkill } from "~/server/resume/skills";

const KINDS = [
  "contact",
  "title/summary",
  "skills",
  "job titles",
  "companies",
  "locations",
  "dates",
  "education",
  "projects",
  "certifications",
  "job details",
] as const;
export type Kind = (typeof KINDS)[number];

interface Tally {
  total: number;
  correct: number;
}

export interface ScoreCard {
  kinds: Record<Kind, Tally>;
  skills: { truth: number; found: number; matched: number };
  invented: string[];
  misses: string[];
}

export function newScoreCard(): ScoreCard {
  return {
    kinds: Object.fromEntries(KINDS.map((k) => [k, { total: 0, correct: 0 }])) as Record<Kind, Tally>,
    skills: { truth: 0, found: 0, matched: 0 },
    invented: [],
    misses: [],
  };
}

const norm = (v: unknown) =>
  String(v ?? "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
const normUrl = (v: unknown) =>
  norm(v)
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");
const digits = (v: unknown) => String(v ?? "").replace(/\D/g, "");
const skillKey = (s: string) => norm(canonicalSkill(s) ?? s);

type Eq = (a: string, b: string) => boolean;
const textEq: Eq = (a, b) => norm(a) === norm(b);
const urlEq: Eq = (a, b) => normUrl(a) === normUrl(b);
const phoneEq: Eq = (a, b) => digits(a) === digits(b);

/** One field: counted when the truth fills it; invented when only the extraction does. */
function field(card: ScoreCard, kind: Kind, label: string, truth: unknown, got: unknown, eq: Eq = textEq) {
  const want = String(truth ?? "").trim();
  const have = String(got ?? "").trim();
  if (!want) {
    if (have) card.invented.push(`${label}: ${JSON.stringify(have)} (the resume has none)`);
    return;
  }
  card.kinds[kind].total += 1;
  if (have && eq(want, have)) card.kinds[kind].correct += 1;
  else card.misses.push(`${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(have)}`);
}

/** A date: like a field, and a month given to a year-only date is invented. */
function date(card: ScoreCard, label: string, truth: unknown, got: unknown) {
  const want = String(truth ?? "").trim();
  const have = String(got ?? "").trim();
  if (/^\d{4}$/.test(want) && have.startsWith(`${want}-`)) card.invented.push(`${label}: month invented, ${have} for ${want}`);
  field(card, "dates", label, want, have, (a, b) => a === b);
}

/** Each item of a list the truth fills counts once (recall). */
function items(card: ScoreCard, kind: Kind, label: string, truth: unknown, got: unknown) {
  const have = new Set(((got as string[] | undefined) ?? []).map(norm));
  for (const item of (truth as string[] | undefined) ?? []) {
    card.kinds[kind].total += 1;
    if (have.has(norm(item))) card.kinds[kind].correct += 1;
    else card.misses.push(`${label}: missing ${JSON.stringify(item)}`);
  }
}

type Obj = Record<string, any>;

function entries(
  card: ScoreCard,
  name: string,
  section: string,
  truth: Obj[] = [],
  got: Obj[] = [],
  each: (label: string, t: Obj, g: Obj) => void,
) {
  for (let i = 0; i < Math.max(truth.length, got.length); i++) {
    const label = `${name} ${section}.${i}`;
    if (i >= truth.length) {
      card.invented.push(`${label}: an entry the resume does not have (${JSON.stringify(Object.values(got[i] ?? {}).find(Boolean))})`);
      continue;
    }
    each(label, truth[i]!, got[i] ?? {});
  }
}

/** Scores one extraction against its truth into the card. */
export function scoreResume(card: ScoreCard, name: string, truth: Obj, actual: Obj) {
  const p = truth.personalInfo ?? {};
  const a = actual.personalInfo ?? {};
  for (const key of ["firstName", "lastName", "email", "location"]) field(card, "contact", `${name} personalInfo.${key}`, p[key], a[key]);
  field(card, "contact", `${name} personalInfo.phone`, p.phone, a.phone, phoneEq);
  const links = new Set([...Object.keys(p.socialLinks ?? {}), ...Object.keys(a.socialLinks ?? {})]);
  for (const key of links) field(card, "contact", `${name} socialLinks.${key}`, p.socialLinks?.[key], a.socialLinks?.[key], urlEq);

  const pro = truth.professional ?? {};
  const apro = actual.professional ?? {};
  field(card, "title/summary", `${name} professional.title`, pro.title, apro.title);
  field(card, "title/summary", `${name} professional.summary`, pro.summary, apro.summary);
  const want = new Set<string>((pro.skills ?? []).map(skillKey));
  const have = new Set<string>((apro.skills ?? []).map(skillKey));
  card.skills.truth += want.size;
  card.skills.found += have.size;
  for (const s of want) if (have.has(s)) card.skills.matched += 1;
  for (const s of want) if (!have.has(s)) card.misses.push(`${name} skill missing: ${s}`);
  for (const s of have) if (!want.has(s)) card.misses.push(`${name} skill not in the resume's list: ${s}`);

  entries(card, name, "experience", truth.experience, actual.experience, (label, t, g) => {
    field(card, "job titles", `${label}.title`, t.title, g.title);
    field(card, "companies", `${label}.company`, t.company, g.company);
    field(card, "locations", `${label}.location`, t.location, g.location);
    date(card, `${label}.startDate`, t.startDate, g.startDate);
    date(card, `${label}.endDate`, t.endDate, g.endDate);
    field(card, "dates", `${label}.current`, t.current ? "true" : "", g.current ? "true" : "");
    field(card, "job details", `${label}.description`, t.description, g.description);
    items(card, "job details", `${label}.achievements`, t.achievements, g.achievements);
    const description = norm(t.description);
    if (description && (g.achievements ?? []).some((x: string) => norm(x) === description))
      card.invented.push(`${label}.achievements: the description copied into the achievements`);
  });
  entries(card, name, "education", truth.education, actual.education, (label, t, g) => {
    field(card, "education", `${label}.degree`, t.degree, g.degree);
    field(card, "education", `${label}.school`, t.school, g.school);
    field(card, "locations", `${label}.location`, t.location, g.location);
    date(card, `${label}.startDate`, t.startDate, g.startDate);
    date(card, `${label}.endDate`, t.endDate, g.endDate);
    field(card, "education", `${label}.gpa`, t.gpa, g.gpa);
    items(card, "education", `${label}.relevantCoursework`, t.relevantCoursework, g.relevantCoursework);
  });
  entries(card, name, "projects", truth.projects, actual.projects, (label, t, g) => {
    field(card, "projects", `${label}.title`, t.title, g.title);
    field(card, "projects", `${label}.githubUrl`, t.githubUrl, g.githubUrl, urlEq);
    field(card, "projects", `${label}.liveUrl`, t.liveUrl, g.liveUrl, urlEq);
    items(card, "projects", `${label}.technologies`, t.technologies, g.technologies);
  });
  entries(card, name, "certifications", truth.certifications, actual.certifications, (label, t, g) => {
    field(card, "certifications", `${label}.name`, t.name, g.name);
    field(card, "certifications", `${label}.issuer`, t.issuer, g.issuer);
    for (const key of ["issueDate", "expiryDate"]) {
      const want = String(t[key] ?? "");
      if (/^\d{4}$/.test(want) && String(g[key] ?? "").startsWith(`${want}-`))
        card.invented.push(`${label}.${key}: month invented, ${g[key]} for ${want}`);
      field(card, "certifications", `${label}.${key}`, want, g[key], (x, y) => x === y);
    }
  });
}

export interface Summary {
  /** Percent per kind (skills: F1 in percent). */
  perKind: Record<Kind, number>;
  overall: number;
  invented: number;
  fields: number;
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);

export function summarise(card: ScoreCard): Summary {
  const { truth, found, matched } = card.skills;
  const precision = found ? matched / found : 1;
  const recall = truth ? matched / truth : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const perKind = Object.fromEntries(
    KINDS.map((k) => [k, k === "skills" ? 100 * f1 : pct(card.kinds[k].correct, card.kinds[k].total)]),
  ) as Record<Kind, number>;
  let correct = f1 * truth;
  let total = truth;
  for (const k of KINDS) {
    if (k === "skills") continue;
    correct += card.kinds[k].correct;
    total += card.kinds[k].total;
  }
  return { perKind, overall: pct(correct, total), invented: card.invented.length, fields: total };
}

/** The per-kind table (markdown), as `npm run bench` and the test print it. */
export function formatTable(card: ScoreCard, title: string): string {
  const s = summarise(card);
  const rows = KINDS.map((k) => {
    const detail =
      k === "skills"
        ? `${card.skills.matched} of ${card.skills.truth} found, ${card.skills.found} given`
        : `${card.kinds[k].correct}/${card.kinds[k].total}`;
    return `| ${k}${k === "skills" ? " (F1)" : ""} | ${s.perKind[k].toFixed(1)}% | ${detail} |`;
  });
  return [
    `${title}`,
    "| kind | accuracy | fields |",
    "|---|---|---|",
    ...rows,
    `| **overall** | **${s.overall.toFixed(1)}%** | ${s.fields} fields |`,
    `| invented values | ${s.invented} | |`,
  ].join("\n");
}
