// Proves the Word documents open outside our own tests: LibreOffice converts each to PDF headless, and the PDF's
// text must hold what the document says. Not part of `npm test` (it needs LibreOffice:
// `apt-get install -y --no-install-recommends libreoffice-writer-nogui`, about half a minute).
//   npm run check:docx                  the sample portfolio's resume and a sample letter, written by the app's code
//   npm run check:docx -- a.docx b.docx files you have (such as a download from /api/profiles/me/resume.docx)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { SAMPLE_PORTFOLIO } from "../app/schemas/portfolio-model.ts";
import { renderLetterDocx, renderResumeDocx } from "../app/server/resume-docx/resume-docx.server.ts";
import { resumeContent } from "../app/server/resume-pdf/content.ts";

const work = mkdtempSync(path.join(tmpdir(), "check-docx-"));
/** LibreOffice's command (SOFFICE names another install). */
const SOFFICE = process.env.SOFFICE || "soffice";

/** The generated samples and the text each converted PDF must hold. */
async function samples() {
  const content = resumeContent(SAMPLE_PORTFOLIO);
  const letter = {
    name: content.name,
    contact: content.contact,
    links: content.links,
    paragraphs: ["Dear hiring team,", "I would like to apply for the role you posted.", "Kind regards,"],
  };
  const files = [
    { name: "resume.docx", bytes: await renderResumeDocx(content), expect: [content.name, ...content.blocks.map((b) => b.section)] },
    { name: "letter.docx", bytes: await renderLetterDocx(letter), expect: [letter.name, ...letter.paragraphs] },
  ];
  return files.map((file) => {
    const docx = path.join(work, file.name);
    writeFileSync(docx, file.bytes);
    return { docx, expect: file.expect };
  });
}

/** LibreOffice's PDF of `docx`, or why it failed. */
function convert(docx) {
  const profile = `file://${path.join(work, "profile")}`;
  const started = Date.now();
  const run = spawnSync(SOFFICE, [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", "pdf", "--outdir", work, docx], {
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.error) throw new Error(`soffice did not run (${run.error.message}); install libreoffice-writer-nogui`);
  const pdf = path.join(work, `${path.basename(docx, ".docx")}.pdf`);
  if (run.status !== 0) throw new Error(`soffice failed on ${docx}: ${run.stderr || run.stdout}`);
  return { pdf: new Uint8Array(readFileSync(pdf)), ms: Date.now() - started };
}

async function main() {
  const given = process.argv.slice(2).filter((a) => a.endsWith(".docx"));
  const files = given.length ? given.map((docx) => ({ docx: path.resolve(docx), expect: [] })) : await samples();
  let failed = false;
  for (const file of files) {
    const { pdf, ms } = convert(file.docx);
    const { text, totalPages } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const missing = file.expect.filter((value) => !text.includes(value));
    failed ||= missing.length > 0 || !text.trim();
    console.log(
      `${path.basename(file.docx)}: LibreOffice opened it and wrote a ${totalPages}-page PDF in ${ms} ms` +
        (missing.length ? `; MISSING from its text: ${missing.join(" | ")}` : text.trim() ? "; its text holds the document" : "; EMPTY"),
    );
  }
  rmSync(work, { recursive: true, force: true });
  if (failed) process.exit(1);
}

await main();
