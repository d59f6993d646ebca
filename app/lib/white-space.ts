// White space as JavaScript's `trim()` and `\s` see it (ECMAScript WhiteSpace and LineTerminator), one character
// code at a time: readers of untrusted text test a single character with it instead of matching a pattern over a
// string that keeps growing.

export function isWhiteSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Whether `text` holds at least `count` characters that are not white space (stops as soon as it does). */
export function hasNonSpace(text: string, count: number): boolean {
  let seen = 0;
  for (let i = 0; i < text.length && seen < count; i += 1) if (!isWhiteSpace(text.charCodeAt(i))) seen += 1;
  return seen >= count;
}
