// Keyset pagination cursors (issue 16): every paginated list is ordered by (a number, an id), newest first, and a
// page's `nextCursor` names its last row. The cursor is opaque to clients: base64url of `<number>.<id>`.
// Pure and dependency-free, so schemas, servers and the browser can all use it.

export interface CursorKey {
  /** The sort key of the last row shown (a creation time in ms). */
  at: number;
  /** Its id: breaks ties between rows with the same sort key. */
  id: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(`${Math.trunc(key.at)}.${key.id}`);
}

/** The key a cursor names, or null when it is not one of ours (the schemas turn null into a 400). */
export function decodeCursor(cursor: string): CursorKey | null {
  if (cursor.length > 300) return null;
  const text = fromBase64Url(cursor);
  const match = text?.match(/^(-?\d{1,16})\.([\w-]{1,100})$/);
  if (!match) return null;
  const at = Number(match[1]);
  return Number.isSafeInteger(at) ? { at, id: match[2]! } : null;
}
