// Small PDF and DOCX documents for the layout tests (tests/unit/resume-layout.test.ts), written here rather than
// read from the resume fixtures: each draws one layout, with positions chosen the way resume builders place them.
import { Document, Header, Packer, Paragraph, Tab, Table, TableCell, TableRow, TextRun, Textbox } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";

/** One piece of text on a page: its baseline origin (from the bottom left) and size. */
export interface Placed {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** A Letter-size PDF with the given pages of placed text, in Helvetica. */
export async function pdfOf(pages: Placed[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const placed of pages) {
    const page = doc.addPage([612, 792]);
    for (const { text, x, y, size = 10 } of placed) page.drawText(text, { x, y, size, font });
  }
  return doc.save();
}

/** Lines placed down from `top` at a fixed spacing. */
export const column = (x: number, top: number, spacing: number, lines: string[], size = 10): Placed[] =>
  lines.map((text, i) => ({ text, x, y: top - i * spacing, size }));

export const SIDEBAR_LINES = [
  "CONTACT",
  "jane.doe@example.com",
  "+49 151 2345 6789",
  "Berlin, Germany",
  "SKILLS",
  "Kubernetes",
  "Terraform",
  "CERTIFICATES",
  "Certified Kubernetes Administrator",
  "(CKA)",
  "LANGUAGES",
  "German (native)",
];

export const MAIN_LINES = [
  "PROFILE",
  "Platform engineer with nine years of running cloud platforms.",
  "EXPERIENCE",
  "Senior Platform Engineer, N26",
  "Mar 2021 – Present",
  "• Moved 120 services to Kubernetes on AWS with Terraform.",
  "• Cut the monthly cloud spend by a fifth with right-sized pools.",
  "Site Reliability Engineer, Zalando",
  "Sep 2018 – Feb 2021",
  "• Ran the alerting for checkout during the peak sales weeks.",
  "• Wrote the Go tooling that halved the time incident triage took.",
  "EDUCATION",
  "MSc Computer Science, TU Berlin, 2016",
];

/** A DOCX of the given body, and a page header with the given lines when some are given. */
export async function docxOf(children: Array<Paragraph | Table>, headerLines: string[] = []): Promise<Uint8Array> {
  const headers = headerLines.length > 0 ? { default: new Header({ children: headerLines.map((l) => new Paragraph(l)) }) } : undefined;
  return Packer.pack(new Document({ sections: [{ headers, children }] }), "uint8array");
}

const cell = (paragraphs: Paragraph[]) => new TableCell({ children: paragraphs });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

/** A table row per job: dates, company and city in the left cell; title and bullets in the right. */
export function jobRowsTable(): Table {
  const row = (dates: string, company: string, city: string, title: string, bullets: string[]) =>
    new TableRow({
      children: [
        cell([new Paragraph(dates), new Paragraph(company), new Paragraph(city)]),
        cell([new Paragraph(title), ...bullets.map(bullet)]),
      ],
    });
  return new Table({
    rows: [
      row("Sep 2019 – Present", "Octopus Energy", "London", "Finance Manager", ["Run the month-end close for three entities."]),
      row("Sep 2015 – Aug 2019", "PwC", "Bristol", "Audit Senior", ["Led audits of retail clients."]),
    ],
  });
}

/** The name in the page's flow, the contact block in a text box beside it. */
export const textBoxParagraph = () =>
  new Paragraph({
    children: [
      new TextRun("Jane Doe"),
      new Textbox({ children: [new Paragraph("CONTACT"), new Paragraph("jane@example.com")], style: { width: "2in", height: "1in" } }),
    ],
  });

/** A title and its company split by a soft line break (Shift+Enter). */
export const softBreakParagraph = () =>
  new Paragraph({ children: [new TextRun("Senior Engineer"), new TextRun({ text: "Acme Corp", break: 1 })] });

/** "Title, Company — City<TAB>Month Year – Present", the dates pushed right by two tabs. */
export const tabbedDatesParagraph = () =>
  new Paragraph({ children: [new TextRun({ children: ["Engineer, Acme — Berlin", new Tab(), new Tab(), "March 2020 – Present"] })] });
