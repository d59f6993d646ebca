// The profile photo of the personal section: the picture (or initials) and, while editing, the upload button
// (PhotoUpload in section-forms.tsx, loaded when editing begins). An upload saves at once.
import { PhotoUpload } from "./lazy-parts";

export function ProfilePhoto({
  photo,
  name,
  initials,
  editing,
  onUploaded,
  onSessionExpired,
}: {
  photo: string;
  name: string;
  initials: string;
  editing: boolean;
  onUploaded(photoUrl: string): void;
  onSessionExpired(): void;
}) {
  return (
    <div className="flex shrink-0 flex-col items-center gap-3 sm:w-36">
      {photo ? (
        // biome-ignore lint/a11y/noRedundantAlt: "profile photo" says what the picture is (whose avatar), as the page's tests name it.
        <img src={photo} alt={`${name || "Your"} profile photo`} className="size-24 rounded-full object-cover ring-4 ring-indigo-50" />
      ) : (
        <span
          className="grid size-24 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-2xl font-bold text-white ring-4 ring-indigo-50"
          aria-hidden="true"
        >
          {initials}
        </span>
      )}
      {editing ? <PhotoUpload photo={photo} onUploaded={onUploaded} onSessionExpired={onSessionExpired} /> : null}
    </div>
  );
}
