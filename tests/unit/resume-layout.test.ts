// Layout-aware reading of PDF and DOCX resumes (app/server/resume/layout/): columns and sidebars read whole, a name
// over two lines kept together, running headers, footers and page numbers dropped, a page break inside an entry
// joined; DOCX table rows per job, text boxes, soft breaks and tab-aligned dates.
import { Paragraph } from "docx";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectResume, extractResumeText, pdfToText } from "~/server/resume/files";
import { ALIGNED_GAP } from "~/server/resume/layout/aligned-gap";
import { docxXmlToText } from "~/server/resume/layout/docx-text";
import { layoutPdfPage } from "~/server/resume/layout/pdf-page";
import { readPdfPages } from "~/server/resume/layout/pdf-pages";
import { parseResumeText } from "~/server/resume/parser";
import {
  column,
  docxOf,
  jobRowsTable,
  MAIN_LINES,
  type Placed,
  pdfOf,
  SIDEBAR_LINES,
  softBreakParagraph,
  tabbedDatesParagraph,
  textBoxParagraph,
} from "./resume-layout-documents";

const linesOf = (text: string) => text.split("\n").filter((l) => l.trim() !== "");

/** The lines read from `lines` appear in the text one after the other, nothing else between them. */
function expectContiguous(text: string, lines: string[]) {
  const all = linesOf(text);
  const start = all.indexOf(lines[0]!);
  expect(start, `"${lines[0]}" is read`).toBeGreaterThanOrEqual(0);
  expect(all.slice(start, start + lines.length)).toEqual(lines);
}

const docxText = async (children: Parameters<typeof docxOf>[0]) =>
  docxXmlToText(new TextDecoder().decode(detectResume(await docxOf(children)).documentXml));

describe("PDF columns and sidebars", () => {
  // The sidebar's wrapped certificate read as one line, as a reader would enter it.
  const sidebarRead = [...SIDEBAR_LINES.slice(0, 8), "Certified Kubernetes Administrator (CKA)", ...SIDEBAR_LINES.slice(10)];

  it("reads a left sidebar whole, under a name set in capitals over two lines, and the main column after it", async () => {
    // The sidebar on its own grid (12 points) and the main column on another (15), as builders place them.
    const page: Placed[] = [
      { text: "JANE", x: 30, y: 750, size: 24 },
      { text: "DOE", x: 30, y: 724, size: 24 },
      ...column(30, 690, 12, SIDEBAR_LINES, 9),
      { text: "Platform Engineer", x: 220, y: 745, size: 13 },
      ...column(220, 715, 15, MAIN_LINES),
    ];
    const text = await pdfToText(await pdfOf([page]));
    expect(linesOf(text)[0]).toBe("JANE DOE");
    expectContiguous(text, sidebarRead);
    expectContiguous(text, MAIN_LINES);
  });

  it("finds a sidebar on the right of the page, its gutter past two thirds of the width", async () => {
    const page = [...column(40, 740, 17, MAIN_LINES, 13), ...column(470, 730, 11, SIDEBAR_LINES, 7)];
    const text = await pdfToText(await pdfOf([page]));
    expectContiguous(text, MAIN_LINES);
    expectContiguous(text, sidebarRead);
  });

  it("reads the columns whole when a full-width line runs under them, and that line last", async () => {
    const footer = "References and full publication list available on request from Jane Doe";
    const page = [...column(30, 740, 12, SIDEBAR_LINES, 9), ...column(220, 745, 15, MAIN_LINES), { text: footer, x: 30, y: 80 }];
    const text = await pdfToText(await pdfOf([page]));
    expectContiguous(text, sidebarRead);
    expectContiguous(text, MAIN_LINES);
    expect(linesOf(text).at(-1)).toBe(footer);
  });

  it("keeps a column of dates beside each entry on the entry's line (an annotation, not a sidebar)", async () => {
    const years = ["2024", "2023", "2022", "2021", "2020", "2019", "2018", "2017"];
    const page = [
      { text: "PUBLICATIONS", x: 130, y: 740, size: 12 },
      ...column(40, 720, 14, years),
      ...column(
        130,
        720,
        14,
        years.map((_, i) => `Paper number ${i + 1} on platform reliability`),
      ),
    ];
    const lines = linesOf(await pdfToText(await pdfOf([page])));
    expect(lines[1]).toBe(`2024${ALIGNED_GAP}Paper number 1 on platform reliability`);
    expect(lines).toHaveLength(9);
  });

  it("keeps places and dates set right-aligned beside companies and titles on their lines", async () => {
    const entries = [
      ["Salesforce", "Minneapolis, MN"],
      ["Enterprise Account Executive", "February 2020 – Present"],
      ["Oracle NetSuite", "Chicago, IL"],
      ["Senior Account Executive", "July 2016 – January 2020"],
      ["Paylocity", "Chicago, IL"],
      ["Account Executive", "June 2014 – June 2016"],
    ];
    const page = [
      { text: "SALES PERFORMANCE", x: 40, y: 740, size: 12 },
      ...entries.flatMap(([left, right], i) => [
        { text: left!, x: 40, y: 720 - i * 30, size: 10 },
        { text: right!, x: 420, y: 720 - i * 30, size: 10 },
        { text: "• Closed a large deal.", x: 50, y: 705 - i * 30, size: 10 },
      ]),
    ];
    const lines = linesOf(await pdfToText(await pdfOf([page])));
    expect(lines).toContain(`Salesforce${ALIGNED_GAP}Minneapolis, MN`);
    expect(lines).toContain(`Enterprise Account Executive${ALIGNED_GAP}February 2020 – Present`);
  });
});

describe("PDF columns, any geometry", () => {
  const word = fc.constantFrom("Kubernetes", "Terraform", "Berlin", "engineer", "platform", "N26", "Go", "2021");
  const lineOf = (prefix: string) => fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => `${prefix} ${w.join(" ")}`);
  const item = (str: string, x: number, y: number, size: number) => ({
    str,
    x,
    y,
    width: str.length * size * 0.5,
    height: size,
    fontSize: size,
  });

  it("reads first the column that holds the name (the page's largest type), even on the right", () => {
    const items = [
      item("JANE DOE", 220, 750, 24),
      ...MAIN_LINES.map((m, i) => item(m, 220, 720 - i * 15, 10)),
      ...SIDEBAR_LINES.map((s, i) => item(s, 30, 745 - i * 12, 8)),
    ];
    const lines = layoutPdfPage(items)
      .split("\n")
      .filter((l) => l.trim() !== "");
    expect(lines.slice(0, 3)).toEqual(["JANE DOE", ...MAIN_LINES.slice(0, 2)]);
  });

  it("reads 20 pages of a two-column resume at the column search's item limit within 2 s", () => {
    const page = Array.from({ length: 3000 }, (_, i) => item(`cell ${i % 50}`, (i % 2) * 300, 750 - Math.floor(i / 2) * 0.5, 8));
    const started = performance.now();
    readPdfPages(Array.from({ length: 20 }, () => ({ items: page, bottom: 0, top: 792 })));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("never interleaves a sidebar with the main column, whatever their sides, grids and lengths", () => {
    fc.assert(
      fc.property(
        fc.array(lineOf("Side"), { minLength: 5, maxLength: 14 }),
        fc.array(lineOf("Main"), { minLength: 8, maxLength: 30 }),
        fc.boolean(),
        fc.integer({ min: 10, max: 14 }),
        fc.integer({ min: 13, max: 18 }),
        (side, main, sideOnLeft, sideSpacing, mainSpacing) => {
          // The sidebar's longest line (48 characters at 8 points) ends before the main column starts, and the other way round.
          const [sideX, mainX] = sideOnLeft ? [30, 240] : [420, 30];
          const items = [
            ...side.map((s, i) => item(s, sideX, 740 - i * sideSpacing, 8)),
            ...main.map((m, i) => item(m, mainX, 745 - i * mainSpacing, 10)),
          ];
          const lines = layoutPdfPage(items)
            .split("\n")
            .filter((l) => l.trim() !== "");
          expect(lines.filter((l) => l.startsWith("Side"))).toEqual(side);
          expect(lines.filter((l) => l.startsWith("Main"))).toEqual(main);
          // Each column is one run of lines.
          const firstSide = lines.indexOf(side[0]!);
          expect(lines.slice(firstSide, firstSide + side.length)).toEqual(side);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("PDF pages", () => {
  it("drops running headers, footers and page numbers, and joins an entry broken by the page break", async () => {
    const footer = (n: number): Placed[] => [
      { text: "Confidential — prepared for the hiring team", x: 40, y: 40, size: 8 },
      { text: `Page ${n} of 2`, x: 280, y: 24, size: 8 },
    ];
    const first = [
      { text: "Jane Doe", x: 40, y: 740, size: 22 },
      ...column(40, 715, 14, ["jane.doe@example.com", "EXPERIENCE", "Senior Platform Engineer, N26", "Mar 2021 – Present"]),
      ...column(40, 640, 14, ["• Led the migration of the billing system to"]),
      ...footer(1),
    ];
    const second = [
      { text: "Jane Doe — Curriculum Vitae", x: 40, y: 770, size: 9 },
      ...column(40, 740, 14, [
        "event streams in six months.",
        "• Ran the on-call rotation.",
        "EDUCATION",
        "MSc Computer Science, TU Berlin",
      ]),
      ...footer(2),
    ];
    const text = await pdfToText(await pdfOf([first, second]));
    expect(text).not.toMatch(/Page \d|Confidential|Curriculum Vitae/);
    expect(text).toContain("• Led the migration of the billing system to\nevent streams in six months.");
    expect(linesOf(text)[0]).toBe("Jane Doe");
  });
});

describe("DOCX layout", () => {
  it("reads a table row per job as one entry: title, company and city, dates, bullets", async () => {
    const text = await docxText([new Paragraph("Career History"), jobRowsTable()]);
    expect(text.split("\n")).toEqual([
      "Career History",
      "Finance Manager",
      `Octopus Energy${ALIGNED_GAP}London`,
      "Sep 2019 – Present",
      "• Run the month-end close for three entities.",
      "Audit Senior",
      `PwC${ALIGNED_GAP}Bristol`,
      "Sep 2015 – Aug 2019",
      "• Led audits of retail clients.",
    ]);
  });

  it("reads the page header (the name and contact details Word resumes often put there) before the body", async () => {
    const bytes = await docxOf(
      [new Paragraph("Experience"), new Paragraph("Finance Manager")],
      ["Jane Doe", "jane@example.com | +44 7700 900123"],
    );
    const text = await extractResumeText(bytes, detectResume(bytes));
    expect(text.split("\n")).toEqual(["Jane Doe", "jane@example.com | +44 7700 900123", "", "Experience", "Finance Manager"]);
  });

  it("reads a text box's paragraphs as lines of their own where it is anchored", async () => {
    const text = await docxText([textBoxParagraph(), new Paragraph("Platform Engineer")]);
    expect(text.split("\n")).toEqual(["Jane Doe", "CONTACT", "jane@example.com", "Platform Engineer"]);
  });

  it("reads a text box once, not again from its fallback copy for older readers", () => {
    const box = "<w:txbxContent><w:p><w:r><w:t>CONTACT</w:t></w:r></w:p><w:p><w:r><w:t>jane@example.com</w:t></w:r></w:p></w:txbxContent>";
    const xml = `<w:body><w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>Jane Doe</w:t></w:r></w:p></w:body>`;
    expect(docxXmlToText(xml).split("\n")).toEqual(["CONTACT", "jane@example.com", "Jane Doe"]);
  });

  it("reads a soft line break as a line break", async () => {
    expect(await docxText([softBreakParagraph()])).toBe("Senior Engineer\nAcme Corp");
  });

  it("keeps tab-aligned dates after one ALIGNED_GAP, however many tabs (or an absolute tab) pushed them right", async () => {
    expect(await docxText([tabbedDatesParagraph()])).toBe(`Engineer, Acme — Berlin${ALIGNED_GAP}March 2020 – Present`);
    const ptab =
      '<w:p><w:r><w:t>Engineer, Acme</w:t><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/><w:t>2020 – 2022</w:t></w:r></w:p>';
    expect(docxXmlToText(ptab)).toBe(`Engineer, Acme${ALIGNED_GAP}2020 – 2022`);
  });

  it("reads a grid of records a row per line, cells after aligned gaps, without its row of labels (a date column's label kept with its dates)", () => {
    const row = (cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc><w:p><w:r><w:t>${c}</w:t></w:r></w:p></w:tc>`).join("")}</w:tr>`;
    const xml = `<w:tbl>${row(["Licence", "Issued by", "Number", "Expires"])}${row(["Electrical Licence", "Energy WA", "EW 184527", "07/2027"])}${row(["First Aid", "St John WA", "FA-771204", "11/2027"])}</w:tbl>`;
    expect(docxXmlToText(xml).split("\n")).toEqual([
      ["Electrical Licence", "Energy WA", "EW 184527", "Expires 07/2027"].join(ALIGNED_GAP),
      ["First Aid", "St John WA", "FA-771204", "Expires 11/2027"].join(ALIGNED_GAP),
    ]);
    // Read as certificates, the dates under "Expires" are expiries, not issue dates.
    const certificates = parseResumeText(`Sam\n\nLicences\n${docxXmlToText(xml)}`).certifications;
    expect(certificates.map((c) => [c.name, c.issuer, c.issueDate, c.expiryDate])).toEqual([
      ["Electrical Licence", "Energy WA", "", "2027-07"],
      ["First Aid", "St John WA", "", "2027-11"],
    ]);
  });

  it("reads a layout table (a sidebar cell beside the main cell) cell by cell, as before", () => {
    const cellOf = (lines: string[]) => `<w:tc>${lines.map((l) => `<w:p><w:r><w:t>${l}</w:t></w:r></w:p>`).join("")}</w:tc>`;
    const sidebar = ["Contact", "jane@example.com", "Skills", "Go", "Kubernetes", "Terraform", "Education", "MSc, TU Berlin, 2016"];
    const main = ["Experience", "Senior Engineer, N26", "2021 – Present"];
    const xml = `<w:tbl><w:tr>${cellOf(sidebar)}${cellOf(main)}</w:tr></w:tbl>`;
    expect(docxXmlToText(xml).split("\n")).toEqual([...sidebar, ...main]);
  });
});
