// Node module hooks for scripts/bench/startup-child.mjs: the Worker bundle imports `cloudflare:*` modules and data
// modules (.bin, .wasm) that only workerd provides; here they become small stand-ins so that Node's V8 can compile
// and evaluate the bundle's global scope the way workerd does at startup.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CLOUDFLARE_STUB = [
  "export const env = {};",
  "export const waitUntil = () => {};",
  "export class WorkerEntrypoint {}",
  "export class DurableObject {}",
  "export class WorkflowEntrypoint {}",
  "export class RpcTarget {}",
  "export class EmailMessage { constructor(from, to, raw) { Object.assign(this, { from, to, raw }); } }",
  "export default {};",
].join("\n");

export async function resolve(specifier, context, next) {
  if (specifier.startsWith("cloudflare:")) return { url: `stub:${specifier}`, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith("stub:")) return { format: "module", source: CLOUDFLARE_STUB, shortCircuit: true };
  if (url.endsWith(".wasm")) {
    const bytes = JSON.stringify(fileURLToPath(url));
    return {
      format: "module",
      source: `import { readFileSync } from "node:fs"; export default await WebAssembly.compile(readFileSync(${bytes}));`,
      shortCircuit: true,
    };
  }
  if (/\.(bin|txt|html|sql)$/.test(url)) {
    const size = readFileSync(fileURLToPath(url)).length;
    return { format: "module", source: `export default new ArrayBuffer(${size});`, shortCircuit: true };
  }
  return next(url, context);
}
