// The list sections (experience, education, projects, certifications) share this frame: "Add …" in the header, the
// empty state, and in edit mode their entries' cards (EntryList in section-forms.tsx, loaded when editing begins).
// Viewing shows the section's own `view`.
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { formButton } from "~/components/ui/form-buttons";
import { EmptyState, SectionCard } from "./section-card";
import { LIST_SECTIONS, SECTION_HEADINGS } from "./headings";
import { EntryList } from "./lazy-parts";
import type { ListKey } from "./model";
import type { ProfileEditorState } from "./use-profile-editor";

export function ListSection<K extends ListKey>({ editor, section, view }: { editor: ProfileEditorState; section: K; view: ReactNode }) {
  const { noun, empty, create } = LIST_SECTIONS[section];
  const items = editor.draft[section];
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
        <EntryList editor={editor} section={section} />
      ) : (
        view
      )}
    </SectionCard>
  );
}
