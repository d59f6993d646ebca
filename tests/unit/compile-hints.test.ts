// Issue 16: the client chunks the board's interactions run start with V8's explicit compile hint, so Chromium
// compiles them off the main thread while they stream in (scripts/vite-compile-hints.ts); other chunks are left alone.
import { describe, expect, it } from "vitest";
import { compileHints, isInteractionChunk } from "../../scripts/vite-compile-hints";

const chunk = (name: string, moduleIds: string[], code = "export const a=1;") => ({
  type: "chunk" as const,
  name,
  fileName: `${name}.js`,
  moduleIds,
  code,
  map: { mappings: "AAAA,CAAC" },
});

describe("explicit compile hints", () => {
  it("picks the framework, the board, its dialogs, the modal, the toasts and dnd-kit", () => {
    expect(isInteractionChunk({ name: "framework", moduleIds: [] })).toBe(true);
    expect(isInteractionChunk({ name: "x", moduleIds: ["/repo/app/components/jobs/job-detail-dialog.tsx"] })).toBe(true);
    expect(isInteractionChunk({ name: "x", moduleIds: ["/repo/app/routes/jobtracker.tsx?route-chunk=main"] })).toBe(true);
    expect(isInteractionChunk({ name: "x", moduleIds: ["/repo/app/components/ui/modal.tsx"] })).toBe(true);
    expect(isInteractionChunk({ name: "x", moduleIds: ["/repo/node_modules/@dnd-kit/core/dist/core.esm.js"] })).toBe(true);
    expect(isInteractionChunk({ name: "home", moduleIds: ["/repo/app/routes/home.tsx", "/repo/app/components/landing/hero.tsx"] })).toBe(
      false,
    );
  });

  it("puts the hint on the first line of those chunks only, and keeps their source maps aligned", () => {
    const plugin = compileHints();
    const bundle = {
      "framework.js": chunk("framework", ["/repo/node_modules/react-dom/index.js"]),
      "home.js": chunk("home", ["/repo/app/routes/home.tsx"]),
      "framework.js.map": { type: "asset" as const, source: JSON.stringify({ version: 3, mappings: "AAAA,CAAC" }) },
      "root.css": { type: "asset" as const, source: "body{}" },
    };
    (plugin.generateBundle as unknown as (options: unknown, bundle: unknown) => void).call({}, {}, bundle);
    expect(bundle["framework.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport const a=1;");
    expect(bundle["framework.js"].map.mappings).toBe(";AAAA,CAAC");
    expect(JSON.parse(bundle["framework.js.map"].source).mappings).toBe(";AAAA,CAAC");
    expect(bundle["home.js"].code).toBe("export const a=1;");
    expect(bundle["home.js"].map.mappings).toBe("AAAA,CAAC");
    expect(bundle["root.css"].source).toBe("body{}");
  });
});
