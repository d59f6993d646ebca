// The public portfolio's language as the templates read it: the page's locale and its catalogue of fixed words
// (app/schemas/portfolio-i18n). The public page provides it from the snapshot; everywhere else (the signed-in
// preview, the gallery) it is English, so only the public page carries every catalogue.
import { createContext, Fragment, type ReactNode, useContext } from "react";
import { en, type PortfolioWord, type PortfolioWords } from "~/schemas/portfolio-i18n/en";
import type { DateLanguage } from "~/schemas/portfolio-model";
import { fillSlots, type PortfolioLocale } from "~/schemas/portfolio-locales";

export interface PortfolioLanguageValue {
  locale: PortfolioLocale;
  words: PortfolioWords;
}

export const PortfolioLanguage = createContext<PortfolioLanguageValue>({ locale: "en", words: en });

export function usePortfolioLanguage(): PortfolioLanguageValue {
  return useContext(PortfolioLanguage);
}

/** The page's language for dateRange: its locale's months and its word for "Present". */
export function useDateLanguage(): DateLanguage {
  const { locale, words } = usePortfolioLanguage();
  return { locale, present: words.present };
}

/** One fixed word of the page's language, its slots filled (usable where a theme is built once, outside render). */
export function Word({ k, slots }: { k: PortfolioWord; slots?: Record<string, string | number> }) {
  const { words } = usePortfolioLanguage();
  return <>{slots ? fillSlots(words[k], slots) : words[k]}</>;
}

/** A catalogue text with its `{slot}`s replaced by nodes (a name isolated in <bdi>, a link). */
export function fillWithNodes(text: string, slots: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={part}>{part in slots ? slots[part] : `{${part}}`}</Fragment>));
}

/** The owner's words in one of the template's blocks, isolated (<bdi>): they keep their direction, the block aligns with the page. */
export function Own({ as: Tag = "p", className, children }: { as?: "h1" | "h3" | "p"; className?: string; children: ReactNode }) {
  return (
    <Tag className={className}>
      <bdi>{children}</bdi>
    </Tag>
  );
}

/** A paragraph the owner wrote, its direction read from its own first letters (dir="auto"); nothing when empty. */
export function OwnParagraph({ text, className }: { text: string | null | undefined; className?: string }) {
  return text ? (
    <p dir="auto" className={className}>
      {text}
    </p>
  ) : null;
}
