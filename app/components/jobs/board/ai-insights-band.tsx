// The AI-insights promo band under the board: static, and the page's biggest piece of markup after the board. Its
// code (./ai-insights-band-content, with its four icons) is not part of the page's first load (ADR 0010): while
// the page hydrates, the band keeps the server's HTML (an element whose content React does not own: an empty
// dangerouslySetInnerHTML is never written to the DOM unless it changes), as the template gallery's thumbnails do.
// A band first rendered in the browser (a client navigation to the board) loads its code.
import { lazy, memo, Suspense, useState } from "react";
import { loadOnServer, retryingLoader } from "~/components/ui/lazy";

const content = retryingLoader(() => import("./ai-insights-band-content").then((m) => m.AiInsightsBandContent));
loadOnServer(content);
const LazyContent = lazy(() => content.get().then((component) => ({ default: component })));
const KEEP_SERVER_HTML = { __html: "" };

/** Memoised and without props: rendered once per page. */
export const AiInsightsBand = memo(function AiInsightsBand({ className }: { className: string }) {
  // Chosen once per mounted band: a later switch would replace what it shows.
  const [Loaded] = useState(content.current);
  const [hydrating] = useState(() => typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated"));
  if (Loaded)
    return (
      <div className={className}>
        <Loaded />
      </div>
    );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant string: nothing is ever written
  if (hydrating) return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <LazyContent />
      </Suspense>
    </div>
  );
});
