// One startup measurement in a fresh Node process (called by scripts/bench/startup.mjs): the time to compile and
// evaluate the Worker entry's global scope (its static import graph), then the time to load the React Router server
// build that the entry imports lazily on the first page request. Prints one JSON line.
import { register } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

register("./startup-hooks.mjs", import.meta.url);
const [entry, lazy] = process.argv.slice(2);
// Warm the loader (hooks thread, stubs) first: only the bundle's own compile and evaluation is timed.
await import("cloudflare:workers");
await import("node:async_hooks");
let started = performance.now();
await import(pathToFileURL(entry).href);
const entryMs = performance.now() - started;
let lazyMs = null;
if (lazy) {
  started = performance.now();
  await import(pathToFileURL(lazy).href);
  lazyMs = performance.now() - started;
}
console.log(JSON.stringify({ entryMs, lazyMs }));
