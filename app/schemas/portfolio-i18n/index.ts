// Every language's catalogue of the public portfolio's fixed words, by locale. Only server code and the public page
// import this (all languages together); the templates read the page's catalogue from context (en by default).
import type { PortfolioLocale } from "../portfolio-locales";
import { ar } from "./ar";
import { de } from "./de";
import { en, type PortfolioWords } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { he } from "./he";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { ko } from "./ko";
import { nl } from "./nl";
import { pl } from "./pl";
import { ptBR } from "./pt-BR";
import { tr } from "./tr";
import { zhCN } from "./zh-CN";

export const PORTFOLIO_WORDS: Record<PortfolioLocale, PortfolioWords> = {
  en,
  es,
  fr,
  de,
  "pt-BR": ptBR,
  it,
  nl,
  pl,
  tr,
  ar,
  he,
  hi,
  "zh-CN": zhCN,
  ja,
  ko,
};
