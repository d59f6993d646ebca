// Draws data/demo-avatar.png (the demo user's seeded profile photo): a soft diagonal gradient with a
// person silhouette, 256×256, anti-aliased, written as a plain PNG with zlib. Deterministic; no dependencies.
//   npx node data/make-demo-avatar.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const SIZE = 256;
const SS = 4; // supersampling per axis

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const top = [99, 102, 241]; // indigo
const bottom = [20, 184, 166]; // teal
const figure = [255, 255, 255];

function inFigure(x, y) {
  // Head: circle; shoulders: the top of a large ellipse cut by the bottom edge.
  const head = (x - 128) ** 2 + (y - 104) ** 2 <= 46 ** 2;
  const body = ((x - 128) / 88) ** 2 + ((y - 250) / 84) ** 2 <= 1;
  return head || body;
}

const raw = Buffer.alloc(SIZE * (SIZE * 3 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 3 + 1)] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    let covered = 0;
    for (let sy = 0; sy < SS; sy++) for (let sx = 0; sx < SS; sx++) if (inFigure(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS)) covered++;
    const bg = mix(top, bottom, (x + y) / (2 * SIZE));
    const color = mix(bg, figure, (covered / (SS * SS)) * 0.92);
    const offset = y * (SIZE * 3 + 1) + 1 + x * 3;
    for (let i = 0; i < 3; i++) raw[offset + i] = Math.round(color[i]);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 2; // truecolour RGB
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk("IHDR", ihdr),
  chunk("IDAT", deflateSync(raw, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
]);
writeFileSync(new URL("./demo-avatar.png", import.meta.url), png);
console.log(`data/demo-avatar.png: ${png.length} bytes`);
