// React Router imports the route module of a fetcher's target at the first submission. When that import fails
// (offline, a connection that dropped), it reloads the whole document, which offline is the browser's error page:
// the page, the open dialog and what was typed are gone. A form that posts to another route (the feedback modal to
// /resources/feedback) imports that module as soon as it shows, so a send made offline is answered by the route's
// clientAction (the spec's message, everything kept). The route is known to the browser only once React Router has
// discovered it (its lazy manifest, fetched for the form's action within moments of the form showing): until then
// this looks again every 200 ms, for up to 10 s.
import { useEffect } from "react";

interface ManifestWindow {
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
}

export function usePreloadRouteModule(routeId: string) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attempt = () => {
      const module = (window as ManifestWindow).__reactRouterManifest?.routes[routeId]?.module;
      // Imported by the same URL as React Router's own import, so that one finds it in the module map.
      if (module && navigator.onLine !== false) void import(/* @vite-ignore */ module).catch(() => {});
      else if (++tries < 50) timer = setTimeout(attempt, 200);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [routeId]);
}
