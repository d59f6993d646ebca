// "Save all changes": shown while more than one section is unsaved (after an import, every section), it saves them
// in one request with one toast (use-profile-editor.ts saveAll). It stays in view under the navigation as the page scrolls.
import { Spinner } from "~/components/ui/button";
import { formButton } from "~/components/ui/form-buttons";

export function SaveAllBar({ count, saving, onSave }: { count: number; saving: boolean; onSave(): void }) {
  return (
    <section
      aria-label="Unsaved changes"
      className="sticky top-[4.5rem] z-30 mb-4 flex items-center justify-between gap-3 rounded-2xl border border-indigo-200 bg-white/95 px-4 py-3 shadow-md shadow-indigo-900/5 backdrop-blur sm:px-5"
    >
      <p className="text-sm font-semibold text-slate-900">{count} unsaved sections</p>
      <button
        type="button"
        onClick={onSave}
        // Keeps a field's blur (which reveals its error and can shift the layout) from swallowing the click.
        onMouseDown={(e) => e.preventDefault()}
        disabled={saving}
        className={`${formButton.primary} shrink-0`}
      >
        {saving ? <Spinner /> : null}
        {saving ? "Saving..." : "Save all changes"}
      </button>
    </section>
  );
}
