// An applied but unsaved import kept in the browser (localStorage, one key per user) so that a reload does not lose
// it: the sections it filled, the draft they hold and their review marks. Written while any of those sections is
// unsaved, removed once they are all saved or discarded (use-import-review.ts). A value this code cannot read (another
// version, a hand edit, storage switched off) counts as none.
import { SOCIAL_KEYS } from "~/schemas/profile-rules";
import { type Draft, type SectionKey, SECTION_KEYS, str, strList, toCertification, toEducation, toExperience, toProject } from "./model";

interface StoredImport {
  sections: SectionKey[];
  /** The draft as it was; only `sections` are read from it. */
  draft: Draft;
  /** Review marks: stable key (entries by id) → the value the import filled in. */
  marks: Record<string, string>;
}

const storageKey = (userId: string) => `vitrine:unsaved-import:${userId}`;

/** Entries read back through the editor's own constructors, each keeping its id (the marks name entries by id). */
function entries<T extends { id: string }>(raw: unknown, make: (e: Record<string, unknown>) => T): T[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((e): e is Record<string, unknown> => Boolean(e) && typeof e === "object")
    .map((e) => {
      const entry = make(e);
      return typeof e.id === "string" && e.id ? { ...entry, id: e.id } : entry;
    });
}

function readDraft(raw: Record<string, unknown>): Draft {
  const links = (raw.socialLinks && typeof raw.socialLinks === "object" ? raw.socialLinks : {}) as Record<string, unknown>;
  return {
    phone: str(raw.phone),
    location: str(raw.location),
    socialLinks: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, str(links[key])])) as Draft["socialLinks"],
    title: str(raw.title),
    summary: str(raw.summary),
    skills: strList(raw.skills),
    experience: entries(raw.experience, toExperience),
    education: entries(raw.education, toEducation),
    projects: entries(raw.projects, toProject),
    certifications: entries(raw.certifications, toCertification),
    profilePhoto: str(raw.profilePhoto),
  };
}

export function readStoredImport(userId: string): StoredImport | null {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? "null") as Record<string, unknown> | null;
    if (!raw || typeof raw !== "object" || !Array.isArray(raw.sections) || !raw.draft || typeof raw.draft !== "object") return null;
    const sections = SECTION_KEYS.filter((s) => (raw.sections as unknown[]).includes(s));
    const marks = Object.fromEntries(
      Object.entries((raw.marks && typeof raw.marks === "object" ? raw.marks : {}) as Record<string, unknown>).filter(
        (mark): mark is [string, string] => typeof mark[1] === "string",
      ),
    );
    return sections.length ? { sections, draft: readDraft(raw.draft as Record<string, unknown>), marks } : null;
  } catch {
    return null;
  }
}

export function storeImport(userId: string, value: StoredImport): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(value));
  } catch {
    // Storage full or switched off: the import still stands in the page, it only does not outlive a reload.
  }
}

export function clearStoredImport(userId: string): void {
  try {
    localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
