// Issue 35 §2: the portfolio's language. PUT /api/profiles/me takes a `locale` from PORTFOLIO_LOCALES (anything else
// is a 400 that changes nothing), GET returns it ("en" until one is chosen), the published snapshot carries it, and
// the public page is `<html lang dir>` of it with its catalogue's headings and its own month names.
import { describe, expect, it } from "vitest";
import { UNKNOWN_LOCALE_MESSAGE } from "~/schemas/portfolio-locales";
import { BASE_URL, call, expectError, flashToastOf, preparePortfolio, SAMPLE_PROFILE, signedInUser } from "./helpers";

const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0] ?? "";

async function publishedIn(locale: string | null, template = "modern-professional") {
  const { user, token, c } = await signedInUser();
  await preparePortfolio(c, token, { profile: locale ? { ...SAMPLE_PROFILE, locale } : SAMPLE_PROFILE, template });
  const res = await call(`/portfolio/${user.username}`);
  expect(res.status).toBe(200);
  return { html: res.text, user, token, c };
}

describe("the profile's portfolio language", () => {
  it("is English, not yet chosen, on a new profile, and saved and returned once chosen", async () => {
    const { token, c } = await signedInUser();
    const before = await c.call("/api/profiles/me", { token });
    expect(before.body.profile).toMatchObject({ locale: "en", localeChosen: false });
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: { locale: "ar" } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile).toMatchObject({ locale: "ar", localeChosen: true });
    const after = await c.call("/api/profiles/me", { token });
    expect(after.body.profile).toMatchObject({ locale: "ar", localeChosen: true });
    // Saving another section keeps it.
    await c.call("/api/profiles/me", { method: "PUT", token, body: { location: "Cairo" } });
    expect((await c.call("/api/profiles/me", { token })).body.profile.locale).toBe("ar");
  });

  it("refuses a language not in the list with a 400 naming the list, and changes nothing", async () => {
    const { token, c } = await signedInUser();
    await c.call("/api/profiles/me", { method: "PUT", token, body: { locale: "es", location: "Madrid" } });
    for (const locale of ["xx", "pt", "EN", "", 7]) {
      const res = await c.call("/api/profiles/me", { method: "PUT", token, body: { locale, location: "Lisbon" } });
      expectError(res, 400);
      expect(res.text).toContain(UNKNOWN_LOCALE_MESSAGE);
    }
    expect((await c.call("/api/profiles/me", { token })).body.profile).toMatchObject({ locale: "es", location: "Madrid" });
  });
});

describe("the /profile language form (POST /profile/language)", () => {
  const form = (locale: string) => {
    const data = new FormData();
    data.set("locale", locale);
    return data;
  };
  const origin = { Origin: BASE_URL };

  it("without JavaScript saves the language and goes back to /profile with a toast, leaving the editor's version alone", async () => {
    const { token, c } = await signedInUser();
    await c.call("/api/profiles/me", { method: "PUT", token, body: { location: "Tunis" } });
    const version = (await c.call("/api/profiles/me", { token })).body.profile.version;
    const res = await call("/profile/language", { ip: c.ip, token, headers: origin, body: form("ar") });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("Location")).toBe("/profile");
    expect(await flashToastOf(res)).toMatchObject({ type: "success", message: expect.stringContaining("العربية") });
    expect((await c.call("/api/profiles/me", { token })).body.profile).toMatchObject({ locale: "ar", localeChosen: true, version });
  });

  it("refuses a language not in the list, saving nothing", async () => {
    const { token, c } = await signedInUser();
    const res = await call("/profile/language", { ip: c.ip, token, headers: origin, body: form("klingon") });
    expect(res.status).toBe(302);
    expect(await flashToastOf(res)).toMatchObject({ type: "error", message: UNKNOWN_LOCALE_MESSAGE });
    expect((await c.call("/api/profiles/me", { token })).body.profile).toMatchObject({ locale: "en", localeChosen: false });
  });

  it("with JavaScript (a fetcher) answers the saved toast, or a 400 with the list", async () => {
    const { token, c } = await signedInUser();
    const saved = await call("/profile/language.data", { ip: c.ip, token, headers: origin, body: form("ja") });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.text).toContain("日本語");
    const refused = await call("/profile/language.data", { ip: c.ip, token, headers: origin, body: form("xx") });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(UNKNOWN_LOCALE_MESSAGE);
    expect((await c.call("/api/profiles/me", { token })).body.profile.locale).toBe("ja");
  });
});

describe("the public page in the portfolio's language", () => {
  it("is lang=en dir=ltr with English headings when no language was chosen", async () => {
    const { html } = await publishedIn(null);
    expect(htmlTag(html)).toMatch(/lang="en"/);
    expect(htmlTag(html)).toMatch(/dir="ltr"/);
    expect(html).toContain("Professional Experience");
  });

  it("is lang=ar dir=rtl with Arabic headings, Arabic months and the owner's text isolated", async () => {
    const { html } = await publishedIn("ar");
    expect(htmlTag(html)).toMatch(/lang="ar"/);
    expect(htmlTag(html)).toMatch(/dir="rtl"/);
    expect(html).toContain("الخبرة المهنية");
    expect(html).not.toContain("Professional Experience");
    expect(html).toMatch(/يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/);
    // The owner's own text keeps its direction: the job title and the English employer are isolated.
    expect(html).toMatch(/<h3[^>]*><bdi>Analyst<\/bdi><\/h3>/);
    expect(html).toContain("<bdi>Engine Works</bdi>");
  });

  it("is lang=es with Spanish headings and Spanish months", async () => {
    const { html } = await publishedIn("es", "minimal-clean");
    expect(htmlTag(html)).toMatch(/lang="es"/);
    expect(htmlTag(html)).toMatch(/dir="ltr"/);
    expect(html).toContain("Experiencia");
    expect(html).toMatch(/\b(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/);
    expect(html).toContain("Actualidad");
  });

  it("keeps the published language until the owner redeploys", async () => {
    const { user, token, c } = await publishedIn("he");
    await c.call("/api/profiles/me", { method: "PUT", token, body: { locale: "fr" } });
    expect(htmlTag((await call(`/portfolio/${user.username}`)).text)).toMatch(/lang="he"[^>]*dir="rtl"|dir="rtl"[^>]*lang="he"/);
    const api = await call(`/api/portfolio/public/${user.username}`);
    expect(api.body.data.locale).toBe("he");
  });

  it("shows the owner's signed-in preview in the portfolio's language too, the app around it in English", async () => {
    const { user, token, c } = await signedInUser();
    await preparePortfolio(c, token, { profile: { ...SAMPLE_PROFILE, locale: "he" }, deploy: false });
    const res = await call("/preview/modern-professional", { ip: c.ip, token });
    expect(res.status, res.text).toBe(200);
    expect(htmlTag(res.text)).toMatch(/lang="en"/);
    expect(res.text).toContain('<div lang="he" dir="rtl">');
    expect(res.text).toContain("ניסיון מקצועי");
    expect(res.text).toContain(user.username);
  });

  it("answers a missing portfolio's 404 in English whatever the visitor asks (one cached copy), with every language's words for the script", async () => {
    const res = await call("/portfolio/no-such-owner-35", { headers: { "Accept-Language": "ar-EG,ar;q=0.9" } });
    expect(res.status).toBe(404);
    expect(htmlTag(res.text)).toMatch(/lang="en"[^>]*dir="ltr"/);
    expect(res.text).toContain(">Portfolio Not Found</h1>");
    const json = res.text
      .match(/data-not-found-words="([^"]*)"/)?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    const words = JSON.parse(json ?? "{}");
    expect(Object.keys(words)).toHaveLength(15);
    expect(words.ar.notFoundTitle).toBe("لم يُعثر على ملف الأعمال");
    expect(words.es.buildYourOwn).toBe("Crea tu propio portafolio con Vitrine");
  });
});
