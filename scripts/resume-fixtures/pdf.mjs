// A one-page-at-a-time PDF writer over pdf-lib for the resume fixtures: text, right-aligned text, rules and word
// wrap in Helvetica; fixed dates, so the same drawing gives the same bytes.
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

export async function pdf(draw) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  const ctx = {
    doc,
    page: () => page,
    newPage: () => (page = doc.addPage([612, 792])),
    text(x, y, str, { size = 10, font = "regular", color } = {}) {
      page.drawText(str, { x, y, size, font: font === "bold" ? bold : regular, color: color ?? rgb(0.1, 0.1, 0.1) });
    },
    right(xRight, y, str, { size = 10, font = "regular" } = {}) {
      const f = font === "bold" ? bold : regular;
      page.drawText(str, { x: xRight - f.widthOfTextAtSize(str, size), y, size, font: f, color: rgb(0.3, 0.3, 0.3) });
    },
    rule(x1, x2, y) {
      page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.7, color: rgb(0.6, 0.6, 0.6) });
    },
    /** Word-wraps text to a width; returns the lines. */
    wrap(str, width, size = 10, font = "regular") {
      const f = font === "bold" ? bold : regular;
      const words = str.split(" ");
      const lines = [];
      let line = "";
      for (const w of words) {
        const next = line ? `${line} ${w}` : w;
        if (f.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = w;
        } else line = next;
      }
      if (line) lines.push(line);
      return lines;
    },
  };
  await draw(ctx);
  doc.setTitle("Resume");
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  return doc.save({ useObjectStreams: false });
}
