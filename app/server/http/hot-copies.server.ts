// The isolate's own copies of the hottest edge-cached pages (issue 30, ADR 0019). A page answered from
// caches.default is also kept here, body and headers, until a given moment (at most a second away); until then a
// hit in this isolate is answered from memory, without a Cache API lookup. The edge cache stays the shared store
// (every fill and purge goes through it); this is only its front, bounded in time, count and size, and a purge in
// this isolate drops the copy at once (app/server/portfolio/edge-cache.server.ts).

interface HotCopy {
  body: ArrayBuffer;
  status: number;
  headers: Array<[string, string]>;
  until: number;
}

/** Copies kept at once, and the largest page kept (a PDF resume is not). */
const MAX_COPIES = 50;
const MAX_BYTES = 128 * 1024;
const copies = new Map<string, HotCopy>();

/** The copy of `key` while it is valid: a fresh Response each time (a body is read once). */
export function hotCopy(key: string, now = Date.now()): Response | null {
  const copy = copies.get(key);
  if (!copy) return null;
  if (copy.until <= now) {
    copies.delete(key);
    return null;
  }
  return new Response(copy.body.slice(0), { status: copy.status, headers: new Headers(copy.headers) });
}

/** Keeps a copy of an answer's body and headers until `until` (ignored past MAX_BYTES). */
export function keepHot(key: string, body: ArrayBuffer, status: number, headers: Headers, until: number): void {
  if (body.byteLength > MAX_BYTES) return;
  copies.delete(key);
  copies.set(key, { body, status, headers: [...headers], until });
  if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
}

/** Drops the copies of these keys (a purge). */
export function dropHot(keys: readonly string[]): void {
  for (const key of keys) copies.delete(key);
}
