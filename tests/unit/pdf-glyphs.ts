// Reads back the glyphs a generated PDF draws (issue 35): for every code shown by a text operator, the glyph id it
// selects in its font (through the CID font's CIDToGIDMap, or the code itself for an Identity map). Glyph 0 is
// .notdef, the empty box a missing character prints as.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, PDFStream } from "pdf-lib";

export interface WrittenFont {
  /** The font's BaseFont ("ABCDEF+NotoSansArabic-Regular"). */
  baseFont: string;
  /** The glyph id of every code drawn with it, in drawing order. */
  glyphIds: number[];
  /** How many of them were drawn filled and stroked (text rendering mode 2: a bold weight made from a regular one). */
  stroked: number;
}

const bytesOf = (stream: PDFStream) => (stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents());

/** The code → glyph map of a Type0 font (identity when its CIDToGIDMap is /Identity or missing). */
function glyphMap(font: PDFDict): (code: number) => number {
  const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
  const map = descendant.lookup(PDFName.of("CIDToGIDMap"));
  if (!(map instanceof PDFStream)) return (code) => code;
  const bytes = bytesOf(map);
  return (code) => (bytes[code * 2]! << 8) | bytes[code * 2 + 1]!;
}

/** Every font used by the text of every page, with the glyph ids it drew. */
export async function writtenGlyphs(pdf: Uint8Array): Promise<WrittenFont[]> {
  const doc = await PDFDocument.load(pdf);
  const fonts = new Map<string, WrittenFont>();
  for (const page of doc.getPages()) {
    const resources = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef, PDFStream)) : [contents!];
    const text = streams.map((stream) => String.fromCharCode(...bytesOf(stream as PDFStream))).join("\n");
    let current: { written: WrittenFont; gid: (code: number) => number } | null = null;
    let mode = 0;
    for (const [token, fontName, hex, renderMode] of text.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>|\b(\d) Tr\b|\bBT\b/g)) {
      if (token === "BT") mode = 0;
      else if (renderMode) mode = Number(renderMode);
      else if (fontName) {
        const font = resources.lookup(PDFName.of(fontName), PDFDict);
        const baseFont = font.lookup(PDFName.of("BaseFont"), PDFName).decodeText();
        const written = fonts.get(baseFont) ?? { baseFont, glyphIds: [], stroked: 0 };
        fonts.set(baseFont, written);
        current = { written, gid: glyphMap(font) };
      } else if (hex !== undefined && current) {
        for (let at = 0; at + 4 <= hex.length; at += 4) {
          current.written.glyphIds.push(current.gid(Number.parseInt(hex.slice(at, at + 4), 16)));
          if (mode === 2) current.written.stroked++;
        }
      }
    }
  }
  return [...fonts.values()];
}
