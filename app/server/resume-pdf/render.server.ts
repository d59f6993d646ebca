// The PDF resume renderer: one column of real text in reading order (what applicant tracking systems parse),
// Inter embedded as a subset so any Latin script prints ("Zoë Łukasiewicz-Müller"), text in other scripts shaped in
// the script fonts handed in (ADR 0020: ../script-fonts, script-text.ts), long lines wrapped and pages added as
// needed, http(s) links clickable. Heavy (pdf-lib, fontkit, two fonts): only ever loaded with
// `await import()` from resume-pdf.server.ts, so no other request pays for it.
import fontkit from "@pdf-lib/fontkit";
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { PaperSize } from "~/schemas/resume-pdf";
import { needsScriptFont } from "../script-fonts/catalogue";
import { isRightToLeft, layoutLine, shapedWidth, type TextFace, type TextRun } from "../script-fonts/runs";
import type { LetterContent, ResumeContent, ResumeEntry, ResumeLink } from "./content";
import { evenGlyphRecords } from "./even-glyphs";
import interBold from "./fonts/inter-bold.bin";
import interRegular from "./fonts/inter-regular.bin";
import { pdfUri } from "./pdf-uri";
import { ScriptFontEmbedding } from "./script-text";

const PAGE: Record<PaperSize, [number, number]> = { a4: PageSizes.A4, letter: PageSizes.Letter };
const MARGIN = 54;
const INK = rgb(0.09, 0.11, 0.15);
const MUTED = rgb(0.33, 0.36, 0.42);
const ACCENT = rgb(0.19, 0.25, 0.62);
const RULE = rgb(0.8, 0.82, 0.86);

/**
 * Advance widths per character, read once from the font's own tables. pdf-lib's widthOfTextAtSize runs the full
 * OpenType layout on every call (milliseconds each, hundreds of calls per resume); the PDF is drawn with plain
 * advance widths anyway (no kerning), so the sum of the characters' advances is the drawn width.
 */
class Metrics {
  private readonly font: ReturnType<typeof fontkit.create>;
  private readonly cache = new Map<number, number>();
  /** Inter, then the document's script fonts: the faces a line's characters are drawn in. */
  readonly faces: TextFace[];
  private readonly lines = new Map<string, TextRun[]>();

  constructor(
    bytes: Uint8Array,
    scriptFaces: TextFace[],
    /** Bold text: the script faces (one weight) are thickened to match. */
    readonly bold: boolean,
  ) {
    this.font = fontkit.create(bytes);
    this.faces = [{ name: "inter", font: this.font, shaper: null }, ...scriptFaces];
  }

  /** Text Inter alone draws, as pdf-lib's drawText does; else runs per face and direction (layoutLine). */
  isPlain(text: string): boolean {
    return this.faces.length === 1 || !needsScriptFont(text);
  }

  /** The line's runs in visual order, laid out once per document. */
  runs(text: string): TextRun[] {
    let runs = this.lines.get(text);
    if (!runs) {
      runs = layoutLine(text, this.faces);
      this.lines.set(text, runs);
    }
    return runs;
  }

  width(text: string, size: number): number {
    if (!this.isPlain(text))
      return this.runs(text).reduce((sum, run) => sum + (run.glyphs ? shapedWidth(run) * size : this.plainWidth(run.text, size)), 0);
    return this.plainWidth(text, size);
  }

  private plainWidth(text: string, size: number): number {
    let units = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      let advance = this.cache.get(code);
      if (advance === undefined) {
        advance = this.font.glyphForCodePoint(code).advanceWidth;
        this.cache.set(code, advance);
      }
      units += advance;
    }
    return (units * size) / this.font.unitsPerEm;
  }
}

/**
 * OpenType features fontkit would otherwise apply on every drawn line. pdf-lib draws glyphs at their plain advances
 * (no kerning or mark positioning) and text is NFC (content.ts), so they change nothing visible; turning them off
 * makes laying out a line about ten times cheaper and keeps one glyph per character for text extraction.
 */
const PLAIN_LAYOUT = {
  kern: false,
  liga: false,
  clig: false,
  calt: false,
  rlig: false,
  ccmp: false,
  locl: false,
  mark: false,
  mkmk: false,
};

interface TextStyle {
  font: PDFFont;
  metrics: Metrics;
  size: number;
  color: ReturnType<typeof rgb>;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/** A cursor over pages: writes top to bottom and starts a new page when the next line would not fit. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly width: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    private readonly scriptFonts: Map<TextFace, ScriptFontEmbedding>,
  ) {
    this.width = size[0] - 2 * MARGIN;
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Lines of at most `width` points: words wrap, a word longer than a line is cut between characters. */
  wrap(text: string, style: TextStyle, width = this.width): string[] {
    const measure = (s: string) => style.metrics.width(s, style.size);
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ").filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (measure(candidate) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        let rest = word;
        while (measure(rest) > width) {
          const chars = Array.from(rest);
          // The most characters that fit (at least one), found by halving: a long unspaced run (Chinese, Japanese,
          // Thai) is shaped a few times per line rather than once per character.
          let [fits, tooLong] = [1, chars.length];
          while (tooLong - fits > 1) {
            const mid = (fits + tooLong) >> 1;
            if (measure(chars.slice(0, mid).join("")) <= width) fits = mid;
            else tooLong = mid;
          }
          const n = fits;
          lines.push(chars.slice(0, n).join(""));
          rest = chars.slice(n).join("");
        }
        line = rest;
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  /** The width left for text indented by `indent` points. */
  wrapWidth(indent: number) {
    return this.width - indent;
  }

  lineHeight(style: TextStyle) {
    return style.size * (style.leading ?? 1.35);
  }

  /** Draws wrapped text at `indent`; a `url` makes every drawn line a link to it. */
  text(text: string, style: TextStyle, opts: { indent?: number; url?: string; keepWith?: number } = {}) {
    const indent = opts.indent ?? 0;
    const height = this.lineHeight(style);
    // A right-to-left paragraph (its first strong character Arabic, Hebrew, …) sets flush right, its indent on the right.
    const rightToLeft = !style.metrics.isPlain(text) && isRightToLeft(text);
    for (const line of this.wrap(text, style, this.width - indent)) {
      this.ensure(height + (opts.keepWith ?? 0));
      this.y -= height;
      const x = rightToLeft ? MARGIN + this.width - indent - style.metrics.width(line, style.size) : MARGIN + indent;
      this.draw(line, x, style, opts.url);
    }
  }

  /** Items on shared lines ("LinkedIn: https://…  ·  GitHub: https://…"), each a link when it has a url. */
  flow(items: Array<{ text: string; url?: string }>, style: TextStyle, separator = "  ·  ") {
    const height = this.lineHeight(style);
    const sepWidth = style.metrics.width(separator, style.size);
    let x = Number.POSITIVE_INFINITY;
    for (const item of items) {
      const width = style.metrics.width(item.text, style.size);
      if (x !== Number.POSITIVE_INFINITY && x + sepWidth + width <= MARGIN + this.width) {
        this.draw(separator, x, style);
        x += sepWidth;
      } else {
        this.ensure(height);
        this.y -= height;
        x = MARGIN;
      }
      if (width > this.width) {
        // A URL wider than the page: its own wrapped lines.
        const [first = "", ...rest] = this.wrap(item.text, style);
        this.draw(first, x, style, item.url);
        for (const line of rest) {
          this.ensure(height);
          this.y -= height;
          this.draw(line, MARGIN, style, item.url);
        }
        x = Number.POSITIVE_INFINITY;
        continue;
      }
      this.draw(item.text, x, style, item.url);
      x += width;
    }
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  private draw(text: string, x: number, style: TextStyle, url?: string) {
    const color = url ? ACCENT : style.color;
    if (style.metrics.isPlain(text)) this.page.drawText(text, { x, y: this.y, font: style.font, size: style.size, color });
    else {
      let left = x;
      for (const run of style.metrics.runs(text)) {
        if (run.glyphs) this.scriptFont(run.face).draw(this.page, run, left, this.y, style.size, color, style.metrics.bold);
        else this.page.drawText(run.text, { x: left, y: this.y, font: style.font, size: style.size, color });
        left += style.metrics.width(run.text, style.size);
      }
    }
    if (url) this.link(x, style.metrics.width(text, style.size), style.size, url);
  }

  private scriptFont(face: TextFace): ScriptFontEmbedding {
    let embedding = this.scriptFonts.get(face);
    if (!embedding) {
      embedding = new ScriptFontEmbedding(this.doc, face);
      this.scriptFonts.set(face, embedding);
    }
    return embedding;
  }

  private link(x: number, width: number, size: number, url: string) {
    const annotation = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, this.y - size * 0.25, x + width, this.y + size * 0.9],
      Border: [0, 0, 0],
      // A hex string: a literal one would end at a `)` of the URL and let the rest add keys to the action.
      A: { Type: "Action", S: "URI", URI: pdfUri(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
  }
}

const linkItems = (links: ResumeLink[]) => links.map((l) => ({ text: `${l.label}: ${l.text}`, url: l.url }));

let fonts: { regularBytes: Uint8Array; boldBytes: Uint8Array } | null = null;

/** The two Inter files, made safe for the subsetter once per isolate (see even-glyphs.ts). */
function fontFiles() {
  fonts ??= { regularBytes: evenGlyphRecords(new Uint8Array(interRegular)), boldBytes: evenGlyphRecords(new Uint8Array(interBold)) };
  return fonts;
}

/**
 * A new document with the two Inter faces embedded as subsets, and its metadata; `scriptFaces` draw what Inter
 * cannot. `save` writes the script fonts used, then the file.
 */
async function newDocument(meta: { title: string; author: string; subject: string; language?: string }, scriptFaces: TextFace[]) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regularBytes, boldBytes } = fontFiles();
  const [regularFont, boldFont] = await Promise.all([
    doc.embedFont(regularBytes, { subset: true, features: PLAIN_LAYOUT }),
    doc.embedFont(boldBytes, { subset: true, features: PLAIN_LAYOUT }),
  ]);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator("Vitrine");
  doc.setProducer("Vitrine");
  doc.setLanguage(meta.language ?? "en");
  const scriptFonts = new Map<TextFace, ScriptFontEmbedding>();
  return {
    regular: { font: regularFont, metrics: new Metrics(regularBytes, scriptFaces, false) },
    bold: { font: boldFont, metrics: new Metrics(boldBytes, scriptFaces, true) },
    writer: (size: PaperSize) => new Writer(doc, PAGE[size], scriptFonts),
    save: async () => {
      for (const embedding of scriptFonts.values()) await embedding.embed(doc);
      return doc.save();
    },
  };
}

/**
 * A cover letter (issue 33): the sender's name, contact line and links as on the resume, then the letter's
 * paragraphs in reading order. The answer starts with %PDF-.
 */
export async function renderLetterPdf(letter: LetterContent, size: PaperSize, scriptFaces: TextFace[] = []): Promise<Uint8Array> {
  const { regular, bold, writer, save } = await newDocument(
    {
      title: `${letter.name} — Cover letter`,
      author: letter.name,
      subject: `Cover letter of ${letter.name}`,
    },
    scriptFaces,
  );
  const small: TextStyle = { ...regular, size: 9.5, color: MUTED };
  const body: TextStyle = { ...regular, size: 10.5, color: INK, leading: 1.45 };
  const w = writer(size);
  w.text(letter.name, { ...bold, size: 18, color: INK, leading: 1.2 });
  if (letter.contact.length)
    w.flow(
      letter.contact.map((text) => ({ text })),
      small,
    );
  if (letter.links.length) w.flow(linkItems(letter.links), small);
  w.gap(10);
  w.rule();
  for (const paragraph of letter.paragraphs) {
    w.gap(9);
    w.text(paragraph, body);
  }
  return save();
}

/** Renders the resume; the answer starts with %PDF-. */
export async function renderResumePdf(content: ResumeContent, size: PaperSize, scriptFaces: TextFace[] = []): Promise<Uint8Array> {
  const { regular, bold, writer, save } = await newDocument(
    {
      title: `${content.name} — Resume`,
      author: content.name,
      subject: content.title ? `Resume of ${content.name}, ${content.title}` : `Resume of ${content.name}`,
      language: content.locale,
    },
    scriptFaces,
  );

  const name: TextStyle = { ...bold, size: 20, color: INK, leading: 1.2 };
  const title: TextStyle = { ...regular, size: 12, color: INK };
  const small: TextStyle = { ...regular, size: 9.5, color: MUTED };
  const heading: TextStyle = { ...bold, size: 11.5, color: ACCENT };
  const entryHeading: TextStyle = { ...bold, size: 10.5, color: INK };
  const body: TextStyle = { ...regular, size: 10, color: INK, leading: 1.4 };

  const w = writer(size);
  w.text(content.name, name);
  if (content.title) w.text(content.title, title);
  if (content.contact.length)
    w.flow(
      content.contact.map((text) => ({ text })),
      small,
    );
  if (content.links.length) w.flow(linkItems(content.links), small);

  const writeEntry = (entry: ResumeEntry) => {
    w.text(entry.heading, entryHeading, { keepWith: w.lineHeight(small) });
    for (const meta of entry.meta) w.text(meta, small);
    for (const paragraph of entry.paragraphs) {
      w.gap(2);
      w.text(paragraph, body);
    }
    for (const bullet of entry.bullets) {
      w.ensure(w.lineHeight(body));
      // The bullet and its text wrap together, indented under the text.
      const [first = "", ...rest] = w.wrap(bullet, body, w.wrapWidth(12));
      w.text(`•  ${first}`, body, { indent: 2 });
      for (const line of rest) w.text(line, body, { indent: 12 });
    }
    if (entry.links.length) w.flow(linkItems(entry.links), small);
  };

  for (const block of content.blocks) {
    w.gap(12);
    // A heading never ends a page: it keeps its rule and the first line of its section with it.
    w.text(block.title, heading, { keepWith: 6 + w.lineHeight(entryHeading) * 2 });
    w.gap(3);
    w.rule();
    w.gap(2);
    if (block.text) w.text(block.text, body);
    for (const [i, entry] of (block.entries ?? []).entries()) {
      if (i > 0) w.gap(7);
      writeEntry(entry);
    }
  }
  return save();
}
