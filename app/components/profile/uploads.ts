// The profile's uploads, loaded when a file is picked (lazy-parts.tsx): a resume to POST /api/profiles/upload-resume
// with progress, a JSON Resume or LinkedIn export to POST /api/profiles/import, a photo to POST /api/profiles/photo.
// An extraction is handed to the editor; every other answer becomes the spec's message.
import type { useToast } from "~/components/ui/toast";
import { fetchJson } from "~/lib/fetch-json";
import { errorMessage, type Phase, type ResumeData, submitFailureMessage } from "./model";
import type { ImportOutcome } from "./import-merge";

/** The API's answer to an upload: `success` with what it made, or the message (and field errors) of a refusal. */
type UploadAnswer<T> = T & { success?: boolean; message?: string; errors?: Array<{ msg?: string }> };

/** POSTs one file as the multipart field `field` and reads the JSON answer. */
function postFile<T>(url: string, field: string, file: File) {
  const form = new FormData();
  form.append(field, file);
  return fetchJson<UploadAnswer<T>>(url, { method: "POST", body: form });
}

const RESUME_MAX_BYTES = 10 * 1024 * 1024;
const RESUME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
];

/** The browser-side check of a picked resume (the server decides by the bytes). */
export function checkResumeFile(file: File): string | null {
  if (file.size > RESUME_MAX_BYTES) return "File size must be less than 10MB";
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!RESUME_TYPES.includes(file.type) && !["pdf", "doc", "docx", "txt"].includes(ext)) return "Please upload a PDF, DOC, or DOCX file";
  return null;
}

/** Spec part 2 section 8 (resume import): the upload was taken but no extraction could be read from the answer. */
const RESUME_PARSE_FAILED = "Failed to parse resume";

export interface UploadContext {
  setPhase(phase: Phase): void;
  setProgress(percent: number): void;
  fail(message: string): void;
  toast: ReturnType<typeof useToast>;
  onExtracted(data: ResumeData): Promise<ImportOutcome>;
  onSessionExpired(): void;
}

export function sendResume(file: File, { setPhase, setProgress, fail, toast, onExtracted, onSessionExpired }: UploadContext) {
  const form = new FormData();
  form.append("resume", file);
  const xhr = new XMLHttpRequest();
  xhr.open("POST", "/api/profiles/upload-resume");
  xhr.timeout = 60_000;
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
  };
  xhr.upload.onload = () => {
    setProgress(100);
    setPhase("processing");
  };
  xhr.onload = () => {
    let body: UploadAnswer<{ data?: ResumeData }> = {};
    let readable = true;
    try {
      body = JSON.parse(xhr.responseText || "{}");
    } catch {
      readable = false;
    }
    if (xhr.status >= 200 && xhr.status < 300 && body.success && body.data) {
      setPhase("done");
      toast.success("Resume processed successfully!");
      const data = body.data;
      Promise.resolve()
        .then(() => onExtracted(data))
        .then(
          // Waiting for the review, nothing is filled in yet: applying it says so.
          (outcome) => {
            if (outcome === "applied") toast.success("Resume data populated successfully! Please review and edit as needed.");
          },
          () => toast.error("Failed to populate form data. Please check the extracted information."),
        );
      return;
    }
    setPhase("idle");
    if (xhr.status === 401) {
      fail(errorMessage(401));
      onSessionExpired();
      return;
    }
    if (xhr.status >= 200 && xhr.status < 300) {
      // Accepted, but no usable extraction came back (an unreadable answer, or success without data).
      fail(readable ? body.message || RESUME_PARSE_FAILED : RESUME_PARSE_FAILED);
      return;
    }
    fail(xhr.status === 403 || xhr.status === 429 ? errorMessage(xhr.status) : body.message || "Failed to process resume");
  };
  xhr.ontimeout = () => {
    setPhase("idle");
    fail("Upload timed out. Please try with a smaller file.");
  };
  xhr.onerror = () => {
    setPhase("idle");
    fail(navigator.onLine ? "Failed to process resume. Please try again." : "No internet connection. Please check your network.");
  };
  xhr.send(form);
}

const DATA_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The browser-side check before sending (the server decides by the bytes). */
export function checkImportFile(file: File): string | null {
  if (file.size > DATA_IMPORT_MAX_BYTES) return "File size must be less than 10MB";
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!["json", "zip"].includes(ext) && !/(json|zip)/.test(file.type)) {
    return "Unsupported file. Please choose a JSON Resume (.json) or a LinkedIn data export (.zip).";
  }
  return null;
}

/** The import was answered but no extraction could be read from the answer. */
const IMPORT_READ_FAILED = "Failed to read the imported data";

export async function sendImport(
  file: File,
  {
    fail,
    toast,
    onImported,
    onSessionExpired,
  }: Pick<UploadContext, "fail" | "toast" | "onSessionExpired"> & {
    onImported(data: ResumeData): Promise<ImportOutcome>;
  },
) {
  const { ok, status, body, failure } = await postFile<{ data?: ResumeData }>("/api/profiles/import", "file", file);
  if (failure) return fail(submitFailureMessage(failure));
  if (!ok) {
    fail(errorMessage(status, body.message, body.errors));
    if (status === 401) onSessionExpired();
    return;
  }
  if (!body.success || !body.data) return fail(IMPORT_READ_FAILED);
  toast.success(body.message || "Imported successfully!");
  try {
    if ((await onImported(body.data)) === "applied")
      toast.success("Profile data populated successfully! Please review and edit as needed.");
  } catch {
    toast.error("Failed to populate form data. Please check the extracted information.");
  }
}

export async function sendPhoto(
  file: File,
  { toast, onUploaded, onSessionExpired }: Pick<UploadContext, "toast" | "onSessionExpired"> & { onUploaded(photoUrl: string): void },
) {
  const { ok, status, body, failure } = await postFile<{ photoUrl?: string }>("/api/profiles/photo", "profilePhoto", file);
  if (failure) return toast.error(submitFailureMessage(failure));
  if (!ok || !body.success || !body.photoUrl) {
    toast.error(errorMessage(status, body.message, body.errors));
    if (status === 401) onSessionExpired();
    return;
  }
  onUploaded(body.photoUrl);
  toast.success("Profile photo updated successfully!");
}
