// Static assets (/assets/*, /favicon.svg) are answered by the assets layer, not the Worker: public/_headers gives
// them the same baseline security headers the Worker adds to its own answers (issue 29). The served headers are
// checked end to end in tests/e2e/static-asset-headers.spec.ts.
import { describe, expect, it } from "vitest";
import { baselineSecurityHeaders } from "~/server/http/security-headers.server";
import headersFile from "../../public/_headers?raw";

/** The rules of a `_headers` file: each unindented path line followed by its indented `Name: value` lines. */
function readHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0) throw new Error(`Unreadable _headers line: ${line}`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

describe("public/_headers", () => {
  const rules = readHeadersFile(headersFile);

  it("gives every static file the Worker's production baseline headers, with the same values", () => {
    const all = rules.get("/*");
    expect(all).toBeDefined();
    for (const [name, value] of Object.entries(baselineSecurityHeaders("production"))) {
      expect(all?.[name], name).toBe(value);
    }
  });

  it("adds a CSP under which a file opened on its own can run nothing and be framed nowhere", () => {
    const csp = rules.get("/*")?.["Content-Security-Policy"] ?? "";
    expect(csp.split(";").map((d) => d.trim())).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'"]));
    expect(csp).not.toMatch(/unsafe|script-src/);
  });
});
