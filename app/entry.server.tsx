// The server entry: React Router's default web entry plus the Content-Security-Policy (issue 12 §1, ADR 0007).
// Every script React Router writes (modules, modulepreloads, hydration data, scroll restoration) carries this
// request's nonce. Pages sent without the client runtime (app/lib/hydration.ts: the public portfolio, the
// signed-out landing page, /signin's first step, the unknown portfolio's 404) get a policy by the hash of their one
// inline script instead: they are cached at the edge and shared (ADR 0019), so they can carry no nonce.
import { serverCodeLoaded } from "./components/ui/lazy";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { scriptHash as portfolioScriptHash } from "virtual:portfolio-enhance";
import { scriptHash as publicScriptHash } from "virtual:public-enhance";
import { staticPageHandle } from "~/lib/hydration";
import { cloudflareContext } from "~/server/context";
import { pageContentSecurityPolicy } from "~/server/http/security-headers.server";

export const streamTimeout = 5_000;

/** The hashes of a page's inline script when it is sent without the client runtime, or null (it hydrates). */
function staticScriptHashes(context: EntryContext): string[] | null {
  const { matches, loaderData, actionData } = context.staticHandlerContext;
  const states = matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
    loaderData: loaderData[match.route.id],
    actionData: actionData?.[match.route.id],
  }));
  const handle = staticPageHandle(states, loaderData.root);
  if (!handle) return null;
  return [handle.enhance ? publicScriptHash : portfolioScriptHash];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(cloudflareContext);
  const devServer = import.meta.env.DEV && import.meta.env.MODE !== "test";
  const hashes = staticScriptHashes(routerContext);
  responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(hashes ? { hashes } : { nonce }, { devServer }));

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Code the pages load lazily in the browser is rendered here at once (app/components/ui/lazy.tsx).
  await serverCodeLoaded();
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // Never move a finished Suspense boundary's content out of place (React does past 12.8 KB of page): that
    // content is only revealed by an inline script, and pages must read without JavaScript (lazy parts,
    // app/components/ui/lazy.tsx, render inside boundaries).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject and are logged by React Router; later ones are logged here.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers get the whole document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
