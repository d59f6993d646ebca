// A line in any script (issue 35 §1, app/server/script-fonts/runs.ts): the runs come in visual order by the Unicode
// bidirectional algorithm, each in the first face that has its characters; and the text each shaped glyph carries
// reads back, in drawing order, as the run's text (reversed for right to left), with no nonspacing mark on a spacing
// glyph and no text on a mark: what keeps a PDF's extracted text as typed.
import { env } from "cloudflare:workers";
import fontkit from "@pdf-lib/fontkit";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import interRegular from "~/server/resume-pdf/fonts/inter-regular.bin";
import { scriptFacesFor } from "~/server/script-fonts/faces.server";
import type { ShapedGlyph } from "~/server/script-fonts/harfbuzz";
import { layoutLine, type TextFace, withTexts } from "~/server/script-fonts/runs";
import { putScriptFonts } from "../fixtures/script-fonts/put";

const inter: TextFace = { name: "inter", font: fontkit.create(new Uint8Array(interRegular)), shaper: null };

describe("layoutLine", () => {
  beforeAll(() => putScriptFonts(), 60_000);

  it("orders runs visually and picks the face per script", async () => {
    const faces = [inter, ...(await scriptFacesFor(env.FILES, "שלום مرحبا"))];
    const summary = (text: string) => layoutLine(text, faces).map((run) => [run.text, run.face.name, run.rightToLeft]);
    // A Hebrew paragraph with an English word: the word (level 2) on the left, the Hebrew on the right.
    expect(summary("שלום world")).toEqual([
      ["world", "inter", false],
      ["שלום ", "NotoSansHebrew-Regular.ttf", true],
    ]);
    // An English paragraph with a Hebrew and an Arabic word: both right to left in place, each in its own face.
    expect(summary("Sara שרה and مرحبا.")).toEqual([
      ["Sara ", "inter", false],
      ["שרה", "NotoSansHebrew-Regular.ttf", true],
      [" and ", "inter", false],
      ["مرحبا", "NotoSansArabic-Regular.ttf", true],
      [".", "inter", false],
    ]);
    // Shaped runs carry glyphs; Inter runs are drawn by the caller.
    const [latin, hebrew] = layoutLine("Sara שרה", faces);
    expect(latin!.glyphs).toBeNull();
    expect(hebrew!.glyphs!.map((g) => g.text)).toEqual(["ה", "ר", "ש"]);
  });
});

describe("withTexts", () => {
  const CHARS = ["क", "र", "म", "ि", "्", "ु", "ा", "ं", "a"];
  /** A run split into clusters, each shaped into 1-3 glyphs with or without an advance, in visual order. */
  const shapedRun = fc
    .array(
      fc.record({
        chars: fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 4 }),
        glyphs: fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
      }),
      {
        minLength: 1,
        maxLength: 6,
      },
    )
    .chain((clusters) => fc.record({ clusters: fc.constant(clusters), rightToLeft: fc.boolean() }));

  it("gives back the run's characters in order, none on a mark, no nonspacing mark on a spacing glyph (property)", () => {
    fc.assert(
      fc.property(shapedRun, ({ clusters, rightToLeft }) => {
        const text = clusters.map((c) => c.chars.join("")).join("");
        let at = 0;
        const logical = clusters.map((cluster, index) => {
          const glyphs: ShapedGlyph[] = cluster.glyphs.map((spacing, k) => ({
            id: 10 + index * 3 + k,
            cluster: at,
            xAdvance: spacing ? 500 : 0,
            xOffset: 0,
            yOffset: spacing ? 0 : 120,
          }));
          at += cluster.chars.join("").length;
          return glyphs;
        });
        const visual = (rightToLeft ? logical.reverse() : logical).flat();
        const out = withTexts(visual, text, rightToLeft, 3);
        const read = out.map((g) => g.text ?? "").join("");
        expect(read).toBe(rightToLeft ? Array.from(text).reverse().join("") : text);
        // Every shaped glyph is drawn, in order; the added ones are blank and zero-width.
        expect(out.filter((g) => g.id !== 3).map((g) => g.id)).toEqual(visual.map((g) => g.id));
        for (const glyph of out.filter((g) => g.id === 3)) expect(glyph.xAdvance).toBe(0);
        for (const glyph of out) if (glyph.xAdvance > 0 && glyph.text) expect(glyph.text).not.toMatch(/\p{Mn}/u);
        for (const glyph of out)
          if (glyph.xAdvance === 0 && glyph.yOffset !== 0 && out.some((g) => g.cluster === glyph.cluster && g.xAdvance > 0))
            expect(glyph.text).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
