// "Portfolio language" on /profile (issue 35): the language the public portfolio's headings, dates and contact form
// use. Its own small form posting to /profile/language, so it works without JavaScript; with it, a fetcher saves it
// in place. Until the owner chooses one, it proposes the browser's language (navigator.languages).
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/lib/action-result";
import { matchBrowserLocale, PORTFOLIO_LOCALES, type PortfolioLocale } from "~/schemas/portfolio-locales";

const SELECT_CLASS =
  "block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 sm:w-64";

export function PortfolioLanguageForm({ locale, chosen }: { locale: PortfolioLocale; chosen: boolean }) {
  const fetcher = useFetcher<ActionResult<string>>();
  const [value, setValue] = useState(locale);
  const [suggested, setSuggested] = useState(false);
  // Read after hydration (the server cannot know the browser's languages), and only while none is chosen.
  useEffect(() => {
    if (chosen) return;
    const browser = matchBrowserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
    if (browser !== locale) {
      setValue(browser);
      setSuggested(true);
    }
  }, [chosen, locale]);
  useActionResult(fetcher.data, { onSuccess: () => setSuggested(false) });
  return (
    <fetcher.Form method="post" action="/profile/language" className="mt-6 border-t border-slate-100 pt-5">
      <label htmlFor="portfolio-locale" className="text-sm font-semibold text-slate-900">
        Portfolio language
      </label>
      <p id="portfolio-locale-hint" className="mt-1 text-sm text-slate-600">
        Your public portfolio's headings, dates and contact form use this language. What you write stays as you wrote it.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <select
          id="portfolio-locale"
          name="locale"
          value={value}
          onChange={(event) => setValue(event.target.value as PortfolioLocale)}
          aria-describedby="portfolio-locale-hint"
          className={SELECT_CLASS}
        >
          {PORTFOLIO_LOCALES.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" size="sm" busy={fetcher.state !== "idle"} busyLabel="Saving…">
          Save language
        </Button>
      </div>
      {suggested ? (
        <p className="mt-2 text-sm text-amber-800" role="status">
          Suggested from your browser's language. Save to use it.
        </p>
      ) : null}
    </fetcher.Form>
  );
}
