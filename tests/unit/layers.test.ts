// The layers of app/ (docs/architecture.md): lib < db < schemas < server < components < routes, every import
// pointing down. Read from the source text of every module, so a new back-arrow fails here rather than in review.
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

const LAYERS = ["lib", "db", "schemas", "server", "components", "routes"] as const;
/** app/ folders outside the layers: app/public holds only the signed-out pages' inline script (no layer imports it). */
const OUTSIDE_LAYERS = new Set(["public"]);

/** "/app/routes/a.ts" + "../schemas/b" → "/app/schemas/b"; "~/x/y" → "/app/x/y"; packages → null. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return `/app/${specifier.slice(2)}`;
  if (!specifier.startsWith(".")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The top folder of app/ a module lives in ("/app/schemas/x.ts" → "schemas"); null for app/'s own files. */
const folderOf = (path: string) => path.match(/^\/app\/([^/]+)\//)?.[1] ?? null;
const layerOf = (path: string) => LAYERS.indexOf(folderOf(path) as (typeof LAYERS)[number]);

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)].map((match) => match[1]!);
}

/** Every import of a module of app/ into app/, as [importer, imported path]. */
function appImports(): Array<[string, string]> {
  return Object.entries(SOURCES).flatMap(([file, source]) =>
    importsOf(source).flatMap((specifier) => {
      const target = resolve(file, specifier);
      return target ? [[file, target] as [string, string]] : [];
    }),
  );
}

describe("app/ layers", () => {
  it("reads the whole of app/", () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(300);
    expect(appImports().length).toBeGreaterThan(1000);
  });

  it("has no folder outside the layers that a layer imports", () => {
    const folders = new Set(Object.keys(SOURCES).flatMap((file) => folderOf(file) ?? []));
    const unknown = [...folders].filter((folder) => layerOf(`/app/${folder}/x`) < 0 && !OUTSIDE_LAYERS.has(folder));
    expect(unknown).toEqual([]);
    const intoOutside = appImports().filter(([file, target]) => layerOf(file) >= 0 && OUTSIDE_LAYERS.has(folderOf(target) ?? ""));
    expect(intoOutside).toEqual([]);
  });

  it("imports only point down (lib < db < schemas < server < components < routes)", () => {
    const upward = appImports().filter(([file, target]) => layerOf(file) >= 0 && layerOf(target) > layerOf(file));
    expect(upward).toEqual([]);
  });

  it("no server module imports components/ (the document renderer, entry.server.tsx, aside)", () => {
    const serverToComponents = appImports().filter(
      ([file, target]) => /\.server\.tsx?$/.test(file) && file !== "/app/entry.server.tsx" && folderOf(target) === "components",
    );
    expect(serverToComponents).toEqual([]);
  });

  it("no component imports routes/", () => {
    const componentsToRoutes = appImports().filter(([file, target]) => folderOf(file) === "components" && folderOf(target) === "routes");
    expect(componentsToRoutes).toEqual([]);
  });
});
