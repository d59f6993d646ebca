// The profile builder: completion, resume import, six sections with Edit / Cancel / Save, and Continue.
// The state lives in useProfileEditor; each section is its own component.
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
import { useProfileEditor } from "./use-profile-editor";

export type { Account } from "./personal-section";

export function ProfileEditor({ profile, account }: { profile: ProfileDto; account: Account }) {
  const editor = useProfileEditor(profile, { preloadForms: preloadSectionForms });
  return (
    <main className="mx-auto max-w-6xl px-4 pb-36 pt-8 sm:px-6 lg:px-8">
      {editor.conflict ? <ConflictNotice onReload={editor.reloadLatest} /> : null}
      <CompletionHeader draft={editor.draft} completion={editor.completion} />
      <div className="mt-6">
        <ResumeCard onExtracted={editor.importResume} imports={editor.imports} onSessionExpired={editor.sessionExpired} />
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
      {editor.confirm ? <Confirmations editor={editor} /> : null}
    </main>
  );
}
