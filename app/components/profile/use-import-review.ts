// An import's way into the editor (issue 31): the extraction is joined with what the editor holds (import-merge.ts);
// when that touches anything the user had, the review dialog shows what it adds and changes per section first, and
// only the ticked sections take it. An applied import stays unsaved, as any edit, and is kept in the browser's
// storage (import-draft-storage.ts) until its sections are saved or it is discarded, so a reload restores it.
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useToast } from "~/components/ui/toast";
import { clearStoredImport, readStoredImport, storeImport } from "./import-draft-storage";
import type { ImportOutcome, ImportProposal } from "./import-merge";
import { resumeMerge } from "./lazy-modules";
import { type Draft, type ResumeData, SECTION_KEYS, type SectionKey, sameSection, sectionOf, withSection } from "./model";

/** What the editor lends an import: its draft, saved profile and review marks, and the two ways to change them. */
interface ImportTarget {
  draft: Draft;
  saved: Draft;
  marks: Record<string, string>;
  /** Puts `next` in the editor with `sections` opened for review and `marks` on the fields to check. */
  take(next: Draft, sections: readonly SectionKey[], marks: Record<string, string>): void;
  /** Gives one section back what it held before the import and closes it (its Cancel, without asking). */
  drop(section: SectionKey): void;
  preloadForms(): void;
}

export interface PendingImport {
  before: Draft;
  proposal: ImportProposal;
}

/** The signed-in user's id, from the root loader (the storage key). */
function useUserId(): string | null {
  const root = useRouteLoaderData("root") as { user?: { _id?: string } | null } | undefined;
  return root?.user?._id ?? null;
}

export function useImportReview(target: ImportTarget) {
  const toast = useToast();
  const userId = useUserId();
  const [pending, setPending] = useState<PendingImport | null>(null);
  /** The sections an applied import left unsaved (kept in storage while any of them is). */
  const [sections, setSections] = useState<readonly SectionKey[]>([]);
  const [restored, setRestored] = useState(false);

  // On load, an import left unsaved by the last visit comes back (its sections open, its marks on).
  const restoreOnce = useRef(false);
  useEffect(() => {
    if (restoreOnce.current || !userId) return;
    restoreOnce.current = true;
    const stored = readStoredImport(userId);
    if (!stored) return;
    const next = stored.sections.reduce((d, s) => withSection(d, stored.draft, s), target.draft);
    const live = stored.sections.filter((s) => !sameSection(next, target.saved, s));
    if (!live.length) return clearStoredImport(userId);
    target.take(next, live, stored.marks);
    setSections(live);
    setRestored(true);
  }, [userId, target]);

  // Every change rewrites what is kept; a section saved or cancelled (no longer unsaved) leaves it.
  const { draft, saved, marks } = target;
  useEffect(() => {
    if (!userId || !sections.length) return;
    const live = sections.filter((s) => !sameSection(draft, saved, s));
    if (live.length !== sections.length) setSections(live);
    if (!live.length) {
      setRestored(false);
      return clearStoredImport(userId);
    }
    const liveMarks = Object.fromEntries(Object.entries(marks).filter(([key]) => live.includes(sectionOf(key))));
    storeImport(userId, { sections: live, draft, marks: liveMarks });
  }, [userId, sections, draft, saved, marks]);

  const take = (before: Draft, proposal: ImportProposal, chosen: ReadonlySet<SectionKey>, offers: ReadonlySet<string>) => {
    const merge = resumeMerge.current();
    if (!merge) return;
    const { draft: next, marks: newMarks } = merge.applyImport(before, proposal, chosen, offers);
    const opened = SECTION_KEYS.filter((s) => chosen.has(s));
    target.take(next, opened, newMarks);
    setSections((current) => SECTION_KEYS.filter((s) => current.includes(s) || chosen.has(s)));
  };

  /** An extraction arrived: into an editor with nothing it touches it applies at once, else it waits for the review. */
  const receive = async (data: ResumeData): Promise<ImportOutcome> => {
    target.preloadForms();
    const merge = await resumeMerge.get();
    const before = target.draft;
    const proposal = merge.mergeImport(before, data);
    if (merge.needsReview(before, proposal)) {
      setPending({ before, proposal });
      return "review";
    }
    // Every section opens, as a first import always did, so the user reviews all of it before saving.
    take(before, proposal, new Set(SECTION_KEYS), new Set());
    return "applied";
  };

  /** "Apply import": the ticked sections take the import, with the offered values the user chose. */
  const apply = (chosen: ReadonlySet<SectionKey>, offers: ReadonlySet<string>) => {
    if (!pending) return;
    setPending(null);
    if (!chosen.size) return;
    take(pending.before, pending.proposal, chosen, offers);
    toast.success("Import applied. Review the marked sections and save them.");
  };

  /** The unsaved import's sections go back to what they held, and nothing is kept for the next visit. */
  const discard = () => {
    for (const s of sections) target.drop(s);
    setSections([]);
    setRestored(false);
    if (userId) clearStoredImport(userId);
  };

  return {
    pending,
    apply,
    /** "Discard" in the review: nothing changes. */
    dismiss: () => setPending(null),
    receive,
    /** Whether an applied import is still unsaved, and whether it came back from the last visit. */
    unsaved: sections.length > 0,
    restored,
    discard,
  };
}

export type ImportReviewState = ReturnType<typeof useImportReview>;
