// Professional Information: title, summary and skills (their edit form is in section-forms.tsx).
import { Briefcase } from "lucide-react";
import { ProfessionalForm } from "./lazy-parts";
import { formButton } from "~/components/ui/form-buttons";
import { EmptyState, SectionCard, Tags, ViewRow } from "./section-card";
import { memoSection, type ProfileEditorState } from "./use-profile-editor";

const icon = <Briefcase className="size-5" aria-hidden="true" />;

export const ProfessionalSection = memoSection("professional", function ProfessionalSection({ editor }: { editor: ProfileEditorState }) {
  const { draft } = editor;
  return (
    <SectionCard editor={editor} section="professional">
      {editor.editing.professional ? (
        <ProfessionalForm editor={editor} />
      ) : draft.title || draft.summary || draft.skills.length ? (
        <div className="space-y-5">
          <dl className="space-y-5">
            <ViewRow label="Title">{draft.title}</ViewRow>
            <ViewRow label="Summary">
              {draft.summary ? <span className="whitespace-pre-line leading-6">{draft.summary}</span> : null}
            </ViewRow>
          </dl>
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Skills</p>
            {draft.skills.length ? <Tags items={draft.skills} /> : <p className="mt-1 text-sm text-slate-500">Not added yet</p>}
          </div>
        </div>
      ) : (
        <EmptyState
          icon={icon}
          title="Tell your professional story"
          text="Add a title, a short summary and your key skills so employers know what you do."
          action={
            <button type="button" className={formButton.ghost} onClick={() => editor.startEdit("professional")}>
              Add professional info
            </button>
          }
        />
      )}
    </SectionCard>
  );
});
