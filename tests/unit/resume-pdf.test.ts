// The PDF resume's pure parts: what it says (content.ts), its file name, the edge cache keys of its URL, and the
// font fix that keeps every glyph drawable in the embedded subsets (even-glyphs.ts).
import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import { publicCacheKey, publicPageCache } from "~/server/portfolio/edge-cache.server";
import { RESUME_SECTIONS, resumeContent, resumeFileName } from "~/server/resume-pdf/content";
import { evenGlyphRecords } from "~/server/resume-pdf/even-glyphs";
import interRegular from "~/server/resume-pdf/fonts/inter-regular.bin";
import { asciiUri, pdfUri } from "~/server/resume-pdf/pdf-uri";
import { renderResumePdf } from "~/server/resume-pdf/render.server";
import { ACTIVE_PDF_NAMES, linkAnnotations, namesInPdf } from "./pdf-link-actions";

const APP = "https://vitrine.example";

function withLinks(links: Partial<PortfolioData["personalInfo"]["socialLinks"]>): PortfolioData {
  return { ...SAMPLE_PORTFOLIO, personalInfo: { ...SAMPLE_PORTFOLIO.personalInfo, socialLinks: links } };
}

describe("resume content", () => {
  it("lists the standard sections in order and leaves out the empty ones", () => {
    const full = resumeContent(SAMPLE_PORTFOLIO);
    const sections = full.blocks.map((b) => b.section);
    expect(sections).toEqual(RESUME_SECTIONS.filter((s) => sections.includes(s)));
    expect(sections).toEqual(expect.arrayContaining(["Summary", "Experience", "Education", "Skills", "Projects"]));
    const bare = resumeContent({
      ...SAMPLE_PORTFOLIO,
      professional: { title: "", summary: "", skills: [] },
      experience: [],
      education: [],
      projects: [],
      certifications: [],
    });
    expect(bare.blocks).toEqual([]);
  });

  it("writes its headings, dates and labels in the portfolio's language, English by default", async () => {
    const english = resumeContent(SAMPLE_PORTFOLIO);
    expect(english.locale).toBe("en");
    expect(english.blocks.map((b) => b.title)).toContain("Summary");
    const spanish = resumeContent({ ...SAMPLE_PORTFOLIO, locale: "es" });
    expect(spanish.blocks.map((b) => b.title)).toEqual(expect.arrayContaining(["Resumen", "Formación"]));
    const jobs = spanish.blocks.find((b) => b.section === "Experience")!.entries!;
    expect(jobs.some((job) => /Actualidad/.test(job.meta.join(" ")))).toBe(true);
    const arabic = resumeContent({ ...SAMPLE_PORTFOLIO, locale: "ar" });
    expect(arabic.blocks[0]!.title).toBe("نبذة");
    // The PDF says its language, so readers and screen readers use it.
    const pdf = await PDFDocument.load(await renderResumePdf(spanish, "a4"));
    expect(pdf.catalog.lookup(PDFName.of("Lang"))?.toString()).toBe("(es)");
  });

  it("prints only http(s) links, with the text the owner typed", () => {
    const content = resumeContent(
      withLinks({
        github: "javascript:alert(1)",
        website: "data:text/html,x",
        linkedin: "linkedin.com/in/zoe",
        other: "https://zoë.example/ü",
      }),
    );
    expect(content.links).toEqual([
      { label: "LinkedIn", text: "linkedin.com/in/zoe", url: "https://linkedin.com/in/zoe" },
      { label: "Link", text: "https://zoë.example/ü", url: "https://xn--zo-ija.example/%C3%BC" },
    ]);
  });

  it("composes characters and drops control characters", () => {
    const content = resumeContent({ ...SAMPLE_PORTFOLIO, firstName: "Zoe\u0308", lastName: "Łukasiewicz-Müller\u0007\t" });
    expect(content.name).toBe("Zoë Łukasiewicz-Müller");
  });

  it("names the file after the owner in ASCII, else the username", () => {
    expect(resumeFileName({ firstName: "Zoë", lastName: "Łukasiewicz-Müller", username: "zoe" })).toBe("zoe-lukasiewicz-muller-resume.pdf");
    expect(resumeFileName({ firstName: "Søren", lastName: "Kierkegaard", username: "sk" })).toBe("soren-kierkegaard-resume.pdf");
    expect(resumeFileName({ firstName: "", lastName: "", username: "jdoe" })).toBe("jdoe-resume.pdf");
    expect(resumeFileName({ firstName: "李", lastName: "", username: "li-wei" })).toBe("li-wei-resume.pdf");
  });
});

describe("edge cache keys of the public PDF", () => {
  const key = (path: string, method = "GET") => publicCacheKey(new Request(`http://any.host${path}`, { method }), APP);

  it("stores the page and one PDF per paper size under canonical keys; anything else is not stored", () => {
    expect(key("/portfolio/zoe-lm")).toBe(`${APP}/portfolio/zoe-lm`);
    expect(key("/portfolio/zoe-lm/resume.pdf")).toBe(`${APP}/portfolio/zoe-lm/resume.pdf?size=a4`);
    expect(key("/portfolio/zoe-lm/resume.pdf?size=a4")).toBe(`${APP}/portfolio/zoe-lm/resume.pdf?size=a4`);
    expect(key("/portfolio/zoe-lm/resume.pdf?size=LETTER")).toBe(`${APP}/portfolio/zoe-lm/resume.pdf?size=letter`);
    expect(key("/portfolio/zoe-lm/resume.pdf?size=tabloid")).toBeNull();
    expect(key("/portfolio/zoe-lm/resume.pdf?size=a4&x=1")).toBeNull();
    expect(key("/portfolio/zoe-lm/resume.pdf", "POST")).toBeNull();
  });

  it("purges the page and both PDFs together", async () => {
    const deleted: string[] = [];
    const cache = { delete: async (k: string) => deleted.push(k) > 0 } as unknown as Cache;
    await publicPageCache(APP, cache).purge("zoe-lm");
    expect(deleted.sort()).toEqual(
      [`${APP}/portfolio/zoe-lm`, `${APP}/portfolio/zoe-lm/resume.pdf?size=a4`, `${APP}/portfolio/zoe-lm/resume.pdf?size=letter`].sort(),
    );
  });
});

/** Every glyph record of a TrueType font decodes to an outline inside the font's bounding box (or is empty). */
function expectSoundGlyphs(bytes: Uint8Array, label: string) {
  const font = fontkit.create(bytes);
  const { bbox } = font;
  let drawn = 0;
  for (let id = 1; id < font.numGlyphs; id++) {
    const glyph = font.getGlyph(id);
    if (glyph.path.toSVG() === "") continue; // the space
    drawn += 1;
    const box = glyph.path.bbox;
    expect(box.minX >= bbox.minX && box.maxX <= bbox.maxX && box.minY >= bbox.minY && box.maxY <= bbox.maxY, `${label} glyph ${id}`).toBe(
      true,
    );
  }
  return drawn;
}

describe("embedded fonts", () => {
  it("pads Inter's odd-length glyph records, leaving every outline as it was", () => {
    const original = new Uint8Array(interRegular);
    const padded = evenGlyphRecords(original);
    expect(padded).not.toBe(original); // Inter has odd-length records: the fix is needed
    expect(evenGlyphRecords(padded)).toBe(padded); // and idempotent
    const before = fontkit.create(original);
    const after = fontkit.create(padded);
    for (const char of "DemoUserZoëŁukasiewicz-Müller") {
      const code = char.codePointAt(0)!;
      expect(after.glyphForCodePoint(code).path.toSVG(), char).toBe(before.glyphForCodePoint(code).path.toSVG());
    }
  });

  it("every glyph of the subsets a resume embeds is drawable (no glyph lost to a shifted offset)", async () => {
    const pdf = await renderResumePdf(resumeContent({ ...SAMPLE_PORTFOLIO, firstName: "Zoë", lastName: "Łukasiewicz-Müller" }), "a4");
    const doc = await PDFDocument.load(pdf);
    const fontFiles = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"))
      .map((descriptor) => descriptor.lookup(PDFName.of("FontFile2")))
      .filter((file): file is PDFRawStream => file instanceof PDFRawStream);
    expect(fontFiles).toHaveLength(2); // regular and bold
    for (const [i, file] of fontFiles.entries()) {
      const drawn = expectSoundGlyphs(decodePDFRawStream(file).decode(), `font ${i}`);
      expect(drawn).toBeGreaterThan(20);
    }
  });

  it("draws text outside the font (CJK, emoji) as placeholder glyphs instead of failing", async () => {
    const content = resumeContent({
      ...SAMPLE_PORTFOLIO,
      firstName: "李",
      lastName: "伟 🚀",
      professional: { ...SAMPLE_PORTFOLIO.professional, title: "工程师" },
    });
    const pdf = await renderResumePdf(content, "letter");
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

// Issue 29 §2: a URL written as a literal PDF string could end the string at its own `)` and add keys to the action.
const HOSTILE_URLS = {
  project: "https://example.com/c)/S/JavaScript/JS(app.alert(1))/X(",
  code: "https://example.com/?q=a\\)/S/JavaScript/JS(app.alert(2))",
  credential: "https://example.com/x)>>/Next<</S/JavaScript/JS(app.alert(3))>>",
  website: "https://en.wikipedia.org/wiki/Vitrine_(film)",
};
const normalized = (url: string) => new URL(url).href;

describe("link annotations", () => {
  it("each link has exactly one action, a /URI to exactly the given URL, and no script anywhere in the file", async () => {
    const [projectUrl, codeUrl, credentialUrl, website] = [
      normalized(HOSTILE_URLS.project),
      normalized(HOSTILE_URLS.code),
      normalized(HOSTILE_URLS.credential),
      normalized(HOSTILE_URLS.website),
    ];
    const data: PortfolioData = {
      ...withLinks({ website }),
      // Document metadata (title, author, subject) is written by pdf-lib as hex strings: checked here too.
      firstName: "Ada)/JS(app.alert(4))/X(",
      lastName: "Back\\slash",
      professional: { ...SAMPLE_PORTFOLIO.professional, title: "Engineer)>>/OpenAction<</S/JavaScript/JS(x)>>" },
      projects: [{ ...SAMPLE_PORTFOLIO.projects[0]!, url: projectUrl, githubUrl: codeUrl }],
      certifications: [{ ...SAMPLE_PORTFOLIO.certifications[0]!, credentialUrl }],
    };
    const content = resumeContent(data);
    // The content keeps these URLs as they are: the renderer must write them safely.
    expect(content.links.map((l) => l.url)).toEqual([website]);
    expect(content.blocks.flatMap((b) => b.entries ?? []).flatMap((e) => e.links.map((l) => l.url))).toEqual([
      projectUrl,
      codeUrl,
      credentialUrl,
    ]);
    const pdf = await renderResumePdf(content, "a4");
    const links = await linkAnnotations(pdf);
    for (const link of links) {
      expect(link.annotationKeys).not.toContain("AA");
      expect(link.actionKeys).toEqual(["S", "Type", "URI"]);
      expect(link.actionType).toBe("URI");
    }
    // Every URL is linked (a long one on each of its wrapped lines), and nothing else is.
    expect(new Set(links.map((l) => l.uri))).toEqual(new Set([website, projectUrl, codeUrl, credentialUrl]));
    const names = await namesInPdf(pdf);
    for (const name of ACTIVE_PDF_NAMES) expect(names.has(name), `/${name} in the PDF`).toBe(false);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getAuthor()).toBe("Ada)/JS(app.alert(4))/X( Back\\slash");
    expect(doc.getTitle()).toBe("Ada)/JS(app.alert(4))/X( Back\\slash — Resume");
    expect(doc.getSubject()).toBe("Resume of Ada)/JS(app.alert(4))/X( Back\\slash, Engineer)>>/OpenAction<</S/JavaScript/JS(x)>>");
  });

  it("writes a URL outside printable ASCII percent-encoded, as UTF-8", async () => {
    const url = "https://example.com/a b\u0085\u2028ü)\r\n(";
    const pdf = await renderResumePdf(
      { locale: "en", name: "Ada", title: "", contact: [], links: [{ label: "Link", text: "example.com", url }], blocks: [] },
      "letter",
    );
    const links = await linkAnnotations(pdf);
    expect(links.map((l) => l.uri)).toEqual(["https://example.com/a%20b%C2%85%E2%80%A8%C3%BC)%0D%0A("]);
    expect(links[0]!.actionKeys).toEqual(["S", "Type", "URI"]);
  });

  it("any string round-trips through the PDF as its printable-ASCII form (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: fc.constantFrom("(", ")", "\\", "/", "<", ">", "a", "%") })),
        async (url) => {
          const ascii = asciiUri(url);
          expect(ascii).toMatch(/^[\x21-\x7e]*$/);
          if (/^[\x21-\x7e]*$/.test(url)) expect(ascii).toBe(url);
          // The written form is a hex string of the ASCII bytes; parsed back it is the same bytes.
          const written = pdfUri(url).toString();
          expect(written).toMatch(/^<[0-9a-f]*>$/);
          const doc = await PDFDocument.create();
          const annotation = doc.context.obj({ Type: "Annot", Subtype: "Link", A: { Type: "Action", S: "URI", URI: pdfUri(url) } });
          doc.addPage().node.addAnnot(doc.context.register(annotation));
          const [link] = await linkAnnotations(await doc.save());
          expect(link).toMatchObject({ actionKeys: ["S", "Type", "URI"], actionType: "URI", uri: ascii });
        },
      ),
      { numRuns: 200 },
    );
  });
});
