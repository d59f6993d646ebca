// The resume fixtures as vitest sees them (inlined by import.meta.glob, no file system in workerd): every resume
// of every folder with its batch and its expected JSON. run.ts reads the same files with node fs.
import { type Batch, fixtureFiles } from "./batches";
import type { ResumeFixture } from "./score-set";

const files = import.meta.glob(
  [
    "../fixtures/resumes/*.{pdf,docx,txt}",
    "../fixtures/resumes-second/*.{pdf,docx,txt}",
    "../fixtures/resumes-third/*.{pdf,docx,txt}",
    "../fixtures/resumes-fourth/*.{pdf,docx,txt}",
    "../fixtures/resumes-fifth/*.{pdf,docx,txt}",
    "../fixtures/resumes-held-out/*.{pdf,docx,txt}",
    "../fixtures/resumes-held-out-b/*.{pdf,docx,txt}",
  ],
  {
    query: "?inline",
    import: "default",
    eager: true,
  },
) as Record<string, string>;
const truths = import.meta.glob(
  [
    "../fixtures/resumes/*.expected.json",
    "../fixtures/resumes-second/*.expected.json",
    "../fixtures/resumes-third/*.expected.json",
    "../fixtures/resumes-fourth/*.expected.json",
    "../fixtures/resumes-fifth/*.expected.json",
    "../fixtures/resumes-held-out/*.expected.json",
    "../fixtures/resumes-held-out-b/*.expected.json",
  ],
  {
    import: "default",
    eager: true,
  },
) as Record<string, Record<string, any>>;

/** Every fixture file listed (resumes and expected JSON), for the batch reader. */
export const listedFixtureFiles = [...Object.keys(files), ...Object.keys(truths)];

/** The resumes of one batch, decoded, with their truths. */
export function batchFixtures(batch: Batch): ResumeFixture[] {
  return fixtureFiles(listedFixtureFiles)
    .filter((f) => f.batch === batch)
    .map((f) => {
      const dataUrl = files[f.file]!;
      const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
      return { name: f.name, bytes: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)), truth: truths[f.truthFile!]! };
    });
}
