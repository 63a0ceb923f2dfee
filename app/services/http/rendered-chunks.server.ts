/**
 * React 18's Node server renderer sends its whole 2 kB buffer when a multi-byte character did not
 * fit at its end, so a chunk can end in NUL bytes (facebook/react#24985, fixed by
 * facebook/react#26228 in React 19, not in 18.x). A page has no NUL of its own: they are cut off
 * (decision 065; it replaces the react-dom patch).
 */
export function withoutTrailingNuls(chunk: Buffer) {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
