// The three list sections (experience, education, projects) share this frame: "Add …" in the header, the empty
// state, and in edit mode one entry card per item (its number, its delete button, and its own Entry component
// with the fields), then "Add another …". Viewing shows the section's own `view`.
import { Plus, Trash2 } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { formButton } from "~/components/ui/form-buttons";
import { EmptyState, SectionCard } from "./section-card";
import { LIST_SECTIONS, type ListEntry, SECTION_HEADINGS } from "./headings";
import type { ListKey, ProfileEditorState } from "./use-profile-editor";

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What an entry's fields are given: the entry, and bindings that write into it and show its errors. */
export interface EntryProps<T extends { id: string }> {
  entry: T;
  set(patch: Partial<T>): void;
  /** A field's error and the blur that reveals it. */
  field(name: keyof T & string): { error?: string; onBlur(): void };
  /** A text field's value, change, error and blur. */
  text(name: TextKey<T>): { value: string; onChange(value: string): void; error?: string; onBlur(): void };
}

export function ListSection<K extends ListKey>({
  editor,
  section,
  Entry,
  view,
}: {
  editor: ProfileEditorState;
  section: K;
  Entry: ComponentType<EntryProps<ListEntry<K>>>;
  view: ReactNode;
}) {
  type T = ListEntry<K>;
  const { noun, empty, confirmDelete, create } = LIST_SECTIONS[section];
  const items = editor.draft[section] as T[];
  const Icon = SECTION_HEADINGS[section].icon;
  const add = () => editor.addItem(section, create());
  return (
    <SectionCard
      editor={editor}
      section={section}
      headerExtra={
        <button type="button" className={formButton.ghost} onClick={add}>
          <Plus className="size-4" aria-hidden="true" /> Add {noun}
        </button>
      }
    >
      {items.length === 0 ? (
        <EmptyState icon={<Icon className="size-5" aria-hidden="true" />} title={empty.title} text={empty.text} />
      ) : editor.editing[section] ? (
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
      ) : (
        view
      )}
    </SectionCard>
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
