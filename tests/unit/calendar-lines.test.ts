// The .ics and .vcf writers (issue 29 §2): every kind of line break in a value is written as the escape `\n`, so
// neither a strict reader (lines end in CRLF) nor a lenient one (any break ends a line) sees a line the user wrote;
// every physical line is at most 75 octets of UTF-8, folded between characters, and unfolding restores the value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JobContact, JobDto, JobInterview } from "~/schemas/jobs";
import { contactCard, escapeText, foldLine, interviewsCalendar } from "~/server/jobs/job-files.server";

const APP = "https://vitrine.example";
const utf8 = new TextEncoder();
const octets = (text: string) => utf8.encode(text).length;

/** The breaks of a lenient reader: like Python's str.splitlines (CR, LF, VT, FF, FS, GS, RS, NEL, LS, PS). */
const LENIENT_BREAK = /\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/;
const BREAKS = ["\r\n", "\n", "\r", "\u0085", "\u2028", "\u2029"];

/** Physical lines as a strict reader sees them (the file ends with CRLF). */
function strictLines(file: string): string[] {
  expect(file.endsWith("\r\n")).toBe(true);
  return file.slice(0, -2).split("\r\n");
}

/** Physical lines as a lenient reader sees them. */
const lenientLines = (file: string) => file.replace(/\r\n$/, "").split(LENIENT_BREAK);

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (file: string) => file.replace(/\r\n[ \t]/g, "");

/** Content lines after unfolding, as [name with parameters, raw value]. */
function contentLines(file: string): Array<[string, string]> {
  return strictLines(unfold(file)).map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1)];
  });
}

/** A TEXT value read back: `\n` (or `\N`) is a line break, `\\`, `\;` and `\,` their character. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** What the writer keeps of a value: every line break as "\n", other control characters (tab aside) as spaces. */
const expectedText = (value: string) =>
  value.replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, " ");

/** Every line at most 75 octets, every line valid UTF-8 on its own (no character split), no lenient-only break. */
function expectWellFormed(file: string) {
  const lines = strictLines(file);
  expect(lenientLines(file)).toEqual(lines);
  const bytes = utf8.encode(file);
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
    const line = bytes.subarray(start, i);
    expect(line.length, new TextDecoder().decode(line)).toBeLessThanOrEqual(75);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(line)).not.toThrow();
    start = i + 2;
  }
  expect(start).toBe(bytes.length);
}

const job = (fields: Pick<JobDto, "id" | "title" | "company" | "location" | "jobUrl" | "interviews">) => fields as JobDto;
const interview = (notes: string, id = "iv-1"): JobInterview => ({ id, at: "2031-03-04T15:30:00.000Z", kind: "phone", notes });
const contact = (fields: Partial<JobContact>): JobContact => ({
  id: "c-1",
  name: "",
  role: "",
  email: "",
  phone: "",
  linkedin: "",
  notes: "",
  ...fields,
});

describe("TEXT values", () => {
  it("writes every kind of line break as \\n, other control characters as spaces, and escapes \\ ; ,", () => {
    for (const lineBreak of BREAKS) expect(escapeText(`a${lineBreak}b`), JSON.stringify(lineBreak)).toBe("a\\nb");
    expect(escapeText("a\r\rb\n\r")).toBe("a\\n\\nb\\n\\n");
    expect(escapeText("a\u000bb\u000cc\u001cd\u0000e\u007ff\u009fg\th")).toBe("a b c d e f g\th");
    expect(escapeText("C:\\dir; a, b")).toBe("C:\\\\dir\\; a\\, b");
  });

  it("a calendar holds one event per interview, whatever break its notes, title or place contain", () => {
    for (const lineBreak of BREAKS) {
      const payload = `Bring questions${lineBreak}END:VEVENT${lineBreak}BEGIN:VEVENT${lineBreak}SUMMARY:Injected${lineBreak}DTSTART:20310101T000000Z`;
      const file = interviewsCalendar(
        job({
          id: "job-1",
          title: `Engineer${lineBreak}LOCATION:Elsewhere`,
          company: "Acme",
          location: `Remote${lineBreak}ATTACH:https://evil.example/x`,
          jobUrl: "",
          interviews: [interview(payload)],
        }),
        APP,
        Date.UTC(2031, 0, 1),
      );
      const label = JSON.stringify(lineBreak);
      expectWellFormed(file);
      const lines = lenientLines(file);
      expect(
        lines.filter((line) => line === "BEGIN:VEVENT"),
        label,
      ).toHaveLength(1);
      expect(
        lines.filter((line) => line === "END:VEVENT"),
        label,
      ).toHaveLength(1);
      expect(
        lines.filter((line) => /^(SUMMARY|DTSTART|LOCATION|ATTACH)[:;]/.test(line)).map((line) => line.split(":")[0]),
        label,
      ).toEqual(["DTSTART", "SUMMARY", "LOCATION"]);
      const values = new Map(contentLines(file));
      expect(unescapeText(values.get("DESCRIPTION")!), label).toBe(expectedText(payload));
      expect(unescapeText(values.get("LOCATION")!), label).toBe(`Remote\nATTACH:https://evil.example/x`);
    }
  });

  it("a vCard holds one EMAIL line, whatever break the name, role or notes contain", () => {
    for (const lineBreak of BREAKS) {
      const name = `Ada Wong${lineBreak}EMAIL:evil@x.example`;
      const file = contactCard(
        contact({
          name,
          role: `Recruiter${lineBreak}EMAIL;TYPE=INTERNET:evil2@x.example`,
          email: "ada@umbrella.example",
          notes: `Met at a fair${lineBreak}TEL:+1 555 0666${lineBreak}END:VCARD${lineBreak}BEGIN:VCARD`,
        }),
        `Umbrella${lineBreak}URL:https://evil.example`,
      );
      const label = JSON.stringify(lineBreak);
      expectWellFormed(file);
      const lines = lenientLines(file);
      expect(
        lines.filter((line) => /^EMAIL[:;]/i.test(line)),
        label,
      ).toEqual(["EMAIL;TYPE=INTERNET:ada@umbrella.example"]);
      expect(
        lines.filter((line) => /^(TEL|URL)[:;]/i.test(line)),
        label,
      ).toEqual([]);
      expect(
        lines.filter((line) => line === "BEGIN:VCARD"),
        label,
      ).toHaveLength(1);
      expect(unescapeText(new Map(contentLines(file)).get("FN")!), label).toBe(expectedText(name));
    }
  });

  it("a contact's URL keeps no break or space of its own: they are percent-encoded", () => {
    const file = contactCard(contact({ name: "Ada", linkedin: "https://linkedin.com/in/ada\u0085EMAIL:evil@x.example" }), "Acme");
    expectWellFormed(file);
    expect(new Map(contentLines(file)).get("URL")).toBe("https://linkedin.com/in/ada%C2%85EMAIL:evil@x.example");
    expect(lenientLines(file).filter((line) => line.startsWith("EMAIL"))).toEqual([]);
  });
});

describe("folding at 75 octets", () => {
  const folded = (line: string) => `${foldLine(line)}\r\n`;

  it("folds a 200-character line into lines of at most 75 octets, each continuation starting with one space", () => {
    const line = `DESCRIPTION:${"x".repeat(188)}`;
    const file = folded(line);
    expectWellFormed(file);
    const lines = strictLines(file);
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((l) => l.startsWith(" ") && !l.startsWith("  "))).toBe(true);
    expect(unfold(file)).toBe(`${line}\r\n`);
  });

  it("never splits a multi-byte character (2, 3 and 4 octets, mixed), and unfolding restores the line", () => {
    for (const text of ["ü".repeat(100), "界".repeat(100), "😀".repeat(60), "aü界😀".repeat(30), `a${"😀".repeat(40)}`]) {
      const line = `NOTE:${text}`;
      const file = folded(line);
      expectWellFormed(file);
      expect(unfold(file), text.slice(0, 4)).toBe(`${line}\r\n`);
      // No line is shorter than it had to be: the next character would not have fitted.
      const lines = strictLines(file);
      for (const [i, physical] of lines.slice(0, -1).entries()) {
        const next = Array.from(lines[i + 1]!.slice(1))[0]!;
        expect(octets(physical) + octets(next)).toBeGreaterThan(75);
      }
    }
  });

  it("keeps an escaped character with its backslash", () => {
    for (const pad of ["", "x", "xx"]) {
      const line = `DESCRIPTION:${pad}${escapeText("a;b,c\\d\ne".repeat(30))}`;
      const file = folded(line);
      expectWellFormed(file);
      for (const physical of strictLines(file)) expect(/(^|[^\\])(\\\\)*\\$/.test(physical), physical).toBe(false);
      expect(unfold(file)).toBe(`${line}\r\n`);
    }
  });

  it("any text, escaped and folded, reads back as itself for strict and lenient readers alike (property)", () => {
    const breaky = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...BREAKS, "\\", ";", ",", ":", "\u000b", "\u001e", "\t", " ", "ü", "界", "😀"),
        fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      ),
      maxLength: 300,
    });
    fc.assert(
      fc.property(breaky, breaky, fc.string({ unit: "binary", maxLength: 80 }), (name, notes, email) => {
        // What the download holds: UTF-8, where a lone surrogate is U+FFFD.
        const wellFormed = (text: string) => new TextDecoder().decode(utf8.encode(text));
        const file = wellFormed(contactCard(contact({ name: `N${name}`, notes, email: `${email}@x.example` }), "Acme"));
        expectWellFormed(file);
        const values = contentLines(file);
        expect(values.filter(([key]) => key.startsWith("EMAIL"))).toHaveLength(1);
        const byName = new Map(values);
        expect(unescapeText(byName.get("FN")!)).toBe(wellFormed(expectedText(`N${name}`)));
        if (notes) expect(unescapeText(byName.get("NOTE")!)).toBe(wellFormed(expectedText(notes)));
      }),
      { numRuns: 300 },
    );
  });
});
