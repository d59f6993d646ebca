// The profile photo of the personal section: the picture (or initials) and, while editing, the upload button.
// An upload saves at once through POST /api/profiles/photo (uploads.ts, loaded when a file is picked).
import { useState } from "react";
import { Spinner } from "~/components/ui/button";
import { formButton } from "~/components/ui/form-buttons";
import { useToast } from "~/components/ui/toast";
import { uploads } from "./lazy-parts";
import { submitFailureMessage } from "./model";

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/jpg", "image/gif", "image/webp"];

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
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return toast.error("Image size must be less than 5MB");
    if (!PHOTO_TYPES.includes(file.type)) return toast.error("Please upload a valid image file (JPEG, PNG, GIF, or WebP)");
    setBusy(true);
    try {
      const { sendPhoto } = await uploads.get();
      await sendPhoto(file, { toast, onUploaded, onSessionExpired });
    } catch {
      toast.error(submitFailureMessage({ reason: "network", httpStatus: 0 })); // the upload code could not be loaded
    } finally {
      setBusy(false);
    }
  };

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
      {editing ? (
        <label
          className={`${formButton.secondary} h-9 cursor-pointer px-3 text-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600 ${busy ? "pointer-events-none opacity-60" : ""}`}
        >
          {busy ? <Spinner className="size-3.5" /> : null}
          {busy ? "Uploading..." : photo ? "Change photo" : "Upload photo"}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            aria-label="Profile photo"
            disabled={busy}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
      ) : null}
    </div>
  );
}
