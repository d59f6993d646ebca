// Resume files: type detection by magic bytes, DOCX XML to text, PDF reading order (columns), UTF-8 checks.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { decodeText, detectResume, MESSAGES } from "~/server/resume/files";
import { docxXmlToText } from "~/server/resume/layout/docx-text";
import { layoutPdfPage } from "~/server/resume/layout/pdf-page";
import { appErrorOf } from "./shared";

describe("detectResume", () => {
  it("recognises PDF, DOCX and UTF-8 text by their bytes", () => {
    expect(detectResume(strToU8("%PDF-1.7\n...")).kind).toBe("pdf");
    const docx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") });
    const detected = detectResume(docx);
    expect(detected.kind).toBe("docx");
    expect(new TextDecoder().decode(detected.documentXml)).toBe("<w:document/>");
    expect(detectResume(strToU8("Jane Doe\nEngineer — Zürich\n")).kind).toBe("txt");
  });

  it("refuses legacy .doc, other zips, images and binary data", () => {
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(appErrorOf(() => detectResume(doc))).toMatchObject({ status: 400, message: MESSAGES.legacyDoc });
    const xlsx = zipSync({ "xl/workbook.xml": strToU8("<workbook/>") });
    expect(appErrorOf(() => detectResume(xlsx))).toMatchObject({ status: 400, message: MESSAGES.unsupported });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(appErrorOf(() => detectResume(png))).toMatchObject({ status: 400, message: MESSAGES.unsupported });
    expect(appErrorOf(() => detectResume(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toMatchObject({ status: 400 });
  });
});

describe("decodeText", () => {
  it("accepts UTF-8 text and refuses NUL bytes, invalid UTF-8 and control characters", () => {
    expect(decodeText(strToU8("Ingrid Müller\tCV\r\n"))).toBe("Ingrid Müller\tCV\r\n");
    expect(decodeText(new Uint8Array([0x61, 0x00, 0x62]))).toBeNull();
    expect(decodeText(new Uint8Array([0x61, 0xff, 0xfe, 0x62]))).toBeNull();
    expect(decodeText(new Uint8Array([0x61, 0x1b, 0x62]))).toBeNull();
  });
});

describe("docxXmlToText", () => {
  it("turns paragraphs into lines, tabs into tabs, list paragraphs into bullets and decodes entities", () => {
    const xml = `<w:document><w:body>
      <w:p><w:r><w:t>Acme &amp; Co</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">Jan 2020 – Present</w:t></w:r></w:p>
      <w:p><w:pPr><w:numPr><w:ilvl w:val="0"/></w:numPr></w:pPr><w:r><w:t>Built &lt;things&gt;</w:t></w:r></w:p>
      <w:p/>
      <w:p><w:r><w:t>Line one</w:t><w:br/><w:t>Line two</w:t></w:r></w:p>
    </w:body></w:document>`;
    expect(docxXmlToText(xml)).toBe("Acme & Co\tJan 2020 – Present\n• Built <things>\n\nLine one\nLine two");
  });
});

describe("layoutPdfPage", () => {
  const item = (str: string, x: number, y: number, size = 10) => ({
    str,
    x,
    y,
    width: str.length * size * 0.5,
    height: size,
    fontSize: size,
  });

  it("reads two columns one after the other even when drawn row by row", () => {
    const items = [item("JANE DOE — ENGINEER AND SOMETHING LONG", 40, 760, 20)];
    for (let i = 0; i < 10; i++) {
      items.push(item(`left ${i}`, 40, 700 - i * 14));
      items.push(item(`right column line ${i}`, 260, 700 - i * 14));
    }
    const lines = layoutPdfPage(items).split("\n").filter(Boolean);
    expect(lines[0]).toBe("JANE DOE — ENGINEER AND SOMETHING LONG");
    expect(lines.slice(1, 11)).toEqual(Array.from({ length: 10 }, (_, i) => `left ${i}`));
    expect(lines.slice(11)).toEqual(Array.from({ length: 10 }, (_, i) => `right column line ${i}`));
  });

  it("ends on coordinates far from zero or summing past the largest number (its gutter loop never ended there)", () => {
    // Far from zero, adding the gutter step to the position adds nothing; x + width can overflow to Infinity.
    const far = [item("Name", 1e300, 10), item("Title", 1e300 + 1e285, 20)];
    const overflowing = [item("Name", 0, 10), { ...item("Title", 1.7e308, 20), width: 1.7e308 }];
    expect(layoutPdfPage(far)).toContain("Name");
    expect(layoutPdfPage(overflowing)).toContain("Title");
  });

  it("keeps a one-column page in order and separates far-apart items on a line with a tab", () => {
    const items = [item("Senior Engineer", 50, 700), item("2019 - 2021", 480, 700)];
    for (let i = 0; i < 10; i++) items.push(item(`A long bullet line number ${i} that spans most of the page width`, 50, 686 - i * 14));
    const lines = layoutPdfPage(items).split("\n");
    expect(lines[0]).toBe("Senior Engineer\t2019 - 2021");
    expect(lines).toHaveLength(11);
  });
});
