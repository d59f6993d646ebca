// The Word documents: the resume (the same ResumeContent the PDF lays out) and a letter, as real Word structure: the
// name in the Title style, sections as Heading 1 and entries as Heading 2 (Word's navigation pane and screen readers
// see the outline), bullets as list paragraphs over one numbering definition, http(s) links as hyperlinks, and the
// person's name in the document properties. Heavy (the docx library): only ever loaded with `await import()` from
// resume-docx.server.ts, so no other request pays for it.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import type { ResumeContent, ResumeEntry, ResumeLink } from "../resume-pdf/content";
import { xmlSafe } from "./xml-text";

/** A letter: the sender's name, contact lines and (when given) http(s) links, then its paragraphs. */
export interface WordLetter {
  name: string;
  contact: string[];
  links?: ResumeLink[];
  paragraphs: string[];
}

// The PDF's palette (render.server.ts), as Word's hex colours.
const INK = "171C26";
const MUTED = "545C6B";
const ACCENT = "30409E";
const RULE = "CCD1DB";
const FONT = "Calibri";
/** Word measures in twentieths of a point: 0.75 in (the PDF's 54 pt margin) is 1080. */
const MARGIN = 1080;
const BULLETS = "resume-bullets";
/** Paragraph style ids (Word's own for Title, Subtitle and the headings; ours for the muted detail lines). */
const DETAILS = "ResumeDetails";

const styles = {
  default: {
    document: { run: { font: FONT, size: 21, color: INK }, paragraph: { spacing: { after: 40, line: 264 } } },
    title: { run: { font: FONT, size: 40, bold: true, color: INK }, paragraph: { spacing: { after: 40 } } },
    heading1: {
      run: { font: FONT, size: 23, bold: true, color: ACCENT },
      paragraph: {
        spacing: { before: 240, after: 80 },
        keepNext: true,
        outlineLevel: 0,
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 2 } },
      },
    },
    heading2: {
      run: { font: FONT, size: 21, bold: true, color: INK },
      paragraph: { spacing: { before: 140, after: 20 }, keepNext: true, outlineLevel: 1 },
    },
    listParagraph: { paragraph: { spacing: { after: 20 } } },
    hyperlink: { run: { color: ACCENT, underline: {} } },
  },
  paragraphStyles: [
    {
      id: "Subtitle",
      name: "Subtitle",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { font: FONT, size: 24, color: INK },
      paragraph: { spacing: { after: 60 } },
    },
    {
      id: DETAILS,
      name: "Resume Details",
      basedOn: "Normal",
      next: "Normal",
      quickFormat: true,
      run: { size: 19, color: MUTED },
      paragraph: { spacing: { after: 20 } },
    },
  ],
};

const numbering = {
  config: [
    {
      reference: BULLETS,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: "•",
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } } },
        },
      ],
    },
  ],
};

/** The text as runs: a line break of the source (content.ts keeps them) is a line break in Word, not a new paragraph. */
function runs(text: string): TextRun[] {
  return xmlSafe(text)
    .split("\n")
    .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined }));
}

/** A clickable link only for http(s) (resumeContent already keeps nothing else; this holds it here too). */
function hyperlink(text: string, url: string): ParagraphChild {
  if (!/^https?:\/\//i.test(url)) return new TextRun(xmlSafe(text));
  return new ExternalHyperlink({ link: url, children: [new TextRun({ text: xmlSafe(text), style: "Hyperlink" })] });
}

/** "GitHub: https://…  ·  Website: https://…" on one paragraph, each URL a hyperlink. */
function linkLine(links: ResumeLink[]): Paragraph {
  const children = links.flatMap((link, i): ParagraphChild[] => [
    ...(i > 0 ? [new TextRun("  ·  ")] : []),
    new TextRun(xmlSafe(`${link.label}: `)),
    hyperlink(link.text, link.url),
  ]);
  return new Paragraph({ style: DETAILS, children });
}

const details = (text: string) => new Paragraph({ style: DETAILS, children: runs(text) });
const body = (text: string) => new Paragraph({ children: runs(text), spacing: { after: 80 } });

function entryParagraphs(entry: ResumeEntry): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs(entry.heading) }),
    ...entry.meta.map(details),
    ...entry.paragraphs.map(body),
    ...entry.bullets.map((bullet) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: runs(bullet) })),
    ...(entry.links.length ? [linkLine(entry.links)] : []),
  ];
}

/** The name as the Title, then the contact lines, as the resume and the letter both open. */
function letterhead(name: string, title: string, contact: string[], links: ResumeLink[]): Paragraph[] {
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: runs(name) }),
    ...(title ? [new Paragraph({ style: "Subtitle", children: runs(title) })] : []),
    ...(contact.length ? [details(contact.join("  ·  "))] : []),
    ...(links.length ? [linkLine(links)] : []),
  ];
}

function pack(properties: { title: string; subject: string }, children: Paragraph[]): Promise<Uint8Array> {
  const doc = new Document({
    title: xmlSafe(properties.title),
    subject: xmlSafe(properties.subject),
    creator: xmlSafe(properties.title),
    lastModifiedBy: "Vitrine",
    styles,
    numbering,
    sections: [{ properties: { page: { margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } } }, children }],
  });
  return Packer.pack(doc, "uint8array");
}

export function buildResumeDocx(content: ResumeContent): Promise<Uint8Array> {
  const children = letterhead(content.name, content.title, content.contact, content.links);
  for (const block of content.blocks) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: runs(block.title) }));
    if (block.text) children.push(body(block.text));
    for (const entry of block.entries ?? []) children.push(...entryParagraphs(entry));
  }
  const subject = content.title ? `Resume of ${content.name}, ${content.title}` : `Resume of ${content.name}`;
  return pack({ title: content.name, subject }, children);
}

export function buildLetterDocx(letter: WordLetter): Promise<Uint8Array> {
  const children = letterhead(letter.name, "", letter.contact, letter.links ?? []);
  // A blank line between the letterhead and the letter, as a typed letter has.
  children.push(new Paragraph({ children: [] }));
  children.push(...letter.paragraphs.map((paragraph) => new Paragraph({ children: runs(paragraph), spacing: { after: 200 } })));
  return pack({ title: letter.name, subject: `Cover letter of ${letter.name}` }, children);
}
