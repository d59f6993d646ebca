// Vite plugin: marks the client chunks that the job tracker's interactions run (React, React Router, the board, its
// dialogs, the modal and the toasts) with V8's explicit compile hint `//# allFunctionsCalledOnLoad`, so Chromium
// compiles all of their functions while the script streams in, off the main thread, instead of lazily on each
// function's first call. Without it, a page's first card open or first drag compiled ~190 functions (about 17 ms of
// main-thread work in a trace of this machine) in the middle of the interaction (issue 16; ADR 0009 addendum).
// Other browsers ignore the comment. Only these chunks: eager compilation of code that may never run wastes memory.
import type { Plugin } from "vite";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** Whether an output chunk holds code the board's interactions run. */
export function isInteractionChunk(chunk: { name: string; moduleIds: readonly string[] }): boolean {
  if (chunk.name === "framework") return true;
  return chunk.moduleIds.some(
    (id) =>
      id.includes("/app/components/jobs/") ||
      id.includes("/app/routes/jobtracker") ||
      id.includes("/app/components/ui/modal") ||
      id.includes("/app/components/ui/toast") ||
      id.includes("/node_modules/@dnd-kit/"),
  );
}

export function compileHints(): Plugin {
  return {
    name: "vitrine-compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification (which drops comments): the hint must stay the file's first line.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !isInteractionChunk(output)) continue;
        output.code = HINT + output.code;
        // One more line at the top: the source map's first line maps nothing (the map is the chunk's own and, once
        // rendered, also a separate asset beside it).
        if (output.map) output.map.mappings = `;${output.map.mappings}`;
        const mapFile = bundle[`${output.fileName}.map`];
        if (mapFile?.type === "asset") {
          const text = typeof mapFile.source === "string" ? mapFile.source : new TextDecoder().decode(mapFile.source);
          const map = JSON.parse(text) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          mapFile.source = JSON.stringify(map);
        }
      }
    },
  };
}
