// The profile page's code that its first render does not need, loaded on first use (issue 16: /profile within its
// JavaScript budget; ADR 0010). Every section starts in view mode, so the edit forms (section-forms.tsx, with the
// type-ahead, chips and month inputs), the Cancel/Save footer and the confirmations load when editing begins: useProfileEditor preloads
// them as an edit, an add or a resume import starts, and until they arrive a section shows a skeleton. The uploads
// (resume, data import, photo), the zod validation and the resume merge load when a file is picked or a value
// changes (their loaders: ./lazy-modules.ts). The server loads the forms at once (loadOnServer), so a render with a
// section open has them in its HTML. Nothing this module loads imports it back (no import circle): editor.tsx hands
// preloadSectionForms to useProfileEditor, and the forms read the loaders of ./lazy-modules.ts.
import { LoadFailure, lazyComponent } from "~/components/ui/lazy";

const formSkeleton = (
  <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
    {[0, 1, 2, 3].map((n) => (
      <div key={n} className="h-[4.5rem] animate-pulse rounded-xl bg-slate-100" />
    ))}
  </div>
);

const forms = () => import("./section-forms");

export const PersonalForm = lazyComponent(() => forms().then((m) => m.PersonalForm), { fallback: formSkeleton });
export const ProfessionalForm = lazyComponent(() => forms().then((m) => m.ProfessionalForm), { fallback: formSkeleton });
export const EntryList = lazyComponent(() => forms().then((m) => m.EntryList), { fallback: formSkeleton });
export const SectionFooter = lazyComponent(() => forms().then((m) => m.SectionFooter));
/** The 'Unsaved Changes' and delete confirmations: asked only while a section is edited. */
export const Confirmations = lazyComponent(() => forms().then((m) => m.Confirmations), {
  failure: (retry, props) => <LoadFailure onRetry={retry} onDismiss={() => props.editor.setConfirm(null)} />,
});
export const PhotoUpload = lazyComponent(() => forms().then((m) => m.PhotoUpload));
/** "Your profile was changed elsewhere": only after a save was refused. */
export const ConflictNotice = lazyComponent(() => forms().then((m) => m.ConflictNotice));

export function preloadSectionForms() {
  PersonalForm.preload();
  ProfessionalForm.preload();
  EntryList.preload();
  SectionFooter.preload();
  PhotoUpload.preload();
}
