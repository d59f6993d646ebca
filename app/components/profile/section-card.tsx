// The frame every profile section shares: the card with its header (icon, title, badge, Edit), the footer with
// Cancel and the Save button's four states, the empty state and view rows. An edited section is a form: Enter in
// one of its single-line fields saves it, as in every other form.
import { Pencil } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { formButton } from "~/components/ui/form-buttons";
import { SECTION_HEADINGS } from "./headings";
import type { SectionKey } from "./model";
import { SectionFooter } from "./lazy-parts";
import type { ProfileEditorState } from "./use-profile-editor";

/** One section of the editor, wired to the editor state: Edit, the badge, and the footer's Cancel and Save. */
export function SectionCard({
  editor,
  section,
  headerExtra,
  children,
}: {
  editor: ProfileEditorState;
  section: SectionKey;
  headerExtra?: ReactNode;
  children: ReactNode;
}) {
  const { title, subtitle, icon: Icon } = SECTION_HEADINGS[section];
  const id = `section-${section}`;
  const editing = editor.editing[section];
  const badge = editor.badge(section);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-2xl border bg-white shadow-sm transition ${editing ? "border-indigo-200 ring-4 ring-indigo-50" : "border-slate-200"}`}
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100"
          aria-hidden="true"
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-[11rem] flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 sm:text-lg">
              {title}
            </h2>
            {badge === "unsaved" ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700 ring-1 ring-amber-200">
                Unsaved changes
              </span>
            ) : badge === "saved" ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                Changes saved
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p>
        </div>
        <div className="ml-auto flex items-center gap-2">
          {headerExtra}
          {!editing ? (
            <button type="button" onClick={() => editor.startEdit(section)} className={formButton.secondary} aria-label={`Edit ${title}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </button>
          ) : null}
        </div>
      </header>
      {editing ? (
        <form
          noValidate // the editor validates with the profile's own rules and messages
          onKeyDown={keepEnterInOpenList}
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save(section);
          }}
        >
          <div className="px-5 py-5 sm:px-6">{children}</div>
          <SectionFooter editor={editor} section={section} />
        </form>
      ) : (
        <div className="px-5 py-5 sm:px-6">{children}</div>
      )}
    </section>
  );
}

/**
 * Enter in a type-ahead whose list is open belongs to the list (it picks the highlighted option, or nothing), not
 * to the section's Save. The chips input keeps its Enter (it adds a chip) itself; a textarea's Enter is a new line.
 */
function keepEnterInOpenList(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key === "Enter" && target instanceof HTMLInputElement && target.getAttribute("aria-expanded") === "true")
    event.preventDefault();
}

export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-8 text-center">
      <span
        className="grid size-11 place-items-center rounded-full bg-white text-slate-400 shadow-sm ring-1 ring-slate-200"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-800">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export function ViewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-800">{children || <span className="text-slate-500">Not added yet</span>}</dd>
    </div>
  );
}

/** Skills shown as tags: indigo pills (the profile's skills) or small grey tags (a project's technologies). */
export function Tags({ items, small }: { items: string[]; small?: boolean }) {
  const item = small
    ? "rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"
    : "rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-100";
  return (
    <ul className={small ? "mt-3 flex flex-wrap gap-1.5" : "mt-2 flex flex-wrap gap-2"}>
      {items.map((s) => (
        <li key={s} className={item}>
          {s}
        </li>
      ))}
    </ul>
  );
}
