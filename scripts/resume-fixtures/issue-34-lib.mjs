// Issue 34's fixture writers. Each resume is written first as its truth (what a recruiter would enter, saved as
// <name>.expected.json), then drawn from that truth in a layout people really use: two-column PDFs with a
// sidebar, a moderncv-like CV, an executive's grouped roles, DOCX with one table row per job or tab-aligned dates
// (made with the `docx` package: real tables, tabs, soft breaks), Markdown and plain text. Each drawing only
// places the truth's own words, so the truth never claims what the file lacks.
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { pdf } from "./pdf.mjs";

// ---- the truth -------------------------------------------------------------------------------------------
export const job = (title, company, location, startDate, endDate, achievements = [], description) => ({
  title,
  company,
  location,
  startDate,
  endDate,
  current: !endDate,
  ...(description ? { description } : {}),
  achievements,
});
export const school = (degree, name, location, startDate, endDate, extra = {}) => ({
  degree,
  school: name,
  location,
  startDate,
  endDate,
  ...extra,
});
export const cert = (name, issuer, issueDate, expiryDate) => ({ name, issuer, issueDate, ...(expiryDate ? { expiryDate } : {}) });
export const truth = (personalInfo, professional, experience, education, certifications = [], projects = []) => ({
  personalInfo: { socialLinks: {}, ...personalInfo },
  professional,
  experience,
  education,
  projects,
  certifications,
});

// ---- dates as people write them ----------------------------------------------------------------------------
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** One date in a style: "Mon" (Mar 2021), "Month" (March 2021), "/" (03/2021), "." (03.2021); a year stays a year. */
function when(date, style = "Mon") {
  const [y, m] = date.split("-");
  if (!m) return y;
  const i = Number(m) - 1;
  return { Mon: `${MON[i]} ${y}`, Month: `${MONTH[i]} ${y}`, "/": `${m}/${y}`, ".": `${m}.${y}` }[style];
}
/** A period: "Mar 2021 – Present", or with a form for the current end ("since 07/2021" when present is "since"). */
export function period(entry, style = "Mon", { present = "Present", sep = " – " } = {}) {
  if (!entry.endDate && present === "since") return `since ${when(entry.startDate, style)}`;
  return `${when(entry.startDate, style)}${sep}${entry.endDate ? when(entry.endDate, style) : present}`;
}

// ---- PDF ------------------------------------------------------------------------------------------------
/** A page writer with a cursor per column: line(), bullets() and heading() move down and break pages. */
function columnWriter(p, { x, width, top = 742, bottom = 60, onNewPage }) {
  const col = {
    x,
    width,
    y: top,
    gap(h) {
      col.y -= h;
    },
    ensure(h) {
      if (col.y - h < bottom) {
        p.newPage();
        col.y = onNewPage ? onNewPage() : top;
      }
    },
    line(str, opts = {}) {
      col.ensure(14);
      p.text(col.x + (opts.indent ?? 0), col.y, str, opts);
      if (opts.right) p.right(col.x + width, col.y, opts.right);
      col.y -= opts.lead ?? (opts.size ?? 10) + 4;
    },
    prose(str, opts = {}) {
      for (const w of p.wrap(str, width - (opts.indent ?? 0), opts.size ?? 10)) col.line(w, opts);
    },
    bullets(list) {
      for (const b of list)
        p.wrap(b, width - 12).forEach((w, i) => {
          col.ensure(14);
          if (i === 0) p.text(col.x + 2, col.y, "•");
          p.text(col.x + 12, col.y, w);
          col.y -= 13.5;
        });
    },
    heading(str, { size = 11.5 } = {}) {
      col.ensure(40);
      col.y -= 8;
      p.text(col.x, col.y, str, { size, font: "bold" });
      col.y -= 5;
      p.rule(col.x, col.x + width, col.y);
      col.y -= 14;
    },
  };
  return col;
}
export const pdfDocument = pdf;
export { columnWriter };

// ---- DOCX -----------------------------------------------------------------------------------------------
const RIGHT_TAB = [{ type: TabStopType.RIGHT, position: 9360 }];
/** A paragraph from runs: a string, or { text, bold, size, tab (a tab before it), br (a soft line break before it), link }. */
export function para(runs, { bullet = false, tabs = false, heading = false, align } = {}) {
  const children = (Array.isArray(runs) ? runs : [runs]).map((r) => {
    const run = typeof r === "string" ? { text: r } : r;
    const text = new TextRun({
      children: run.tab ? [new Tab(), run.text] : [run.text],
      bold: run.bold || heading,
      size: run.size ? run.size * 2 : heading ? 26 : undefined,
      break: run.br ? 1 : undefined,
      style: run.link ? "Hyperlink" : undefined,
    });
    return run.link ? new ExternalHyperlink({ link: run.link, children: [text] }) : text;
  });
  return new Paragraph({
    children,
    ...(bullet ? { bullet: { level: 0 } } : {}),
    ...(tabs ? { tabStops: RIGHT_TAB } : {}),
    ...(align === "center" ? { alignment: AlignmentType.CENTER } : {}),
    spacing: heading ? { before: 240, after: 80 } : undefined,
  });
}
export const heading = (text) => para(text, { heading: true });
export const bullets = (list) => list.map((b) => para(b, { bullet: true }));
/** A text resume from its lines (nested lists flattened). */
export const textFile = (lines) => async () => new TextEncoder().encode(`${lines.flat().join("\n")}\n`);
/** A real table: rows of cells, each cell a list of paragraphs; widths in twentieths of a point. */
export function table(rows, widths) {
  return new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map((children, i) => new TableCell({ children, width: { size: widths[i], type: WidthType.DXA } })),
        }),
    ),
  });
}
/** Packs the body into a .docx with fixed document dates and zip times, so the same body gives the same bytes. */
export async function docxDocument(children) {
  const doc = new Document({ creator: "Vitrine fixtures", title: "Resume", sections: [{ children }] });
  const files = unzipSync(new Uint8Array(await Packer.toBuffer(doc)));
  const core = files["docProps/core.xml"];
  if (core)
    files["docProps/core.xml"] = strToU8(strFromU8(core).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "2026-01-01T00:00:00Z"));
  const fixed = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v, { mtime: new Date("2026-01-01T00:00:00Z") }]]));
  return zipSync(fixed, { level: 6 });
}

// ---- shared drawings ------------------------------------------------------------------------------------
/** A job as most resumes set it: title and dates on one line, "company | location" under it, then bullets. */
export function drawJob(col, j, { style = "Mon", present = "Present", companyLine } = {}) {
  col.line(j.title, { font: "bold", right: period(j, style, { present }) });
  col.line(companyLine ? companyLine(j) : `${j.company} | ${j.location}`);
  if (j.description) col.prose(j.description);
  col.bullets(j.achievements);
  col.gap(6);
}
export function drawSchool(col, s, { style = "Mon" } = {}) {
  col.line(s.degree, { font: "bold", right: period(s, style) });
  col.line(s.location ? `${s.school}, ${s.location}` : s.school);
  if (s.gpa) col.line(`GPA: ${s.gpa}`);
  col.gap(4);
}

/**
 * A two-column PDF: a shaded sidebar on the left (its own blocks: contact, skills, certificates, languages) and
 * the main column on the right, the name set over two lines in capitals at the top of the main column.
 */
export function sidebarPdf(t, { side, summaryHeading = "PROFILE", style = "Mon", present = "Present", extraMain = [] }) {
  return pdfDocument(async (p) => {
    const drawBand = () => p.page().drawRectangle({ x: 0, y: 0, width: 196, height: 792, opacity: 0.08 });
    drawBand();
    const sideCol = columnWriter(p, { x: 30, width: 150 });
    const main = columnWriter(p, {
      x: 216,
      width: 360,
      onNewPage: () => {
        drawBand();
        return 742;
      },
    });
    const { firstName, lastName } = t.personalInfo;
    main.line(firstName.toUpperCase(), { size: 26, font: "bold", lead: 28 });
    main.line(lastName.toUpperCase(), { size: 26, font: "bold", lead: 24 });
    main.line(t.professional.title, { size: 13, lead: 20 });
    sideCol.gap(40);
    for (const block of side) {
      sideCol.heading(block.heading, { size: 10.5 });
      for (const l of block.lines) sideCol.prose(l, { size: 9, lead: 12 });
      sideCol.gap(6);
    }
    main.heading(summaryHeading);
    main.prose(t.professional.summary);
    main.heading("EXPERIENCE");
    for (const j of t.experience) drawJob(main, j, { style, present });
    main.heading("EDUCATION");
    for (const s of t.education) drawSchool(main, s, { style });
    for (const block of extraMain) {
      main.heading(block.heading);
      for (const l of block.lines) main.prose(l);
    }
  });
}
