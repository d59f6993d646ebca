// Which responses are sent without the client runtime (app/lib/hydration.ts), and the route handles that decide it.
import { describe, expect, it } from "vitest";
import { hasUser, staticPageHandle } from "~/lib/hydration";
import { handle as homeHandle } from "~/routes/home";

const root = (user: unknown) => ({ handle: undefined, loaderData: { user, flash: null }, actionData: undefined });
const page = (handle: unknown, loaderData?: unknown, actionData?: unknown) => ({ handle, loaderData, actionData });

describe("pages without the client runtime", () => {
  it("a route without a handle hydrates; hydrate: false never does", () => {
    expect(staticPageHandle([root(null), page(undefined)], { user: null })).toBeNull();
    expect(staticPageHandle([root(null), page({ hydrate: false })], { user: null })).toEqual({ hydrate: false });
  });

  it("the landing page is plain HTML for signed-out visitors and the full app for signed-in ones", () => {
    expect(staticPageHandle([root(null), page(homeHandle)], { user: null })).toBe(homeHandle);
    expect(staticPageHandle([root({ id: "u1" }), page(homeHandle)], { user: { id: "u1" } })).toBeNull();
    expect(hasUser(undefined)).toBe(false);
  });
});
