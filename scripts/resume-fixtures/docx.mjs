// A minimal WordprocessingML package for the resume fixtures: runs, paragraphs (bullets, right tabs), table cells,
// zipped with fflate at a fixed date, so the same body gives the same bytes.
import { strToU8, zipSync } from "fflate";

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function run(text, { bold = false, size } = {}) {
  const props = `${bold ? "<w:b/>" : ""}${size ? `<w:sz w:val="${size * 2}"/>` : ""}`;
  const parts = text.split("\t").map((t) => `<w:t xml:space="preserve">${esc(t)}</w:t>`);
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${parts.join("<w:tab/>")}</w:r>`;
}
export function para(text, opts = {}) {
  const pPr = [
    opts.style ? `<w:pStyle w:val="${opts.style}"/>` : "",
    opts.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : "",
    opts.tabRight ? '<w:tabs><w:tab w:val="right" w:pos="9360"/></w:tabs>' : "",
  ].join("");
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}${text ? run(text, opts) : ""}</w:p>`;
}
export function cell(paras, width) {
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paras.join("")}</w:tc>`;
}
export function docx(bodyXml) {
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`;
  const files = {
    "[Content_Types].xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`),
    "_rels/.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`),
    "word/document.xml": strToU8(documentXml),
  };
  return zipSync(files, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
}
