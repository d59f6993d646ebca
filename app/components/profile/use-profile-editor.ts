// The profile editor's state: the draft and the saved profile, which sections are being edited, validation with
// the shared zod schemas (model.ts) 300 ms after a change, shown once a field is touched or a save was attempted,
// saves through the /profile action one at a time (use-save-queue.ts: a section's Save, or "Save all changes" for
// every unsaved section in one request; answers read with useActionResult), the leave guard (use-leave-guard.ts),
// Continue, the 409 version conflict with 'Reload latest', and the imports. The sections render from what it returns.
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { useActionResult } from "~/components/ui/use-action-result";
import { useToast } from "~/components/ui/toast";
import { profileGate } from "~/schemas/profile-rules";
import type { ProfileActionResult, ProfileDto, ProfileSaveData } from "~/schemas/profile";
import { validation } from "./lazy-modules";
import { useImportReview } from "./use-import-review";
import { useLeaveGuard } from "./use-leave-guard";
import { useSaveQueue } from "./use-save-queue";
import {
  completionOf,
  type Draft,
  type Errors,
  fullPayload,
  type ListKey,
  SECTION_KEYS,
  type SectionKey,
  sameSection,
  sectionOf,
  sectionPayload,
  stableKey,
  toDraft,
  valueAtKey,
  withSection,
} from "./model";

export type SaveState = "clean" | "dirty" | "saving" | "saved";
export type Confirm =
  | { kind: "cancel"; section: SectionKey }
  | { kind: "delete"; section: "education" | "projects" | "certifications"; id: string }
  | null;

const SAVED_FLASH_MS = 2000;
const VALIDATION_DEBOUNCE_MS = 300;
const SESSION_EXPIRED_REDIRECT_MS = 2000;
const NOT_EDITING: Record<SectionKey, boolean> = {
  personal: false,
  professional: false,
  experience: false,
  education: false,
  projects: false,
  certifications: false,
};

type Failure = Extract<ProfileActionResult, { status: "error" }>;
type Invalid = Extract<ProfileActionResult, { status: "invalid" }>;

const withoutSection = (errors: Errors, section: SectionKey) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => sectionOf(path) !== section));

/** `value` for each of `sections`, to spread over a per-section record. */
const flags = (sections: readonly SectionKey[], value: boolean) => Object.fromEntries(sections.map((s) => [s, value]));

/** A section's part of a draft, entry ids included (they key the entries and address their edits). */
function sectionSlice(d: Draft, section: SectionKey) {
  if (section === "personal") return [d.phone, d.location, d.socialLinks, d.profilePhoto];
  if (section === "professional") return [d.title, d.summary, d.skills];
  return d[section];
}

/** conform's field names (`experience[0].title`) as the editor's paths (`experience.0.title`). */
const toPath = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

export interface ProfileEditorOptions {
  /**
   * Starts fetching the edit forms (lazy-parts.tsx), as an edit or a resume import begins. Handed in by the editor:
   * this hook importing lazy-parts would make the forms, which name this hook's state type, import themselves back.
   */
  preloadForms(): void;
}

export function useProfileEditor(profile: ProfileDto, { preloadForms }: ProfileEditorOptions) {
  const toast = useToast();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Draft>(() => toDraft(profile));
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [editing, setEditing] = useState(NOT_EDITING);
  /** Each section's draft when its editing began (Cancel restores it). */
  const snapshots = useRef<Partial<Record<SectionKey, Draft>>>({});
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [attempted, setAttempted] = useState<Partial<Record<SectionKey, boolean>>>({});
  const [errors, setErrors] = useState<Errors>(() => validation.current()?.validateAll(toDraft(profile)) ?? {});
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [flash, setFlash] = useState<Partial<Record<SectionKey, boolean>>>({});
  const [confirm, setConfirm] = useState<Confirm>(null);
  /** The saved profile's version, sent with every save (a stale one answers 409: changed elsewhere). */
  const version = useRef(profile.version);
  /** The latest saved profile after a save found it changed elsewhere; the draft is kept until reloaded. */
  const [conflict, setConflict] = useState<ProfileDto | null>(null);
  /**
   * Fields a resume import was unsure of (stable key → the value it filled in): each asks to be checked until it is
   * changed, or its section saved or cancelled.
   */
  const [review, setReview] = useState<Record<string, string>>({});

  const saves = useSaveQueue(version);
  const continuer = useFetcher<ProfileActionResult>();
  // Leaving asks while a section is unsaved, except while Continue saves everything and goes on.
  const leaveGuard = useLeaveGuard(SECTION_KEYS.some((s) => !sameSection(draft, saved, s)) && continuer.state === "idle");
  const { release: releaseLeave } = leaveGuard;
  /** The draft each section sent, to tell whether it changed while the save was on its way. */
  const submitted = useRef<Partial<Record<SectionKey, Draft>>>({});

  // Validation re-runs 300 ms after any change (the profile as loaded was validated by the server).
  const loadedDraft = useRef(draft);
  useEffect(() => {
    if (draft === loadedDraft.current && !validation.current()) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      validation.get().then(
        (v) => {
          if (cancelled) return;
          try {
            setErrors(v.validateAll(draft));
          } catch {
            toast.error("Validation error occurred. Please refresh the page.");
          }
        },
        () => {}, // could not be loaded (offline): the next change tries again, and the server validates each save
      );
    }, VALIDATION_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [draft, toast]);

  const sessionExpired = useCallback(() => {
    setTimeout(() => {
      releaseLeave(); // nothing can be saved without a session: the sign-in page is the way on
      navigate("/signin");
    }, SESSION_EXPIRED_REDIRECT_MS);
  }, [navigate, releaseLeave]);

  /** The saved sections take the server's values (the draft too, where it did not change while the save was on its way). */
  const applySaved = ({ sections, profile: latest }: ProfileSaveData) => {
    if (!sections.length) return;
    version.current = Math.max(version.current, latest.version);
    const server = toDraft(latest);
    const apply = (into: Draft) => sections.reduce((next, section) => withSection(next, server, section), into);
    setSaved((s) => ({ ...apply(s), profilePhoto: server.profilePhoto }));
    setDraft((d) =>
      sections.reduce((next, section) => {
        const sent = submitted.current[section];
        return sent && sameSection(next, sent, section) ? withSection(next, server, section) : next;
      }, d),
    );
    for (const section of sections) snapshots.current[section] = withSection(snapshots.current[section] ?? server, server, section);
    setAttempted((a) => ({ ...a, ...flags(sections, false) }));
    setReview((r) => sections.reduce(withoutSection, r));
    setFlash((f) => ({ ...f, ...flags(sections, true) }));
    setTimeout(() => setFlash((f) => ({ ...f, ...flags(sections, false) })), SAVED_FLASH_MS);
  };

  // The failure's toast is shown by useActionResult; these keep what it means for the page.
  const onError = (result: Failure) => {
    if (result.reason === "conflict" && result.data) setConflict(result.data.profile);
    if (result.httpStatus === 401) sessionExpired();
  };
  const onInvalid = (result: Invalid) => {
    const map: Errors = {};
    for (const [name, messages] of Object.entries(result.submission.error ?? {})) {
      const path = toPath(name);
      if (messages?.[0] && !map[path]) map[path] = messages[0];
    }
    setServerErrors((prev) => ({ ...prev, ...map }));
    setTouched((prev) => new Set([...prev, ...Object.keys(map)]));
  };
  useActionResult(saves.answer, {
    onSuccess: (result) => {
      applySaved(result.data);
      saves.answered();
    },
    onError: (result) => {
      onError(result);
      saves.answered();
    },
    onInvalid: (result) => {
      onInvalid(result);
      saves.answered();
    },
  });
  useActionResult(continuer.state === "idle" ? continuer.data : undefined, { onError, onInvalid });

  const update = (section: SectionKey, fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setServerErrors((prev) => withoutSection(prev, section));
  };

  const touch = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const errorFor = (path: string) => {
    if (!touched.has(path) && !attempted[sectionOf(path)]) return undefined;
    return serverErrors[path] ?? errors[path];
  };
  /** Whether the field still holds the value an unsure import filled in. */
  const underReview = (path: string) => {
    const key = stableKey(draft, path);
    return key in review && review[key] === valueAtKey(draft, key);
  };
  /** A field's error (once touched or after a save attempt), the blur that touches it, and whether to check it. */
  const field = (path: string) => {
    const bound = { error: errorFor(path), onBlur: () => touch(path) };
    return underReview(path) ? { ...bound, review: true } : bound;
  };

  /** A text field bound to one of the draft's own strings: value, change, error and blur. */
  const text = (section: SectionKey, key: "phone" | "location" | "title" | "summary") => ({
    value: draft[key],
    onChange: (value: string) => update(section, (d) => ({ ...d, [key]: value })),
    ...field(key),
  });

  const startEdit = (section: SectionKey) => {
    validation.preload();
    preloadForms();
    snapshots.current[section] = draft;
    setEditing((e) => ({ ...e, [section]: true }));
  };

  const isDirty = (section: SectionKey) => !sameSection(draft, saved, section);

  const finishCancel = (section: SectionKey) => {
    const snap = snapshots.current[section] ?? saved;
    setDraft((d) => withSection(d, snap, section));
    setEditing((e) => ({ ...e, [section]: false }));
    setAttempted((a) => ({ ...a, [section]: false }));
    setServerErrors((prev) => withoutSection(prev, section));
    setReview((r) => withoutSection(r, section));
    setTouched((prev) => new Set([...prev].filter((p) => sectionOf(p) !== section)));
  };

  const cancel = (section: SectionKey) => {
    if (isDirty(section)) setConfirm({ kind: "cancel", section });
    else finishCancel(section);
  };

  /** The sections whose draft differs from the saved profile ("Save all changes" shows for more than one). */
  const unsavedSections = SECTION_KEYS.filter(isDirty);

  /** Checks `sections` and queues them as one save: a section's Save, or "Save all changes" (one request, one toast). */
  const saveSections = async (sections: SectionKey[]) => {
    // Without the validation code (offline before it loaded), the server's answer carries the same errors.
    const v = await validation.get().catch(() => null);
    const found: Errors = Object.assign({}, ...sections.map((s) => v?.validateSection(draft, s) ?? {}));
    setErrors((prev) => ({ ...sections.reduce(withoutSection, prev), ...found }));
    if (Object.keys(found).length) {
      const failing = [...new Set(Object.keys(found).map(sectionOf))];
      setTouched((prev) => new Set([...prev, ...Object.keys(found)]));
      setAttempted((a) => ({ ...a, ...flags(failing, true) }));
      setEditing((e) => ({ ...e, ...flags(failing, true) }));
      toast.error("Please fix validation errors before saving");
      if (sections.length > 1) document.getElementById(`section-${failing[0]}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    for (const s of sections) submitted.current[s] = draft;
    saves.enqueue(sections, Object.assign({}, ...sections.map((s) => sectionPayload(draft, s))));
  };
  const save = (section: SectionKey) => saveSections([section]);
  const saveAll = () => saveSections(unsavedSections);

  const saveState = (section: SectionKey): SaveState => {
    if (saves.saving.includes(section)) return "saving";
    if (!isDirty(section)) return flash[section] ? "saved" : "clean";
    return "dirty";
  };
  const badge = (section: SectionKey) =>
    flash[section] && !isDirty(section) ? "saved" : editing[section] && isDirty(section) ? "unsaved" : null;
  const hasErrors = (section: SectionKey) => Object.keys(errors).some((p) => sectionOf(p) === section);

  /**
   * Everything one section shows (its draft and saved values with entry ids, editing, save state, badge, the errors
   * it displays): a section whose signature did not change skips rendering (memoSection), which keeps the editor
   * quick with every section open after a resume import. Its handlers only ever use their own section's state.
   */
  const signature = (section: SectionKey) => {
    const shown = Object.keys({ ...errors, ...serverErrors })
      .filter((path) => sectionOf(path) === section)
      .map((path) => [path, errorFor(path)]);
    return JSON.stringify([
      sectionSlice(draft, section),
      sectionSlice(saved, section),
      editing[section],
      saveState(section),
      badge(section),
      hasErrors(section),
      shown,
      Object.keys(review).filter((key) => sectionOf(key) === section && review[key] === valueAtKey(draft, key)),
    ]);
  };

  const completion = completionOf(draft);

  const onContinue = async () => {
    const gate = profileGate(completion);
    if (gate) {
      toast.warning(gate);
      return;
    }
    const all = (await validation.get().catch(() => null))?.validateAll(draft) ?? {};
    setErrors(all);
    const n = Object.keys(all).length;
    if (n) {
      setTouched((prev) => new Set([...prev, ...Object.keys(all)]));
      const sections = new Set(Object.keys(all).map(sectionOf));
      setEditing((e) => ({ ...e, ...Object.fromEntries([...sections].map((s) => [s, true])) }));
      toast.error(`Please fix ${n} validation error(s) before continuing`);
      document.getElementById(`section-${sectionOf(Object.keys(all)[0]!)}`)?.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    continuer.submit({ intent: "continue", data: { ...fullPayload(draft), version: version.current } } as never, {
      method: "post",
      encType: "application/json",
    });
  };

  /** Takes the latest saved profile: sections with unsaved edits keep what was typed, the others show it. */
  const reloadLatest = () => {
    if (!conflict) return;
    const latest = toDraft(conflict);
    const dirty = new Set(SECTION_KEYS.filter((s) => isDirty(s)));
    version.current = conflict.version;
    setSaved(latest);
    setDraft((d) =>
      SECTION_KEYS.reduce((next, s) => (dirty.has(s) ? next : withSection(next, latest, s)), { ...d, profilePhoto: latest.profilePhoto }),
    );
    for (const s of SECTION_KEYS) snapshots.current[s] = latest;
    setConflict(null);
    toast.success("Loaded the latest version. Your unsaved changes are still here: save to apply them.");
  };

  /**
   * An import (resume, JSON Resume, LinkedIn export) joins the draft through useImportReview, reviewed first when it
   * touches what the user had: its sections open with the fields it was unsure of marked; Cancel gives a section back
   * what it held before.
   */
  const imports = useImportReview({
    draft,
    saved,
    marks: review,
    take: (next, sections, marks) => {
      for (const s of sections) if (!editing[s]) snapshots.current[s] = draft;
      setDraft(next);
      setReview((r) => ({ ...Object.fromEntries(Object.entries(r).filter(([key]) => !sections.includes(sectionOf(key)))), ...marks }));
      setEditing((e) => ({ ...e, ...Object.fromEntries(sections.map((s) => [s, true])) }));
    },
    drop: (section) => finishCancel(section),
    preloadForms,
  });

  /** A photo upload saves at once: it ends the personal section's editing (its unsaved edits are dropped). */
  const photoSaved = (photoUrl: string) => {
    setSaved((s) => ({ ...s, profilePhoto: photoUrl }));
    setDraft((d) => ({ ...withSection(d, saved, "personal"), profilePhoto: photoUrl }));
    setEditing((e) => ({ ...e, personal: false }));
  };

  // The list sections' entries (typed by the section that renders them).
  const addItem = (key: ListKey, item: { id: string }) => {
    if (!editing[key]) startEdit(key);
    update(key, (d) => ({ ...d, [key]: [...d[key], item] }));
  };
  const setItem = (key: ListKey, id: string, patch: object) =>
    update(key, (d) => ({ ...d, [key]: (d[key] as Array<{ id: string }>).map((e) => (e.id === id ? { ...e, ...patch } : e)) }));
  const removeItem = (key: ListKey, id: string) =>
    update(key, (d) => ({ ...d, [key]: (d[key] as Array<{ id: string }>).filter((e) => e.id !== id) }));

  return {
    draft,
    editing,
    completion,
    errorCount: Object.keys(errors).length,
    continuing: continuer.state !== "idle",
    unsavedSections,
    savingAll: saves.saving.length > 1,
    saveAll,
    leaveGuard,
    conflict: conflict !== null,
    confirm,
    setConfirm,
    field,
    text,
    update,
    addItem,
    setItem,
    removeItem,
    startEdit,
    cancel,
    finishCancel,
    save,
    saveState,
    badge,
    hasErrors,
    signature,
    onContinue,
    reloadLatest,
    importResume: imports.receive,
    imports,
    photoSaved,
    sessionExpired,
  };
}

export type ProfileEditorState = ReturnType<typeof useProfileEditor>;

/** A section component that renders again only when its own signature changes. */
export function memoSection<P extends { editor: ProfileEditorState }>(section: SectionKey, component: (props: P) => ReactNode) {
  return memo(component, (prev, next) => {
    const { editor: a, ...restPrev } = prev;
    const { editor: b, ...restNext } = next;
    return (
      a.signature(section) === b.signature(section) &&
      Object.keys(restNext).every((key) => (restPrev as Record<string, unknown>)[key] === (restNext as Record<string, unknown>)[key])
    );
  });
}
