// Every API endpoint that takes a file reads its form through one helper (workers/api/context.ts readForm): a body
// that is not a form (JSON, malformed multipart, none at all) gets the endpoint's own 400 message in the API's error
// shape, and a body past the endpoint's size is refused (413) before any handler buffers it.
import { describe, expect, it } from "vitest";
import { AI_MESSAGES } from "~/schemas/ai";
import { IMPORT_MESSAGES as CSV_IMPORT_MESSAGES } from "~/schemas/job-csv-rules";
import { PHOTO_MESSAGES } from "~/schemas/photo-rules";
import { BODY_LIMITS, BODY_TOO_LARGE } from "~/server/http/body-limit.server";
import { MESSAGES as RESUME_MESSAGES } from "~/server/resume/files";
import { IMPORT_MESSAGES as PROFILE_IMPORT_MESSAGES } from "~/server/resume/import-limits";
import { client, expectError, signedInUser } from "./helpers";

/** The file endpoints and the message each answers a body that is no form with. */
const FILE_ENDPOINTS = [
  { path: "/api/profiles/photo", notAForm: PHOTO_MESSAGES.missing },
  { path: "/api/profiles/upload-resume", notAForm: RESUME_MESSAGES.noFile },
  { path: "/api/profiles/import", notAForm: PROFILE_IMPORT_MESSAGES.noFile },
  { path: "/api/jobs/import", notAForm: CSV_IMPORT_MESSAGES.noFile },
  { path: "/api/ai-insights/analyze-resume", notAForm: AI_MESSAGES.noFile },
] as const;

describe("file endpoints read their form through readForm", () => {
  it.each(FILE_ENDPOINTS)(
    "$path answers a JSON body, a malformed multipart body and no body with its own 400",
    async ({ path, notAForm }) => {
      const { token, c } = await signedInUser();
      const json = await c.call(path, { method: "POST", token, body: { file: "not a file" } });
      expectError(json, 400, notAForm);
      const malformed = await c.call(path, {
        method: "POST",
        token,
        body: '--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
        headers: { "Content-Type": "multipart/form-data; boundary=elsewhere" },
      });
      expectError(malformed, 400, notAForm);
      expectError(await c.call(path, { method: "POST", token }), 400, notAForm);
    },
  );

  it("a body past the endpoint's size is refused before the handler reads it (413, nothing buffered)", async () => {
    const { token, c } = await signedInUser();
    const form = new FormData();
    form.set("profilePhoto", new Blob([new Uint8Array(BODY_LIMITS.photo + 1)], { type: "image/png" }), "big.png");
    const res = await c.call("/api/profiles/photo", { method: "POST", token, body: form });
    expectError(res, 413, BODY_TOO_LARGE);
  });

  it("without a session every file endpoint answers 401 before its form is read", async () => {
    const c = client();
    for (const { path } of FILE_ENDPOINTS) {
      expect((await c.call(path, { method: "POST", body: "not a form", headers: { "Content-Type": "text/plain" } })).status).toBe(401);
    }
  });
});
