// A line of text in any script, ready to draw: split into runs by the Unicode bidirectional algorithm (bidi-js) and by
// font (the first face that has the character: Inter, then the script fonts), the runs in visual order, and each run
// of a script font shaped by HarfBuzz. Pure: the faces are handed in (faces.server.ts loads them).
import type fontkit from "@pdf-lib/fontkit";
import bidiFactory from "bidi-js";
import type { HarfBuzzFont, ShapedGlyph } from "./harfbuzz";

type FontkitFont = ReturnType<typeof fontkit.create>;

/** A font to draw with: fontkit reads its tables (coverage, outlines, subsets); a shaper when it is a script font. */
export interface TextFace {
  /** The file it came from ("inter-bold", "NotoSansArabic-Regular.ttf"). */
  name: string;
  font: FontkitFont;
  shaper: HarfBuzzFont | null;
}

/** A shaped glyph and the text it stands for when extracted; null: it carries no text (drawn as an outline). */
export interface RunGlyph extends ShapedGlyph {
  text: string | null;
}

/** Consecutive characters in one face and one direction. `glyphs` is set for shaped (script font) runs. */
export interface TextRun {
  text: string;
  face: TextFace;
  rightToLeft: boolean;
  glyphs: RunGlyph[] | null;
}

let bidi: ReturnType<typeof bidiFactory> | null = null;

/** Whether the paragraph reads right to left: its first strong character is (Unicode rules P2-P3). */
export function isRightToLeft(text: string): boolean {
  bidi ??= bidiFactory();
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1;
}

/** Characters that stay in the face of the run they sit in when it has them (marks, spaces, punctuation, joiners). */
const NEUTRAL = /[\p{M}\p{Z}\p{P}\p{Cf}]/u;

function faceIndexFor(char: string, faces: readonly TextFace[], current: number): number {
  const code = char.codePointAt(0)!;
  if (current >= 0 && NEUTRAL.test(char) && faces[current]!.font.hasGlyphForCodePoint(code)) return current;
  const found = faces.findIndex((face) => face.font.hasGlyphForCodePoint(code));
  if (found >= 0) return found;
  return Math.max(current, 0);
}

/** The runs of one line in visual order (left to right). `faces[0]` is the default face. */
export function layoutLine(text: string, faces: readonly TextFace[]): TextRun[] {
  if (!text) return [];
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text);
  const logical: Array<{ start: number; end: number; face: number; level: number }> = [];
  for (let i = 0; i < text.length; ) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const level = levels[i]!;
    const last = logical[logical.length - 1];
    // A neutral stays in the face of the run it continues (same level), so a name's spaces shape with it.
    const face = faceIndexFor(char, faces, last && last.level === level ? last.face : -1);
    if (last && last.face === face && last.level === level) last.end = i + char.length;
    else logical.push({ start: i, end: i + char.length, face, level });
    i += char.length;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  const visual = [...logical];
  const maxLevel = Math.max(...visual.map((r) => r.level));
  const minOdd = Math.min(...visual.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = maxLevel; level >= minOdd; level--) {
    for (let i = 0; i < visual.length; ) {
      if (visual[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < visual.length && visual[j]!.level >= level) j++;
      visual.splice(i, j - i, ...visual.slice(i, j).reverse());
      i = j;
    }
  }
  return visual.map(({ start, end, face, level }) => {
    const runText = text.slice(start, end);
    const runFace = faces[face]!;
    const rightToLeft = level % 2 === 1;
    return {
      text: runText,
      face: runFace,
      rightToLeft,
      glyphs: runFace.shaper
        ? withTexts(runFace.shaper.shape(runText, rightToLeft), runText, rightToLeft, runFace.font.glyphForCodePoint(0x20).id)
        : null,
    };
  });
}

/** Characters readers take for zero-width: never the text of a spacing glyph (nonspacing marks, joiners). */
const ZERO_WIDTH_CHAR = /[\p{Mn}\p{Cf}]/u;

/**
 * The glyphs to draw, each with the text it stands for, so that a PDF's text reads in logical order whatever shaping
 * did (conjuncts, ligatures, reordered vowel signs, letters drawn as a base and its dots). Per cluster, the spacing
 * glyphs carry its characters in logical order, one each; marks (no advance) carry none and are drawn as outlines, so
 * their offsets never split the extracted text. A nonspacing mark or joiner character (U+0941 ु, U+094D ्, U+200C)
 * never rides on a spacing glyph, since readers then take that glyph for a zero-width one and break the word: it and any
 * characters left over go on a blank zero-width glyph (`blankGlyph`, the font's space) drawn at the same place. A
 * right-to-left run's text is given reversed, since readers reverse right-to-left runs drawn in visual order.
 */
export function withTexts(glyphs: ShapedGlyph[], text: string, rightToLeft: boolean, blankGlyph: number): RunGlyph[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const nextStart = new Map(starts.map((start, i) => [start, starts[i + 1] ?? text.length]));
  const clusterChars = (cluster: number) => {
    const next = nextStart.get(cluster)!;
    const chars = Array.from(text.slice(cluster, next));
    return rightToLeft ? chars.reverse() : chars;
  };
  const out: RunGlyph[] = [];
  const blank = (cluster: number, chars: string[]) => {
    if (chars.length) out.push({ id: blankGlyph, cluster, xAdvance: 0, xOffset: 0, yOffset: 0, text: chars.join("") });
  };
  for (let i = 0; i < glyphs.length; ) {
    let j = i;
    while (j < glyphs.length && glyphs[j]!.cluster === glyphs[i]!.cluster) j++;
    const { cluster } = glyphs[i]!;
    const queue = clusterChars(cluster);
    const hasSpacing = glyphs.slice(i, j).some((glyph) => glyph.xAdvance !== 0);
    for (let k = i; k < j; k++) {
      const glyph = glyphs[k]!;
      if (glyph.xAdvance === 0 && hasSpacing) {
        out.push({ ...glyph, text: null });
        continue;
      }
      const marks: string[] = [];
      while (queue.length && ZERO_WIDTH_CHAR.test(queue[0]!)) marks.push(queue.shift()!);
      blank(cluster, marks);
      out.push({ ...glyph, text: queue.length ? queue.shift()! : null });
    }
    blank(cluster, queue);
    i = j;
  }
  return out;
}

/** The width of a shaped run in em (advances over units per em). */
export function shapedWidth(run: TextRun): number {
  return (run.glyphs ?? []).reduce((sum, g) => sum + g.xAdvance, 0) / run.face.font.unitsPerEm;
}
