// Which pages ship the React Router client runtime (issue 16 goal 3). A route's `handle` may say it does not
// need it: `hydrate: false` always (the public portfolio), or a function of the response's data (the landing
// page for signed-out visitors, /signin's first step). Such a page is sent as plain server-rendered HTML: the
// root layout leaves out <Scripts/> and the modulepreloads, and app/entry.server.tsx gives it a policy by the
// hash of its one inline script. `enhance: true` asks the root for the public pages' small progressive-
// enhancement script (app/public/enhance-script.ts); the portfolio renders its own.
// Read on the server only: once the runtime runs in a browser, it never takes itself out.

interface HydrationInput {
  /** This route's loader data. */
  loaderData: unknown;
  /** This route's action data (a document POST answered by the server). */
  actionData: unknown;
  /** The root loader's data (the visitor). */
  rootData: unknown;
}

export interface PageHandle {
  /** false: never hydrates; a function: decided per response. Absent: the page hydrates. */
  hydrate?: false | ((input: HydrationInput) => boolean);
  /** Without the runtime, the root adds the public pages' enhance script. */
  enhance?: boolean;
}

export interface MatchState {
  handle: unknown;
  loaderData: unknown;
  actionData: unknown;
}

/** The handle of the first matched route that asks for no client runtime on this response, or null (hydrate). */
export function staticPageHandle(matches: readonly MatchState[], rootData: unknown): PageHandle | null {
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    const hydrate = handle?.hydrate;
    if (hydrate === false) return handle ?? null;
    if (typeof hydrate === "function" && !hydrate({ loaderData: match.loaderData, actionData: match.actionData, rootData })) {
      return handle ?? null;
    }
  }
  return null;
}

/** The signed-in visitor of the root loader's data, if any (the landing page hydrates for them). */
export function hasUser(rootData: unknown): boolean {
  return typeof rootData === "object" && rootData !== null && Boolean((rootData as { user?: unknown }).user);
}
