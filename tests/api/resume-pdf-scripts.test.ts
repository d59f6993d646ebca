// Every script in the PDF resume (issue 35 §1): for a name in each script a profile may hold (and a mixed run), the
// owner's PDF resume extracts with the name (and the title, summary and an entry written in the same script) as
// typed, in logical order, and draws no .notdef glyph: every glyph id written is read back from the file. The public
// resume of a live portfolio, and the cover letter and resume frozen by "Mark as sent", draw the same way.
import { exports } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { putScriptFonts } from "../fixtures/script-fonts/put";
import { writtenGlyphs } from "../unit/pdf-glyphs";
import { client, login, preparePortfolio, registerUser, uniqueUsername } from "./helpers";

interface Sample {
  script: string;
  /** The name as the issue writes it; it opens the summary. */
  name: string;
  /** The name as registered (each part at least 2 characters, as sign-up asks). */
  firstName: string;
  lastName: string;
  /** A title and a sentence in the same script (the profile's other text fields). */
  title: string;
  sentence: string;
  /** The font the script's glyphs must come from (its BaseFont contains this); null: Inter alone. */
  font: string | null;
}

const SCRIPT_SAMPLES: Sample[] = [
  {
    script: "Chinese",
    name: "王小明",
    firstName: "小明",
    lastName: "欧阳",
    title: "高级软件工程师",
    sentence: "负责支付平台。",
    font: "NotoSansSC",
  },
  {
    script: "Arabic",
    name: "محمد عبد الله",
    firstName: "محمد",
    lastName: "عبد الله",
    title: "مهندس برمجيات",
    sentence: "يقود فريق المدفوعات.",
    font: "NotoSansArabic",
  },
  {
    script: "Devanagari",
    name: "अनीता शर्मा",
    firstName: "अनीता",
    lastName: "शर्मा",
    title: "वरिष्ठ सॉफ़्टवेयर इंजीनियर",
    sentence: "भुगतान टीम का नेतृत्व करती हैं।",
    font: "NotoSansDevanagari",
  },
  {
    script: "Bengali",
    name: "রবীন্দ্রনাথ ঠাকুর",
    firstName: "রবীন্দ্রনাথ",
    lastName: "ঠাকুর",
    title: "সফটওয়্যার প্রকৌশলী",
    sentence: "পেমেন্ট দলের নেতৃত্ব দেন।",
    font: "NotoSansBengali",
  },
  {
    script: "Tamil",
    name: "முருகன் கோபால்",
    firstName: "முருகன்",
    lastName: "கோபால்",
    title: "மென்பொருள் பொறியாளர்",
    sentence: "கட்டண குழுவை வழிநடத்துகிறார்.",
    font: "NotoSansTamil",
  },
  {
    script: "Telugu",
    name: "శ్రీనివాస్ రావు",
    firstName: "శ్రీనివాస్",
    lastName: "రావు",
    title: "ఇంజనీర్",
    sentence: "చెల్లింపుల బృందానికి నాయకత్వం వహిస్తారు.",
    font: "NotoSansTelugu",
  },
  {
    script: "Kannada",
    name: "ಅನಿಲ್ ಕುಮಾರ್",
    firstName: "ಅನಿಲ್",
    lastName: "ಕುಮಾರ್",
    title: "ತಂತ್ರಜ್ಞ",
    sentence: "ಪಾವತಿ ತಂಡವನ್ನು ಮುನ್ನಡೆಸುತ್ತಾರೆ.",
    font: "NotoSansKannada",
  },
  {
    script: "Malayalam",
    name: "രാജേഷ് മേനോൻ",
    firstName: "രാജേഷ്",
    lastName: "മേനോൻ",
    title: "എഞ്ചിനീയർ",
    sentence: "പേയ്മെന്റ് ടീമിനെ നയിക്കുന്നു.",
    font: "NotoSansMalayalam",
  },
  {
    script: "Gujarati",
    name: "નરેન્દ્ર પટેલ",
    firstName: "નરેન્દ્ર",
    lastName: "પટેલ",
    title: "સોફ્ટવેર એન્જિનિયર",
    sentence: "ચુકવણી ટીમનું નેતૃત્વ કરે છે.",
    font: "NotoSansGujarati",
  },
  {
    script: "Gurmukhi",
    name: "ਹਰਪ੍ਰੀਤ ਸਿੰਘ",
    firstName: "ਹਰਪ੍ਰੀਤ",
    lastName: "ਸਿੰਘ",
    title: "ਸਾਫਟਵੇਅਰ ਇੰਜੀਨੀਅਰ",
    sentence: "ਭੁਗਤਾਨ ਟੀਮ ਦੀ ਅਗਵਾਈ ਕਰਦਾ ਹੈ।",
    font: "NotoSansGurmukhi",
  },
  {
    script: "Oriya",
    name: "ସୁଭାଷ ପଣ୍ଡା",
    firstName: "ସୁଭାଷ",
    lastName: "ପଣ୍ଡା",
    title: "ସଫ୍ଟୱେର ଇଞ୍ଜିନିୟର",
    sentence: "ଦେୟ ଦଳର ନେତୃତ୍ୱ ନିଅନ୍ତି।",
    font: "NotoSansOriya",
  },
  {
    script: "Korean",
    name: "김민준",
    firstName: "민준",
    lastName: "남궁",
    title: "소프트웨어 엔지니어",
    sentence: "결제 플랫폼을 담당합니다.",
    font: "NotoSansKR",
  },
  {
    script: "Hebrew",
    name: "שרה כהן",
    firstName: "שרה",
    lastName: "כהן",
    title: "מהנדסת תוכנה",
    sentence: "מובילה את צוות התשלומים.",
    font: "NotoSansHebrew",
  },
  {
    script: "Thai",
    name: "สมชาย ใจดี",
    firstName: "สมชาย",
    lastName: "ใจดี",
    title: "วิศวกรซอฟต์แวร์",
    sentence: "ดูแลระบบการชำระเงิน",
    font: "NotoSansThai",
  },
  {
    script: "Japanese",
    name: "佐藤花子",
    firstName: "佐藤",
    lastName: "花子",
    title: "ソフトウェアエンジニア",
    sentence: "決済チームを率いています。",
    font: "NotoSansJP",
  },
  {
    script: "Cyrillic",
    name: "Анна Иванова",
    firstName: "Анна",
    lastName: "Иванова",
    title: "Ведущий инженер",
    sentence: "Руководит командой платежей.",
    font: null,
  },
  {
    script: "Greek",
    name: "Γιώργος Παπαδόπουλος",
    firstName: "Γιώργος",
    lastName: "Παπαδόπουλος",
    title: "Μηχανικός λογισμικού",
    sentence: "Ηγείται της ομάδας πληρωμών.",
    font: null,
  },
  {
    script: "Vietnamese",
    name: "Nguyễn Thị Minh Khai",
    firstName: "Nguyễn",
    lastName: "Thị Minh Khai",
    title: "Kỹ sư phần mềm",
    sentence: "Phụ trách nền tảng thanh toán.",
    font: null,
  },
  {
    script: "mixed (a Hindi name in an English resume)",
    name: "Anita शर्मा",
    firstName: "Anita",
    lastName: "शर्मा",
    title: "Senior Engineer at अनुपम Labs",
    sentence: "Leads the payments team.",
    font: "NotoSansDevanagari",
  },
];

/** The summary: the name, then the sentence repeated to the 50 characters a summary needs. */
const summaryOf = (sample: Sample) => `${sample.name} ${Array.from({ length: 6 }, () => sample.sentence).join(" ")}`;

async function ownerOf(sample: Sample) {
  const c = client();
  const user = await registerUser({ firstName: sample.firstName, lastName: sample.lastName, username: uniqueUsername("script") }, c);
  const { token } = await login(c, user.email, user.password);
  const profile = {
    title: sample.title,
    summary: summaryOf(sample),
    skills: [sample.title, sample.firstName, sample.lastName],
    experience: [{ title: sample.title, company: sample.lastName, startDate: "2021-03", current: true }],
  };
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: profile });
  expect(saved.status, saved.text).toBe(200);
  return { c, user, token, profile };
}

async function download(path: string, token?: string) {
  const headers = new Headers({ "CF-Connecting-IP": "10.250.35.1" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await exports.default.fetch(new Request(new URL(path, "http://localhost"), { headers }));
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function resumeOf(sample: Sample) {
  const { token } = await ownerOf(sample);
  return download("/api/profiles/me/resume.pdf", token);
}

/** Asserts that no glyph the PDF draws is .notdef, and that some come from `font` when one is named. */
async function expectEveryGlyphDrawn(pdf: Uint8Array, font: string | null) {
  const fonts = await writtenGlyphs(pdf);
  for (const written of fonts) expect(written.glyphIds, written.baseFont).not.toContain(0);
  if (font)
    expect(fonts.find((f) => f.baseFont.includes(font))?.glyphIds.length, JSON.stringify(fonts.map((f) => f.baseFont))).toBeGreaterThan(0);
}

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text;
}

describe("the PDF resume in every script", () => {
  beforeAll(() => putScriptFonts(), 60_000);

  for (const sample of SCRIPT_SAMPLES) {
    it(`${sample.script}: the name and text extract as typed, and no glyph is .notdef`, { timeout: 90_000 }, async () => {
      const pdf = await resumeOf(sample);
      const text = await textOf(pdf);
      for (const typed of [`${sample.firstName} ${sample.lastName}`, sample.title, sample.name, sample.sentence])
        expect(text, text).toContain(typed);
      await expectEveryGlyphDrawn(pdf, sample.font);
      // Japanese text (it has kana) draws its kanji in the Japanese font's forms, not the Chinese one's.
      if (sample.font === "NotoSansJP") expect((await writtenGlyphs(pdf)).map((f) => f.baseFont).join()).not.toContain("NotoSansSC");
    });
  }

  const [chinese, arabic, hindi] = ["Chinese", "Arabic", "Devanagari"].map((script) => SCRIPT_SAMPLES.find((s) => s.script === script)!);

  it("sets a right-to-left paragraph flush right and a left-to-right one flush left", { timeout: 90_000 }, async () => {
    for (const sample of [arabic!, SCRIPT_SAMPLES.find((s) => s.script === "Hebrew")!]) {
      const pdf = await getDocumentProxy((await resumeOf(sample)).slice());
      const page = await pdf.getPage(1);
      const [, , pageWidth] = page.view as number[];
      const items = (await page.getTextContent()).items.filter((item) => "str" in item && item.str.trim());
      const edges = (pattern: RegExp) =>
        items
          .filter((item) => "str" in item && pattern.test(item.str))
          .map((item) =>
            "transform" in item ? { left: item.transform[4] as number, right: (item.transform[4] as number) + item.width } : null,
          )
          .filter((edge) => edge !== null);
      // The name (the first line) ends at the right margin; the English "Summary" heading starts at the left one.
      const rtl = edges(/[\p{Script=Arabic}\p{Script=Hebrew}]/u);
      expect(rtl.length).toBeGreaterThan(0);
      expect(Math.max(...rtl.map((e) => e.right))).toBeCloseTo(pageWidth! - 54, 0);
      expect(edges(/^Summary$/)[0]!.left).toBeCloseTo(54, 0);
    }
  });

  it("draws bold text in a script font (the name, entry headings) filled and stroked, and body text plain", {
    timeout: 90_000,
  }, async () => {
    const sc = (await writtenGlyphs(await resumeOf(chinese!))).find((f) => f.baseFont.includes("NotoSansSC"))!;
    // The name and the entry heading are bold; the title, summary and skills are not.
    expect(sc.stroked).toBeGreaterThanOrEqual(`${chinese!.firstName}${chinese!.lastName}`.length);
    expect(sc.stroked).toBeLessThan(sc.glyphIds.length / 2);
  });

  it("wraps a long unspaced Chinese summary between characters, all of it extracting", { timeout: 90_000 }, async () => {
    const { c, token } = await ownerOf(chinese!);
    // 1,000 characters (the summary's limit) with no space: cut between characters, the lines full to the margin.
    const summary = Array.from({ length: 1000 }, (_, i) => "负责支付平台的设计与运营"[i % 12]).join("");
    expect((await c.call("/api/profiles/me", { method: "PUT", token, body: { summary } })).status).toBe(200);
    const pdf = await download("/api/profiles/me/resume.pdf", token);
    expect((await textOf(pdf)).replace(/\s/g, "")).toContain(summary);
  });

  it("the live portfolio's public resume draws the same way", { timeout: 90_000 }, async () => {
    const { c, user, token, profile } = await ownerOf(chinese!);
    await preparePortfolio(c, token, { profile, template: "minimal-clean" });
    const pdf = await download(`/portfolio/${user.username}/resume.pdf`);
    expect(await textOf(pdf)).toContain(`${chinese!.firstName} ${chinese!.lastName}`);
    await expectEveryGlyphDrawn(pdf, chinese!.font);
  });

  it("the cover letter and resume frozen by Mark as sent draw the same way", { timeout: 90_000 }, async () => {
    const { c, token, profile } = await ownerOf(arabic!);
    const job = await c.call("/api/jobs", { method: "POST", token, body: { title: "مهندس برمجيات", company: "Northwind" } });
    expect(job.status, job.text).toBe(201);
    const letter = `السادة فريق التوظيف،\n\nأتقدم لوظيفة ${arabic!.title}. ${hindi!.sentence}\n\n${arabic!.name}`;
    const sent = await c.call(`/api/jobs/${job.body.data.job.id}/sent`, {
      method: "POST",
      token,
      body: { resume: profile, coverLetter: letter },
    });
    expect(sent.status, sent.text).toBe(201);
    const resume = await download(sent.body.data.sent.files.resumePdf, token);
    const coverLetter = await download(sent.body.data.sent.files.coverLetterPdf, token);
    expect(await textOf(resume)).toContain(arabic!.name);
    const letterText = await textOf(coverLetter);
    for (const typed of [arabic!.name, `أتقدم لوظيفة ${arabic!.title}`, hindi!.sentence]) expect(letterText, letterText).toContain(typed);
    await expectEveryGlyphDrawn(resume, arabic!.font);
    await expectEveryGlyphDrawn(coverLetter, hindi!.font);
  });
});
