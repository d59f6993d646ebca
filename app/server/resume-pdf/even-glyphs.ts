// A TrueType font whose glyph records all have even lengths, for @pdf-lib/fontkit's subsetter.
//
// Why: the subsetter copies each used glyph record as it is and then writes the subset's `loca` table in the short
// format (offsets stored halved) whenever the subset is small. A record of odd length (allowed in fonts with a long
// `loca`, as Inter has) makes every later offset wrong by one byte: those glyphs vanish from the rendered PDF while
// its text still extracts (fixed upstream in fontkit 1.8, never in the @pdf-lib fork). Padding each record with a
// zero byte to an even length changes no outline and makes the halved offsets exact.

const u16 = (view: DataView, at: number) => view.getUint16(at);
const u32 = (view: DataView, at: number) => view.getUint32(at);

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

function tableRecords(view: DataView): TableRecord[] {
  const count = u16(view, 4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
    return { tag, offset: u32(view, at + 8), length: u32(view, at + 12) };
  });
}

/** The OpenType table checksum: the sum of the big-endian uint32 words, the last one zero-padded. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.length + 3) & ~3);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** The font unchanged when every glyph record already has an even length; else rebuilt with padded records. */
export function evenGlyphRecords(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const records = tableRecords(view);
  const find = (tag: string) => records.find((r) => r.tag === tag);
  const head = find("head");
  const loca = find("loca");
  const glyf = find("glyf");
  const maxp = find("maxp");
  if (!head || !loca || !glyf || !maxp) return font; // not a TrueType-outline font: nothing to do
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const glyphs = u16(view, maxp.offset + 4);
  const offsets = Array.from({ length: glyphs + 1 }, (_, i) =>
    longLoca ? u32(view, loca.offset + i * 4) : u16(view, loca.offset + i * 2) * 2,
  );
  if (offsets.every((offset) => offset % 2 === 0)) return font;

  // New glyf (each record padded to an even length) and a long-format loca over it.
  const glyfParts: Uint8Array[] = [];
  const newLoca = new Uint8Array((glyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let position = 0;
  for (let i = 0; i < glyphs; i++) {
    locaView.setUint32(i * 4, position);
    const record = font.subarray(glyf.offset + offsets[i]!, glyf.offset + offsets[i + 1]!);
    const padded = new Uint8Array(record.length + (record.length % 2));
    padded.set(record);
    glyfParts.push(padded);
    position += padded.length;
  }
  locaView.setUint32(glyphs * 4, position);
  const newGlyf = new Uint8Array(position);
  let at = 0;
  for (const part of glyfParts) {
    newGlyf.set(part, at);
    at += part.length;
  }
  const newHead = font.slice(head.offset, head.offset + head.length);
  const headView = new DataView(newHead.buffer);
  headView.setInt16(50, 1); // indexToLocFormat: long
  headView.setUint32(8, 0); // checkSumAdjustment, set once the whole file is known

  // Same tables in the same order, each 4-byte aligned, with fresh checksums.
  const tables = records.map((record) => ({
    tag: record.tag,
    bytes:
      record.tag === "glyf"
        ? newGlyf
        : record.tag === "loca"
          ? newLoca
          : record.tag === "head"
            ? newHead
            : font.subarray(record.offset, record.offset + record.length),
  }));
  const directoryLength = 12 + tables.length * 16;
  const total = tables.reduce((sum, t) => sum + ((t.bytes.length + 3) & ~3), directoryLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = directoryLength;
  let headOffset = 0;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    for (let c = 0; c < 4; c++) outView.setUint8(entry + c, table.tag.charCodeAt(c));
    outView.setUint32(entry + 4, checksum(table.bytes));
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, table.bytes.length);
    out.set(table.bytes, offset);
    if (table.tag === "head") headOffset = offset;
    offset += (table.bytes.length + 3) & ~3;
  });
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}
