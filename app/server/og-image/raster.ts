// A small RGB canvas for the social preview image: anti-aliased filling of paths (glyph outlines, circles) by
// signed-area accumulation (the font-rs method: exact coverage per pixel, one pass), PNG encoding and decoding
// (fflate's zlib, which the bundle already has). No Wasm, no fonts of its own: the glyphs come from fontkit.
import { unzlibSync, zlibSync } from "fflate";

export type Rgb = readonly [number, number, number];

/** One straight segment of a flattened path, in pixel coordinates (y down). */
export type Segment = readonly [x0: number, y0: number, x1: number, y1: number];

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Blends `color` into pixel (x, y) with coverage `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || !Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const a = Math.min(alpha, 1);
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] = p[i]! + (color[0] - p[i]!) * a;
    p[i + 1] = p[i + 1]! + (color[1] - p[i + 1]!) * a;
    p[i + 2] = p[i + 2]! + (color[2] - p[i + 2]!) * a;
  }

  /** A linear gradient over the whole canvas along the diagonal from the top left (from) to the bottom right (to). */
  diagonalGradient(from: Rgb, to: Rgb): void {
    const span = this.width * this.width + this.height * this.height;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x * this.width + y * this.height) / span;
        const i = (y * this.width + x) * 3;
        this.pixels[i] = from[0] + (to[0] - from[0]) * t;
        this.pixels[i + 1] = from[1] + (to[1] - from[1]) * t;
        this.pixels[i + 2] = from[2] + (to[2] - from[2]) * t;
      }
    }
  }

  fillRect(left: number, top: number, w: number, h: number, color: Rgb): void {
    const x = Math.round(left);
    const y = Math.round(top);
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.blend(xx, yy, color, 1);
    }
  }

  /** Fills the area the closed segments enclose (non-zero winding, anti-aliased) with `paint(x, y)` or a colour. */
  fill(segments: Segment[], paint: Rgb | ((x: number, y: number) => Rgb)): void {
    const mask = coverage(segments, this.width, this.height);
    if (!mask) return;
    const { left, top, w, h, cover } = mask;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const a = cover[y * w + x]!;
        if (a > 0.002) this.blend(left + x, top + y, typeof paint === "function" ? paint(left + x, top + y) : paint, a);
      }
    }
  }
}

interface Mask {
  left: number;
  top: number;
  w: number;
  h: number;
  cover: Float32Array;
}

/** Per-pixel coverage (0..1) of the segments' enclosed area, within their bounding box clipped to the canvas. */
function coverage(segments: Segment[], width: number, height: number): Mask | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x0, y0, x1, y1] of segments) {
    minX = Math.min(minX, x0, x1);
    maxX = Math.max(maxX, x0, x1);
    minY = Math.min(minY, y0, y1);
    maxY = Math.max(maxY, y0, y1);
  }
  const left = Math.max(0, Math.floor(minX));
  const top = Math.max(0, Math.floor(minY));
  const right = Math.min(width, Math.ceil(maxX) + 1);
  const bottom = Math.min(height, Math.ceil(maxY) + 1);
  if (!(right > left && bottom > top)) return null;
  const w = right - left;
  const h = bottom - top;
  // Two columns of slack: a segment touching the right edge writes one cell past it.
  const stride = w + 2;
  const acc = new Float32Array(stride * h);
  for (const [x0, y0, x1, y1] of segments) {
    accumulate(acc, stride, h, clampX(x0 - left, w), y0 - top, clampX(x1 - left, w), y1 - top);
  }
  const cover = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    let sum = 0;
    for (let x = 0; x < stride; x++) {
      sum += acc[y * stride + x]!;
      if (x < w) cover[y * w + x] = Math.min(1, Math.abs(sum));
    }
  }
  return { left, top, w, h, cover };
}

const clampX = (x: number, w: number) => Math.min(Math.max(x, 0), w);

/** Adds one segment's signed area to the accumulation buffer (font-rs's draw_line). */
function accumulate(acc: Float32Array, stride: number, h: number, ax: number, ay: number, bx: number, by: number): void {
  if (ay === by) return;
  const dir = ay < by ? 1 : -1;
  let [x0, y0, x1, y1] = dir === 1 ? [ax, ay, bx, by] : [bx, by, ax, ay];
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = x0;
  if (y0 < 0) {
    x -= y0 * dxdy;
    y0 = 0;
  }
  y1 = Math.min(y1, h);
  for (let y = Math.floor(y0); y < y1; y++) {
    const row = y * stride;
    const dy = Math.min(y + 1, y1) - Math.max(y, y0);
    const xnext = x + dxdy * dy;
    const d = dy * dir;
    const lo = Math.min(x, xnext);
    const hi = Math.max(x, xnext);
    const lo0 = Math.floor(lo);
    const hi1 = Math.ceil(hi);
    if (hi1 <= lo0 + 1) {
      const xmf = 0.5 * (x + xnext) - lo0;
      acc[row + lo0] = acc[row + lo0]! + d - d * xmf;
      acc[row + lo0 + 1] = acc[row + lo0 + 1]! + d * xmf;
    } else {
      const s = 1 / (hi - lo);
      const x0f = lo - lo0;
      const a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
      const x1f = hi - hi1 + 1;
      const am = 0.5 * s * x1f * x1f;
      acc[row + lo0] = acc[row + lo0]! + d * a0;
      if (hi1 === lo0 + 2) {
        acc[row + lo0 + 1] = acc[row + lo0 + 1]! + d * (1 - a0 - am);
      } else {
        const a1 = s * (1.5 - x0f);
        acc[row + lo0 + 1] = acc[row + lo0 + 1]! + d * (a1 - a0);
        for (let xi = lo0 + 2; xi < hi1 - 1; xi++) acc[row + xi] = acc[row + xi]! + d * s;
        const a2 = a1 + (hi1 - lo0 - 3) * s;
        acc[row + hi1 - 1] = acc[row + hi1 - 1]! + d * (1 - a2 - am);
      }
      acc[row + hi1] = acc[row + hi1]! + d * am;
    }
    x = xnext;
  }
}

/** A circle as a closed polygon of short segments (fine enough that the anti-aliasing hides the corners). */
export function circle(cx: number, cy: number, r: number): Segment[] {
  const n = Math.max(32, Math.ceil(r * 1.5));
  const out: Segment[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const b = ((i + 1) / n) * Math.PI * 2;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a), cx + r * Math.cos(b), cy + r * Math.sin(b)]);
  }
  return out;
}

/** "#4f46e5" → [79, 70, 229]; anything else → the fallback. */
export function hexColor(hex: string | undefined, fallback: Rgb): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex ?? "");
  if (!m) return fallback;
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Relative luminance (0 black .. 1 white), to pick readable text over a background. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

// --- PNG ---

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The canvas as an 8-bit RGB PNG (each row filtered with "Up", which suits gradients and flat areas). */
export function encodePng(canvas: Canvas): Uint8Array {
  const { width, height, pixels } = canvas;
  const rowBytes = width * 3;
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const out = y * (rowBytes + 1);
    raw[out] = y === 0 ? 0 : 2;
    const row = y * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      raw[out + 1 + i] = y === 0 ? pixels[row + i]! : (pixels[row + i]! - pixels[row - rowBytes + i]!) & 0xff;
    }
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [PNG_SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", zlibSync(raw, { level: 6 })), chunk("IEND", new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** A decoded image: RGB pixels, alpha dropped onto white. */
export interface Bitmap {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/**
 * The largest photo decoded (pixels): a bigger one is drawn as initials. 2048×2048 RGBA is 16 MB inflated plus 12 MB
 * of RGB, well inside a Worker's 128 MB.
 */
export const MAX_DECODED_PIXELS = 2048 * 2048;

/**
 * Decodes an 8-bit, non-interlaced PNG (grey, RGB, palette, grey+alpha, RGBA); null for anything else, so the
 * caller draws initials instead.
 */
export function decodePng(bytes: Uint8Array): Bitmap | null {
  if (bytes.length < 33 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const depth = data[8];
      colorType = data[9]!;
      if (depth !== 8 || data[12] !== 0) return null;
    } else if (type === "PLTE") palette = data;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (!channels || !width || !height || width * height > MAX_DECODED_PIXELS || (colorType === 3 && !palette)) return null;
  const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
  let at = 0;
  for (const d of idat) {
    joined.set(d, at);
    at += d.length;
  }
  const stride = width * channels;
  let raw: Uint8Array;
  try {
    // Inflated into a buffer of exactly the image's size: a stream that claims more (a decompression bomb) is cut there.
    raw = unzlibSync(joined, { out: new Uint8Array((stride + 1) * height) });
  } catch {
    return null;
  }
  const cur = new Uint8Array(stride);
  const prev = new Uint8Array(stride);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      let v = line[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      cur[i] = v & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      let r: number;
      let g: number;
      let bl: number;
      let alpha = 255;
      if (colorType === 0 || colorType === 4) {
        r = g = bl = cur[x * channels]!;
        if (colorType === 4) alpha = cur[x * 2 + 1]!;
      } else if (colorType === 3) {
        const idx = cur[x]! * 3;
        r = palette![idx] ?? 0;
        g = palette![idx + 1] ?? 0;
        bl = palette![idx + 2] ?? 0;
      } else {
        r = cur[x * channels]!;
        g = cur[x * channels + 1]!;
        bl = cur[x * channels + 2]!;
        if (colorType === 6) alpha = cur[x * 4 + 3]!;
      }
      const k = alpha / 255;
      rgb[o] = r * k + 255 * (1 - k);
      rgb[o + 1] = g * k + 255 * (1 - k);
      rgb[o + 2] = bl * k + 255 * (1 - k);
    }
    prev.set(cur);
  }
  return { width, height, rgb };
}
