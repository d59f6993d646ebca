// Issue 35 §2: every portfolio language has a complete catalogue (every key of the English one, none empty, the same
// {slots}), the browser's languages pick the closest portfolio language, months are written in the page's language,
// and the contact form's messages map to every catalogue.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMonthIn } from "~/lib/dates";
import { CONTACT_MESSAGES } from "~/schemas/contact-rules";
import { PORTFOLIO_WORDS } from "~/schemas/portfolio-i18n";
import { contactMessagesIn, localContactMessage } from "~/schemas/portfolio-i18n/contact";
import { en } from "~/schemas/portfolio-i18n/en";
import { dateRange } from "~/schemas/portfolio-model";
import {
  fillSlots,
  localeDirection,
  matchBrowserLocale,
  PORTFOLIO_LOCALE_CODES,
  PORTFOLIO_LOCALES,
  portfolioLocaleOf,
} from "~/schemas/portfolio-locales";

const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the portfolio catalogues", () => {
  it("cover the fifteen languages the issue asks for, each named in its own language", () => {
    expect(PORTFOLIO_LOCALE_CODES).toEqual([
      "en",
      "es",
      "fr",
      "de",
      "pt-BR",
      "it",
      "nl",
      "pl",
      "tr",
      "ar",
      "he",
      "hi",
      "zh-CN",
      "ja",
      "ko",
    ]);
    expect(Object.keys(PORTFOLIO_WORDS).sort()).toEqual([...PORTFOLIO_LOCALE_CODES].sort());
    expect(PORTFOLIO_LOCALES.find((l) => l.code === "es")?.name).toBe("Español");
    expect(PORTFOLIO_LOCALES.find((l) => l.code === "ar")?.name).toBe("العربية");
  });

  it.each(PORTFOLIO_LOCALE_CODES)("%s has every key, no empty value and the English slots", (locale) => {
    const words = PORTFOLIO_WORDS[locale];
    expect(Object.keys(words).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(words)) {
      expect(value.trim(), `${locale}.${key}`).not.toBe("");
      expect(slotsOf(value), `${locale}.${key}`).toEqual(slotsOf(en[key as keyof typeof en]));
    }
  });

  it("translates the headings: no language but English keeps the English heading", () => {
    for (const locale of PORTFOLIO_LOCALE_CODES.filter((code) => code !== "en")) {
      const words = PORTFOLIO_WORDS[locale];
      for (const key of ["experience", "education", "skillsExpertise", "downloadResume", "sendMessage", "notFoundTitle"] as const) {
        expect(words[key], `${locale}.${key}`).not.toBe(en[key]);
      }
    }
  });

  it("maps every contact message to each catalogue, and leaves an unknown message as it is", () => {
    for (const locale of PORTFOLIO_LOCALE_CODES) {
      const words = PORTFOLIO_WORDS[locale];
      const messages = contactMessagesIn(words);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(CONTACT_MESSAGES).sort());
      for (const [key, english] of Object.entries(CONTACT_MESSAGES)) {
        expect(localContactMessage(english, words)).toBe(messages[key as keyof typeof messages]);
      }
    }
    expect(localContactMessage(CONTACT_MESSAGES.tooMany, PORTFOLIO_WORDS.es)).toBe("Demasiados mensajes. Inténtalo de nuevo más tarde.");
    expect(localContactMessage("Something else", PORTFOLIO_WORDS.ar)).toBe("Something else");
  });
});

describe("the portfolio language's rules", () => {
  it("reads Arabic and Hebrew right to left, the rest left to right", () => {
    expect(PORTFOLIO_LOCALE_CODES.filter((code) => localeDirection(code) === "rtl")).toEqual(["ar", "he"]);
  });

  it("picks the browser's language: exact, then the same language, then English", () => {
    expect(matchBrowserLocale(["pt-BR"])).toBe("pt-BR");
    expect(matchBrowserLocale(["pt-PT"])).toBe("pt-BR");
    expect(matchBrowserLocale(["es-MX", "en"])).toBe("es");
    expect(matchBrowserLocale(["zh-TW"])).toBe("zh-CN");
    expect(matchBrowserLocale(["ar-EG"])).toBe("ar");
    expect(matchBrowserLocale(["sw", "de-AT"])).toBe("de");
    expect(matchBrowserLocale(["sw"])).toBe("en");
    expect(matchBrowserLocale([])).toBe("en");
  });

  it("always answers a listed locale, whatever the browser sends", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (languages) => PORTFOLIO_LOCALE_CODES.includes(matchBrowserLocale(languages))),
      { numRuns: 300 },
    );
    expect(portfolioLocaleOf(undefined)).toBe("en");
    expect(portfolioLocaleOf("xx")).toBe("en");
    expect(portfolioLocaleOf("he")).toBe("he");
  });

  it("fills slots and keeps an unknown one", () => {
    expect(fillSlots("Issued {date}", { date: "Apr 2023" })).toBe("Issued Apr 2023");
    expect(fillSlots("{name} {other}", { name: "Ada" })).toBe("Ada {other}");
  });
});

describe("months in the page's language (Intl)", () => {
  it("keeps English as it was and writes other languages' own month names", () => {
    expect(formatMonthIn("2020-01", "en")).toBe("Jan 2020");
    expect(formatMonthIn("2020-01", "en", true)).toBe("January 2020");
    expect(formatMonthIn("2020-01", "es")).toMatch(/^ene\.? 2020$/);
    expect(formatMonthIn("2020-04", "de", true)).toBe("April 2020");
    expect(formatMonthIn("2020-03", "fr", true)).toBe("mars 2020");
    expect(formatMonthIn("2020-01", "ar", true)).toContain("يناير");
    expect(formatMonthIn("2020-04", "zh-CN")).toContain("4月");
    expect(formatMonthIn("2020", "es")).toBe("2020");
    expect(formatMonthIn("", "ja")).toBe("");
  });

  it("writes a range with the page's word for Present", () => {
    const language = { locale: "es" as const, present: PORTFOLIO_WORDS.es.present };
    expect(dateRange("2020-01", "", { current: true, language })).toMatch(/^ene\.? 2020 - Actualidad$/);
    expect(dateRange("2020-01", "", { current: true })).toBe("Jan 2020 - Present");
  });
});
