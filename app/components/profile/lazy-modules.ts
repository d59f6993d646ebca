// The profile page's code modules that load on first use (issue 16, ADR 0010): a leaf module, so the parts that use
// them (the resume card, the data import, the photo button in the forms, the editor's state) import their loaders
// without importing ./lazy-parts.tsx, which loads those parts (no import circle). What these modules import never
// imports this one.
import { retryingLoader } from "~/components/ui/lazy";

/** Sending a resume, a data export or a photo, fetched when a file is picked. */
export const uploads = retryingLoader(() => import("./uploads"));

/** Merging a resume extraction into the draft, fetched when one arrives (or the user picks a file). */
export const resumeMerge = retryingLoader(() => import("./resume-merge"));

/** The editor's zod validation, fetched once the editor is used (a section opened or a value changed). */
export const validation = retryingLoader(() => import("./validation"));
