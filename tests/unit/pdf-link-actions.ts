// Reads a generated PDF back the way a viewer does (pdf-lib's parser, object streams included), for the tests of
// issue 29 §2: each link annotation with its action's keys, type and URI, and every name used anywhere in the file.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFObject, PDFStream, PDFString } from "pdf-lib";

export interface LinkAnnotation {
  /** The annotation's own keys, sorted. */
  annotationKeys: string[];
  /** Its action dictionary's keys, sorted ([] when /A is not one dictionary). */
  actionKeys: string[];
  /** The action's /S ("URI" for a link). */
  actionType: string | null;
  /** The action's /URI, decoded byte for byte. */
  uri: string | null;
}

/** Names that make a PDF run or fetch something of its own (scripts, launches, forms, embedded files). */
export const ACTIVE_PDF_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "OpenAction",
  "AA",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "RichMedia",
  "EmbeddedFile",
  "EmbeddedFiles",
] as const;

const keysOf = (dict: PDFDict) =>
  dict
    .keys()
    .map((key) => key.decodeText())
    .sort();

const stringOf = (value: PDFObject | undefined): string | null =>
  value instanceof PDFString || value instanceof PDFHexString ? String.fromCharCode(...value.asBytes()) : null;

/** Every link annotation of every page, in page order. */
export async function linkAnnotations(pdf: Uint8Array): Promise<LinkAnnotation[]> {
  const doc = await PDFDocument.load(pdf);
  const links: LinkAnnotation[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annotation = annots!.lookup(i, PDFDict);
      if (annotation.get(PDFName.of("Subtype")) !== PDFName.of("Link")) continue;
      const action = annotation.lookup(PDFName.of("A"));
      const isDict = action instanceof PDFDict;
      const type = isDict ? action.get(PDFName.of("S")) : undefined;
      links.push({
        annotationKeys: keysOf(annotation),
        actionKeys: isDict ? keysOf(action) : [],
        actionType: type instanceof PDFName ? type.decodeText() : null,
        uri: isDict ? stringOf(action.get(PDFName.of("URI"))) : null,
      });
    }
  }
  return links;
}

/** Every name (dictionary keys and values, array items, stream dictionaries) in every object of the file. */
export async function namesInPdf(pdf: Uint8Array): Promise<Set<string>> {
  const doc = await PDFDocument.load(pdf);
  const names = new Set<string>();
  const visit = (object: PDFObject) => {
    if (object instanceof PDFName) names.add(object.decodeText());
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        names.add(key.decodeText());
        visit(value);
      }
    } else if (object instanceof PDFArray) for (const item of object.asArray()) visit(item);
    else if (object instanceof PDFStream) visit(object.dict);
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  return names;
}
