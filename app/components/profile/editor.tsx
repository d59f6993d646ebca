// The profile builder: completion, resume import, six sections with Edit / Cancel / Save, and Continue.
// The state lives in useProfileEditor; each section is its own component.
import { TriangleAlert } from "lucide-react";
import { LoadFailure, lazyComponent } from "~/components/ui/lazy";
import type { ProfileDto } from "~/schemas/profile";
import { CertificationsSection } from "./certifications-section";
import { BottomBar, CompletionHeader } from "./completion";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { type Account, PersonalSection } from "./personal-section";
import { ProfessionalSection } from "./professional-section";
import { ProjectsSection } from "./projects-section";
import { ResumeCard } from "./resume-card";
import { type ProfileEditorState, useProfileEditor } from "./use-profile-editor";

export type { Account } from "./personal-section";

// The confirmations' dialog loads when the editor is first used (before any Cancel or Delete can ask).
const ConfirmDialog = lazyComponent(() => import("~/components/ui/modal").then((m) => m.ConfirmDialog), {
  failure: (retry, props) => <LoadFailure onRetry={retry} onDismiss={props.onCancel} />,
});

export function ProfileEditor({ profile, account }: { profile: ProfileDto; account: Account }) {
  const editor = useProfileEditor(profile);
  return (
    <main
      className="mx-auto max-w-6xl px-4 pb-36 pt-8 sm:px-6 lg:px-8"
      onPointerDownCapture={ConfirmDialog.preload}
      onKeyDownCapture={ConfirmDialog.preload}
    >
      {editor.conflict ? <ConflictNotice onReload={editor.reloadLatest} /> : null}
      <CompletionHeader draft={editor.draft} completion={editor.completion} />
      <div className="mt-6">
        <ResumeCard onExtracted={editor.importResume} onSessionExpired={editor.sessionExpired} />
      </div>
      <div className="mt-6 space-y-6">
        <PersonalSection editor={editor} account={account} />
        <ProfessionalSection editor={editor} />
        <ExperienceSection editor={editor} />
        <EducationSection editor={editor} />
        <ProjectsSection editor={editor} />
        <CertificationsSection editor={editor} />
      </div>
      <BottomBar
        completion={editor.completion}
        errorCount={editor.errorCount}
        continuing={editor.continuing}
        onContinue={editor.onContinue}
      />
      <Confirmations editor={editor} />
    </main>
  );
}

function ConflictNotice({ onReload }: { onReload(): void }) {
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
function Confirmations({ editor }: { editor: ProfileEditorState }) {
  const { confirm, setConfirm } = editor;
  const close = () => setConfirm(null);
  if (confirm?.kind === "cancel") {
    return (
      <ConfirmDialog
        tone="warning"
        icon={<TriangleAlert className="size-6" aria-hidden="true" />}
        title="Unsaved Changes"
        message="You have unsaved changes. Are you sure you want to cancel?"
        cancelLabel="Keep Editing"
        confirmLabel="Yes, Cancel"
        onCancel={close}
        onConfirm={() => {
          editor.finishCancel(confirm.section);
          close();
        }}
      />
    );
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
