// Bounds and messages of POST /api/profiles/import (JSON Resume or LinkedIn export): every upload is capped, a
// zip by its entry count and by the bytes it inflates to, a JSON document by its size and nesting.
import { MAX_RESUME_BYTES } from "./files";

export const IMPORT_LIMITS = {
  /** The uploaded file (the request body limit of the path is the resume's). */
  fileBytes: MAX_RESUME_BYTES,
  jsonBytes: 1024 * 1024,
  jsonDepth: 32,
  zipEntries: 2000,
  /** All the CSV files read from one export, inflated. */
  inflatedBytes: 4 * 1024 * 1024,
  csvRows: 2000,
  /** Entries kept per list section (the profile holds at most 50). */
  entries: 50,
} as const;

export const IMPORT_MESSAGES = {
  noFile: "Please select a file first",
  tooLarge: "File size must be less than 10MB",
  jsonTooLarge: "A JSON Resume file must be less than 1MB",
  unsupported: "Unsupported file. Please choose a JSON Resume (.json) or a LinkedIn data export (.zip).",
  badJson: "This file is not valid JSON.",
  notJsonResume: "This JSON file is not a JSON Resume.",
  tooDeep: "This JSON file is nested too deeply.",
  badZip: "This ZIP file could not be read.",
  notLinkedIn: "This ZIP file is not a LinkedIn data export.",
  tooManyFiles: "This ZIP file holds too many files.",
  inflatedTooLarge: "This export is too large to import.",
} as const;
