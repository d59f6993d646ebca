// The profile builder: completion, resume import, six sections with Edit / Cancel / Save, "Save all changes" when
// several are unsaved, and Continue; leaving with unsaved changes asks first. The state lives in useProfileEditor;
// each section is its own component.
import { lazyComponent } from "~/components/ui/lazy";
import { useEffect } from "react";
import type { ProfileDto } from "~/schemas/profile";
import { CertificationsSection } from "./certifications-section";
import { BottomBar, CompletionHeader } from "./completion";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { type Account, PersonalSection } from "./personal-section";
import { ProfessionalSection } from "./professional-section";
import { ProjectsSection } from "./projects-section";
import { Confirmations, ConflictNotice, preloadSectionForms } from "./lazy-parts";
import { ResumeCard } from "./resume-card";
import { SaveAllBar } from "./save-all-bar";
import { useProfileEditor } from "./use-profile-editor";

export type { Account } from "./personal-section";

/** "Leave without saving?": loaded as soon as anything is unsaved, so it is there when a navigation is held. */
const DropChangesConfirm = lazyComponent(() => import("./leave-confirm").then((m) => m.DropChangesConfirm));

export function ProfileEditor({ profile, account }: { profile: ProfileDto; account: Account }) {
  const editor = useProfileEditor(profile, { preloadForms: preloadSectionForms });
  const unsaved = editor.unsavedSections.length;
  useEffect(() => {
    if (unsaved) DropChangesConfirm.preload();
  }, [unsaved]);
  return (
    <main className="mx-auto max-w-6xl px-4 pb-36 pt-8 sm:px-6 lg:px-8">
      {/* A save after a conflict would be refused again: the notice's 'Reload latest' comes first. */}
      {editor.conflict ? (
        <ConflictNotice onReload={editor.reloadLatest} />
      ) : unsaved > 1 ? (
        <SaveAllBar count={unsaved} saving={editor.savingAll} onSave={editor.saveAll} />
      ) : null}
      <CompletionHeader draft={editor.draft} completion={editor.completion} />
      <div className="mt-6">
        <ResumeCard onExtracted={editor.importResume} imports={editor.imports} onSessionExpired={editor.sessionExpired} />
      </div>
      <div className="mt-6 space-y-6">
        <PersonalSection editor={editor} account={account} locale={profile.locale} localeChosen={profile.localeChosen} />
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
      {editor.confirm ? <Confirmations editor={editor} /> : null}
      {editor.leaveGuard.asking ? (
        <DropChangesConfirm question="leave" onKeep={editor.leaveGuard.stay} onDrop={editor.leaveGuard.leave} />
      ) : null}
    </main>
  );
}
