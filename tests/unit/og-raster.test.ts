// The social preview's small rasterizer (app/server/og-image/raster.ts): PNG encode/decode round trip, anti-aliased
// fills where they belong, rectangles at fractional positions, and formats it does not read.
import { describe, expect, it } from "vitest";
import { zlibSync } from "fflate";
import { Canvas, circle, decodePng, encodePng, MAX_DECODED_PIXELS } from "~/server/og-image/raster";

const pixel = (canvas: { width: number; pixels?: Uint8Array; rgb?: Uint8Array }, x: number, y: number) => {
  const data = canvas.pixels ?? canvas.rgb!;
  return [...data.subarray((y * canvas.width + x) * 3, (y * canvas.width + x) * 3 + 3)];
};

describe("og-image raster", () => {
  it("encodes a PNG that decodes to the same pixels", () => {
    const canvas = new Canvas(40, 30);
    canvas.diagonalGradient([255, 0, 0], [0, 0, 255]);
    canvas.fill(circle(20, 15, 10), [0, 255, 0]);
    const decoded = decodePng(encodePng(canvas))!;
    expect(decoded).toMatchObject({ width: 40, height: 30 });
    expect(decoded.rgb).toEqual(canvas.pixels);
  });

  it("fills a circle fully inside, not outside, and partly on its edge", () => {
    const canvas = new Canvas(50, 50);
    canvas.fill(circle(25, 25, 10), [255, 255, 255]);
    expect(pixel(canvas, 25, 25)).toEqual([255, 255, 255]);
    expect(pixel(canvas, 2, 2)).toEqual([0, 0, 0]);
    expect(pixel(canvas, 25, 40)).toEqual([0, 0, 0]);
    // Anti-aliased: some pixel on the rim is neither black nor white.
    const rim = Array.from({ length: 50 }, (_, x) => pixel(canvas, x, 16)[0]!);
    expect(rim.some((v) => v > 0 && v < 255)).toBe(true);
  });

  it("puts a rectangle at a fractional position on whole pixels, where it was asked", () => {
    const canvas = new Canvas(20, 20);
    canvas.fillRect(4.4, 6.6, 3, 2, [9, 9, 9]);
    expect(pixel(canvas, 4, 7)).toEqual([9, 9, 9]);
    expect(pixel(canvas, 6, 8)).toEqual([9, 9, 9]);
    expect(pixel(canvas, 7, 7)).toEqual([0, 0, 0]);
    expect(pixel(canvas, 4, 9)).toEqual([0, 0, 0]);
  });

  it("reads no JPEG, truncated or 16-bit PNG (the preview then draws initials)", () => {
    expect(decodePng(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]))).toBeNull();
    const png = encodePng(new Canvas(8, 8));
    expect(decodePng(png.subarray(0, 40))).toBeNull();
    const deep = png.slice();
    deep[24] = 16; // IHDR bit depth
    expect(decodePng(deep)).toBeNull();
  });
});

describe("og-image raster limits", () => {
  it("refuses a PNG larger than MAX_DECODED_PIXELS and cuts a stream that inflates past the image's size", () => {
    const png = encodePng(new Canvas(4, 4));
    const huge = png.slice();
    new DataView(huge.buffer).setUint32(16, 5000); // IHDR width: 5000×4 pixels is fine…
    new DataView(huge.buffer).setUint32(20, 5000); // …5000×5000 is not
    expect(5000 * 5000).toBeGreaterThan(MAX_DECODED_PIXELS);
    expect(decodePng(huge)).toBeNull();

    // A 4×4 image whose IDAT inflates to 10 MB: decoded as 4×4 all the same (no 10 MB allocation).
    const canvas = new Canvas(4, 4);
    const bomb = encodePng(canvas);
    const idatStart = 8 + 25;
    const body = zlibSync(new Uint8Array(10_000_000));
    const idat = new Uint8Array(12 + body.length);
    const view = new DataView(idat.buffer);
    view.setUint32(0, body.length);
    idat.set([0x49, 0x44, 0x41, 0x54], 4);
    idat.set(body, 8);
    const crafted = new Uint8Array([...bomb.subarray(0, idatStart), ...idat, ...bomb.subarray(bomb.length - 12)]);
    const decoded = decodePng(crafted);
    expect(decoded).toMatchObject({ width: 4, height: 4 });
    expect(decoded!.rgb.length).toBe(4 * 4 * 3);
  });
});
