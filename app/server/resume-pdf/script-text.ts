// Shaped text in a PDF: a script font (Arabic, Devanagari, CJK, …) embedded as a subset CID font whose codes are
// given per (glyph, text) pair rather than per glyph, so each drawn glyph can carry the characters it stands for
// (ToUnicode) even when shaping reordered or joined them: the PDF's text extracts in logical order, as typed. The
// codes map to the subset's glyphs through a CIDToGIDMap, and each code's width is its shaped advance.
import {
  appendBezierCurve,
  appendQuadraticCurve,
  beginText,
  closePath,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  type PDFDocument,
  PDFHexString,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  setTextRenderingMode,
  setTextRise,
  TextRenderingMode,
} from "pdf-lib";
import type { RunGlyph, TextFace, TextRun } from "../script-fonts/runs";

interface Code {
  glyph: number;
  text: string;
  advance: number;
}

/** The stroke that makes a regular script face read as bold, as a share of the size. */
const BOLD_STROKE = 0.035;

const hex4 = (n: number) => n.toString(16).padStart(4, "0");
const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join("");

/** The ToUnicode CMap of the codes (at most 100 entries per block, as the format asks). */
function toUnicodeCMap(codes: Code[]): string {
  const entries = codes.flatMap((code, cid) => (cid > 0 && code.text ? [`<${hex4(cid)}> <${utf16Hex(code.text)}>`] : []));
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange\n<0000> <ffff>\nendcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** One script font in one document: codes are handed out while pages are drawn, the font is written by `embed`. */
export class ScriptFontEmbedding {
  readonly ref: PDFRef;
  /** Code 0 stays unused (.notdef). */
  private readonly codes: Code[] = [{ glyph: 0, text: "", advance: 0 }];
  private readonly byKey = new Map<string, number>();
  private readonly pageNames = new WeakMap<PDFPage, PDFName>();

  constructor(
    doc: PDFDocument,
    readonly face: TextFace,
  ) {
    this.ref = doc.context.nextRef();
  }

  private code(glyph: RunGlyph, width: number): number {
    const key = `${glyph.id}:${width}:${glyph.text}`;
    let cid = this.byKey.get(key);
    if (cid === undefined) {
      cid = this.codes.length;
      if (cid > 0xffff) throw new Error("Too many distinct glyphs for one font");
      this.codes.push({ glyph: glyph.id, text: glyph.text ?? "", advance: width });
      this.byKey.set(key, cid);
    }
    return cid;
  }

  private fontName(page: PDFPage): PDFName {
    let name = this.pageNames.get(page);
    if (!name) {
      name = page.node.newFontDictionary("Script", this.ref);
      this.pageNames.set(page, name);
    }
    return name;
  }

  /**
   * Draws a shaped run with its left end at (x, y). Glyphs that carry text are drawn as text; a glyph that carries
   * none (a second glyph shaping made for one character) is drawn as its outline, so nothing extra extracts. `bold`
   * thickens the regular face with a stroke of its own colour (the script fonts come in one weight).
   */
  draw(page: PDFPage, run: TextRun, x: number, y: number, size: number, color: RGB, bold = false): void {
    const scale = size / this.face.font.unitsPerEm;
    const perMille = 1000 / this.face.font.unitsPerEm;
    const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(color.red, color.green, color.blue)];
    if (bold) ops.push(setStrokingRgbColor(color.red, color.green, color.blue), setLineWidth(size * BOLD_STROKE));
    const outlines: PDFOperator[] = [];
    ops.push(beginText(), setFontAndSize(this.fontName(page), size), setTextMatrix(1, 0, 0, 1, x, y));
    if (bold) ops.push(setTextRenderingMode(TextRenderingMode.FillAndOutline));
    let pending: Array<PDFHexString | PDFNumber> = [];
    let rise = 0;
    const flush = () => {
      if (pending.length) ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(pending)]));
      pending = [];
    };
    const glyphs = run.glyphs ?? [];
    const widths = textWidths(glyphs);
    let pen = 0;
    for (const [i, glyph] of glyphs.entries()) {
      if (glyph.text === null) {
        // Drawn at its place as an outline; its advance is in the width of the text before it, or else a TJ shift.
        outlines.push(...this.outline(glyph, x + (pen + glyph.xOffset) * scale, y + glyph.yOffset * scale, scale));
        if (widths[i]) pending.push(PDFNumber.of(-widths[i] * perMille));
        pen += glyph.xAdvance;
        continue;
      }
      if (glyph.yOffset * scale !== rise) {
        flush();
        rise = glyph.yOffset * scale;
        ops.push(setTextRise(rise));
      }
      if (glyph.xOffset) pending.push(PDFNumber.of(-glyph.xOffset * perMille));
      pending.push(PDFHexString.of(hex4(this.code(glyph, widths[i]!))));
      if (glyph.xOffset) pending.push(PDFNumber.of(glyph.xOffset * perMille));
      pen += glyph.xAdvance;
    }
    flush();
    ops.push(endText());
    if (outlines.length) ops.push(...outlines, bold ? fillAndStroke() : fill());
    ops.push(popGraphicsState());
    page.pushOperators(...ops);
  }

  /** The glyph's outline as path operators, its origin at (x, y) in points. */
  private outline(glyph: RunGlyph, x: number, y: number, scale: number): PDFOperator[] {
    const path = this.face.font.getGlyph(glyph.id).path as unknown as { commands: Array<{ command: string; args: number[] }> };
    const px = (v: number) => x + v * scale;
    const py = (v: number) => y + v * scale;
    return path.commands.flatMap(({ command, args: a }): PDFOperator[] => {
      if (command === "moveTo") return [moveTo(px(a[0]!), py(a[1]!))];
      if (command === "lineTo") return [lineTo(px(a[0]!), py(a[1]!))];
      if (command === "quadraticCurveTo") return [appendQuadraticCurve(px(a[0]!), py(a[1]!), px(a[2]!), py(a[3]!))];
      if (command === "bezierCurveTo") return [appendBezierCurve(px(a[0]!), py(a[1]!), px(a[2]!), py(a[3]!), px(a[4]!), py(a[5]!))];
      return command === "closePath" ? [closePath()] : [];
    });
  }

  /** Writes the subset font, its widths, code-to-glyph map and ToUnicode map into the document. */
  async embed(doc: PDFDocument): Promise<void> {
    const { font } = this.face;
    const context = doc.context;
    const subset = font.createSubset();
    const subsetIds = this.codes.map((code) => (code.glyph === 0 ? 0 : subset.includeGlyph(code.glyph)));
    const fontBytes = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      subset
        .encodeStream()
        .on("data", (bytes: Uint8Array) => parts.push(bytes))
        .on("end", () => {
          const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
          let at = 0;
          for (const part of parts) {
            out.set(part, at);
            at += part.length;
          }
          resolve(out);
        });
    });
    const cidToGid = new Uint8Array(this.codes.length * 2);
    subsetIds.forEach((id, cid) => {
      cidToGid[cid * 2] = id >> 8;
      cidToGid[cid * 2 + 1] = id & 0xff;
    });
    const scale = 1000 / font.unitsPerEm;
    const baseFont = `${subsetTag(this.face.name)}+${(font.postscriptName || "NotoSans").replace(/[^\w-]/g, "")}`;
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: baseFont,
      Flags: 4,
      FontBBox: [font.bbox.minX * scale, font.bbox.minY * scale, font.bbox.maxX * scale, font.bbox.maxY * scale],
      ItalicAngle: 0,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: (font.capHeight || font.ascent) * scale,
      StemV: 80,
      FontFile2: context.register(context.flateStream(fontBytes)),
    });
    const cidFont = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseFont,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: context.register(descriptor),
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
      DW: 0,
      W: [1, this.codes.slice(1).map((code) => Math.round(code.advance * scale * 100) / 100)],
    });
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(this.codes)));
    context.assign(
      this.ref,
      context.obj({
        Type: "Font",
        Subtype: "Type0",
        BaseFont: baseFont,
        Encoding: "Identity-H",
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: toUnicode,
      }),
    );
  }

  /** The glyph ids written (for tests: none may be 0, the .notdef glyph). */
  glyphIds(): number[] {
    return this.codes.slice(1).map((code) => code.glyph);
  }
}

/**
 * The advance each glyph's code takes in the text (font units). A spacing glyph that carries no text (the second part
 * of a split vowel sign, as in কৌ or கோ) lends its advance to the last spacing glyph with text before it: a shift in
 * the text would read as a space between the two.
 */
function textWidths(glyphs: readonly RunGlyph[]): number[] {
  const widths = glyphs.map((glyph) => (glyph.text === null ? 0 : glyph.xAdvance));
  let lastSpacing = -1;
  glyphs.forEach((glyph, i) => {
    if (glyph.text !== null && glyph.xAdvance > 0) lastSpacing = i;
    else if (glyph.text === null && glyph.xAdvance) {
      if (lastSpacing >= 0) widths[lastSpacing]! += glyph.xAdvance;
      else widths[i] = glyph.xAdvance;
    }
  });
  return widths;
}

/** Six capital letters from the file name, as PDF subset font names begin. */
function subsetTag(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + ((hash >>> (i * 4)) % 26))).join("");
}
