// The script fonts a text needs, read from R2 on first use and kept for the isolate's life (each is parsed once by
// fontkit and copied once into HarfBuzz). A font missing from R2 is logged and left out: its characters then fall
// back to Inter, so a document is still made. fontkit and HarfBuzz load only when a document needs a script font.
import { evenGlyphRecords } from "../resume-pdf/even-glyphs";
import { FONT_KEY_PREFIX, scriptFontsFor } from "./catalogue";
import type { TextFace } from "./runs";

const loaded = new Map<string, Promise<TextFace | null>>();

async function loadFace(bucket: R2Bucket, file: string): Promise<TextFace | null> {
  const object = await bucket.get(`${FONT_KEY_PREFIX}${file}`);
  if (!object) {
    console.error(`The font ${FONT_KEY_PREFIX}${file} is not in R2; its script falls back to Inter`);
    return null;
  }
  const [{ default: fontkit }, { HarfBuzzFont }] = await Promise.all([import("@pdf-lib/fontkit"), import("./harfbuzz")]);
  // Padded once so @pdf-lib/fontkit's subsetter keeps every glyph (see even-glyphs.ts).
  const bytes = evenGlyphRecords(new Uint8Array(await object.arrayBuffer()));
  return { name: file, font: fontkit.create(bytes), shaper: new HarfBuzzFont(bytes) };
}

/** The faces of the script fonts a document's content (its strings, however nested) needs, in fallback order. */
export function scriptFacesOf(bucket: R2Bucket, ...content: unknown[]): Promise<TextFace[]> {
  return scriptFacesFor(bucket, JSON.stringify(content));
}

/** The faces of the script fonts `text` needs, in fallback order. */
export async function scriptFacesFor(bucket: R2Bucket, text: string): Promise<TextFace[]> {
  const faces = await Promise.all(
    scriptFontsFor(text).map(({ file }) => {
      let face = loaded.get(file);
      if (!face) {
        face = loadFace(bucket, file);
        loaded.set(file, face);
        // A failed read is not kept: the next document tries again.
        face.then(
          (f) => f ?? loaded.delete(file),
          () => loaded.delete(file),
        );
      }
      return face;
    }),
  );
  return faces.filter((face): face is TextFace => face !== null);
}
