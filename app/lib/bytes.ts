// Byte helpers shared by the server's stream readers.

/** The chunks joined into one array of `total` bytes (the sum of their lengths). */
export function concatBytes(chunks: readonly Uint8Array[], total: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
