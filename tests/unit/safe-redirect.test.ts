// Issue 12 §6: a redirect target from a request only ever leads back into the site.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/server/http/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    "/..//evil.example",
    "//evil.example",
    "/\\evil.example",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%252F%252Fevil.example",
    "\\\\evil.example",
    "/\tevil",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/portfolio")).toBe("/portfolio");
  });

  it("keeps same-site paths with their query and hash, normalised", () => {
    expect(safeRedirectPath("/templates?view=list#top", "/x")).toBe("/templates?view=list#top");
    expect(safeRedirectPath("/jobtracker/../settings", "/x")).toBe("/settings");
    expect(safeRedirectPath(42, "/x")).toBe("/x");
  });
});
