// The document's language and direction (`<html lang dir>`). The app's own pages are English, left to right; a
// route whose content is in another language (the public portfolio, issue 35) says so through its handle's
// `language`, read from its loader data or, on its error page, from the error it threw.

export interface DocumentLanguage {
  lang: string;
  dir: "ltr" | "rtl";
}

const APP_LANGUAGE: DocumentLanguage = { lang: "en", dir: "ltr" };

export interface LanguageHandle {
  language?: (state: { loaderData: unknown; error: unknown }) => DocumentLanguage | null;
}

export interface LanguageMatch {
  handle: unknown;
  loaderData: unknown;
  error: unknown;
}

/** The deepest matched route's language, or the app's. */
export function documentLanguage(matches: readonly LanguageMatch[]): DocumentLanguage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const language = (match?.handle as LanguageHandle | undefined)?.language?.({ loaderData: match?.loaderData, error: match?.error });
    if (language) return language;
  }
  return APP_LANGUAGE;
}
