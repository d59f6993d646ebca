// Every reader of untrusted input runs in linear time (issue 29 §1): the adversarial shapes that made a reader
// quadratic, at that reader's largest input, finish well inside one second. The ceiling is a generous 2 s, so a
// loaded machine cannot make these flaky while a quadratic reader (seconds to hours at these sizes; figures in
// docs/security.md) cannot pass. Inputs are built here, at the caps the code itself declares.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { detectCsvDelimiter, readCsv } from "~/lib/csv-reader";
import { EMAIL_ADDRESS } from "~/schemas/email-rules";
import { email as signInEmail } from "~/schemas/auth";
import { isEmailAddress } from "~/schemas/feedback-rules";
import { sameJobUrl } from "~/schemas/job-import-url-rules";
import { IMPORT_LIMITS as JOB_IMPORT_LIMITS } from "~/schemas/job-csv-rules";
import { JOBS_PER_ACCOUNT_MAX } from "~/schemas/jobs-rules";
import { jobContactSchema } from "~/schemas/jobs";
import { jobAnalysis, resumeTips, successPrediction } from "~/server/ai/local-engine";
import { BODY_LIMITS } from "~/server/http/body-limit.server";
import { mapColumns, readDate, readPriority, readStatus, readUrl } from "~/server/jobs/csv-mapping";
import { parseCsvRows } from "~/server/jobs/csv-parse";
import { parseCsv } from "~/server/resume/csv";
import { detectResume, extractResumeText, legacyDocToText, MAX_RESUME_BYTES, RESUME_PARSE_LIMITS } from "~/server/resume/files";
import { importJsonResumeText } from "~/server/resume/import.server";
import { docxXmlToText } from "~/server/resume/layout/docx-text";
import { layoutPdfPage } from "~/server/resume/layout/pdf-page";
import { IMPORT_LIMITS } from "~/server/resume/import-limits";
import { splitBullets } from "~/server/resume/import-fields";
import { fromLinkedIn, parseWebsites, readLinkedInZip } from "~/server/resume/linkedin";
import { parseResumeText } from "~/server/resume/parser";
import { skillsInText } from "~/server/resume/skills";

/** The ceiling for one reader at its largest input (linear readers take milliseconds to a few hundred). */
const CEILING_MS = 2000;

/** Runs `read` once and checks it took less than the ceiling; answers what it returned (or threw). */
function withinCeiling<T>(read: () => T): T | unknown {
  const started = performance.now();
  let result: T | unknown;
  try {
    result = read();
  } catch (error) {
    result = error;
  }
  const elapsed = performance.now() - started;
  expect(elapsed, `took ${Math.round(elapsed)} ms`).toBeLessThan(CEILING_MS);
  return result;
}

async function withinCeilingAsync<T>(read: () => Promise<T>): Promise<T | unknown> {
  const started = performance.now();
  const result = await read().catch((error: unknown) => error);
  const elapsed = performance.now() - started;
  expect(elapsed, `took ${Math.round(elapsed)} ms`).toBeLessThan(CEILING_MS);
  return result;
}

/** `unit` repeated to exactly `length` characters. */
const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe("CSV reader (job import: 1 MB file; LinkedIn export: 4 MB inflated)", () => {
  const JOBS = JOB_IMPORT_LIMITS.bytes;
  const LINKEDIN = IMPORT_LIMITS.inflatedBytes;
  const shapes: Array<[string, (size: number) => string]> = [
    // A quote after text is text: each one used to trim the whole field read so far (a + 300,000 quotes: 19 s).
    ["a and quotes", (size) => `a${fill('"', size - 1)}`],
    ["spaces then a quote", (size) => `${fill(" ", size - 1)}"`],
    ["doubled quotes in a quoted field", (size) => `"${fill('""', size - 1)}`],
    ["quoted line breaks", (size) => `"${fill("\r\n", size - 1)}`],
    ["empty fields", (size) => fill(",", size)],
    ["blank lines", (size) => fill("\r", size)],
    ["quote and text", (size) => fill('"a', size)],
    ["closing quotes then text", (size) => fill('""a', size)],
  ];

  for (const [name, make] of shapes) {
    it(`the job import reads ${name} at 1 MB`, () => {
      const text = make(JOBS);
      withinCeiling(() => {
        const rows = parseCsvRows(text, detectCsvDelimiter(text), JOB_IMPORT_LIMITS.rows + 2);
        // What the import does next with the header and the cells.
        for (const row of rows.slice(0, 3)) {
          mapColumns(row.cells);
          for (const cell of row.cells.slice(0, 50)) [readDate(cell), readStatus(cell), readPriority(cell), readUrl(cell)];
        }
      });
    });

    it(`the LinkedIn reader reads ${name} at 4 MB`, () => {
      const text = make(LINKEDIN);
      withinCeiling(() => parseCsv(text, IMPORT_LIMITS.csvRows));
    });
  }

  it("keeps what it reads: a 1 MB field of text and quotes comes back whole", () => {
    const text = `a${fill('"', JOBS - 1)}`;
    const rows = withinCeiling(() => readCsv(text)) as ReturnType<typeof readCsv>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells[0]).toBe(text);
  });
});

describe("LinkedIn export ZIP (4 MB of CSV inflated)", () => {
  const SIZE = IMPORT_LIMITS.inflatedBytes - 64 * 1024;
  const exports: Array<[string, Record<string, string>]> = [
    ["quotes after text", { "Positions.csv": `a${fill('"', SIZE)}` }],
    ["a Websites cell whose second site is spaces", { "Profile.csv": `First Name,Websites\nAna,"x.dev,${fill(" ", SIZE)}!"\n` }],
    ["a description of spaces before a line separator", { "Positions.csv": `Title,Description\nX,"• ${fill(" ", SIZE)}x\u2028"\n` }],
    ["a field of commas and semicolons", { "Skills.csv": `Name\n"${fill("ab, cd; ", SIZE)}"\n` }],
    [
      "rows up to the row limit",
      { "Positions.csv": `Title,Company Name,Description,Started On\n${fill("Engineer,Acme,• did\n- more,Jan 2020\n", SIZE)}` },
    ],
  ];
  for (const [name, files] of exports) {
    it(`reads an export with ${name}`, () => {
      const zip = zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])), { level: 9 });
      withinCeiling(() => fromLinkedIn(readLinkedInZip(zip)));
    });
  }

  it("reads Websites and descriptions of 4 MB", () => {
    withinCeiling(() => parseWebsites(`${fill(" ", SIZE)}!`));
    withinCeiling(() => parseWebsites(fill(" PORTFOLIO :", SIZE)));
    withinCeiling(() => splitBullets(`• ${fill(" ", SIZE)}x\u2028`));
  });
});

describe("JSON Resume (1 MB)", () => {
  const SIZE = IMPORT_LIMITS.jsonBytes - 1024;
  const documents: Array<[string, () => string]> = [
    [
      "long strings",
      () => JSON.stringify({ basics: { name: fill(" ", SIZE / 4), email: `a@${fill("a.", SIZE / 8)}`, url: fill("x", SIZE / 8) } }),
    ],
    [
      "long dates and highlights",
      () => JSON.stringify({ work: [{ startDate: `2020-${fill("1", SIZE / 4)}`, highlights: [fill(" ", SIZE / 4)] }] }),
    ],
    [
      "many entries",
      () => JSON.stringify({ work: Array.from({ length: SIZE / 60 }, () => ({ name: "Acme", position: "Eng", startDate: "2020-01" })) }),
    ],
    ["many skills", () => JSON.stringify({ skills: [{ keywords: Array.from({ length: SIZE / 10 }, (_, i) => `s${i}`) }] })],
    ["deep nesting", () => fill("[", SIZE)],
  ];
  for (const [name, make] of documents) {
    it(`reads a document of ${name}`, () => {
      const text = make();
      expect(text.length).toBeLessThanOrEqual(IMPORT_LIMITS.jsonBytes);
      withinCeiling(() => importJsonResumeText(text));
    });
  }
});

describe("resume files (10 MB upload; DOCX XML 5 MB; PDF 20 pages)", () => {
  const XML = RESUME_PARSE_LIMITS.docxXmlBytes;
  const xmlShapes: Array<[string, string]> = [
    // Each of these was searched for again from every tag by lazy patterns: 100 KB took 0.25 s, 5 MB minutes.
    ["paragraph tags that never end", "<w:p "],
    ["field codes that never close", "<w:instrText>"],
    ["paragraphs that never close", "<w:p>"],
    ["text runs that never close", "<w:p><w:t>"],
    ["list paragraphs", "<w:p><w:numPr>"],
    ["one character per paragraph", "<w:p><w:t>a</w:t></w:p>"],
  ];
  for (const [name, unit] of xmlShapes) {
    it(`reads DOCX XML of ${name}`, () => {
      withinCeiling(() => docxXmlToText(fill(unit, XML)));
    });
  }

  it("reads DOCX text full of entity references, and references past U+10FFFF", () => {
    withinCeiling(() => docxXmlToText(`<w:p><w:t>${fill("a&amp;", XML - 30)}</w:t></w:p>`));
    withinCeiling(() => docxXmlToText(`<w:p><w:t>${fill("&", XML - 30)}</w:t></w:p>`));
    withinCeiling(() => docxXmlToText(`<w:p><w:t>${fill("&#99999999;&#x110000;", XML - 30)}</w:t></w:p>`));
  });

  it("reads a whole DOCX upload (zip, XML, text, local parser) at the XML cap", async () => {
    const docx = zipSync(
      {
        "[Content_Types].xml": strToU8("<Types/>"),
        "word/document.xml": strToU8(`<w:p><w:t>${fill("Jane Doe - ", XML - 40)}</w:t></w:p>`),
      },
      { level: 9 },
    );
    const text = await withinCeilingAsync(() => extractResumeText(docx, detectResume(docx)));
    expect(typeof text).toBe("string");
    withinCeiling(() => parseResumeText(text as string));
  });

  it("lays a PDF page out whatever its width, item count or coordinates", () => {
    const item = (str: string, x: number, y: number) => ({ str, x, y, width: 5, height: 10, fontSize: 10 });
    // Two items 10^12 points apart: the column search stepped 2 points at a time (10^7 took 0.5 s).
    withinCeiling(() => layoutPdfPage([item("a", 0, 0), item("b", 1e12, 0)]));
    withinCeiling(() => layoutPdfPage(Array.from({ length: RESUME_PARSE_LIMITS.pdfPageItems }, (_, i) => item("a ", i * 1e6, i % 7))));
    withinCeiling(() => layoutPdfPage(Array.from({ length: RESUME_PARSE_LIMITS.pdfPageItems }, (_, i) => item("a", i * 0.001, 0))));
    withinCeiling(() => layoutPdfPage(Array.from({ length: RESUME_PARSE_LIMITS.pdfPageItems }, (_, i) => item("a", Number.NaN, i))));
    // Every page of a resume at the column search's item limit, laid out as two columns.
    const twoColumns = Array.from({ length: RESUME_PARSE_LIMITS.pdfColumnSearchItems }, (_, i) =>
      item("ab", (i % 2) * 300, Math.floor(i / 2) * 12),
    );
    withinCeiling(() => {
      for (let page = 0; page < RESUME_PARSE_LIMITS.pdfPages; page++) layoutPdfPage(twoColumns);
    });
  });

  it("reads a 10 MB legacy Word file, 8-bit and UTF-16 text alike", () => {
    withinCeiling(() => legacyDocToText(strToU8(fill("ab cd ", MAX_RESUME_BYTES))));
    const utf16 = new Uint8Array(MAX_RESUME_BYTES);
    for (let i = 0; i < utf16.length; i += 2) utf16[i] = "ab cd "[(i / 2) % 6]!.charCodeAt(0);
    const text = withinCeiling(() => legacyDocToText(utf16));
    expect(String(text).slice(0, 12)).toBe("ab cd ab cd ");
  });

  it("reads a 10 MB text upload, and keeps only its first 100,000 characters", async () => {
    for (const unit of ["a b\r", "\r\n", " ", "\u00a0x"]) {
      const bytes = strToU8(fill(unit, MAX_RESUME_BYTES));
      const text = await withinCeilingAsync(async () => extractResumeText(bytes, detectResume(bytes)));
      if (typeof text === "string") expect(text.length).toBeLessThanOrEqual(RESUME_PARSE_LIMITS.textChars);
    }
  });
});

describe("resume text parser (the 100,000 characters it reads)", () => {
  const SIZE = RESUME_PARSE_LIMITS.textChars;
  // Each of these was quadratic in some pattern of the parser: "a" repeated took 33 s, spaces or tabs in a
  // section minutes.
  const shapes: Array<[string, string]> = [
    ["one long word", fill("a", SIZE)],
    ["capitals", fill("A", SIZE)],
    ["capitalised words", fill("Ab", SIZE)],
    ["spaces inside a line", `x${fill(" ", SIZE - 2)}x`],
    ["tabs and spaces", `Summary\nx${fill(" \t", SIZE - 20)}y`],
    ["separators", fill("x- ", SIZE)],
    ["dots between letters", fill(".a", SIZE)],
    ["dashes between letters", fill("-a", SIZE)],
    ["numbers with dots", fill("9.", SIZE)],
    ["address characters", fill("_A", SIZE)],
    ["brackets", fill("(", SIZE)],
    ["semicolons in skills", `Skills\n${fill("a;", SIZE - 10)}`],
    ["spaces in skills", `Skills\nx${fill(" ", SIZE - 10)}x`],
    ["ampersands in skills", `Skills\n${fill(" &", SIZE - 10)}`],
    ["bracketed skills", `Skills\nGo ${fill("(", SIZE - 20)})`],
    ["a job header of spaces", `Experience\nEngineer Jan 2020 - Present\nAcme${fill(" ", SIZE - 60)}x`],
    ["a project title of spaces", `Projects\nApp${fill(" ", SIZE - 30)}(x)`],
    ["certifications of separators", `Certifications\n${fill(" | (", SIZE - 30)}`],
    ["a GPA and spaces", `Education\nB.Sc. GPA${fill(" ", SIZE - 30)}x`],
    ["a header of credentials", `Jane Doe${fill(" AB", SIZE - 10)}`],
    ["line separators", fill("• \u2028", SIZE)],
    ["links", fill("a.io ", SIZE)],
  ];
  for (const [name, text] of shapes) {
    it(`parses ${name}`, () => {
      withinCeiling(() => parseResumeText(text));
    });
  }

  it("finds skills in 100,000 characters of spaces, tabs or names", () => {
    for (const text of [fill(" ", SIZE), fill("\t", SIZE), fill(" Go", SIZE), fill("JS ", SIZE), fill("\n - ", SIZE)]) {
      withinCeiling(() => skillsInText(text));
    }
  });
});

describe("AI insights local engine (a resume's 100,000 characters, a job description's 20,000)", () => {
  for (const unit of ["a", " ", "9.", "(((", " and ", "a@", "Go ", "\n(", "a\n"]) {
    it(`reads ${JSON.stringify(unit)} repeated`, () => {
      const resume = fill(unit, RESUME_PARSE_LIMITS.textChars);
      const job = fill(unit, 20_000);
      withinCeiling(() => {
        successPrediction(resume, job);
        resumeTips(resume, job);
        jobAnalysis({ title: "Engineer", company: "Acme", description: job });
      });
    });
  }
});

describe("email validators (a 1 MB JSON body)", () => {
  // An address with many dots and a space at the end: the plain pattern tried each dot against the whole rest.
  const hostile = `a@${fill("a.", BODY_LIMITS.json - 10)} x`;
  it("the sign-in, job contact and feedback checks answer at once", () => {
    withinCeiling(() => signInEmail.safeParse(hostile));
    withinCeiling(() => jobContactSchema.safeParse({ name: "x", email: hostile }));
    withinCeiling(() => isEmailAddress(hostile));
    withinCeiling(() => EMAIL_ADDRESS.test(hostile));
  });
});

describe("job URL comparison (the duplicate check reads every job of the account)", () => {
  it("compares 5,000 stored URLs of 2,000 characters ending in slashes and a letter at once", () => {
    // Trailing slashes were stripped by a pattern tried from every slash: 7 s for one check of a full account.
    const url = `https://example.com${fill("/", 1975)}a`;
    expect(url.length).toBeLessThanOrEqual(2000);
    withinCeiling(() => {
      for (let i = 0; i < JOBS_PER_ACCOUNT_MAX; i++) sameJobUrl(url);
    });
    expect(sameJobUrl("https://www.example.com/jobs/1///")).toBe("example.com/jobs/1");
  });
});
