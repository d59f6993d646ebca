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
// Wall time and this thread's CPU time (what the bundle itself costs, whatever else the machine is doing).
const cpu = () => {
  const usage = process.threadCpuUsage ? process.threadCpuUsage() : process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
async function timed(file) {
  const [wall, used] = [performance.now(), cpu()];
  await import(pathToFileURL(file).href);
  return { ms: performance.now() - wall, cpuMs: cpu() - used };
}
const first = await timed(entry);
const second = lazy ? await timed(lazy) : null;
console.log(JSON.stringify({ entryMs: first.ms, entryCpuMs: first.cpuMs, lazyMs: second?.ms ?? null, lazyCpuMs: second?.cpuMs ?? null }));
