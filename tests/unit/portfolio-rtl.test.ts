// Issue 35 §2: every template in another language. Rendered in Arabic, no template keeps an English fixed word and
// each writes its dates with Arabic months; the terminal keeps its window left to right. Every template and its
// shared blocks use logical (start/end) utilities only, so a right-to-left page mirrors (read from their source).
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TEMPLATE_COMPONENTS } from "~/components/portfolio-templates";
import { PortfolioLanguage } from "~/components/portfolio-templates/language";
import { TEMPLATE_IDS } from "~/schemas/portfolio-catalogue";
import { PORTFOLIO_WORDS } from "~/schemas/portfolio-i18n";
import { SAMPLE_PORTFOLIO } from "~/schemas/portfolio-model";

function renderIn(locale: "ar" | "es", id: (typeof TEMPLATE_IDS)[number]) {
  const page = createElement(TEMPLATE_COMPONENTS[id], { data: SAMPLE_PORTFOLIO });
  return renderToString(createElement(PortfolioLanguage.Provider, { value: { locale, words: PORTFOLIO_WORDS[locale] } }, page));
}

const ENGLISH_FIXED_WORDS = [
  "Download Resume",
  "Get In Touch",
  "Get in Touch",
  "Present",
  "Featured",
  "Live Demo",
  "View Credential",
  "Grade:",
];
const ARABIC_MONTH = /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/;

describe("the templates in the page's language", () => {
  it.each(TEMPLATE_IDS)("%s in Arabic has no English fixed word, and Arabic months", (id) => {
    const html = renderIn("ar", id);
    for (const word of ENGLISH_FIXED_WORDS) expect(html, word).not.toContain(`>${word}`);
    expect(html).toContain(PORTFOLIO_WORDS.ar.downloadResume);
    expect(html).toContain(PORTFOLIO_WORDS.ar.present);
    expect(html).toMatch(ARABIC_MONTH);
    // The owner's words stay as written, isolated.
    expect(html).toContain("<bdi>Senior Full-Stack Engineer</bdi>");
  });

  it.each(TEMPLATE_IDS)("%s in Spanish writes its contact form and its copyright in Spanish", (id) => {
    const html = renderIn("es", id);
    expect(html).toContain(`>${PORTFOLIO_WORDS.es.message}</label>`);
    expect(html).toContain("Todos los derechos reservados.");
    expect(html).toContain("Actualidad");
  });

  it("keeps the terminal's window left to right on a right-to-left page", () => {
    expect(renderIn("ar", "terminal-developer-focused")).toMatch(/<div dir="ltr" class="mx-auto max-w-5xl/);
  });
});

// Physical direction utilities (margin, padding, inset, text alignment, borders, corners on one side): a template
// must say start/end instead, or it does not mirror in dir="rtl".
const SOURCES = import.meta.glob<string>("/app/components/portfolio-templates/*.tsx", { query: "?raw", import: "default", eager: true });
const PHYSICAL = [
  /(?<![\w-])-?(?:ml|mr|pl|pr)-(?:\d|\[|auto|px)/,
  /(?<![\w-])-?(?:left|right)-(?:\d|\[|full|auto|px)/,
  /\btext-(?:left|right)\b/,
  /\bborder-[lr](?=[-\s"`])/,
  /\brounded-(?:l|r|tl|tr|bl|br)(?=[-\s"`])/,
  /\bspace-x-/,
];

describe("the templates' direction utilities", () => {
  it("are logical (start/end) in every template and shared block", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThanOrEqual(8);
    const offenders = Object.entries(SOURCES).flatMap(([file, source]) =>
      source
        .split("\n")
        .flatMap((line, index) => (PHYSICAL.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
