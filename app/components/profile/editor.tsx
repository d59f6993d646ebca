// The profile builder: completion, resume import, five sections with Edit / Cancel / Save, and Continue.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Spinner } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { COMPLETION_THRESHOLD, SOCIAL_KEYS, type ProfileDto, type SocialKey } from "~/schemas/profile";
import type { ProfileActionResult } from "~/routes/profile.server";
import {
  CITY_DEBOUNCE_MS,
  CITY_QUERY_MIN,
  CITY_RESULTS_MAX,
  CITY_RESULTS_SHOWN,
  UNIVERSITY_DEBOUNCE_MS,
  UNIVERSITY_QUERY_MIN,
  UNIVERSITY_RESULTS_MAX,
} from "~/schemas/lookup";
import {
  completionOf,
  currentMonth,
  emptyEducation,
  emptyExperience,
  emptyProject,
  errorMessage,
  fullPayload,
  mergeResume,
  sameSection,
  SECTION_KEYS,
  SECTION_SUCCESS,
  sectionOf,
  sectionPayload,
  toDraft,
  validateAll,
  validateSection,
  withSection,
  type Draft,
  type Errors,
  type ResumeData,
  type SectionKey,
} from "./model";
import { formatMonth } from "~/lib/dates";
import { ResumeCard } from "./resume-card";
import {
  Autocomplete,
  btn,
  Checkbox,
  ChipsInput,
  Dialog,
  EmptyState,
  MonthPicker,
  SaveButton,
  SectionCard,
  TextArea,
  TextField,
  ViewRow,
  type SaveState,
} from "./ui";

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
}

const SOCIAL_LABELS: Record<SocialKey, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  portfolio: "Portfolio",
  twitter: "Twitter / X",
  website: "Website",
  behance: "Behance",
  dribbble: "Dribbble",
  other: "Other link",
};
const SOCIAL_PLACEHOLDERS: Record<SocialKey, string> = {
  linkedin: "https://linkedin.com/in/your-name",
  github: "https://github.com/your-handle",
  portfolio: "https://your-portfolio.com",
  twitter: "https://x.com/your-handle",
  website: "https://your-site.com",
  behance: "https://behance.net/your-name",
  dribbble: "https://dribbble.com/your-name",
  other: "https://…",
};
const SOCIAL_ORDER: SocialKey[] = ["linkedin", "github", "portfolio", "twitter", "website", "behance", "dribbble", "other"];

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/jpg", "image/gif", "image/webp"];

type Confirm = { kind: "cancel"; section: SectionKey } | { kind: "delete"; section: "education" | "projects"; id: string } | null;

const SAVED_FLASH_MS = 2000;
const VALIDATION_DEBOUNCE_MS = 300;

async function lookupCities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/cities?q=${encodeURIComponent(q)}&limit=${CITY_RESULTS_MAX}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string; state?: string; country?: string }> };
  return (body.data ?? []).map((c) => [c.name, c.state, c.country].filter(Boolean).join(", "));
}

async function lookupUniversities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/universities?name=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string }> };
  return (body.data ?? []).map((u) => u.name);
}

export function ProfileEditor({ profile, account }: { profile: ProfileDto; account: Account }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Draft>(() => toDraft(profile));
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [editing, setEditing] = useState<Record<SectionKey, boolean>>({
    personal: false,
    professional: false,
    experience: false,
    education: false,
    projects: false,
  });
  const snapshots = useRef<Partial<Record<SectionKey, Draft>>>({});
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [attempted, setAttempted] = useState<Partial<Record<SectionKey, boolean>>>({});
  const [errors, setErrors] = useState<Errors>(() => validateAll(toDraft(profile)));
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [flash, setFlash] = useState<Partial<Record<SectionKey, boolean>>>({});
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  /** The saved profile's version, sent with every save (a stale one answers 409: changed elsewhere). */
  const version = useRef(profile.version);
  /** The latest saved profile after a save found it changed elsewhere; the draft is kept until reloaded. */
  const [conflict, setConflict] = useState<ProfileDto | null>(null);

  const fetchers: Record<SectionKey, ReturnType<typeof useFetcher<ProfileActionResult>>> = {
    personal: useFetcher<ProfileActionResult>(),
    professional: useFetcher<ProfileActionResult>(),
    experience: useFetcher<ProfileActionResult>(),
    education: useFetcher<ProfileActionResult>(),
    projects: useFetcher<ProfileActionResult>(),
  };
  const continueFetcher = useFetcher<ProfileActionResult>();
  const submitted = useRef<Partial<Record<SectionKey, Draft>>>({});
  const queue = useRef<Array<{ section: SectionKey; payload: Record<string, unknown> }>>([]);
  const inFlight = useRef<SectionKey | null>(null);
  const handled = useRef(new Set<number>());

  // Validation re-runs 300 ms after any change.
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        setErrors(validateAll(draft));
      } catch {
        toast.error("Validation error occurred. Please refresh the page.");
      }
    }, VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, toast]);

  const sessionExpired = useCallback(() => {
    setTimeout(() => navigate("/signin"), 2000);
  }, [navigate]);

  const showFailure = useCallback(
    (result: Extract<ProfileActionResult, { ok: false }>) => {
      if (result.status === 409 && result.latest) {
        setConflict(result.latest);
        toast.error(result.message);
        return;
      }
      toast.error(errorMessage(result.status, result.message, result.errors));
      if (result.status === 401) sessionExpired();
      if (result.errors.length) {
        const map: Errors = {};
        for (const e of result.errors) if (!map[e.path]) map[e.path] = e.msg;
        setServerErrors((prev) => ({ ...prev, ...map }));
        setTouched((prev) => new Set([...prev, ...Object.keys(map)]));
      }
    },
    [toast, sessionExpired],
  );

  // Answers of the section saves.
  for (const section of SECTION_KEYS) {
    const result = fetchers[section].data;
    const idle = fetchers[section].state === "idle";
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useEffect(() => {
      if (idle && inFlight.current === section) {
        inFlight.current = null;
        // The next queued save goes once this answer has moved the version on (below, in the same effect).
        queueMicrotask(sendNext);
      }
      if (!idle || !result || handled.current.has(result.at)) return;
      handled.current.add(result.at);
      if (!result.ok) return showFailure(result);
      version.current = Math.max(version.current, result.profile.version);
      const server = toDraft(result.profile);
      setSaved((s) => ({ ...withSection(s, server, section), profilePhoto: server.profilePhoto }));
      setDraft((d) => {
        const sent = submitted.current[section];
        return sent && sameSection(d, sent, section) ? withSection(d, server, section) : d;
      });
      snapshots.current[section] = withSection(snapshots.current[section] ?? server, server, section);
      setAttempted((a) => ({ ...a, [section]: false }));
      setFlash((f) => ({ ...f, [section]: true }));
      setTimeout(() => setFlash((f) => ({ ...f, [section]: false })), SAVED_FLASH_MS);
      toast.success(SECTION_SUCCESS[section]);
    }, [idle, result]);
  }

  useEffect(() => {
    const result = continueFetcher.data;
    if (continueFetcher.state !== "idle" || !result || handled.current.has(result.at)) return;
    handled.current.add(result.at);
    if (!result.ok) showFailure(result);
  }, [continueFetcher.state, continueFetcher.data, showFailure]);

  const update = (section: SectionKey, fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setServerErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([path]) => sectionOf(path) !== section)));
  };

  const touch = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const errorFor = (path: string) => {
    const section = sectionOf(path);
    if (!touched.has(path) && !attempted[section]) return undefined;
    return serverErrors[path] ?? errors[path];
  };
  const field = (path: string) => ({ error: errorFor(path), onBlur: () => touch(path) });

  const startEdit = (section: SectionKey) => {
    snapshots.current[section] = draft;
    setEditing((e) => ({ ...e, [section]: true }));
  };

  const isDirty = (section: SectionKey) => !sameSection(draft, saved, section);

  const finishCancel = (section: SectionKey) => {
    const snap = snapshots.current[section] ?? saved;
    setDraft((d) => withSection(d, snap, section));
    setEditing((e) => ({ ...e, [section]: false }));
    setAttempted((a) => ({ ...a, [section]: false }));
    setServerErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([path]) => sectionOf(path) !== section)));
    setTouched((prev) => new Set([...prev].filter((p) => sectionOf(p) !== section)));
  };

  const cancel = (section: SectionKey) => {
    if (isDirty(section)) setConfirm({ kind: "cancel", section });
    else finishCancel(section);
  };

  const save = (section: SectionKey) => {
    const sectionErrors = validateSection(draft, section);
    setErrors((prev) => ({ ...Object.fromEntries(Object.entries(prev).filter(([p]) => sectionOf(p) !== section)), ...sectionErrors }));
    if (Object.keys(sectionErrors).length) {
      setTouched((prev) => new Set([...prev, ...Object.keys(sectionErrors)]));
      setAttempted((a) => ({ ...a, [section]: true }));
      toast.error("Please fix validation errors before saving");
      return;
    }
    submitted.current[section] = draft;
    queue.current = [...queue.current.filter((q) => q.section !== section), { section, payload: sectionPayload(draft, section) }];
    sendNext();
  };

  /**
   * Saves from this editor go one at a time, each with the version the previous one produced: two sections
   * saved in quick succession are both this user's and must not look like a change made elsewhere (409).
   */
  const sendNext = () => {
    if (SECTION_KEYS.some((s) => fetchers[s].state !== "idle") || inFlight.current) return;
    const next = queue.current.shift();
    if (!next) return;
    inFlight.current = next.section;
    fetchers[next.section].submit({ intent: "save", section: next.section, data: { ...next.payload, version: version.current } } as never, {
      method: "post",
      encType: "application/json",
    });
  };

  const saveState = (section: SectionKey): SaveState =>
    fetchers[section].state !== "idle" ? "saving" : flash[section] && !isDirty(section) ? "saved" : isDirty(section) ? "dirty" : "clean";

  const completion = completionOf(draft);
  const errorCount = Object.keys(errors).length;

  const onContinue = () => {
    if (completion < COMPLETION_THRESHOLD) {
      toast.warning(`Please complete at least ${COMPLETION_THRESHOLD}% of your profile before continuing`);
      return;
    }
    const all = validateAll(draft);
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
    continueFetcher.submit({ intent: "continue", data: { ...fullPayload(draft), version: version.current } } as never, {
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

  const onResume = (data: ResumeData) => {
    // The snapshot for every section is the saved profile, so Cancel restores it.
    for (const s of SECTION_KEYS) snapshots.current[s] = saved;
    setDraft((d) => mergeResume(d, data));
    setEditing({ personal: true, professional: true, experience: true, education: true, projects: true });
  };

  const uploadPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return toast.error("Image size must be less than 5MB");
    if (!PHOTO_TYPES.includes(file.type)) return toast.error("Please upload a valid image file (JPEG, PNG, GIF, or WebP)");
    setPhotoBusy(true);
    try {
      const form = new FormData();
      form.append("profilePhoto", file);
      const res = await fetch("/api/profiles/photo", { method: "POST", body: form });
      const body = (await res.json().catch(() => ({}))) as {
        success?: boolean;
        photoUrl?: string;
        message?: string;
        errors?: Array<{ msg?: string }>;
      };
      if (!res.ok || !body.success || !body.photoUrl) {
        toast.error(errorMessage(res.status, body.message, body.errors));
        if (res.status === 401) sessionExpired();
        return;
      }
      const photoUrl = body.photoUrl;
      setSaved((s) => ({ ...s, profilePhoto: photoUrl }));
      setDraft((d) => ({ ...withSection(d, saved, "personal"), profilePhoto: photoUrl }));
      setEditing((e) => ({ ...e, personal: false }));
      toast.success("Profile photo updated successfully!");
    } catch {
      toast.error(
        navigator.onLine
          ? "An unexpected error occurred. Please try again."
          : "No internet connection. Please check your network and try again.",
      );
    } finally {
      setPhotoBusy(false);
    }
  };

  const footer = (section: SectionKey, extra?: ReactNode) => {
    const state = saveState(section);
    const invalid = Object.keys(errors).some((p) => sectionOf(p) === section);
    return (
      <>
        {extra ? <div className="mr-auto">{extra}</div> : null}
        <button
          type="button"
          className={btn.secondary}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => cancel(section)}
          disabled={state === "saving"}
        >
          Cancel
        </button>
        <SaveButton state={state} invalid={invalid} onClick={() => save(section)} />
      </>
    );
  };
  const badge = (section: SectionKey) =>
    flash[section] && !isDirty(section) ? "saved" : editing[section] && isDirty(section) ? "unsaved" : null;

  const addExperience = () => {
    if (!editing.experience) startEdit("experience");
    update("experience", (d) => ({ ...d, experience: [...d.experience, emptyExperience()] }));
  };
  const addEducation = () => {
    if (!editing.education) startEdit("education");
    update("education", (d) => ({ ...d, education: [...d.education, emptyEducation()] }));
  };
  const addProject = () => {
    if (!editing.projects) startEdit("projects");
    update("projects", (d) => ({ ...d, projects: [...d.projects, emptyProject()] }));
  };

  const setItem = <K extends "experience" | "education" | "projects">(key: K, id: string, patch: Partial<Draft[K][number]>) =>
    update(key, (d) => ({ ...d, [key]: (d[key] as Array<{ id: string }>).map((e) => (e.id === id ? { ...e, ...patch } : e)) }));
  const removeItem = (key: "experience" | "education" | "projects", id: string) =>
    update(key, (d) => ({ ...d, [key]: (d[key] as Array<{ id: string }>).filter((e) => e.id !== id) }));

  const checklist = useMemo(
    () => [
      { key: "personal" as const, label: "Personal info", done: Boolean(draft.phone && draft.location) },
      { key: "professional" as const, label: "Professional", done: Boolean(draft.title && draft.summary && draft.skills.length >= 3) },
      { key: "experience" as const, label: "Work Experience", done: draft.experience.length > 0 },
      { key: "education" as const, label: "Education", done: draft.education.length > 0 },
      { key: "projects" as const, label: "Projects", done: draft.projects.length > 0 },
    ],
    [draft],
  );

  const fullName = `${account.firstName} ${account.lastName}`.trim();
  const initials = `${account.firstName.charAt(0)}${account.lastName.charAt(0)}`.toUpperCase() || "?";
  const today = currentMonth();
  const continuing = continueFetcher.state !== "idle";

  return (
    <main className="mx-auto max-w-6xl px-4 pb-36 pt-8 sm:px-6 lg:px-8">
      {conflict ? (
        <div
          role="alert"
          className="sticky top-20 z-30 mb-4 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>
            <span className="font-semibold">Your profile was changed elsewhere</span> (another tab or device). Reload the latest version;
            what you typed is kept.
          </p>
          <button
            type="button"
            onClick={reloadLatest}
            className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-amber-600 px-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            Reload latest
          </button>
        </div>
      ) : null}
      {/* Header and completion */}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold text-indigo-600">Profile</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Build Your Professional Profile</h1>
            <p className="mt-2 max-w-xl text-sm leading-6 text-slate-600">
              Your profile powers your portfolio. Fill in each section — reach {COMPLETION_THRESHOLD}% to pick a template.
            </p>
          </div>
          <div className="w-full md:w-72">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium text-slate-600">Profile completion</span>
              <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid="completion-value">
                {completion}%
              </span>
            </div>
            <CompletionBar value={completion} label="Profile completion" />
          </div>
        </div>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Sections">
          {checklist.map((c) => (
            <li key={c.key}>
              <a
                href={`#section-${c.key}`}
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${c.done ? "bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100" : "bg-slate-50 text-slate-600 ring-slate-200 hover:bg-slate-100"}`}
              >
                {c.done ? (
                  <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
                    <path
                      fillRule="evenodd"
                      d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                      clipRule="evenodd"
                    />
                  </svg>
                ) : (
                  <span className="size-2 rounded-full bg-slate-300" aria-hidden="true" />
                )}
                {c.label}
                <span className="sr-only">{c.done ? "(complete)" : "(incomplete)"}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-6">
        <ResumeCard onExtracted={onResume} onSessionExpired={sessionExpired} />
      </div>

      <div className="mt-6 space-y-6">
        {/* Personal */}
        <SectionCard
          id="section-personal"
          title="Personal Information"
          subtitle="How employers can reach you"
          icon={<IconUserSmall />}
          editing={editing.personal}
          badge={badge("personal")}
          onEdit={() => startEdit("personal")}
          footer={footer("personal")}
        >
          <div className="flex flex-col gap-6 sm:flex-row">
            <div className="flex shrink-0 flex-col items-center gap-3 sm:w-36">
              {draft.profilePhoto ? (
                <img
                  src={draft.profilePhoto}
                  alt={`${fullName || "Your"} profile photo`}
                  className="size-24 rounded-full object-cover ring-4 ring-indigo-50"
                />
              ) : (
                <span
                  className="grid size-24 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-2xl font-bold text-white ring-4 ring-indigo-50"
                  aria-hidden="true"
                >
                  {initials}
                </span>
              )}
              {editing.personal ? (
                <label
                  className={`${btn.secondary} h-9 cursor-pointer px-3 text-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 ${photoBusy ? "pointer-events-none opacity-60" : ""}`}
                >
                  {photoBusy ? <Spinner className="size-3.5" /> : null}
                  {photoBusy ? "Uploading..." : draft.profilePhoto ? "Change photo" : "Upload photo"}
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/gif,image/webp"
                    className="sr-only"
                    aria-label="Profile photo"
                    disabled={photoBusy}
                    onChange={(e) => {
                      void uploadPhoto(e.target.files?.[0]);
                      e.target.value = "";
                    }}
                  />
                </label>
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="text-lg font-semibold text-slate-900">{fullName}</p>
                <p className="text-sm text-slate-500">{account.email}</p>
              </div>
              {editing.personal ? (
                <div className="space-y-5">
                  <div className="grid gap-5 sm:grid-cols-2">
                    <TextField
                      label="Phone"
                      type="tel"
                      inputMode="tel"
                      autoComplete="tel"
                      placeholder="+91 98765 43210"
                      value={draft.phone}
                      onChange={(v) => update("personal", (d) => ({ ...d, phone: v }))}
                      {...field("phone")}
                    />
                    <Autocomplete
                      label="Location"
                      placeholder="Start typing a city…"
                      hint="Type 3+ letters to search cities"
                      minChars={CITY_QUERY_MIN}
                      debounceMs={CITY_DEBOUNCE_MS}
                      limit={CITY_RESULTS_SHOWN}
                      search={lookupCities}
                      value={draft.location}
                      onChange={(v) => update("personal", (d) => ({ ...d, location: v }))}
                      {...field("location")}
                    />
                  </div>
                  <fieldset>
                    <legend className="text-sm font-semibold text-slate-900">Social links</legend>
                    <div className="mt-3 grid gap-4 sm:grid-cols-2">
                      {SOCIAL_ORDER.map((key) => (
                        <TextField
                          key={key}
                          label={SOCIAL_LABELS[key]}
                          type="url"
                          inputMode="url"
                          placeholder={SOCIAL_PLACEHOLDERS[key]}
                          value={draft.socialLinks[key]}
                          onChange={(v) => update("personal", (d) => ({ ...d, socialLinks: { ...d.socialLinks, [key]: v } }))}
                          {...field(`socialLinks.${key}`)}
                        />
                      ))}
                    </div>
                  </fieldset>
                </div>
              ) : (
                <dl className="grid gap-5 sm:grid-cols-2">
                  <ViewRow label="Phone">{draft.phone}</ViewRow>
                  <ViewRow label="Location">{draft.location}</ViewRow>
                  <div className="sm:col-span-2">
                    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">Social links</dt>
                    <dd className="mt-2 flex flex-wrap gap-2">
                      {SOCIAL_KEYS.filter((k) => draft.socialLinks[k]).length ? (
                        SOCIAL_ORDER.filter((k) => draft.socialLinks[k]).map((k) => (
                          <a
                            key={k}
                            href={draft.socialLinks[k]}
                            target="_blank"
                            rel="noreferrer noopener"
                            className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-indigo-50 hover:text-indigo-700 hover:ring-indigo-200"
                          >
                            {SOCIAL_LABELS[k]}
                            <svg viewBox="0 0 20 20" className="size-3.5 text-slate-400" fill="currentColor" aria-hidden="true">
                              <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5ZM5 5a2 2 0 0 0-2 2v8c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                            </svg>
                          </a>
                        ))
                      ) : (
                        <span className="text-sm text-slate-400">No links added yet</span>
                      )}
                    </dd>
                  </div>
                </dl>
              )}
            </div>
          </div>
        </SectionCard>

        {/* Professional */}
        <SectionCard
          id="section-professional"
          title="Professional Information"
          subtitle="Your headline, story and strengths"
          icon={<IconBriefcaseSmall />}
          editing={editing.professional}
          badge={badge("professional")}
          onEdit={() => startEdit("professional")}
          footer={footer("professional")}
        >
          {editing.professional ? (
            <div className="space-y-5">
              <TextField
                label="Professional title"
                placeholder="e.g. Senior Frontend Engineer"
                value={draft.title}
                onChange={(v) => update("professional", (d) => ({ ...d, title: v }))}
                {...field("title")}
              />
              <TextArea
                label="Professional summary"
                rows={5}
                placeholder="A few sentences about what you do, what you're great at and what you're looking for."
                counter={{ max: 1000, min: 50 }}
                hint="Write at least 50 characters."
                value={draft.summary}
                onChange={(v) => update("professional", (d) => ({ ...d, summary: v }))}
                {...field("summary")}
              />
              <ChipsInput
                label="Skills"
                values={draft.skills}
                hint="Add at least 3 skills."
                onChange={(v) => update("professional", (d) => ({ ...d, skills: v }))}
                {...field("skills")}
              />
            </div>
          ) : draft.title || draft.summary || draft.skills.length ? (
            <div className="space-y-5">
              <dl className="space-y-5">
                <ViewRow label="Title">{draft.title}</ViewRow>
                <ViewRow label="Summary">
                  {draft.summary ? <span className="whitespace-pre-line leading-6">{draft.summary}</span> : null}
                </ViewRow>
              </dl>
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Skills</p>
                {draft.skills.length ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {draft.skills.map((s) => (
                      <li
                        key={s}
                        className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-100"
                      >
                        {s}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-slate-400">Not added yet</p>
                )}
              </div>
            </div>
          ) : (
            <EmptyState
              icon={<IconBriefcaseSmall />}
              title="Tell your professional story"
              text="Add a title, a short summary and your key skills so employers know what you do."
              action={
                <button type="button" className={btn.ghost} onClick={() => startEdit("professional")}>
                  Add professional info
                </button>
              }
            />
          )}
        </SectionCard>

        {/* Experience */}
        <SectionCard
          id="section-experience"
          title="Work Experience"
          subtitle="Roles you've held, most recent first"
          icon={<IconBuildingSmall />}
          editing={editing.experience}
          badge={badge("experience")}
          onEdit={() => startEdit("experience")}
          headerExtra={
            <button type="button" className={btn.ghost} onClick={addExperience}>
              <IconPlus /> Add Experience
            </button>
          }
          footer={footer("experience")}
        >
          {draft.experience.length === 0 ? (
            <EmptyState icon={<IconBuildingSmall />} title="No work experience yet" text="Add your jobs, internships and freelance work." />
          ) : editing.experience ? (
            <ol className="space-y-4">
              {draft.experience.map((e, i) => (
                <li key={e.id} className="rounded-xl border border-slate-200 bg-slate-50/50 p-4 sm:p-5" aria-label={`Experience ${i + 1}`}>
                  <div className="mb-4 flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-700">Experience {i + 1}</p>
                    <button
                      type="button"
                      className={btn.icon}
                      aria-label={`Delete experience ${i + 1}`}
                      onClick={() => removeItem("experience", e.id)}
                    >
                      <IconTrash />
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      label="Job title"
                      required
                      value={e.title}
                      onChange={(v) => setItem("experience", e.id, { title: v })}
                      {...field(`experience.${i}.title`)}
                    />
                    <TextField
                      label="Company"
                      required
                      value={e.company}
                      onChange={(v) => setItem("experience", e.id, { company: v })}
                      {...field(`experience.${i}.company`)}
                    />
                    <TextField
                      label="Location"
                      className="sm:col-span-2"
                      value={e.location}
                      onChange={(v) => setItem("experience", e.id, { location: v })}
                      {...field(`experience.${i}.location`)}
                    />
                    <MonthPicker
                      label="Start Date"
                      required
                      value={e.startDate}
                      onChange={(v) => setItem("experience", e.id, { startDate: v })}
                      {...field(`experience.${i}.startDate`)}
                    />
                    <MonthPicker
                      label="End Date"
                      required={!e.current}
                      disabled={e.current}
                      value={e.current ? "" : e.endDate}
                      onChange={(v) => setItem("experience", e.id, { endDate: v })}
                      {...field(`experience.${i}.endDate`)}
                    />
                    <div className="sm:col-span-2">
                      <Checkbox
                        label="I currently work here"
                        checked={e.current}
                        onChange={(v) => setItem("experience", e.id, { current: v, endDate: v ? "" : e.endDate })}
                      />
                    </div>
                    <TextArea
                      label="Description"
                      className="sm:col-span-2"
                      placeholder="What did you own, build or improve?"
                      counter={{ max: 1000 }}
                      value={e.description}
                      onChange={(v) => setItem("experience", e.id, { description: v })}
                      {...field(`experience.${i}.description`)}
                    />
                    <TextArea
                      label="Key achievements"
                      className="sm:col-span-2"
                      rows={3}
                      placeholder="One achievement per line"
                      hint="One per line — they appear as bullet points on your portfolio."
                      value={e.achievements.join("\n")}
                      onChange={(v) => setItem("experience", e.id, { achievements: v.split("\n") })}
                      {...field(`experience.${i}.achievements`)}
                    />
                  </div>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={addExperience}
                  className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-200 py-3 text-sm font-semibold text-slate-500 transition hover:border-indigo-300 hover:bg-indigo-50/50 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <IconPlus /> Add another experience
                </button>
              </li>
            </ol>
          ) : (
            <ol className="relative space-y-6 border-l-2 border-slate-100 pl-6">
              {draft.experience.map((e) => (
                <li key={e.id} className="relative">
                  <span
                    className="absolute -left-[31px] top-1 size-3.5 rounded-full border-2 border-white bg-indigo-500 ring-2 ring-indigo-100"
                    aria-hidden="true"
                  />
                  <p className="font-semibold text-slate-900">{e.title}</p>
                  <p className="text-sm text-slate-600">
                    {e.company}
                    {e.location ? ` · ${e.location}` : ""}
                  </p>
                  <p className="mt-0.5 text-xs font-medium text-slate-400">
                    {formatMonth(e.startDate)} – {e.current ? "Present" : formatMonth(e.endDate)}
                  </p>
                  {e.description ? <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{e.description}</p> : null}
                  {e.achievements.some((a) => a.trim()) ? (
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700 marker:text-indigo-400">
                      {e.achievements
                        .filter((a) => a.trim())
                        .map((a, k) => (
                          <li key={k}>{a}</li>
                        ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </SectionCard>

        {/* Education */}
        <SectionCard
          id="section-education"
          title="Education"
          subtitle="Degrees, diplomas and certifications"
          icon={<IconCapSmall />}
          editing={editing.education}
          badge={badge("education")}
          onEdit={() => startEdit("education")}
          headerExtra={
            <button type="button" className={btn.ghost} onClick={addEducation}>
              <IconPlus /> Add Education
            </button>
          }
          footer={footer("education")}
        >
          {draft.education.length === 0 ? (
            <EmptyState icon={<IconCapSmall />} title="No education added" text="Add your degrees, schools and certifications." />
          ) : editing.education ? (
            <ol className="space-y-4">
              {draft.education.map((e, i) => (
                <li key={e.id} className="rounded-xl border border-slate-200 bg-slate-50/50 p-4 sm:p-5" aria-label={`Education ${i + 1}`}>
                  <div className="mb-4 flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-700">Education {i + 1}</p>
                    <button
                      type="button"
                      className={btn.icon}
                      aria-label={`Delete education ${i + 1}`}
                      onClick={() => setConfirm({ kind: "delete", section: "education", id: e.id })}
                    >
                      <IconTrash />
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      label="Degree"
                      required
                      placeholder="e.g. B.Tech in Computer Science"
                      value={e.degree}
                      onChange={(v) => setItem("education", e.id, { degree: v })}
                      {...field(`education.${i}.degree`)}
                    />
                    <Autocomplete
                      label="School"
                      required
                      placeholder="Search your university…"
                      minChars={UNIVERSITY_QUERY_MIN}
                      debounceMs={UNIVERSITY_DEBOUNCE_MS}
                      limit={UNIVERSITY_RESULTS_MAX}
                      search={lookupUniversities}
                      value={e.school}
                      onChange={(v) => setItem("education", e.id, { school: v })}
                      {...field(`education.${i}.school`)}
                    />
                    <TextField
                      label="Location"
                      value={e.location}
                      onChange={(v) => setItem("education", e.id, { location: v })}
                      {...field(`education.${i}.location`)}
                    />
                    <TextField
                      label="Grade"
                      placeholder="e.g. 8.7 CGPA"
                      value={e.gpa}
                      onChange={(v) => setItem("education", e.id, { gpa: v })}
                      {...field(`education.${i}.gpa`)}
                    />
                    <MonthPicker
                      label="Start Date"
                      required
                      value={e.startDate}
                      onChange={(v) => setItem("education", e.id, { startDate: v })}
                      {...field(`education.${i}.startDate`)}
                    />
                    <MonthPicker
                      label={e.endDate && e.endDate > today ? "Expected End Date" : "End Date"}
                      required
                      value={e.endDate}
                      onChange={(v) => setItem("education", e.id, { endDate: v })}
                      {...field(`education.${i}.endDate`)}
                    />
                    <TextArea
                      label="Description"
                      className="sm:col-span-2"
                      rows={3}
                      value={e.description}
                      onChange={(v) => setItem("education", e.id, { description: v })}
                      {...field(`education.${i}.description`)}
                    />
                  </div>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={addEducation}
                  className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-200 py-3 text-sm font-semibold text-slate-500 transition hover:border-indigo-300 hover:bg-indigo-50/50 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <IconPlus /> Add another education
                </button>
              </li>
            </ol>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {draft.education.map((e) => (
                <li key={e.id} className="rounded-xl border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">{e.degree}</p>
                  <p className="text-sm text-slate-600">{e.school}</p>
                  <p className="mt-1 text-xs font-medium text-slate-400">
                    {formatMonth(e.startDate)} – {formatMonth(e.endDate)}
                    {e.endDate > today ? " (expected)" : ""}
                    {e.location ? ` · ${e.location}` : ""}
                  </p>
                  {e.gpa ? (
                    <p className="mt-2 inline-block rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                      Grade: {e.gpa}
                    </p>
                  ) : null}
                  {e.description ? <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">{e.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        {/* Projects */}
        <SectionCard
          id="section-projects"
          title="Projects"
          subtitle="Work you're proud of"
          icon={<IconRocketSmall />}
          editing={editing.projects}
          badge={badge("projects")}
          onEdit={() => startEdit("projects")}
          headerExtra={
            <button type="button" className={btn.ghost} onClick={addProject}>
              <IconPlus /> Add Project
            </button>
          }
          footer={footer("projects")}
        >
          {draft.projects.length === 0 ? (
            <EmptyState
              icon={<IconRocketSmall />}
              title="No projects yet"
              text="Showcase side projects, open source work or case studies."
            />
          ) : editing.projects ? (
            <ol className="space-y-4">
              {draft.projects.map((p, i) => (
                <li key={p.id} className="rounded-xl border border-slate-200 bg-slate-50/50 p-4 sm:p-5" aria-label={`Project ${i + 1}`}>
                  <div className="mb-4 flex items-center justify-between">
                    <p className="text-sm font-semibold text-slate-700">Project {i + 1}</p>
                    <button
                      type="button"
                      className={btn.icon}
                      aria-label={`Delete project ${i + 1}`}
                      onClick={() => setConfirm({ kind: "delete", section: "projects", id: p.id })}
                    >
                      <IconTrash />
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextField
                      label="Project title"
                      required
                      className="sm:col-span-2"
                      value={p.title}
                      onChange={(v) => setItem("projects", p.id, { title: v })}
                      {...field(`projects.${i}.title`)}
                    />
                    <TextArea
                      label="Project description"
                      required
                      className="sm:col-span-2"
                      rows={3}
                      counter={{ max: 1000, min: 20 }}
                      value={p.description}
                      onChange={(v) => setItem("projects", p.id, { description: v })}
                      {...field(`projects.${i}.description`)}
                    />
                    <div className="sm:col-span-2">
                      <ChipsInput
                        label="Project skills"
                        placeholder="Add a technology and press Enter"
                        max={10}
                        values={p.skills}
                        onChange={(v) => setItem("projects", p.id, { skills: v })}
                        {...field(`projects.${i}.skills`)}
                      />
                    </div>
                    <TextField
                      label="Live URL"
                      type="url"
                      placeholder="https://…"
                      value={p.url}
                      onChange={(v) => setItem("projects", p.id, { url: v })}
                      {...field(`projects.${i}.url`)}
                    />
                    <TextField
                      label="GitHub URL"
                      type="url"
                      placeholder="https://github.com/…"
                      value={p.githubUrl}
                      onChange={(v) => setItem("projects", p.id, { githubUrl: v })}
                      {...field(`projects.${i}.githubUrl`)}
                    />
                    <div className="sm:col-span-2">
                      <Checkbox
                        label="Feature this project"
                        checked={p.featured}
                        onChange={(v) => setItem("projects", p.id, { featured: v })}
                      />
                    </div>
                  </div>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={addProject}
                  className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-200 py-3 text-sm font-semibold text-slate-500 transition hover:border-indigo-300 hover:bg-indigo-50/50 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <IconPlus /> Add another project
                </button>
              </li>
            </ol>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {draft.projects.map((p) => (
                <li key={p.id} className="flex flex-col rounded-xl border border-slate-200 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">{p.title}</p>
                    {p.featured ? (
                      <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700 ring-1 ring-amber-200">
                        Featured
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-1 line-clamp-3 whitespace-pre-line text-sm leading-6 text-slate-600">{p.description}</p>
                  {p.skills.length ? (
                    <ul className="mt-3 flex flex-wrap gap-1.5">
                      {p.skills.map((s) => (
                        <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                          {s}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {p.url || p.githubUrl ? (
                    <div className="mt-auto flex gap-3 pt-3 text-sm font-medium">
                      {p.url ? (
                        <a href={p.url} target="_blank" rel="noreferrer noopener" className="text-indigo-600 hover:underline">
                          Live site
                        </a>
                      ) : null}
                      {p.githubUrl ? (
                        <a href={p.githubUrl} target="_blank" rel="noreferrer noopener" className="text-indigo-600 hover:underline">
                          Source code
                        </a>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      {/* Bottom bar */}
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6 lg:px-8">
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline gap-2">
              <span className="text-lg font-bold tabular-nums text-slate-900" data-testid="bottom-completion">
                {completion}%
              </span>
              <span className="text-sm text-slate-500 sm:hidden">complete</span>
              <span className="hidden truncate text-sm text-slate-500 sm:inline">
                {completion >= COMPLETION_THRESHOLD ? "Ready to pick a template" : `complete · ${COMPLETION_THRESHOLD}% needed to continue`}
              </span>
            </div>
            <CompletionBar value={completion} label="Profile completion (bottom bar)" compact />
          </div>
          <button
            type="button"
            onClick={onContinue}
            disabled={continuing}
            aria-describedby={errorCount ? "continue-hint" : undefined}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 text-sm font-semibold text-white shadow-lg shadow-indigo-600/25 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 sm:px-5"
          >
            {continuing ? <Spinner /> : null}
            Continue to Templates
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.22-4.22a.75.75 0 1 1 1.06-1.06l5.5 5.5a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 1 1-1.06-1.06l4.22-4.22H3.75A.75.75 0 0 1 3 10Z"
                clipRule="evenodd"
              />
            </svg>
          </button>
          {errorCount ? (
            <span id="continue-hint" className="sr-only">
              {errorCount} validation error(s) to fix
            </span>
          ) : null}
        </div>
      </div>

      <Dialog
        open={confirm?.kind === "cancel"}
        title="Unsaved Changes"
        description="You have unsaved changes. Are you sure you want to cancel?"
        onClose={() => setConfirm(null)}
        actions={
          <>
            <button type="button" className={btn.secondary} onClick={() => setConfirm(null)}>
              Keep Editing
            </button>
            <button
              type="button"
              className={btn.danger}
              onClick={() => {
                if (confirm?.kind === "cancel") finishCancel(confirm.section);
                setConfirm(null);
              }}
            >
              Yes, Cancel
            </button>
          </>
        }
      />
      <Dialog
        open={confirm?.kind === "delete"}
        tone="danger"
        title={confirm?.kind === "delete" && confirm.section === "projects" ? "Delete project?" : "Delete education?"}
        description="This action cannot be undone"
        onClose={() => setConfirm(null)}
        actions={
          <>
            <button type="button" className={btn.secondary} onClick={() => setConfirm(null)}>
              Cancel
            </button>
            <button
              type="button"
              className={btn.danger}
              onClick={() => {
                if (confirm?.kind === "delete") removeItem(confirm.section, confirm.id);
                setConfirm(null);
              }}
            >
              Delete
            </button>
          </>
        }
      />
    </main>
  );
}

function CompletionBar({ value, label, compact }: { value: number; label: string; compact?: boolean }) {
  const tone = value >= COMPLETION_THRESHOLD ? "from-emerald-500 to-teal-500" : "from-indigo-500 to-violet-500";
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`relative mt-2 overflow-hidden rounded-full bg-slate-100 ${compact ? "h-1.5" : "h-2.5"}`}
    >
      <div className={`h-full rounded-full bg-gradient-to-r ${tone} transition-[width] duration-500`} style={{ width: `${value}%` }} />
      {!compact ? (
        <span className="absolute inset-y-0 w-0.5 bg-white" style={{ left: `${COMPLETION_THRESHOLD}%` }} aria-hidden="true" />
      ) : null}
    </div>
  );
}

const iconProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
};
const IconUserSmall = () => (
  <svg {...iconProps} className="size-5">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
const IconBriefcaseSmall = () => (
  <svg {...iconProps} className="size-5">
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
);
const IconBuildingSmall = () => (
  <svg {...iconProps} className="size-5">
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4" />
  </svg>
);
const IconCapSmall = () => (
  <svg {...iconProps} className="size-5">
    <path d="m2 9 10-5 10 5-10 5L2 9Z" />
    <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
  </svg>
);
const IconRocketSmall = () => (
  <svg {...iconProps} className="size-5">
    <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M14 4c3-1.5 6-1 6-1s.5 3-1 6l-7 7-5-5 7-7ZM9 11 5 10l3-3h4M13 15l1 4 3-3v-4" />
  </svg>
);
const IconPlus = () => (
  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
    <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
  </svg>
);
const IconTrash = () => (
  <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
    <path
      fillRule="evenodd"
      d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.57.18-2.34.31a.75.75 0 0 0 .24 1.48l.15-.02.84 10.52A2.75 2.75 0 0 0 7.63 19h4.74a2.75 2.75 0 0 0 2.74-2.52l.84-10.52.15.02a.75.75 0 0 0 .24-1.48A41 41 0 0 0 14 4.19v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
      clipRule="evenodd"
    />
  </svg>
);
