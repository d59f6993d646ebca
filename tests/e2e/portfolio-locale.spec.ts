// Issue 35 §2 journeys: a portfolio in its owner's language. An Arabic one renders right to left (lang, dir, Arabic
// headings on the right half, the contact form's messages in Arabic) and passes axe; a Spanish one, its language
// proposed from the browser and saved in the editor, shows Spanish headings and months. Screenshots of the Arabic
// page in two templates at 1280 and 390 px are written to the test's output folder.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SAMPLE_PROFILE } from "../sample-profile";
import { expect, test } from "./fixtures";

/** An Arabic-writing owner with an English employer and skills: mixed-direction text the page must isolate. */
const ARABIC_PROFILE = {
  ...SAMPLE_PROFILE,
  locale: "ar",
  title: "مهندسة برمجيات أولى",
  summary: "مهندسة برمجيات أبني منصات ويب سريعة وسهلة الوصول، وأقود فرقًا صغيرة من الفكرة إلى الإطلاق بعناية.",
  location: "دبي",
  experience: [
    {
      title: "مهندسة برمجيات",
      company: "Engine Works",
      location: "Dubai",
      startDate: "2020-01",
      current: true,
      description: "أصمم برامج المحرّك وأراجع شيفرة الفريق كل أسبوع.",
    },
  ],
  education: [{ degree: "بكالوريوس علوم الحاسوب", school: "جامعة القاهرة", startDate: "2012-09", endDate: "2016-06" }],
};

/** Where the first text of `selector` is drawn (its glyphs, not the block's full width). */
async function textBox(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? 1 : 3) });
      const text = walker.nextNode();
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, right: rect.right, width: window.innerWidth };
    });
}

async function seriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`);
}

test("an Arabic portfolio reads right to left in Arabic, isolates the English, and passes axe", async ({
  page,
  account,
  login,
}, testInfo) => {
  test.setTimeout(120_000);
  const { api } = await login();
  await api.preparePortfolio({ profile: ARABIC_PROFILE, template: "modern-professional" });
  const url = `/portfolio/${account.username}`;

  for (const template of ["modern-professional", "minimal-clean"]) {
    if (template !== "modern-professional") {
      await api.patch("/api/profiles/template", { selectedTemplate: template });
      await api.post("/api/portfolio/redeploy", {});
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const heading = page.getByRole("heading", { level: 2, name: "الخبرة المهنية" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Professional Experience" })).toHaveCount(0);
    // Arabic month names and the Arabic "Present" in the job's dates.
    await expect(page.getByText(/يناير.*حتى الآن/).first()).toBeVisible();
    // The heading's text sits on the right half of the page.
    const box = await textBox(page, "#mp-experience, #mc-experience");
    expect(box.left, JSON.stringify(box)).toBeGreaterThan(box.width / 2);
    // The English name starts where the Arabic title under it starts (the right edge), isolated rather than flipping its block.
    const [name, title] = [await textBox(page, "h1"), await textBox(page, "h1 + p")];
    expect(Math.abs(name.right - title.right), JSON.stringify({ name, title })).toBeLessThan(4);
    // The English employer is isolated in its own direction.
    await expect(page.locator("bdi", { hasText: "Engine Works" }).first()).toBeAttached();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`ar-${template}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await page.screenshot({ path: testInfo.outputPath(`ar-${template}-390.png`), fullPage: true });
  }

  // The contact form speaks Arabic, its script's messages included.
  await page.getByRole("link", { name: "تواصل معي" }).first().click();
  const modal = page.getByRole("dialog", { name: "تواصل معي" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(modal.getByText("يُرجى ملء جميع الحقول المطلوبة.").first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("ar-contact-390.png") });
});

test.describe("a Spanish speaker's portfolio", () => {
  test.use({ locale: "es-ES" });

  test("the editor proposes Spanish from the browser; saved, the page shows Spanish headings and months", async ({
    page,
    account,
    login,
  }) => {
    test.setTimeout(120_000);
    const { api } = await login();
    await api.preparePortfolio({ template: "minimal-clean", deploy: false });
    await page.goto("/profile");
    const select = page.getByLabel("Portfolio language");
    await expect(select).toHaveValue("es");
    await expect(page.getByText("Suggested from your browser's language. Save to use it.")).toBeVisible();
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Portfolio language saved: Español" }).first()).toBeVisible();
    expect((await api.get("/api/profiles/me")).profile).toMatchObject({ locale: "es", localeChosen: true });

    await api.post("/api/portfolio/deploy", {});
    await page.goto(`/portfolio/${account.username}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 2, name: "Experiencia profesional" })).toBeVisible();
    await expect(page.getByText(/ene\.? 2020 - Actualidad/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Contáctame" }).first()).toBeVisible();
  });
});

test.describe("an Arabic-speaking visitor", () => {
  test.use({ locale: "ar-EG" });

  test("reads a missing portfolio's page in Arabic, right to left", async ({ page }) => {
    const res = await page.goto("/portfolio/nobody-here-35");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "لم يُعثر على ملف الأعمال" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("link", { name: "أنشئ ملف أعمالك مع Vitrine" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language form posts and comes back to /profile with the language saved", async ({ page, login }) => {
    const { api } = await login();
    await page.goto("/profile");
    await page.getByLabel("Portfolio language").selectOption("he");
    await page.getByRole("button", { name: "Save language" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Portfolio language saved: עברית").first()).toBeVisible();
    await expect(page.getByLabel("Portfolio language")).toHaveValue("he");
    expect((await api.get("/api/profiles/me")).profile.locale).toBe("he");
  });
});
