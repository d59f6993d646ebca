// Which responses are sent without the client runtime (app/lib/hydration.ts), and the route handles that decide it.
import { describe, expect, it } from "vitest";
import { hasUser, staticPageHandle } from "~/lib/hydration";
import { handle as homeHandle } from "~/routes/home";
import { handle as signinHandle } from "~/routes/signin";

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

  it("/signin is plain HTML on its first step only, whether the loader or an action answered it", () => {
    const decide = (loaderData: unknown, actionData?: unknown) =>
      staticPageHandle([root(null), page(signinHandle, loaderData, actionData)], { user: null });
    expect(decide({ step: "signin" })).toBe(signinHandle);
    expect(decide({ step: "signup" })).toBeNull();
    expect(decide({ step: "forgot" })).toBeNull();
    // A wrong password answers the first step again; "Sign up" posted without the runtime answers the next step.
    expect(decide({ step: "signin" }, { status: "invalid", intent: "signin", data: { step: "signin", carry: {} } })).toBe(signinHandle);
    expect(decide({ step: "signin" }, { status: "success", intent: "goto:signup", data: { step: "signup", carry: {} } })).toBeNull();
  });
});
