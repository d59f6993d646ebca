// The signed-in routes' error pages (route-error-page.tsx), loaded only when one is shown: every route's module names
// its ErrorBoundary, and pages should not carry an error page's code until they need it (issue 16: JavaScript per
// page). The server renders them at once (loadOnServer), so an error answered by the server is complete HTML;
// after a client-side error the page's code follows within a moment, and if it cannot be loaded (offline) the
// generic "could not be loaded" message with Try again stands in.
import { lazyComponent } from "./lazy";

const page = () => import("./route-error-page");

export const RouteError = lazyComponent(() => page().then((m) => m.RouteError));
/** A page whose loader could not read its data: the spec's message for that page, with Try again. */
export const LoadFailure = lazyComponent(() => page().then((m) => m.LoadFailure));
