// The rules an import joins the editor's draft by (issue 31): an import never replaces what the user had. The same
// job (company and title), school (school and degree), project (title) or certification (name, and issuer when both
// give one) is one entry, field by field the richer value wins (a month over a bare year, a filled field over an
// empty one, every achievement of both), entries only in the import are added, skills are joined without near
// duplicates, and a single value the user had is kept: a different imported one is only offered. Pure: the review
// dialog and the unit tests (tests/unit/profile-merge.test.ts) read the same answers.
import { SOCIAL_KEYS, type SocialKey } from "~/schemas/profile-rules";
import {
  type CertificationDraft,
  type Draft,
  type EducationDraft,
  type ExperienceDraft,
  isBlankEntry,
  type ListKey,
  type ProjectDraft,
  type SectionKey,
  SECTION_KEYS,
  stableKey,
  valueAtKey,
  withSection,
} from "./model";
import { SOCIAL_LABELS } from "./social-links";

/** Text as compared: case and runs of spaces do not count. */
const sameText = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** A vendor's name before a product's ("Apache Kafka", "Amazon Web Services", "Microsoft Excel"). */
const VENDOR_PREFIX = /^(apache|amazon|google|microsoft)\s+/;

/**
 * Every name a skill goes by: itself, without its vendor word, its parenthesised acronym and what precedes it
 * ("Amazon Web Services (AWS)" is also "aws" and "amazon web services"). Two skills sharing a name are one skill.
 */
function skillNames(skill: string): string[] {
  const base = sameText(skill);
  const names = new Set([base]);
  const acronym = /^(.*?)\s*\(([^()]+)\)$/.exec(base);
  if (acronym) {
    names.add(acronym[1]!.trim());
    names.add(acronym[2]!.trim());
  }
  for (const name of [...names]) names.add(name.replace(VENDOR_PREFIX, ""));
  names.delete("");
  return [...names];
}

/** The user's skills, then each imported one that is not one of them by another name (the user's spelling stays). */
export function joinSkills(mine: readonly string[], imported: readonly string[]): string[] {
  const known = new Set(mine.flatMap(skillNames));
  const out = [...mine];
  for (const skill of imported) {
    const names = skillNames(skill);
    if (!names.length || names.some((name) => known.has(name))) continue;
    for (const name of names) known.add(name);
    out.push(skill.trim());
  }
  return out;
}

/** The richer of two dates: a month over a bare year of the same year, a date over none; else the user's. */
function richerDate(mine: string, imported: string): string {
  if (!mine.trim()) return imported;
  if (/^\d{4}$/.test(mine.trim()) && imported.startsWith(`${mine.trim()}-`)) return imported;
  return mine;
}

/** The user's lines, then the imported ones they do not already hold (compared as sameText). */
function joinLines(mine: readonly string[], imported: readonly string[]): string[] {
  const seen = new Set(mine.map((line) => sameText(line.replace(/^[\s•*-]+/, ""))));
  const out = [...mine];
  for (const line of imported) {
    const key = sameText(line.replace(/^[\s•*-]+/, ""));
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

type ListEntry = ExperienceDraft | EducationDraft | ProjectDraft | CertificationDraft;

const DATE_FIELDS = new Set(["startDate", "endDate", "issueDate", "expiryDate"]);

/** How a changed field is named in the review ("Experience: 1 updated (dates, achievements)"). */
const FIELD_LABELS: Record<string, string> = {
  startDate: "dates",
  endDate: "dates",
  current: "dates",
  issueDate: "dates",
  expiryDate: "dates",
  achievements: "achievements",
  gpa: "GPA",
  skills: "skills",
  url: "links",
  githubUrl: "links",
  credentialUrl: "link",
};

/** One of the user's entries joined with the same entry of the import, and the names of the fields that gained. */
function joinEntry<T extends ListEntry>(mine: T, imported: T): { entry: T; gained: string[] } {
  const entry = { ...mine } as Record<string, unknown>;
  const theirs = imported as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(mine)) {
    const other = theirs[field];
    if (field === "id" || field === "current" || field === "featured") continue;
    if (field === "achievements") entry[field] = joinLines(value as string[], (other as string[]) ?? []);
    else if (field === "skills") entry[field] = joinSkills(value as string[], (other as string[]) ?? []);
    else if (DATE_FIELDS.has(field)) entry[field] = richerDate(value as string, String(other ?? ""));
    else if (typeof value === "string" && !value.trim()) entry[field] = String(other ?? "");
  }
  if ("current" in mine) {
    // An end date (the user's or the import's) ends the job; without one, either side saying "current" keeps it on.
    entry.current = entry.endDate ? false : mine.current || (imported as ExperienceDraft).current;
  }
  const gained = Object.keys(entry).filter(
    (field) => JSON.stringify(entry[field]) !== JSON.stringify((mine as unknown as Record<string, unknown>)[field]),
  );
  return { entry: entry as T, gained };
}

/** When an imported entry is one the user has: the keys the issue names, compared as sameText. */
const SAME_ENTRY: { [K in ListKey]: (a: Draft[K][number], b: Draft[K][number]) => boolean } = {
  experience: (a, b) => sameText(a.company) === sameText(b.company) && sameText(a.title) === sameText(b.title),
  education: (a, b) => sameText(a.school) === sameText(b.school) && sameText(a.degree) === sameText(b.degree),
  projects: (a, b) => sameText(a.title) === sameText(b.title),
  certifications: (a, b) =>
    sameText(a.name) === sameText(b.name) && (!a.issuer.trim() || !b.issuer.trim() || sameText(a.issuer) === sameText(b.issuer)),
};

interface ListJoin<T> {
  entries: T[];
  /** For each imported entry, its index in `entries` (null for a blank one, which is left out). */
  placed: Array<number | null>;
  added: number;
  updated: number;
  /** The review's names of what the joined entries gained ("dates", "achievements"). */
  gained: string[];
}

/** The user's entries (each kept, in order, joined with its match) followed by the imported ones that are new. */
function joinList<K extends ListKey>(key: K, mine: Draft[K], imported: Draft[K]): ListJoin<Draft[K][number]> {
  type Entry = Draft[K][number];
  const same = SAME_ENTRY[key] as (a: Entry, b: Entry) => boolean;
  const entries: Entry[] = [...mine];
  const matched = new Set<number>();
  const gained = new Set<string>();
  const placed: Array<number | null> = [];
  let added = 0;
  let updated = 0;
  for (const entry of imported as Entry[]) {
    if (isBlankEntry(entry)) {
      placed.push(null);
      continue;
    }
    const at = entries.findIndex(
      (candidate, index) => index < mine.length && !matched.has(index) && !isBlankEntry(candidate) && same(candidate, entry),
    );
    if (at < 0) {
      placed.push(entries.length);
      entries.push(entry);
      added += 1;
      continue;
    }
    matched.add(at);
    placed.push(at);
    const joined = joinEntry(entries[at]!, entry);
    entries[at] = joined.entry;
    if (joined.gained.length) updated += 1;
    for (const field of joined.gained) gained.add(FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, " $1").toLowerCase());
  }
  return { entries, placed, added, updated, gained: [...gained] };
}

/** A single value the import has in another form than the user's: kept as the user's, the import's offered. */
export interface Offer {
  /** The draft path: "phone", "location", "title", "summary", "socialLinks.github". */
  path: string;
  section: SectionKey;
  label: string;
  mine: string;
  imported: string;
}

/** What an import does to one section, for the review. */
interface SectionChange {
  section: SectionKey;
  added: number;
  updated: number;
  /** The names of the fields that gain (list entries) or are filled in (single values). */
  gained: string[];
  skillsAdded: number;
  offers: Offer[];
}

export interface ImportProposal {
  /** The editor's draft with the import joined in (every single value the user had kept as it was). */
  merged: Draft;
  /** The sections the import changes or offers to change, in the editor's order. */
  changes: SectionChange[];
  /** The extraction's review list (see reviewPaths) with each list index moved to its entry's place in `merged`. */
  reviewPaths: string[];
}

/** Values compared as the same value in another form (a phone's separators, a link's scheme, case and spacing). */
const comparable = (path: string, value: string) =>
  path === "phone"
    ? value.replace(/[^\d+]/g, "")
    : path.startsWith("socialLinks.")
      ? sameText(value)
          .replace(/^https?:\/\/(www\.)?/, "")
          .replace(/\/+$/, "")
      : sameText(value);

const SINGLE_VALUES: Array<{ path: string; section: SectionKey; label: string }> = [
  { path: "phone", section: "personal", label: "Phone" },
  { path: "location", section: "personal", label: "Location" },
  ...SOCIAL_KEYS.map((key) => ({ path: `socialLinks.${key}`, section: "personal" as const, label: SOCIAL_LABELS[key] })),
  { path: "title", section: "professional", label: "Professional title" },
  { path: "summary", section: "professional", label: "Summary" },
];

const readValue = (d: Draft, path: string) =>
  path.startsWith("socialLinks.") ? d.socialLinks[path.slice("socialLinks.".length) as SocialKey] : (d[path as "phone"] as string);

function writeValue(d: Draft, path: string, value: string): Draft {
  if (!path.startsWith("socialLinks.")) return { ...d, [path]: value };
  return { ...d, socialLinks: { ...d.socialLinks, [path.slice("socialLinks.".length)]: value } };
}

const LISTS: readonly ListKey[] = ["experience", "education", "projects", "certifications"];

/**
 * The import (already in the editor's shape: `imported`, whose lists are the extraction's entries in order) joined
 * into the user's draft, with what it changes per section. `reviewPaths` are the extraction's, by its own indexes.
 */
export function proposeImport(mine: Draft, imported: Draft, reviewPaths: readonly string[]): ImportProposal {
  let merged: Draft = { ...mine, skills: joinSkills(mine.skills, imported.skills) };
  const changes = new Map<SectionKey, SectionChange>();
  const changeOf = (section: SectionKey) => {
    const change = changes.get(section) ?? { section, added: 0, updated: 0, gained: [], skillsAdded: 0, offers: [] };
    changes.set(section, change);
    return change;
  };
  for (const { path, section, label } of SINGLE_VALUES) {
    const ours = readValue(mine, path).trim();
    const theirs = readValue(imported, path).trim();
    if (!theirs || comparable(path, ours) === comparable(path, theirs)) continue;
    if (ours) changeOf(section).offers.push({ path, section, label, mine: ours, imported: theirs });
    else {
      merged = writeValue(merged, path, theirs);
      changeOf(section).gained.push(label.toLowerCase());
    }
  }
  const skillsAdded = merged.skills.length - mine.skills.length;
  if (skillsAdded > 0) changeOf("professional").skillsAdded = skillsAdded;

  const placed: Partial<Record<ListKey, Array<number | null>>> = {};
  for (const key of LISTS) {
    const join = joinList(key, mine[key], imported[key]);
    merged = { ...merged, [key]: join.entries };
    placed[key] = join.placed;
    if (join.added || join.updated) Object.assign(changeOf(key), { added: join.added, updated: join.updated, gained: join.gained });
  }
  const moved = reviewPaths.flatMap((path) => {
    const [head, index, ...rest] = path.split(".");
    const list = placed[head as ListKey];
    if (!list) return [path];
    const at = list[Number(index)];
    return at === undefined || at === null ? [] : [[head, at, ...rest].join(".")];
  });
  return { merged, changes: SECTION_KEYS.flatMap((s) => changes.get(s) ?? []), reviewPaths: moved };
}

/** What an import did: filled the editor at once, or waits for the review (needsReview). */
export type ImportOutcome = "applied" | "review";

/** Whether the import touches anything the user had: then it is reviewed first; into an empty editor it applies at once. */
export function needsReview(mine: Draft, proposal: ImportProposal): boolean {
  return proposal.changes.some(({ section }) => {
    if (section === "personal")
      return Boolean(mine.phone.trim() || mine.location.trim() || Object.values(mine.socialLinks).some((v) => v.trim()));
    if (section === "professional") return Boolean(mine.title.trim() || mine.summary.trim() || mine.skills.length);
    return mine[section].some((entry) => !isBlankEntry(entry));
  });
}

/**
 * The draft after the review: the ticked sections take the merged ones, and the offers the user took replace the
 * user's values. The marks are the review paths on fields the import filled or changed (stable key → value).
 */
export function applyImport(
  mine: Draft,
  proposal: ImportProposal,
  sections: ReadonlySet<SectionKey>,
  takenOffers: ReadonlySet<string> = new Set(),
): { draft: Draft; marks: Record<string, string> } {
  let draft = mine;
  for (const section of sections) draft = withSection(draft, proposal.merged, section);
  for (const change of proposal.changes) {
    if (!sections.has(change.section)) continue;
    for (const offer of change.offers) if (takenOffers.has(offer.path)) draft = writeValue(draft, offer.path, offer.imported);
  }
  const marks: Record<string, string> = {};
  for (const path of proposal.reviewPaths) {
    const key = stableKey(draft, path);
    const value = valueAtKey(draft, key);
    // A value the user already had is theirs: only what the import brought asks to be checked.
    if (value !== valueAtKey(mine, key)) marks[key] = value;
  }
  return { draft, marks };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The review's line for one section: "2 new, 1 updated (dates, achievements)", "+4 skills, title filled in". */
export function describeChange(change: SectionChange): string {
  const parts: string[] = [];
  if (change.added) parts.push(`${change.added} new`);
  if (change.updated) parts.push(`${change.updated} updated${change.gained.length ? ` (${change.gained.join(", ")})` : ""}`);
  if (!change.added && !change.updated && change.gained.length) parts.push(`${change.gained.join(", ")} filled in`);
  if (change.skillsAdded) parts.push(`+${plural(change.skillsAdded, "skill")}`);
  if (change.offers.length) parts.push(`${plural(change.offers.length, "different value")} to choose from`);
  return parts.join(", ");
}
