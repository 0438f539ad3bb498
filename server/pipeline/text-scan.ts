/**
 * Bounded character searches. `text.lastIndexOf(ch, pos)` scans back to the start of the note when
 * the character is absent, once per mention: quadratic in the note's length where the caller only
 * cares about a sentence or a few hundred characters. These stop at a floor instead.
 */

/**
 * `text.lastIndexOf(ch, pos)` (a one-character `ch`; `pos` clamped to the text as lastIndexOf does)
 * when that index is >= floor, else -1.
 */
export function lastIndexAbove(text: string, ch: string, pos: number, floor: number): number {
  const code = ch.charCodeAt(0);
  for (let i = Math.max(0, Math.min(pos, text.length - 1)); i >= floor && i >= 0; i--) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/** `text.indexOf(ch, from)` (a one-character `ch`) when that index is below `ceiling`, else -1. */
export function indexBelow(text: string, ch: string, from: number, ceiling: number): number {
  const code = ch.charCodeAt(0);
  const to = Math.min(ceiling, text.length);
  for (let i = Math.max(0, from); i < to; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/**
 * Whether text[from, to) is not empty and ends with a character of `\s` (ECMAScript WhiteSpace and
 * LineTerminator): a cheap test that an expression ending in `\s+$` can match the slice at all.
 */
export function endsWithSpace(text: string, from: number, to: number): boolean {
  const end = Math.min(to, text.length);
  if (end <= from || end <= 0) return false;
  const c = text.charCodeAt(end - 1);
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
