// The languages a public portfolio can be written in (issue 35 §2): the owner picks one in the profile editor and
// the public page, its headings, dates and direction follow it. No zod here: the editor imports this module.

/** Each language's own name, as a speaker of it would look for it in a list (in the list's order). */
const LOCALE_NAMES = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  "pt-BR": "Português (Brasil)",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  tr: "Türkçe",
  ar: "العربية",
  he: "עברית",
  hi: "हिन्दी",
  "zh-CN": "中文（简体）",
  ja: "日本語",
  ko: "한국어",
} as const;

export type PortfolioLocale = keyof typeof LOCALE_NAMES;

export const PORTFOLIO_LOCALE_CODES = Object.keys(LOCALE_NAMES) as [PortfolioLocale, ...PortfolioLocale[]];

/** The languages with their own names, for the editor's select. */
export const PORTFOLIO_LOCALES = PORTFOLIO_LOCALE_CODES.map((code) => ({ code, name: LOCALE_NAMES[code] }));

export const DEFAULT_PORTFOLIO_LOCALE: PortfolioLocale = "en";

/** The /profile language form's intent and answers (routes/profile-language.ts). */
export const LOCALE_INTENT = "portfolio-language";

export const LOCALE_MESSAGES = {
  saved: (name: string) => `Portfolio language saved: ${name}. Redeploy your portfolio to show it there.`,
  failed: "Could not save the portfolio language. Please try again.",
} as const;

export function localeName(locale: PortfolioLocale): string {
  return LOCALE_NAMES[locale];
}

export const UNKNOWN_LOCALE_MESSAGE = `Choose a portfolio language from the list (${PORTFOLIO_LOCALE_CODES.join(", ")})`;

function isPortfolioLocale(value: unknown): value is PortfolioLocale {
  return typeof value === "string" && (PORTFOLIO_LOCALE_CODES as readonly string[]).includes(value);
}

/** The locale a stored value names, or English (snapshots published before issue 35 have none). */
export function portfolioLocaleOf(value: unknown): PortfolioLocale {
  return isPortfolioLocale(value) ? value : DEFAULT_PORTFOLIO_LOCALE;
}

/** Arabic and Hebrew are written right to left. */
export function localeDirection(locale: PortfolioLocale): "rtl" | "ltr" {
  return locale === "ar" || locale === "he" ? "rtl" : "ltr";
}

/**
 * The list's locale closest to the browser's languages (`navigator.languages`): an exact match first ("pt-BR"),
 * then the same language ("es-MX" → "es", "pt-PT" → "pt-BR", "zh-TW" → "zh-CN"); English when none is listed.
 */
export function matchBrowserLocale(languages: readonly string[]): PortfolioLocale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const exact = PORTFOLIO_LOCALE_CODES.find((code) => code.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split("-")[0];
    const sameLanguage = PORTFOLIO_LOCALE_CODES.find((code) => code.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_PORTFOLIO_LOCALE;
}

/** A catalogue text with its `{slot}`s filled ("Issued {date}" → "Issued Apr 2023"); an unknown slot stays as written. */
export function fillSlots(text: string, slots: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in slots ? String(slots[name]) : whole));
}
