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

/**
 * `source` (a regular expression's) made fit to be one alternative among others: named groups made
 * plain groups (a name may not repeat in one expression); undefined when it refers back to a group
 * (`\1`, `\k<name>`), which numbering or naming in a longer expression would change.
 */
function alternativeSource(source: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return undefined;
      out += ch + next;
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      continue;
    }
    if (ch === '(' && source[i + 1] === '?' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      const close = source.indexOf('>', i + 3);
      if (close < 0) return undefined;
      out += '(?:';
      i = close;
      continue;
    }
    out += ch;
  }
  return out;
}

/**
 * Several regular expressions searched through a text in one pass: an expression made of them all
 * as alternatives finds, in order, every position where one of them matches (an alternation matches
 * at a position exactly when one of its alternatives does), and each is tried there on its own
 * (sticky). A note is read once instead of once per expression; the results are those of the
 * expressions run one by one.
 */
export class RegexSet {
  private readonly any: RegExp | undefined;
  private readonly at: RegExp[];

  constructor(readonly res: readonly RegExp[]) {
    const flags = (re: RegExp): string => re.flags.replace(/[gy]/g, '');
    const sources = res.map((re) => alternativeSource(re.source));
    const same = res.every((re) => flags(re) === flags(res[0]!));
    this.any = res.length > 0 && same && sources.every((s) => s !== undefined) ? new RegExp(sources.map((s) => `(?:${s})`).join('|'), `${flags(res[0]!)}g`) : undefined;
    this.at = res.map((re) => new RegExp(re.source, `${flags(re)}y`));
  }

  /** Whether each expression matches somewhere in `text` (its test()). */
  test(text: string): boolean[] {
    const found = this.res.map(() => false);
    if (!this.any) {
      this.res.forEach((re, k) => {
        re.lastIndex = 0;
        found[k] = re.test(text);
      });
      return found;
    }
    let open = this.res.length;
    const any = this.any;
    any.lastIndex = 0;
    while (open > 0) {
      const m = any.exec(text);
      if (!m) break;
      const p = m.index;
      for (let k = 0; k < this.at.length; k++) {
        if (found[k]) continue;
        const re = this.at[k]!;
        re.lastIndex = p;
        if (re.test(text)) {
          found[k] = true;
          open--;
        }
      }
      any.lastIndex = p + 1;
    }
    return found;
  }

  /**
   * Every non-empty match of each expression, as a global search (`g`) from the start finds them,
   * going on after each match (one character on after an empty one, which is not listed).
   */
  matches(text: string): RegExpExecArray[][] {
    const out: RegExpExecArray[][] = this.res.map(() => []);
    if (!this.any) {
      this.res.forEach((re, k) => {
        const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
        for (let m = g.exec(text); m; m = g.exec(text)) {
          if (m[0] === '') g.lastIndex++;
          else out[k]!.push(m);
        }
      });
      return out;
    }
    const next = this.res.map(() => 0);
    const any = this.any;
    any.lastIndex = 0;
    for (let m = any.exec(text); m; m = any.exec(text)) {
      const p = m.index;
      for (let k = 0; k < this.at.length; k++) {
        if (next[k]! > p) continue;
        const re = this.at[k]!;
        re.lastIndex = p;
        const hit = re.exec(text);
        if (!hit) continue;
        if (hit[0] === '') next[k] = p + 1;
        else {
          out[k]!.push(hit);
          next[k] = p + hit[0].length;
        }
      }
      any.lastIndex = p + 1;
    }
    return out;
  }
}
