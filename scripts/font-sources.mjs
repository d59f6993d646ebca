// Where each script font (app/server/script-fonts/font-files.json) comes from: a file inside an npm package that
// ships it (Noto, SIL Open Font License). Used by scripts/put-fonts.mjs (local and production R2) and by the tests'
// font server (tests/fixtures/script-fonts/server.ts). A WOFF file (the @fontsource packages ship no TTF) is turned
// back into the TrueType file it wraps, since HarfBuzz reads only plain font files.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

export const SCRIPT_FONT_FILES = JSON.parse(readFileSync(new URL("../app/server/script-fonts/font-files.json", import.meta.url), "utf8"));

/** The font file's path on disk, in its package under node_modules. */
function fontSourcePath(file) {
  const font = SCRIPT_FONT_FILES.find((f) => f.file === file);
  if (!font) throw new Error(`Unknown script font ${file}`);
  return fileURLToPath(new URL(`../node_modules/${font.package}/${font.path}`, import.meta.url));
}

/** The TrueType/OpenType bytes of the font (a WOFF file unwrapped). */
export function fontSourceBytes(file) {
  const bytes = readFileSync(fontSourcePath(file));
  return bytes.subarray(0, 4).toString("latin1") === "wOFF" ? woffToSfnt(bytes) : bytes;
}

/** WOFF 1.0 → sfnt: the same tables, each inflated when stored compressed, 4-byte aligned, with the same directory. */
function woffToSfnt(woff) {
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= count) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
