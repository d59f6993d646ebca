// Hostile files and fields through the real Worker (issue 29 §1): each answers fast, with a clear 4xx or a normal
// result, where a quadratic reader held the isolate (and every other request on it) for seconds to minutes.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/schemas/job-csv-rules";
import { BODY_LIMITS } from "~/server/http/body-limit.server";
import { IMPORT_LIMITS as PROFILE_IMPORT_LIMITS } from "~/server/resume/import-limits";
import { type ApiResult, call, client, expectError, signedInUser } from "./helpers";

/** Generous: these answer in well under a second; the quadratic readers took 4 s to minutes. */
const CEILING_MS = 2000;

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

async function timed(request: () => Promise<ApiResult>): Promise<ApiResult> {
  const started = Date.now();
  const result = await request();
  const elapsed = Date.now() - started;
  expect(elapsed, `answered in ${elapsed} ms`).toBeLessThan(CEILING_MS);
  return result;
}

function importCsv(token: string, csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
  return call("/api/jobs/import", { method: "POST", body: form, token, ip: client().ip });
}

function importProfile(token: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return call("/api/profiles/import", { method: "POST", body: form, token, ip: client().ip });
}

describe("POST /api/jobs/import with a hostile CSV", () => {
  it("answers 'a' and 300,000 quotes (19 s before) at once with a clear 400", async () => {
    const { token } = await signedInUser();
    const hostile = `a${fill('"', 300_000)}`;
    expectError(await timed(() => importCsv(token, hostile)), 400, IMPORT_MESSAGES.empty);
  });

  it("reads a 1 MB field of quotes under a real header as a row it reports, not a hang", async () => {
    const { token } = await signedInUser();
    const header = "Title,Company\nEngineer,";
    const csv = `${header}a${fill('"', IMPORT_LIMITS.bytes - header.length - 2)}\n`;
    expect(csv.length).toBeLessThanOrEqual(IMPORT_LIMITS.bytes);
    const result = await timed(() => importCsv(token, csv));
    expect(result.status, result.text).toBe(200);
    expect(result.body.data).toMatchObject({ created: 0, errors: [{ row: 2 }] });
  });
});

describe("POST /api/profiles/import with a hostile LinkedIn export", () => {
  it("imports a 4 KB ZIP holding 4 MB of quotes in a CSV (minutes before) at once, reading the rest of the export", async () => {
    const { token } = await signedInUser();
    const zip = zipSync(
      {
        "Profile.csv": strToU8("First Name,Last Name,Headline\nAna,Díaz,Engineer\n"),
        "Positions.csv": strToU8(`a${fill('"', PROFILE_IMPORT_LIMITS.inflatedBytes - 1024)}`),
      },
      { level: 9 },
    );
    expect(zip.byteLength).toBeLessThan(8 * 1024);
    const result = await timed(() => importProfile(token, zip, "Basic_LinkedInDataExport.zip"));
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.personalInfo).toMatchObject({ firstName: "Ana", lastName: "Díaz" });
    expect(result.body.data.experience).toEqual([]);
  });

  it("imports a Websites cell whose second site is 4 MB of spaces at once", async () => {
    const { token } = await signedInUser();
    const zip = zipSync(
      { "Profile.csv": strToU8(`First Name,Websites\nAna,"x.dev,${fill(" ", PROFILE_IMPORT_LIMITS.inflatedBytes - 1024)}!"\n`) },
      { level: 9 },
    );
    const result = await timed(() => importProfile(token, zip, "export.zip"));
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.personalInfo.firstName).toBe("Ana");
  });
});

describe("POST /api/profiles/upload-resume with hostile text", () => {
  it("reads a 10 MB text file of one repeated word at once (the parser took 33 s on 100,000 characters)", async () => {
    const { token } = await signedInUser();
    const form = new FormData();
    form.append("resume", new Blob([fill("a", 10 * 1024 * 1024 - 1)]), "resume.txt");
    const result = await timed(() => call("/api/profiles/upload-resume", { method: "POST", body: form, token, ip: client().ip }));
    expect(result.status, result.text).toBe(200);
  });
});

describe("POST /api/auth/login with a hostile email", () => {
  it("refuses a 1 MB address of dots at once with the form's message", async () => {
    const email = `a@${fill("a.", BODY_LIMITS.json - 200)} x`;
    const result = await timed(() => call("/api/auth/login", { method: "POST", body: { email, password: "Secret123" }, ip: client().ip }));
    expectError(result, 400);
    expect(result.text).toContain("Please enter a valid email address");
  });
});
