// Property-based tests of every reader of untrusted input (issue 29 §1): fed random and adversarial input, a reader
// never throws an unexpected error. A reader that refuses input does it with its documented AppError (status and
// message); everything else answers a value of its documented shape. The posting-page reader (import-url) has its
// own tests.
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { detectCsvDelimiter, readCsv } from "~/lib/csv-reader";
import { hasNonSpace, isWhiteSpace } from "~/lib/white-space";
import { email as signInEmail } from "~/schemas/auth";
import { EMAIL_ADDRESS } from "~/schemas/email-rules";
import { isEmailAddress } from "~/schemas/feedback-rules";
import { jobContactSchema } from "~/schemas/jobs";
import { jobAnalysis, resumeTips, successPrediction } from "~/server/ai/local-engine";
import { AppError } from "~/server/errors";
import { mapColumns, readDate, readPriority, readStatus, readUrl, unguard } from "~/server/jobs/csv-mapping";
import { parseCsvRows } from "~/server/jobs/csv-parse";
import { parseCsv, readCsvRecords } from "~/server/resume/csv";
import { resumeExtractionSchema } from "~/server/resume/extraction";
import { detectResume, extractResumeText, legacyDocToText, MESSAGES } from "~/server/resume/files";
import { docxXmlToText } from "~/server/resume/layout/docx-text";
import { layoutPdfPage } from "~/server/resume/layout/pdf-page";
import { importJsonResumeText, importProfileData } from "~/server/resume/import.server";
import { IMPORT_MESSAGES } from "~/server/resume/import-limits";
import { splitBullets } from "~/server/resume/import-fields";
import { fromLinkedIn, parseWebsites, readLinkedInZip } from "~/server/resume/linkedin";
import { fragments } from "~/server/resume/lines";
import { parseResumeText } from "~/server/resume/parser";
import { skillsInText } from "~/server/resume/skills";

const RUNS = { numRuns: 300 };

/** Text from pieces that matter to the readers (quotes, separators, white space, markup), and any characters. */
const hostileText = (pieces: readonly string[], maxLength = 60) =>
  fc
    .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 4 }), fc.string({ unit: "binary", maxLength: 3 })), { maxLength })
    .map((parts) => parts.join(""));

const CSV_PIECES = [
  '"',
  '""',
  ",",
  ";",
  "\t",
  "\r",
  "\n",
  "\r\n",
  " ",
  "a",
  "\uFEFF",
  "\u00a0",
  "\u2028",
  "=1+1",
  "'=x",
  "Title",
  "Company",
];
const RESUME_PIECES = [
  "Jane Doe",
  "Senior Engineer at Acme",
  "Experience",
  "Education",
  "Skills",
  "Projects",
  "Certifications",
  "Summary",
  "\n",
  "\n\n",
  "\t",
  "  ",
  " | ",
  " — ",
  " - ",
  "•",
  "(",
  ")",
  ",",
  ";",
  ":",
  "&",
  " and ",
  "Jan 2020 - Present",
  "2019",
  "GPA: 3.9/4.0",
  "B.Sc. Computer Science",
  "University of Texas at Austin",
  "Austin, TX",
  "Remote",
  "jane@example.com",
  "github.com/jane",
  "https://jane.dev/",
  "+1 (555) 123-4567",
  "React",
  "Go",
  "JS",
  "C++",
  "PhD",
  "Expires: 2025",
  "\u2028",
  "\u00a0",
];
const MARKUP_PIECES = [
  "<w:p>",
  "<w:p ",
  "</w:p>",
  "<w:p/>",
  "<w:t>",
  '<w:t xml:space="preserve">',
  "</w:t>",
  "<w:tab/>",
  "<w:br/>",
  "<w:numPr>",
  "<w:instrText>",
  "&amp;",
  "&#x41;",
  "&#99999999;",
  "&",
  ";",
  "<",
  ">",
  "a",
  " ",
];

/** Runs `read` and answers its AppError, or null when it returned; anything else thrown fails the property. */
function refusal(read: () => unknown): AppError | null {
  try {
    read();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error;
  }
}

async function asyncRefusal(read: () => Promise<unknown>): Promise<AppError | null> {
  try {
    await read();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error;
  }
}

describe("the CSV reader", () => {
  it("reads any text into rows of cells, within its row cap, with rising line numbers", () => {
    fc.assert(
      fc.property(
        hostileText(CSV_PIECES),
        fc.constantFrom(",", ";", "\t") as fc.Arbitrary<"," | ";" | "\t">,
        fc.integer({ min: 0, max: 5 }),
        (text, delimiter, maxRows) => {
          const rows = readCsv(text, { delimiter, maxRows });
          expect(rows.length).toBeLessThanOrEqual(maxRows);
          for (const [i, row] of rows.entries()) {
            expect(row.cells.length).toBeGreaterThan(0);
            if (i > 0) expect(row.line).toBeGreaterThan(rows[i - 1]!.line);
          }
          expect([",", ";", "\t"]).toContain(detectCsvDelimiter(text));
        },
      ),
      RUNS,
    );
  });

  it("gives back every table written the RFC 4180 way, whatever its cells hold", () => {
    const cell = hostileText(CSV_PIECES, 8);
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, fc.constantFrom("\r\n", "\n"), (rows, eol) => {
        const text = rows.map((cells) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join(eol);
        expect(readCsv(text).map((r) => r.cells)).toEqual(rows);
        expect(parseCsv(text)).toEqual(rows);
      }),
      RUNS,
    );
  });

  it("the job import's reading and mapping of any cells never throws", () => {
    fc.assert(
      fc.property(hostileText(CSV_PIECES, 80), (text) => {
        const rows = parseCsvRows(text);
        for (const { cells } of rows) {
          mapColumns(cells);
          for (const value of cells) {
            readDate(value);
            readStatus(value);
            readPriority(value);
            readUrl(value);
            unguard(value);
          }
        }
      }),
      RUNS,
    );
  });

  it("the LinkedIn records read any text by header name", () => {
    fc.assert(
      fc.property(hostileText([...CSV_PIECES, "Name", "Title,Company Name\n"]), (text) => {
        for (const record of readCsvRecords(text, ["Name", "Title", "Company Name"], 50)) {
          expect(typeof record("Name")).toBe("string");
        }
      }),
      RUNS,
    );
  });
});

describe("the LinkedIn export reader", () => {
  const LINKEDIN_REFUSALS = [
    IMPORT_MESSAGES.badZip,
    IMPORT_MESSAGES.notLinkedIn,
    IMPORT_MESSAGES.tooManyFiles,
    IMPORT_MESSAGES.inflatedTooLarge,
  ];
  const fileName = fc.constantFrom(
    "Profile.csv",
    "Positions.csv",
    "Education.csv",
    "Skills.csv",
    "Projects.csv",
    "Email Addresses.csv",
    "notes.txt",
    "a/Certifications.csv",
  );

  it("reads any export of any CSV texts into a valid extraction, or refuses it as not an export", () => {
    const csv = hostileText([...CSV_PIECES, ...RESUME_PIECES, "First Name,Last Name,Websites\n", "Title,Description,Started On\n"], 40);
    fc.assert(
      fc.property(fc.dictionary(fileName, csv, { maxKeys: 4 }), (files) => {
        const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
        let data: unknown;
        const error = refusal(() => {
          data = fromLinkedIn(readLinkedInZip(zip));
        });
        if (error) expect(LINKEDIN_REFUSALS).toContain(error.message);
        else expect(resumeExtractionSchema.safeParse(data).success).toBe(true);
      }),
      RUNS,
    );
  });

  it("refuses any other bytes with its own 4xx", () => {
    const zipish = fc.uint8Array({ maxLength: 200 }).map((bytes) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...bytes]));
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 200 }), zipish), (bytes) => {
        const error = refusal(() => readLinkedInZip(bytes));
        if (error) {
          expect([400, 413, 422]).toContain(error.status);
          expect(LINKEDIN_REFUSALS).toContain(error.message);
        }
      }),
      RUNS,
    );
  });

  it("reads any Websites cell and any description", () => {
    fc.assert(
      fc.property(hostileText([...CSV_PIECES, "[", "]", "PORTFOLIO:", "https://x.dev", "•", "- ", "* "]), (text) => {
        for (const site of parseWebsites(text)) expect(site.url).not.toBe("");
        const { description, achievements } = splitBullets(text);
        expect(typeof description).toBe("string");
        expect(achievements.every((a) => typeof a === "string")).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("the JSON Resume reader and the import's file check", () => {
  const JSON_REFUSALS = [IMPORT_MESSAGES.badJson, IMPORT_MESSAGES.notJsonResume, IMPORT_MESSAGES.tooDeep];

  it("reads any JSON value into a valid extraction, or refuses it with 400 or 422", () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.record({
        basics: fc.jsonValue(),
        work: fc.array(fc.dictionary(fc.constantFrom("name", "position", "startDate", "highlights"), fc.jsonValue())),
      }),
    );
    fc.assert(
      fc.property(value, (doc) => {
        let data: unknown;
        const error = refusal(() => {
          data = importJsonResumeText(JSON.stringify(doc) ?? "null");
        });
        if (error) {
          expect([400, 422]).toContain(error.status);
          expect(JSON_REFUSALS).toContain(error.message);
        } else expect(resumeExtractionSchema.safeParse(data).success).toBe(true);
      }),
      RUNS,
    );
  });

  it("refuses broken JSON text with its own message", () => {
    fc.assert(
      fc.property(hostileText(["{", "}", "[", "]", '"', ":", ",", "\\", "basics", "null", "1e999", " "]), (text) => {
        const error = refusal(() => importJsonResumeText(text));
        if (error) expect(JSON_REFUSALS).toContain(error.message);
      }),
      RUNS,
    );
  });

  it("answers any uploaded bytes with an extraction or one of its 4xx", async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      hostileText(['{"basics":', "{", "}", "[", '"x"', " "]).map(strToU8),
      fc.uint8Array({ maxLength: 100 }).map((b) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...b])),
    );
    await fc.assert(
      fc.asyncProperty(bytes, async (content) => {
        const error = await asyncRefusal(() => importProfileData(new Blob([content])));
        if (error) expect([400, 413, 415, 422]).toContain(error.status);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the resume file readers", () => {
  const FILE_REFUSALS: string[] = [MESSAGES.unsupported, MESSAGES.legacyDoc, MESSAGES.noText, MESSAGES.tooComplex];

  it("read DOCX XML of any markup into text", () => {
    fc.assert(
      fc.property(hostileText(MARKUP_PIECES, 80), (xml) => {
        expect(typeof docxXmlToText(xml)).toBe("string");
      }),
      RUNS,
    );
  });

  it("read the text of a well-formed document paragraph by paragraph", () => {
    const words = fc.array(fc.constantFrom("Jane", "Doe", "Acme", "&", "<x>", "é"), { minLength: 1, maxLength: 4 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 6 }), (paragraphs) => {
        const escapeXml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
        const xml = `<w:document><w:body>${paragraphs.map((p) => `<w:p><w:r><w:t>${escapeXml(p)}</w:t></w:r></w:p>`).join("")}</w:body></w:document>`;
        expect(docxXmlToText(xml)).toBe(paragraphs.join("\n"));
      }),
      RUNS,
    );
  });

  it("tell any bytes apart by their signature, or refuse them with 400", () => {
    const signature = fc.constantFrom([], [0x25, 0x50, 0x44, 0x46, 0x2d], [0xd0, 0xcf, 0x11, 0xe0], [0x50, 0x4b, 0x03, 0x04]);
    fc.assert(
      fc.property(signature, fc.uint8Array({ maxLength: 200 }), fc.boolean(), (head, body, legacyDoc) => {
        const error = refusal(() => detectResume(Uint8Array.from([...head, ...body]), { legacyDoc }));
        if (error) {
          expect(error.status).toBe(400);
          expect(FILE_REFUSALS).toContain(error.message);
        }
      }),
      RUNS,
    );
  });

  it("extract text from any text or legacy Word bytes, or refuse them with 422", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileText(RESUME_PIECES).map(strToU8), fc.uint8Array({ maxLength: 300 })),
        fc.boolean(),
        async (bytes, asDoc) => {
          const error = await asyncRefusal(() =>
            extractResumeText(bytes, asDoc ? { kind: "doc" } : { kind: "txt", text: new TextDecoder().decode(bytes) }),
          );
          if (error) expect(FILE_REFUSALS).toContain(error.message);
          expect(typeof legacyDocToText(bytes)).toBe("string");
        },
      ),
      RUNS,
    );
  });

  it("extract text from any bytes that claim to be a PDF, or refuse them with 422", async () => {
    const pdfish = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      hostileText([
        "%PDF-1.4\n",
        "1 0 obj",
        "<<",
        ">>",
        "/Type /Page",
        "stream\n",
        "endstream",
        "xref",
        "trailer",
        "%%EOF",
        "BT (a) Tj ET",
      ]).map(strToU8),
    );
    // pdf.js reports every broken file on the console; the property is about what the reader answers.
    const quiet = [vi.spyOn(console, "log").mockImplementation(() => {}), vi.spyOn(console, "warn").mockImplementation(() => {})];
    onTestFinished(() => {
      for (const spy of quiet) spy.mockRestore();
    });
    await fc.assert(
      fc.asyncProperty(pdfish, async (body) => {
        const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, ...body]);
        const error = await asyncRefusal(() => extractResumeText(bytes, { kind: "pdf" }));
        if (error) {
          expect(error.status).toBe(422);
          expect(FILE_REFUSALS).toContain(error.message);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("lay out any PDF page, whatever its coordinates (NaN, infinite, negative, huge)", () => {
    const coordinate = fc.oneof(fc.double(), fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(0, 1e12, -1e12));
    const item = fc.record({
      str: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(" ", "a", "two words")),
      x: coordinate,
      y: coordinate,
      width: coordinate,
      height: coordinate,
      fontSize: coordinate,
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), (items) => {
        expect(typeof layoutPdfPage(items)).toBe("string");
      }),
      RUNS,
    );
  });
});

describe("the resume text parser", () => {
  it("parses any text into a valid extraction", () => {
    fc.assert(
      fc.property(hostileText(RESUME_PIECES, 80), (text) => {
        expect(resumeExtractionSchema.safeParse(parseResumeText(text)).success).toBe(true);
      }),
      RUNS,
    );
  });

  it("reads blank brackets in a skills list (an item 'Go ( )' threw a TypeError)", () => {
    const parsed = parseResumeText("Jane Doe\nSkills\nGo ( ), TypeScript\n");
    expect(parsed.professional.skills).toEqual(["Go ( )", "TypeScript"]);
  });

  it("splits, finds skills and white space in any text", () => {
    fc.assert(
      fc.property(hostileText(RESUME_PIECES, 40), (text) => {
        expect(fragments(text).every((f) => f !== "")).toBe(true);
        expect(skillsInText(text).every((s) => typeof s === "string")).toBe(true);
        expect(hasNonSpace(text, 20)).toBe(text.replace(/\s/g, "").length >= 20);
        for (const ch of text.slice(0, 20)) expect(isWhiteSpace(ch.charCodeAt(0))).toBe(/^\s$/.test(ch));
      }),
      RUNS,
    );
  });
});

describe("the AI insights local engine", () => {
  it("reads any resume and job description", () => {
    fc.assert(
      fc.property(
        hostileText(RESUME_PIECES, 50),
        hostileText([...RESUME_PIECES, "Requirements:\n", "5+ years", "nice to have", "$120k"], 50),
        (resume, job) => {
          expect(successPrediction(resume, job).successScore).toBeGreaterThanOrEqual(0);
          expect(resumeTips(resume, job).overallScore).toBeGreaterThanOrEqual(0);
          expect(typeof jobAnalysis({ title: "Engineer", company: "Acme", description: job }).summary).toBe("string");
        },
      ),
      RUNS,
    );
  });
});

describe("the email validators", () => {
  const PLAIN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const PLAIN_FEEDBACK = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;
  const address = hostileText(["a", ".", "@", " ", "\t", "-", "x.y", "<", ",", "é", "_"], 14);

  it("accept exactly the addresses of the plain pattern, in linear time", () => {
    fc.assert(
      fc.property(address, (value) => {
        expect(EMAIL_ADDRESS.test(value)).toBe(PLAIN.test(value));
        expect(isEmailAddress(value)).toBe(PLAIN_FEEDBACK.test(value));
      }),
      { numRuns: 500 },
    );
  });

  it("answer any value with a result, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string(), fc.anything()), (value) => {
        expect(typeof signInEmail.safeParse(value).success).toBe("boolean");
        expect(typeof jobContactSchema.safeParse({ name: "x", email: value }).success).toBe("boolean");
      }),
      RUNS,
    );
  });
});
