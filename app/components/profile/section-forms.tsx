// The profile sections' edit forms: what a section shows while it is edited (the personal and professional fields,
// and each list section's entries with their numbered cards, delete buttons and "Add another …"). Nothing shows them
// on a page's first render (every section starts in view mode), so they are loaded when editing begins, with the
// richer inputs they use (city and university type-ahead, skill chips, month picker): see lazy-parts.tsx.
import { Check, Plus, Trash2, TriangleAlert } from "lucide-react";
import { ConfirmDialog } from "~/components/ui/modal";
import { type ComponentType, type ReactNode, useId, useState } from "react";
import { Spinner } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { Autocomplete } from "~/components/ui/autocomplete";
import { ChipsInput } from "~/components/ui/chips-input";
import { Checkbox, TextArea, TextField } from "~/components/ui/fields";
import { formButton } from "~/components/ui/form-buttons";
import { MonthPicker } from "~/components/ui/month-picker";
import {
  CITY_DEBOUNCE_MS,
  CITY_QUERY_MIN,
  CITY_RESULTS_MAX,
  CITY_RESULTS_SHOWN,
  UNIVERSITY_DEBOUNCE_MS,
  UNIVERSITY_QUERY_MIN,
  UNIVERSITY_RESULTS_MAX,
} from "~/schemas/lookup-rules";
import { LIST_SECTIONS, type ListEntry } from "./headings";
import { DropChangesConfirm } from "./leave-confirm";
import { submitFailureMessage } from "./model";
import { uploads } from "./lazy-modules";
import { type CertificationDraft, currentMonth, type EducationDraft, type ExperienceDraft, type ProjectDraft } from "./model";
import { SOCIAL_LABELS, SOCIAL_ORDER, SOCIAL_PLACEHOLDERS } from "./social-links";
import type { ListKey, SectionKey } from "./model";
import type { ProfileEditorState, SaveState } from "./use-profile-editor";

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What an entry's fields are given: the entry, and bindings that write into it and show its errors. */
interface EntryProps<T extends { id: string }> {
  entry: T;
  set(patch: Partial<T>): void;
  /** A field's error and the blur that reveals it. */
  field(name: keyof T & string): { error?: string; onBlur(): void };
  /** A text field's value, change, error and blur. */
  text(name: TextKey<T>): { value: string; onChange(value: string): void; error?: string; onBlur(): void };
}

/** Personal Information while edited: phone, location (city type-ahead) and the social links. */
export function PersonalForm({ editor }: { editor: ProfileEditorState }) {
  const { draft, field } = editor;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          {...editor.text("personal", "phone")}
        />
        <Autocomplete
          label="Location"
          placeholder="Start typing a city…"
          hint="Type 3+ letters to search cities"
          minChars={CITY_QUERY_MIN}
          debounceMs={CITY_DEBOUNCE_MS}
          limit={CITY_RESULTS_SHOWN}
          search={lookupCities}
          {...editor.text("personal", "location")}
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
              onChange={(v) => editor.update("personal", (d) => ({ ...d, socialLinks: { ...d.socialLinks, [key]: v } }))}
              {...field(`socialLinks.${key}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Professional Information while edited: title, summary (with its counter) and skills. */
export function ProfessionalForm({ editor }: { editor: ProfileEditorState }) {
  const { draft, field } = editor;
  return (
    <div className="space-y-5">
      <TextField label="Professional title" placeholder="e.g. Senior Frontend Engineer" {...editor.text("professional", "title")} />
      <TextArea
        label="Professional summary"
        rows={5}
        placeholder="A few sentences about what you do, what you're great at and what you're looking for."
        counter={{ max: 1000, min: 50 }}
        hint="Write at least 50 characters."
        {...editor.text("professional", "summary")}
      />
      <ChipsInput
        label="Skills"
        values={draft.skills}
        hint="Add at least 3 skills."
        onChange={(v) => editor.update("professional", (d) => ({ ...d, skills: v }))}
        {...field("skills")}
      />
    </div>
  );
}

const ENTRY_FIELDS: { [K in ListKey]: ComponentType<EntryProps<ListEntry<K>>> } = {
  experience: ExperienceEntry,
  education: EducationEntry,
  projects: ProjectEntry,
  certifications: CertificationEntry,
};

/** A list section while edited: one numbered card per entry with its fields and delete button, then "Add another …". */
export function EntryList<K extends ListKey>({ editor, section }: { editor: ProfileEditorState; section: K }) {
  type T = ListEntry<K>;
  const { noun, confirmDelete, create } = LIST_SECTIONS[section];
  const items = editor.draft[section] as T[];
  const Entry = ENTRY_FIELDS[section] as ComponentType<EntryProps<T>>;
  const add = () => editor.addItem(section, create());
  return (
    <ol className="space-y-4">
      {items.map((entry, index) => {
        const path = (name: string) => `${section}.${index}.${name}`;
        const set = (patch: Partial<T>) => editor.setItem(section, entry.id, patch);
        return (
          <EntryCard
            key={entry.id}
            name={`${noun} ${index + 1}`}
            onDelete={() =>
              confirmDelete && section !== "experience"
                ? editor.setConfirm({ kind: "delete", section, id: entry.id })
                : editor.removeItem(section, entry.id)
            }
          >
            <Entry
              entry={entry}
              set={set}
              field={(name) => editor.field(path(name))}
              text={(name) => ({
                value: entry[name] as string,
                onChange: (value: string) => set({ [name]: value } as Partial<T>),
                ...editor.field(path(name)),
              })}
            />
          </EntryCard>
        );
      })}
      <li>
        <button
          type="button"
          onClick={add}
          className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-200 py-3 text-sm font-semibold text-slate-500 transition hover:border-indigo-300 hover:bg-indigo-50/50 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Plus className="size-4" aria-hidden="true" /> Add another {noun.toLowerCase()}
        </button>
      </li>
    </ol>
  );
}

function EntryCard({ name, onDelete, children }: { name: string; onDelete(): void; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/50 p-4 sm:p-5" aria-label={name}>
      <div className="mb-4 flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-700">{name}</p>
        <button type="button" className={formButton.icon} aria-label={`Delete ${name.toLowerCase()}`} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </li>
  );
}

function ExperienceEntry({ entry: e, set, field, text }: EntryProps<ExperienceDraft>) {
  return (
    <>
      <TextField label="Job title" required {...text("title")} />
      <TextField label="Company" required {...text("company")} />
      <TextField label="Location" className="sm:col-span-2" {...text("location")} />
      <MonthPicker label="Start Date" required {...text("startDate")} />
      <MonthPicker label="End Date" required={!e.current} disabled={e.current} {...text("endDate")} value={e.current ? "" : e.endDate} />
      <div className="sm:col-span-2">
        <Checkbox label="I currently work here" checked={e.current} onChange={(v) => set({ current: v, endDate: v ? "" : e.endDate })} />
      </div>
      <TextArea
        label="Description"
        className="sm:col-span-2"
        placeholder="What did you own, build or improve?"
        counter={{ max: 1000 }}
        {...text("description")}
      />
      <TextArea
        label="Key achievements"
        className="sm:col-span-2"
        rows={3}
        placeholder="One achievement per line"
        hint="One per line — they appear as bullet points on your portfolio."
        value={e.achievements.join("\n")}
        onChange={(v) => set({ achievements: v.split("\n") })}
        {...field("achievements")}
      />
    </>
  );
}

function EducationEntry({ entry: e, text }: EntryProps<EducationDraft>) {
  const expected = e.endDate && e.endDate > currentMonth();
  return (
    <>
      <TextField label="Degree" required placeholder="e.g. B.Tech in Computer Science" {...text("degree")} />
      <Autocomplete
        label="School"
        required
        placeholder="Search your university…"
        minChars={UNIVERSITY_QUERY_MIN}
        debounceMs={UNIVERSITY_DEBOUNCE_MS}
        limit={UNIVERSITY_RESULTS_MAX}
        search={lookupUniversities}
        {...text("school")}
      />
      <TextField label="Location" {...text("location")} />
      <TextField label="Grade" placeholder="e.g. 8.7 CGPA" {...text("gpa")} />
      <MonthPicker label="Start Date" required {...text("startDate")} />
      <MonthPicker label={expected ? "Expected End Date" : "End Date"} required {...text("endDate")} />
      <TextArea label="Description" className="sm:col-span-2" rows={3} {...text("description")} />
    </>
  );
}

function ProjectEntry({ entry: p, set, field, text }: EntryProps<ProjectDraft>) {
  return (
    <>
      <TextField label="Project title" required className="sm:col-span-2" {...text("title")} />
      <TextArea
        label="Project description"
        required
        className="sm:col-span-2"
        rows={3}
        counter={{ max: 1000, min: 20 }}
        {...text("description")}
      />
      <div className="sm:col-span-2">
        <ChipsInput
          label="Project skills"
          placeholder="Add a technology and press Enter"
          max={10}
          values={p.skills}
          onChange={(v) => set({ skills: v })}
          {...field("skills")}
        />
      </div>
      <TextField label="Live URL" type="url" placeholder="https://…" {...text("url")} />
      <TextField label="GitHub URL" type="url" placeholder="https://github.com/…" {...text("githubUrl")} />
      <div className="sm:col-span-2">
        <Checkbox label="Feature this project" checked={p.featured} onChange={(v) => set({ featured: v })} />
      </div>
    </>
  );
}

function CertificationEntry({ text }: EntryProps<CertificationDraft>) {
  return (
    <>
      <TextField label="Certification name" required placeholder="e.g. AWS Certified Solutions Architect" {...text("name")} />
      <TextField label="Issuer" placeholder="e.g. Amazon Web Services" {...text("issuer")} />
      <MonthPicker label="Issue Date" {...text("issueDate")} />
      <MonthPicker label="Expiry Date" {...text("expiryDate")} />
      <TextField label="Credential URL" type="url" placeholder="https://…" className="sm:col-span-2" {...text("credentialUrl")} />
    </>
  );
}

async function lookupUniversities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/universities?name=${encodeURIComponent(q)}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string }> };
  return (body.data ?? []).map((u) => u.name);
}

async function lookupCities(q: string, signal: AbortSignal) {
  const res = await fetch(`/api/lookup/cities?q=${encodeURIComponent(q)}&limit=${CITY_RESULTS_MAX}`, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: Array<{ name: string; state?: string; country?: string }> };
  return (body.data ?? []).map((c) => [c.name, c.state, c.country].filter(Boolean).join(", "));
}

/** The section's Save: its form's submit button, so Enter in one of the section's fields presses it too (section-card.tsx). */
export function SaveButton({ state, invalid }: { state: SaveState; invalid: boolean }) {
  const label = state === "saving" ? "Saving..." : state === "saved" ? "Saved" : state === "dirty" ? "Save Changes" : "No Changes";
  const tooltip =
    state === "clean" || state === "saved"
      ? "You haven't made any changes"
      : invalid
        ? "Click to see validation errors"
        : "Ready to save your changes";
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="submit"
        // Keeps focus (and the blur that reveals a field error and shifts the layout) from moving the button
        // between mousedown and mouseup, which would swallow the click.
        onMouseDown={(e) => e.preventDefault()}
        disabled={state !== "dirty"}
        className={formButton.primary}
        aria-describedby={tooltipId}
      >
        {state === "saving" ? <Spinner /> : null}
        {state === "saved" ? <Check className="size-4" aria-hidden="true" /> : null}
        {label}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full right-0 z-20 mb-2 hidden w-max max-w-56 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {tooltip}
      </span>
    </span>
  );
}

/** An edited section's footer: Cancel, and Save with its four states. */
export function SectionFooter({ editor, section }: { editor: ProfileEditorState; section: SectionKey }) {
  const state = editor.saveState(section);
  return (
    <footer className="flex flex-wrap items-center justify-end gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-3 sm:px-6">
      <button
        type="button"
        className={formButton.secondary}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => editor.cancel(section)}
        disabled={state === "saving"}
      >
        Cancel
      </button>
      <SaveButton state={state} invalid={editor.hasErrors(section)} />
    </footer>
  );
}

export function ConflictNotice({ onReload }: { onReload(): void }) {
  return (
    <div
      role="alert"
      className="sticky top-20 z-30 mb-4 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <span className="font-semibold">Your profile was changed elsewhere</span> (another tab or device). Reload the latest version; what
        you typed is kept.
      </p>
      <button
        type="button"
        onClick={onReload}
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-amber-600 px-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        Reload latest
      </button>
    </div>
  );
}

const DELETE_TITLES = { education: "Delete education?", projects: "Delete project?", certifications: "Delete certification?" } as const;

/** "Unsaved Changes" before a Cancel that would drop edits; "Delete education/project?" before a delete. */
export function Confirmations({ editor }: { editor: ProfileEditorState }) {
  const { confirm, setConfirm } = editor;
  const close = () => setConfirm(null);
  if (confirm?.kind === "cancel") {
    const finish = () => {
      editor.finishCancel(confirm.section);
      close();
    };
    return <DropChangesConfirm question="cancel" onKeep={close} onDrop={finish} />;
  }
  if (confirm?.kind === "delete") {
    return (
      <ConfirmDialog
        tone="danger"
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title={DELETE_TITLES[confirm.section]}
        message="This action cannot be undone"
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onCancel={close}
        onConfirm={() => {
          editor.removeItem(confirm.section, confirm.id);
          close();
        }}
      />
    );
  }
  return null;
}

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/jpg", "image/gif", "image/webp"];

/** The personal section's "Upload photo" / "Change photo" button: POST /api/profiles/photo (uploads.ts) at once. */
export function PhotoUpload({
  photo,
  onUploaded,
  onSessionExpired,
}: {
  photo: string;
  onUploaded(photoUrl: string): void;
  onSessionExpired(): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return toast.error("Image size must be less than 5MB");
    if (!PHOTO_TYPES.includes(file.type)) return toast.error("Please upload a valid image file (JPEG, PNG, GIF, or WebP)");
    setBusy(true);
    try {
      const { sendPhoto } = await uploads.get();
      await sendPhoto(file, { toast, onUploaded, onSessionExpired });
    } catch {
      toast.error(submitFailureMessage({ reason: "network", httpStatus: 0 })); // the upload code could not be loaded
    } finally {
      setBusy(false);
    }
  };

  return (
    <label
      className={`${formButton.secondary} h-9 cursor-pointer px-3 text-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 ${busy ? "pointer-events-none opacity-60" : ""}`}
    >
      {busy ? <Spinner className="size-3.5" /> : null}
      {busy ? "Uploading..." : photo ? "Change photo" : "Upload photo"}
      <input
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        aria-label="Profile photo"
        disabled={busy}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </label>
  );
}
