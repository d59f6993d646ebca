// While a client navigation waits for its page's loader, the pages the spec names say so ('Loading settings...',
// 'Loading portfolio'): a small announced pill under the top navigation, and the page below marked busy.
import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/button";

/** The spec's loading text of a page, by its path (spec part 1 section 2.8, part 2 Settings). */
const PENDING_TEXT: Record<string, string> = {
  "/settings": "Loading settings...",
  "/portfolio": "Loading portfolio",
};

/** The loading text of the page a navigation is heading to, or null. */
export function usePendingText(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.formMethod) return null;
  return PENDING_TEXT[navigation.location.pathname] ?? null;
}

export function NavigationPending({ text }: { text: string | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      {text ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <Spinner />
          {text}
        </span>
      ) : null}
    </div>
  );
}
