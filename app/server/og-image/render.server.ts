// The social preview image (Open Graph, 1200×630 PNG): the owner's name, title, photo (or initials) and the portfolio's
// address over the template's colours. Drawn with our own small rasterizer (raster.ts) from the Inter glyph outlines
// fontkit reads: both already ship for the PDF resume, so the image costs the Worker a few KB (ADR 0012). Only ever
// loaded with `await import()` from og-image.server.ts, when a portfolio is deployed.
import fontkit from "@pdf-lib/fontkit";
import type { TemplateId } from "~/schemas/portfolio-catalogue";
import interBold from "../resume-pdf/fonts/inter-bold.bin";
import interRegular from "../resume-pdf/fonts/inter-regular.bin";
import decodeJpeg from "jpeg-js/lib/decoder.js";
import { OG_IMAGE_SIZE } from "~/schemas/portfolio-model";
import { layoutLine, type TextFace } from "../script-fonts/runs";
import {
  Canvas,
  circle,
  decodePng,
  encodePng,
  hexColor,
  luminance,
  MAX_DECODED_PIXELS,
  type Bitmap,
  type Rgb,
  type Segment,
} from "./raster";

const OG_WIDTH = OG_IMAGE_SIZE.width;
const OG_HEIGHT = OG_IMAGE_SIZE.height;

export interface OgImageInput {
  name: string;
  title: string;
  initials: string;
  templateId: TemplateId;
  /** The template's colours (catalogue order). */
  colors: readonly string[];
  /** The photo's bytes (PNG or JPEG is drawn; another format or none draws the initials). */
  photo: Uint8Array | null;
  /** The address shown at the bottom ("vitrine.app/portfolio/ada"). */
  address: string;
  /** The script fonts (from R2) for what Inter cannot draw: shaped, in bidi order (ADR 0020). */
  scriptFaces?: TextFace[];
}

type Font = ReturnType<typeof fontkit.create>;
interface PathCommand {
  command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
  args: number[];
}

let fonts: { regular: Font; bold: Font } | null = null;
function loadFonts() {
  fonts ??= { regular: fontkit.create(new Uint8Array(interRegular)), bold: fontkit.create(new Uint8Array(interBold)) };
  return fonts;
}

/** Which catalogue colours make the background, the accent and the text, per template. */
const PALETTE: Record<TemplateId, { from: number; to: number; accent: number; text?: number }> = {
  "modern-professional": { from: 0, to: 1, accent: 3 },
  "minimal-clean": { from: 1, to: 1, accent: 3, text: 0 },
  "creative-gradient": { from: 0, to: 1, accent: 2 },
  "terminal-developer-focused": { from: 0, to: 0, accent: 1, text: 3 },
  "executive-suite": { from: 0, to: 3, accent: 1, text: 2 },
};

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 24, 39];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A glyph to draw: its font, id and metrics in that font's units. */
interface PlacedGlyph {
  font: Font;
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** The glyphs of a line in visual order: script runs as HarfBuzz shaped them, Inter runs as fontkit lays them out. */
function placedGlyphs(faces: readonly TextFace[], text: string): PlacedGlyph[] {
  return layoutLine(text, faces).flatMap((run): PlacedGlyph[] => {
    const { font } = run.face;
    if (run.glyphs) return run.glyphs.map((g) => ({ font, id: g.id, xAdvance: g.xAdvance, xOffset: g.xOffset, yOffset: g.yOffset }));
    const laid = font.layout(run.text);
    return laid.glyphs.map((glyph, i) => ({ font, id: glyph.id, ...laid.positions[i]! }));
  });
}

/** Width of `text` at `size` px. */
function measure(faces: readonly TextFace[], text: string, size: number): number {
  return placedGlyphs(faces, text).reduce((sum, g) => sum + (g.xAdvance * size) / g.font.unitsPerEm, 0);
}

/**
 * The glyph outlines of `text` with its baseline starting at (x, y), flattened to segments. With `bold`, glyphs of
 * the script fonts (one weight) are thickened: their outline is added again a little to the right.
 */
function textSegments(faces: readonly TextFace[], text: string, size: number, x: number, y: number, bold = false): Segment[] {
  const out: Segment[] = [];
  let pen = x;
  for (const pos of placedGlyphs(faces, text)) {
    const scale = size / pos.font.unitsPerEm;
    const from = out.length;
    const glyph = pos.font.getGlyph(pos.id);
    const ox = pen + pos.xOffset * scale;
    const oy = y - pos.yOffset * scale;
    const tx = (gx: number) => ox + gx * scale;
    const ty = (gy: number) => oy - gy * scale;
    let sx = 0;
    let sy = 0;
    let cx = 0;
    let cy = 0;
    const lineTo = (nx: number, ny: number) => {
      out.push([cx, cy, nx, ny]);
      cx = nx;
      cy = ny;
    };
    for (const { command, args: a } of (glyph.path as unknown as { commands: PathCommand[] }).commands) {
      if (command === "moveTo") {
        if (cx !== sx || cy !== sy) lineTo(sx, sy);
        sx = cx = tx(a[0]!);
        sy = cy = ty(a[1]!);
      } else if (command === "lineTo") lineTo(tx(a[0]!), ty(a[1]!));
      else if (command === "quadraticCurveTo") {
        const [x0, y0, qx, qy, ex, ey] = [cx, cy, tx(a[0]!), ty(a[1]!), tx(a[2]!), ty(a[3]!)];
        for (let s = 1; s <= 8; s++) {
          const t = s / 8;
          const u = 1 - t;
          lineTo(u * u * x0 + 2 * u * t * qx + t * t * ex, u * u * y0 + 2 * u * t * qy + t * t * ey);
        }
      } else if (command === "bezierCurveTo") {
        const [x0, y0, c1x, c1y, c2x, c2y, ex, ey] = [cx, cy, tx(a[0]!), ty(a[1]!), tx(a[2]!), ty(a[3]!), tx(a[4]!), ty(a[5]!)];
        for (let s = 1; s <= 12; s++) {
          const t = s / 12;
          const u = 1 - t;
          lineTo(
            u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * ex,
            u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * ey,
          );
        }
      } else if (command === "closePath") {
        lineTo(sx, sy);
      }
    }
    if (cx !== sx || cy !== sy) lineTo(sx, sy);
    if (bold && pos.font !== faces[0]!.font) {
      const shift = size * 0.035;
      for (const [x0, y0, x1, y1] of out.slice(from)) out.push([x0 + shift, y0, x1 + shift, y1]);
    }
    pen += pos.xAdvance * scale;
  }
  return out;
}

/** The largest size ≤ `size` (down to `min`) at which `text` fits `width`. */
function fitSize(faces: readonly TextFace[], text: string, size: number, min: number, width: number): number {
  const w = measure(faces, text, size);
  return w <= width ? size : Math.max(min, Math.floor((size * width) / w));
}

/** `text` cut with an ellipsis to fit `width`. */
function ellipsize(faces: readonly TextFace[], text: string, size: number, width: number): string {
  if (measure(faces, text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && measure(faces, `${chars.join("").trimEnd()}…`, size) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** Up to `lines` lines of `text` wrapped at spaces within `width`; the last one ellipsized. */
function wrap(faces: readonly TextFace[], text: string, size: number, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = "";
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (measure(faces, next, size) <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = words[i]!;
    if (out.length === lines - 1) {
      line = words.slice(i).join(" ");
      break;
    }
  }
  if (line) out.push(line);
  return out.map((l, i) => (i === out.length - 1 ? ellipsize(faces, l, size, width) : l));
}

/** Bilinear sample of the photo, covering a square of side `size` at (left, top) ("object-fit: cover"). */
function photoPainter(photo: Bitmap, left: number, top: number, size: number) {
  const side = Math.min(photo.width, photo.height);
  const offX = (photo.width - side) / 2;
  const offY = (photo.height - side) / 2;
  const k = side / size;
  return (x: number, y: number): Rgb => {
    const px = Math.min(photo.width - 1.001, Math.max(0, offX + (x - left + 0.5) * k - 0.5));
    const py = Math.min(photo.height - 1.001, Math.max(0, offY + (y - top + 0.5) * k - 0.5));
    const x0 = Math.floor(px);
    const y0 = Math.floor(py);
    const fx = px - x0;
    const fy = py - y0;
    const at = (xx: number, yy: number, c: number) => photo.rgb[(yy * photo.width + xx) * 3 + c]!;
    const ch = (c: number) =>
      at(x0, y0, c) * (1 - fx) * (1 - fy) +
      at(x0 + 1, y0, c) * fx * (1 - fy) +
      at(x0, y0 + 1, c) * (1 - fx) * fy +
      at(x0 + 1, y0 + 1, c) * fx * fy;
    return [ch(0), ch(1), ch(2)];
  };
}

/** The photo as pixels: PNG by our decoder, JPEG by jpeg-js (both capped at MAX_DECODED_PIXELS); null for anything else. */
function decodePhoto(bytes: Uint8Array): Bitmap | null {
  if (bytes[0] === 0x89) return decodePng(bytes);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  try {
    const { width, height, data } = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_DECODED_PIXELS / 1e6,
      maxMemoryUsageInMB: 64,
    });
    return data.length === width * height * 3 ? { width, height, rgb: data } : null;
  } catch {
    return null;
  }
}

/** The PNG bytes of the preview image. */
export function renderOgImage(input: OgImageInput): Uint8Array {
  const fonts = loadFonts();
  const scriptFaces = input.scriptFaces ?? [];
  const regular: TextFace[] = [{ name: "inter-regular", font: fonts.regular, shaper: null }, ...scriptFaces];
  const bold: TextFace[] = [{ name: "inter-bold", font: fonts.bold, shaper: null }, ...scriptFaces];
  const palette = PALETTE[input.templateId] ?? PALETTE["modern-professional"];
  const from = hexColor(input.colors[palette.from], [79, 70, 229]);
  const to = hexColor(input.colors[palette.to], [15, 23, 42]);
  const accent = hexColor(input.colors[palette.accent], [6, 182, 212]);
  const dark = luminance(mix(from, to, 0.5)) < 0.4;
  const text = palette.text !== undefined ? hexColor(input.colors[palette.text], dark ? WHITE : INK) : dark ? WHITE : INK;
  const muted = mix(text, mix(from, to, 0.5), 0.3);

  const canvas = new Canvas(OG_WIDTH, OG_HEIGHT);
  canvas.diagonalGradient(from, to);
  canvas.fillRect(0, 0, OG_WIDTH, 12, accent);

  // The photo (or initials) in a ringed circle on the right.
  const cx = 930;
  const cy = 300;
  const r = 170;
  canvas.fill(circle(cx, cy, r + 10), accent);
  const photo = input.photo ? decodePhoto(input.photo) : null;
  if (photo) {
    canvas.fill(circle(cx, cy, r), photoPainter(photo, cx - r, cy - r, r * 2));
  } else {
    const disc = mix(accent, dark ? to : WHITE, 0.35);
    canvas.fill(circle(cx, cy, r), disc);
    const letters = input.initials || "?";
    const size = fitSize(bold, letters, 140, 60, r * 1.5);
    const discText = luminance(disc) < 0.45 ? WHITE : INK;
    canvas.fill(textSegments(bold, letters, size, cx - measure(bold, letters, size) / 2, cy + size * 0.36, true), discText);
  }

  // Name, title and address on the left.
  const left = 80;
  const maxWidth = 620;
  const nameSize = fitSize(bold, input.name, 76, 44, maxWidth);
  const nameLines = measure(bold, input.name, nameSize) <= maxWidth ? [input.name] : wrap(bold, input.name, nameSize, maxWidth, 2);
  let y = nameLines.length > 1 ? 210 : 260;
  for (const line of nameLines) {
    canvas.fill(textSegments(bold, line, nameSize, left, y, true), text);
    y += nameSize * 1.12;
  }
  canvas.fillRect(left, y - nameSize * 0.55, 96, 6, accent);
  y += 34;
  for (const line of input.title ? wrap(regular, input.title, 38, maxWidth, 2) : []) {
    canvas.fill(textSegments(regular, line, 38, left, y), text);
    y += 48;
  }
  const address = ellipsize(regular, input.address, 26, maxWidth);
  canvas.fill(textSegments(regular, address, 26, left, OG_HEIGHT - 64), muted);
  const brand = "Vitrine";
  canvas.fill(textSegments(bold, brand, 26, OG_WIDTH - 80 - measure(bold, brand, 26), OG_HEIGHT - 64), muted);
  return encodePng(canvas);
}
