// The application kit's state for one job (issue 33): the tailored draft (with the changes undone so far and the
// user's own edits), the cover letter (and whether the user edited it), kept in localStorage until the application
// is marked as sent, so a reload, a closed dialog or a lost connection never loses them. Pure helpers and the
// storage; the dialog (./kit-dialog.tsx) holds the React state.
import type { CoverLetterDto, CoverLetterTone } from "~/schemas/kit-letter-rules";
import type { TailorChange } from "~/schemas/kit-tailor";
import type { ProfileDto } from "~/schemas/profile";

export interface KitTailoring {
  /** The draft as tailoring answered it (undo reads it). */
  resume: ProfileDto;
  changes: TailorChange[];
  suggestions: string[];
  generatedBy: "local" | "workers-ai";
}

export interface KitDraft {
  tailoring: KitTailoring | null;
  /** The resume that will be sent: the tailored draft with its undone changes and the user's edits. */
  resume: ProfileDto | null;
  /** Indexes of the changes undone. */
  undone: number[];
  letter: (CoverLetterDto & { edited: boolean }) | null;
  tone: CoverLetterTone;
}

export const EMPTY_DRAFT: KitDraft = { tailoring: null, resume: null, undone: [], letter: null, tone: "formal" };

const key = (jobId: string) => `vitrine:kit:${jobId}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The kit kept for this job, or null (nothing kept, or something unreadable). */
export function readKitDraft(jobId: string): KitDraft | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key(jobId)) ?? "null");
    if (!isRecord(raw)) return null;
    const tailoring =
      isRecord(raw.tailoring) && isRecord(raw.tailoring.resume) && Array.isArray(raw.tailoring.changes)
        ? (raw.tailoring as unknown as KitTailoring)
        : null;
    const letter = isRecord(raw.letter) && typeof raw.letter.text === "string" ? (raw.letter as unknown as KitDraft["letter"]) : null;
    const tone = raw.tone === "warm" || raw.tone === "brief" ? raw.tone : "formal";
    const undone = Array.isArray(raw.undone) ? raw.undone.filter((n): n is number => Number.isInteger(n)) : [];
    const resume = tailoring && isRecord(raw.resume) ? (raw.resume as unknown as ProfileDto) : null;
    return tailoring || letter ? { tailoring, resume: resume ?? tailoring?.resume ?? null, undone, letter, tone } : null;
  } catch {
    return null;
  }
}

export function storeKitDraft(jobId: string, draft: KitDraft): void {
  try {
    if (!draft.tailoring && !draft.letter) localStorage.removeItem(key(jobId));
    else localStorage.setItem(key(jobId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the kit stays in the dialog, it only does not outlive a reload.
  }
}

export function clearKitDraft(jobId: string): void {
  try {
    localStorage.removeItem(key(jobId));
  } catch {
    // Nothing kept.
  }
}

/** Skills typed as a comma-separated list, trimmed, without blanks or repeats (ignoring case). */
export function skillsFromText(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((skill) => skill.trim())
    .filter((skill) => skill && !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase()));
}

/** Words in a letter (what the 250-400 range counts). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
