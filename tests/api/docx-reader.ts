// Reads a generated .docx the way a test needs it: its parts (unzipped with fflate), whether each XML part is
// well-formed, the document's paragraphs in order (style, list membership, text, hyperlink targets) and its title.
import { strFromU8, unzipSync } from "fflate";
import { xmlProblem } from "./xml-well-formed";

interface DocxParagraph {
  /** The paragraph style id (`Title`, `Heading1`, …), "" for Normal. */
  style: string;
  /** A list paragraph: it has numbering properties (`w:numPr`). */
  listItem: boolean;
  text: string;
  /** Where each of its hyperlinks goes (from the document's relationships). */
  links: string[];
}

export interface Docx {
  parts: Record<string, string>;
  /** Each XML part that is not well-formed, with why. */
  malformed: Array<{ part: string; problem: string }>;
  paragraphs: DocxParagraph[];
  title: string;
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return ENTITIES[body] ?? whole;
  });
}

export function readDocx(bytes: Uint8Array): Docx {
  const parts = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  const malformed = Object.entries(parts)
    .filter(([name]) => /\.(xml|rels)$/.test(name))
    .flatMap(([part, xml]) => {
      const problem = xmlProblem(xml);
      return problem ? [{ part, problem }] : [];
    });
  const targets = new Map(
    [...(parts["word/_rels/document.xml.rels"] ?? "").matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => [
      /\bId="([^"]*)"/.exec(tag)?.[1] ?? "",
      decode(/\bTarget="([^"]*)"/.exec(tag)?.[1] ?? ""),
    ]),
  );
  const paragraphs = [...(parts["word/document.xml"] ?? "").matchAll(/<w:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/w:p>)/g)].map(([, inner = ""]) => ({
    style: /<w:pStyle w:val="([^"]*)"/.exec(inner)?.[1] ?? "",
    listItem: /<w:numPr>/.test(inner),
    text: [...inner.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map(([tag, t]) => (tag === "<w:br/>" ? "\n" : decode(t ?? "")))
      .join(""),
    links: [...inner.matchAll(/<w:hyperlink\b[^>]*\br:id="([^"]*)"/g)].map(([, id = ""]) => targets.get(id) ?? `(no relationship ${id})`),
  }));
  const title = decode(/<dc:title>([^<]*)<\/dc:title>/.exec(parts["docProps/core.xml"] ?? "")?.[1] ?? "");
  return { parts, malformed, paragraphs, title };
}
