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
