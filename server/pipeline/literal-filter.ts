/**
 * Required literals of regular expressions, checked against a note's words before the expression is
 * run over the note (the prefilter of RE2 and code search). Most whole-note expressions (the findings
 * rules' gates and patterns, the note settings) can only match where some word of the note contains
 * one of a few letter strings ("phq", "smok", "cirrho"); a note whose words contain none of them is
 * not searched at all. Which words contain which strings is worked out once per distinct word (the
 * word table numbers them), so the test of a note costs one array read per token.
 *
 * The test is conservative: an expression is run whenever its filter is open, and an expression this
 * module cannot read (back references, the `u`/`v` flags with case folding, a requirement shorter than
 * two letters) has no filter and is always run. Results are those of running every expression.
 */
import { hash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WordStream, WordTable } from './tokenize.js';

/**
 * What a part of an expression matches: `exact` (every string it can match, when few and made of
 * [a-z0-9] only), `req` (one of these strings is inside every match: the strongest such set known)
 * and `and` (sets of which every match holds one string each, every string two characters or more).
 */
interface Info {
  exact: Set<string> | null;
  req: Set<string> | null;
  and?: Set<string>[];
  /** Non-empty strings one of which every match starts with (when `exact` does not already say so). */
  prefix?: Set<string>;
  /** The part can match the empty string (a `?`, `*` or `{0,n}` part). */
  optional?: boolean;
  /** Of an optional part: non-empty strings one of which every non-empty match starts with, when known. */
  optionalStarts?: Set<string>;
}

/** Whether a part may match nothing, which is not the same as matching only nothing (zero-width). */
function canBeEmpty(info: Info): boolean {
  return info.optional === true || (info.exact !== null && info.exact.has('') && !isZeroWidth(info));
}

/** The strings every non-empty match of a part that can be empty starts with, one each; undefined when not known. */
function nonEmptyStarts(info: Info): Set<string> | undefined {
  if (info.optionalStarts) return info.optionalStarts;
  if (info.optional || !info.exact) return undefined;
  const rest = [...info.exact].filter((x) => x !== '');
  return rest.length > 0 ? new Set(rest) : undefined;
}

/** The strings every match of `info` starts with, one each: its prefix, or its exact strings when none is empty. */
function startsOf(info: Info): Set<string> | undefined {
  return info.prefix ?? (info.exact && info.exact.size > 0 && !info.exact.has('') ? info.exact : undefined);
}

function isZeroWidth(info: Info): boolean {
  return info.exact !== null && info.exact.size === 1 && info.exact.has('');
}

const MAX_EXACT = 32;
const EMPTY_ONLY: Info = { exact: new Set(['']), req: null };
const NOTHING: Info = { exact: null, req: null };

function isLiteralChar(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

function charInfo(c: string): Info {
  const l = c.toLowerCase();
  return l.length === 1 && isLiteralChar(l) ? { exact: new Set([l]), req: null } : NOTHING;
}

const DIGITS = new Set('0123456789'.split(''));

/** The requirement an Info offers (its exact strings when none is empty, else its req). */
function requirement(info: Info): Set<string> | null {
  const fromExact = info.exact && ![...info.exact].includes('') ? info.exact : null;
  return better(fromExact, info.req);
}

/** Whether a requirement is worth checking: every string two characters or more. */
function strong(set: Set<string> | null): set is Set<string> {
  return set !== null && set.size > 0 && [...set].every((x) => x.length >= 2);
}

/** The stronger of two requirements: the longer shortest string, then fewer strings. */
function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  if (!a) return b;
  if (!b) return a;
  const ma = Math.min(...[...a].map((s) => s.length));
  const mb = Math.min(...[...b].map((s) => s.length));
  if (ma !== mb) return ma > mb ? a : b;
  return a.size <= b.size ? a : b;
}

/**
 * The requirements of an alternation as a conjunction: (A1 and A2) or (B1 and B2) holds exactly when
 * each of (A1 or B1), (A1 or B2), (A2 or B1), (A2 or B2) does; undefined when an alternative has no
 * requirement or the product grows past 32 sets.
 */
function distribute(alts: Info[]): Set<string>[] | undefined {
  let clauses: Set<string>[] = [new Set()];
  for (const alt of alts) {
    const own = alt.and && alt.and.length > 0 ? alt.and : strong(requirement(alt)) ? [requirement(alt)!] : undefined;
    if (!own || clauses.length * own.length > 32) return undefined;
    const next: Set<string>[] = [];
    for (const c of clauses) for (const d of own) next.push(new Set([...c, ...d]));
    clauses = next;
  }
  return clauses;
}

function cross(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

class Unreadable extends Error {}

/** A recursive-descent reader of the regular expression syntax the engine's expressions use. */
class Reader {
  private i = 0;
  /** `punct`: ASCII punctuation and space written in the expression count as literal characters (for firstStrings, never for word filters). */
  constructor(
    private readonly src: string,
    private readonly punct = false,
  ) {}

  private charInfo(c: string): Info {
    if (this.punct && c.length === 1) {
      const code = c.charCodeAt(0);
      // (no case: the lower-cased text holds them as written)
      if (code >= 0x20 && code <= 0x7e && !/[A-Za-z0-9]/.test(c)) return { exact: new Set([c]), req: null };
    }
    return charInfo(c);
  }

  read(): Info {
    const info = this.alternation();
    if (this.i !== this.src.length) throw new Unreadable();
    return info;
  }

  private alternation(): Info {
    const alts: Info[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    if (alts.length === 1) return alts[0]!;
    let exact: Set<string> | null = new Set();
    let req: Set<string> | null = new Set();
    for (const a of alts) {
      if (exact && a.exact && exact.size + a.exact.size <= MAX_EXACT) for (const s of a.exact) exact.add(s);
      else exact = null;
      const r = requirement(a);
      if (req && r) for (const s of r) req.add(s);
      else req = null;
    }
    let prefix: Set<string> | undefined = new Set();
    for (const a of alts) {
      const p = startsOf(a);
      if (!p || prefix.size + p.size > 2 * MAX_EXACT) {
        prefix = undefined;
        break;
      }
      for (const x of p) prefix.add(x);
    }
    return { exact, req, and: distribute(alts) ?? (strong(req) ? [req] : []), ...(prefix ? { prefix } : {}) };
  }

  private sequence(): Info {
    let best: Set<string> | null = null;
    // the exact strings of the run of exact parts that ends here, and of the whole sequence so far
    let run = new Set(['']);
    let all: Set<string> | null = new Set(['']);
    const and: Set<string>[] = [];
    // the exact strings of the leading parts (zero-width parts skipped), while they are exact
    let lead: Set<string> = new Set(['']);
    let leading = true;
    let prefix: Set<string> | undefined;
    // the starts of the optional parts before the first part that must match ("(?:current\s+)?every"
    // starts with "current" or "every"); undefined when one of them has no known start
    let skipped: Set<string> | undefined = new Set();
    const endRun = (): void => {
      const r = requirement({ exact: run, req: null });
      if (strong(r)) and.push(r);
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const part = this.quantified();
      if (leading && lead.size === 1 && lead.has('') && canBeEmpty(part)) {
        const starts = nonEmptyStarts(part);
        if (skipped && starts) for (const x of starts) skipped.add(x);
        else skipped = undefined;
      } else if (leading && !isZeroWidth(part)) {
        const longer = part.exact && !part.exact.has('') ? cross(lead, part.exact) : null;
        if (longer) lead = longer;
        else {
          leading = false;
          if (lead.has('')) prefix = startsOf(part);
        }
      }
      best = better(best, requirement(part));
      if (part.and) and.push(...part.and);
      if (part.exact) {
        const longer = cross(run, part.exact);
        // (a product too large: the run starts again at this part)
        if (!longer) endRun();
        run = longer ?? part.exact;
        best = better(best, requirement({ exact: run, req: null }));
        all = all ? cross(all, part.exact) : null;
      } else {
        endRun();
        run = new Set(['']);
        all = null;
      }
    }
    endRun();
    if (!lead.has('')) prefix ??= lead;
    // (every match starts with a start of a skipped optional part or, when they matched nothing, with what follows them)
    if (skipped === undefined || (skipped.size > 0 && prefix === undefined)) prefix = undefined;
    else if (skipped.size > 0) prefix = new Set([...skipped, ...prefix!]);
    return { exact: all, req: best, and, ...(prefix ? { prefix } : {}) };
  }

  private quantified(): Info {
    const atom = this.atom();
    const c = this.src[this.i];
    let min = 1;
    let max = 1;
    if (c === '?' || c === '*' || c === '+') {
      this.i++;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (m) {
        this.i += m[0].length;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      }
    } else return atom;
    if (this.src[this.i] === '?') this.i++; // lazy
    if (min === 0) {
      // (a non-empty match of the part starts with a match of its atom)
      const starts = startsOf(atom);
      const optional = { optional: true, ...(starts ? { optionalStarts: starts } : {}) };
      return max === 1 && atom.exact ? { exact: new Set([...atom.exact, '']), req: null, ...optional } : { ...NOTHING, ...optional };
    }
    if (min === 1 && max === 1) return atom;
    const req = requirement(atom);
    const prefix = startsOf(atom);
    return { exact: null, req, and: [...(atom.and ?? []), ...(strong(req) ? [req] : [])], ...(prefix ? { prefix } : {}) };
  }

  private atom(): Info {
    const src = this.src;
    const c = src[this.i]!;
    if (c === '(') {
      this.i++;
      let lookaround = false;
      if (src[this.i] === '?') {
        const head = src.slice(this.i, this.i + 3);
        if (head.startsWith('?:')) this.i += 2;
        else if (head === '?<=' || head === '?<!' || head.startsWith('?=') || head.startsWith('?!')) {
          lookaround = true;
          this.i += head.startsWith('?<') ? 3 : 2;
        } else if (head.startsWith('?<')) {
          const close = src.indexOf('>', this.i);
          if (close < 0) throw new Unreadable();
          this.i = close + 1;
        } else throw new Unreadable();
      }
      const inner = this.alternation();
      if (src[this.i] !== ')') throw new Unreadable();
      this.i++;
      // (a lookaround consumes nothing: what it asks for is not counted on)
      return lookaround ? EMPTY_ONLY : inner;
    }
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') {
      this.i++;
      return EMPTY_ONLY;
    }
    if (c === '.') {
      this.i++;
      return NOTHING;
    }
    if (c === '\\') return this.escape(false);
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?') throw new Unreadable();
    this.i++;
    return this.charInfo(c);
  }

  /** An escape at this.i (the backslash); in a class, `\b` is a backspace. */
  private escape(inClass: boolean): Info {
    const src = this.src;
    const e = src[this.i + 1];
    if (e === undefined) throw new Unreadable();
    this.i += 2;
    if (e === 'd') return { exact: DIGITS, req: null };
    if (e === 'b' || e === 'B') return inClass ? NOTHING : EMPTY_ONLY;
    if ('wWsSDnrtfv0'.includes(e)) return NOTHING;
    if (/[1-9]/.test(e) || e === 'k' || e === 'p' || e === 'P' || e === 'c') throw new Unreadable();
    if (e === 'x' || e === 'u') {
      const m = e === 'x' ? /^[0-9a-fA-F]{2}/.exec(src.slice(this.i)) : /^[0-9a-fA-F]{4}/.exec(src.slice(this.i));
      if (!m) throw new Unreadable();
      this.i += m[0].length;
      return inClass ? charInfo(String.fromCharCode(parseInt(m[0], 16))) : this.charInfo(String.fromCharCode(parseInt(m[0], 16)));
    }
    return inClass ? charInfo(e) : this.charInfo(e);
  }

  private charClass(): Info {
    const src = this.src;
    this.i++;
    const negated = src[this.i] === '^';
    if (negated) this.i++;
    const chars = new Set<string>();
    let exact = true;
    // (in JavaScript a `]` right after `[` or `[^` closes the class: `[]` matches nothing, `[^]` any character)
    while (this.i < src.length && src[this.i] !== ']') {
      let lo: string | undefined;
      if (src[this.i] === '\\') {
        const info = this.escape(true);
        if (info.exact && info.exact.size === 1) lo = [...info.exact][0];
        else if (info.exact) for (const s of info.exact) chars.add(s);
        else exact = false;
      } else {
        lo = src[this.i]!;
        this.i++;
      }
      if (lo !== undefined && src[this.i] === '-' && src[this.i + 1] !== ']' && this.i + 1 < src.length) {
        this.i++;
        let hi: string;
        if (src[this.i] === '\\') {
          const info = this.escape(true);
          if (!info.exact || info.exact.size !== 1) throw new Unreadable();
          hi = [...info.exact][0]!;
        } else hi = src[this.i++]!;
        for (let k = lo.charCodeAt(0); k <= hi.charCodeAt(0); k++) {
          const l = String.fromCharCode(k).toLowerCase();
          if (l.length === 1 && isLiteralChar(l)) chars.add(l);
          else exact = false;
        }
      } else if (lo !== undefined) {
        const l = lo.toLowerCase();
        if (l.length === 1 && isLiteralChar(l)) chars.add(l);
        else exact = false;
      }
    }
    if (src[this.i] !== ']') throw new Unreadable();
    this.i++;
    return !negated && exact && chars.size > 0 ? { exact: chars, req: null } : NOTHING;
  }
}

/** What the Reader makes of `re`, or undefined when it cannot be read safely. */
function readExpression(re: RegExp, punct = false): Info | undefined {
  // (with `u` or `v` and `i`, "k" also matches the Kelvin sign and "s" the long s, which are no ASCII letters)
  if ((re.flags.includes('u') || re.flags.includes('v')) && re.flags.includes('i')) return undefined;
  try {
    return new Reader(re.source, punct).read();
  } catch (err) {
    if (err instanceof Unreadable) return undefined;
    throw err;
  }
}

/**
 * Sets of lower-case strings of letters and digits such that every match of `re` holds one string of
 * each set (each inside one word of the text), or undefined when none is known.
 */
export function requiredLiterals(re: RegExp): string[][] | undefined {
  const key = `r${re.flags}/${re.source}`;
  const memo = readings();
  if (memo.has(key)) {
    const known = memo.get(key);
    return known ? (known as string[][]).map((set) => set.slice()) : undefined;
  }
  const found = readRequiredLiterals(re);
  memo.set(key, found ? found.map((set) => set.slice()) : null);
  return found;
}

function readRequiredLiterals(re: RegExp): string[][] | undefined {
  const info = readExpression(re);
  if (!info) return undefined;
  const sets = [...(info.and ?? [])];
  const req = requirement(info);
  if (strong(req)) sets.push(req);
  // (a set that holds another adds nothing: every match already holds a string of the smaller one)
  const kept = sets.filter((set, k) => !sets.some((other, j) => other !== set && [...other].every((x) => set.has(x)) && (other.size < set.size || j < k)));
  const keys = new Map<string, string[]>();
  for (const set of kept) {
    const list = [...set].sort();
    keys.set(list.join('|'), list);
  }
  return keys.size > 0 ? [...keys.values()] : undefined;
}

/**
 * Lower-case strings of letters and digits (two or more) one of which every match of `re` starts
 * with, or undefined when none is known: a match can only start where the text (lower-cased) holds one.
 */
export function firstLiterals(re: RegExp): string[] | undefined {
  return firstOf(readExpression(re));
}

/**
 * Like firstLiterals, but the strings may hold ASCII punctuation and spaces written in the expression
 * ("c-act", "m-chat", "a-fib"): strings to search the lower-cased text for, not literals of words.
 */
export function firstStrings(re: RegExp): string[] | undefined {
  const key = `f${re.flags}/${re.source}`;
  const memo = readings();
  if (memo.has(key)) {
    const known = memo.get(key);
    return known ? (known as string[]).slice() : undefined;
  }
  const found = firstOf(readExpression(re, true));
  memo.set(key, found ? found.slice() : null);
  return found;
}

/**
 * What requiredLiterals and firstStrings made of each expression (by `r`/`f`, flags and source; null:
 * nothing known), kept for the process, and written by the build (writeExpressionReadings) for the
 * engine's own expressions: reading the findings rules' sources was most of the first note's cost in a
 * fresh process. The file holds a hash of this module's compiled text and is ignored when it was made
 * by another (the readings are those of this code or none).
 */
let memo: Map<string, string[][] | string[] | null> | undefined;
const READINGS_FILE = fileURLToPath(new URL('./vocabulary/expression-readings.json', import.meta.url));

function moduleStamp(): string {
  return hash('sha256', readFileSync(fileURLToPath(import.meta.url), 'utf8'), 'hex');
}

function readings(): Map<string, string[][] | string[] | null> {
  if (memo) return memo;
  memo = new Map();
  try {
    if (existsSync(READINGS_FILE)) {
      const data = JSON.parse(readFileSync(READINGS_FILE, 'utf8')) as { stamp: string; readings: Array<[string, string[][] | string[] | null]> };
      if (data.stamp === moduleStamp()) memo = new Map(data.readings);
    }
  } catch {
    // (an unreadable file: every expression is read again)
  }
  return memo;
}

/** Writes the readings made so far in this process (see readings) beside the vocabulary; returns how many. */
export function writeExpressionReadings(): number {
  const entries = [...readings()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  writeFileSync(READINGS_FILE, JSON.stringify({ stamp: moduleStamp(), readings: entries }));
  return entries.length;
}

function firstOf(info: Info | undefined): string[] | undefined {
  if (!info) return undefined;
  const starts = startsOf(info);
  if (!starts || [...starts].some((x) => x.length < 2)) return undefined;
  // (a literal that starts with another adds no start the other does not find)
  const list = [...starts].sort();
  return list.filter((x) => !list.some((y) => y !== x && x.startsWith(y)));
}

/** Every non-empty match of a global expression, from the start (one character on after an empty match, which is not listed). */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0] === '') re.lastIndex++;
    else out.push(m);
  }
  re.lastIndex = 0;
  return out;
}

/**
 * Every non-empty match of `re` (global) in `text`, as a global search from the start finds them
 * (one character on after an empty match, which is not listed), trying the expression only where
 * one of `starts` (see firstLiterals) is written: `sticky` is `re` with the `y` flag instead of `g`.
 */
export function matchesFrom(re: RegExp, sticky: RegExp, starts: readonly string[], text: string, lower: string, written?: WrittenAt): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  // (a character that lower-cases to two, "İ": the offsets differ, so the whole text is searched)
  if (lower.length !== text.length) return allMatches(re, text);
  let at: readonly number[];
  if (starts.length === 1) at = positionsOf(starts[0]!, lower, written);
  else {
    const all: number[] = [];
    for (const s of starts) for (const p of positionsOf(s, lower, written)) all.push(p);
    at = all.sort((a, b) => a - b);
  }
  if (at.length === 0) return out;
  let next = 0;
  for (const p of at) {
    if (p < next) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m) continue;
    if (m[0] === '') next = p + 1;
    else {
      out.push(m);
      next = p + m[0].length;
    }
  }
  return out;
}

/**
 * Where each string is written in one note's lower-cased text, kept while the note is read (the
 * findings rows share their first strings: "no", "denies", "drinks" are searched for once a note).
 */
export type WrittenAt = Map<string, readonly number[]>;

const NOWHERE: readonly number[] = [];

/** The positions of `s` in `lower`, ascending (from `written` when it has them). */
function positionsOf(s: string, lower: string, written: WrittenAt | undefined): readonly number[] {
  let at = written?.get(s);
  if (at) return at;
  let list: number[] | undefined;
  for (let p = lower.indexOf(s); p >= 0; p = lower.indexOf(s, p + 1)) (list ??= []).push(p);
  at = list ?? NOWHERE;
  written?.set(s, at);
  return at;
}

/**
 * Whether `sticky` (an expression with the `y` flag) matches anywhere in `text`, tried only where one
 * of `starts` (see firstStrings) is written: the answer of a search of the whole text.
 */
export function matchesAnywhere(re: RegExp, sticky: RegExp, starts: readonly string[], text: string, lower: string, written?: WrittenAt): boolean {
  // (a character that lower-cases to two, "İ": the offsets differ, so the whole text is searched)
  if (lower.length !== text.length) {
    re.lastIndex = 0;
    const found = re.test(text);
    re.lastIndex = 0;
    return found;
  }
  for (const s of starts)
    for (const p of positionsOf(s, lower, written)) {
      sticky.lastIndex = p;
      if (sticky.test(text)) return true;
    }
  return false;
}

const NO_GROUPS = new Int32Array(0);

/**
 * Filters registered for expressions and, by word number, which literal groups the word holds a
 * literal of. A filter is a list of groups (sets of literals, from requiredLiterals): it is open on a
 * note when each of its groups has a literal in some word of the note.
 */
export class LiteralFilters {
  /** Literals by their first two characters' codes, each with the groups it belongs to. */
  // (by (first << 7) | second: a literal is [a-z0-9], so a pair with a character from 128 up starts none)
  private readonly byPrefix: Array<Array<{ literal: string; groups: number[] }> | undefined> = new Array(1 << 14).fill(undefined);
  private readonly literalIndex = new Map<string, { literal: string; groups: number[] }>();
  private readonly groupIds = new Map<string, number>();
  /** The groups of each filter. */
  private readonly filters: Int32Array[] = [];
  /** By word table: the groups each word number holds (made when the word is first met), for the table's generation and this index's revision. */
  private readonly perTable = new WeakMap<WordTable, { generation: number; revision: number; perWord: Int32Array; seen: Int32Array; stamp: number }>();
  /** Lists of groups a word can hold, each once: perWord holds an index here (0: none), -1 where not worked out yet. */
  private readonly lists: Int32Array[] = [NO_GROUPS];
  private readonly listIds = new Map<string, number>([['', 0]]);
  private revision = 0;
  /** The last stream asked about and its answer (the candidates and findings stages ask about the same note). */
  private last: { ts: WordStream; revision: number; open: Uint8Array; held: Uint8Array; touching: boolean } | undefined;
  private readonly byRegex = new Map<string, number>();

  /** The filter of `re` (filters of the same source and flags are shared), or -1 when it has none and must always be run. */
  register(re: RegExp): number {
    const key = `${re.flags}/${re.source}`;
    const known = this.byRegex.get(key);
    if (known !== undefined) return known;
    const sets = requiredLiterals(re);
    let id = -1;
    if (sets) {
      id = this.filters.push(Int32Array.from(sets, (set) => this.group(set))) - 1;
    }
    this.byRegex.set(key, id);
    return id;
  }

  /** A group of one literal (`literal`: two letters or digits or more, lower case), for held(): whether some word of a note holds it. */
  literal(literal: string): number {
    if (literal.length < 2 || !/^[a-z0-9]+$/.test(literal)) throw new Error(`not a literal: ${literal}`);
    return this.group([literal]);
  }

  /**
   * Which groups (see literal()) some word of the note holds a literal of (1) or not (0); undefined when
   * two tokens touch (a literal may straddle them: treat every group as held).
   */
  held(ts: WordStream): Uint8Array | undefined {
    this.open(ts);
    return this.last!.touching ? undefined : this.last!.held;
  }

  private group(literals: string[]): number {
    const key = literals.join('|');
    let g = this.groupIds.get(key);
    if (g !== undefined) return g;
    g = this.groupIds.size;
    this.groupIds.set(key, g);
    for (const literal of literals) {
      let entry = this.literalIndex.get(literal);
      if (!entry) {
        entry = { literal, groups: [] };
        this.literalIndex.set(literal, entry);
        // (requiredLiterals and literal() make [a-z0-9] strings only, the index below needs ASCII)
        if ((literal.charCodeAt(0) | literal.charCodeAt(1)) >= 128 || literal.length < 2) throw new Error(`not a literal: ${literal}`);
        const k = (literal.charCodeAt(0) << 7) | literal.charCodeAt(1);
        const list = this.byPrefix[k];
        if (list) list.push(entry);
        else this.byPrefix[k] = [entry];
      }
      entry.groups.push(g);
    }
    // (words seen before now have not been checked for the new literals)
    this.revision++;
    return g;
  }

  get size(): number {
    return this.filters.length;
  }

  /** The index in `lists` of the groups `word` holds a literal of. */
  private groupsOfWord(word: string): number {
    const lower = word.toLowerCase();
    let found: number[] | undefined;
    const byPrefix = this.byPrefix;
    let c1 = lower.length > 0 ? lower.charCodeAt(0) : 0;
    for (let p = 0; p + 1 < lower.length; p++) {
      const c0 = c1;
      c1 = lower.charCodeAt(p + 1);
      if ((c0 | c1) >= 128) continue;
      const list = byPrefix[(c0 << 7) | c1];
      if (!list) continue;
      for (const { literal, groups } of list) {
        if (!lower.startsWith(literal, p)) continue;
        found ??= [];
        for (const g of groups) if (!found.includes(g)) found.push(g);
      }
    }
    if (!found) return 0;
    const key = found.sort((a, b) => a - b).join(',');
    let id = this.listIds.get(key);
    if (id === undefined) {
      id = this.lists.push(Int32Array.from(found)) - 1;
      this.listIds.set(key, id);
    }
    return id;
  }

  /**
   * Which filters the words of a note open (1) or leave closed (0), by filter id. Two tokens that
   * touch (no character between them: "don't5") are one run of word characters where a literal could
   * straddle them, so every filter is then open.
   */
  open(ts: WordStream): Uint8Array {
    if (this.last && this.last.ts === ts && this.last.revision === this.revision) return this.last.open;
    const table: WordTable = ts.table;
    let state = this.perTable.get(table);
    if (!state || state.generation !== table.generation || state.revision !== this.revision) {
      const size = Math.max(1024, table.size);
      state = { generation: table.generation, revision: this.revision, perWord: new Int32Array(size).fill(-1), seen: new Int32Array(size), stamp: 0 };
      this.perTable.set(table, state);
    }
    if (state.perWord.length < table.size) {
      const size = Math.max(table.size, state.perWord.length * 2);
      const grown = new Int32Array(size).fill(-1);
      grown.set(state.perWord);
      state.perWord = grown;
      const seen = new Int32Array(size);
      seen.set(state.seen);
      state.seen = seen;
    }
    // (each distinct word of the note is read once: `seen` holds the stamp of the last note a word was read for)
    if (++state.stamp > 0x3fffffff) {
      state.stamp = 1;
      state.seen.fill(0);
    }
    const stamp = state.stamp;
    const seen = state.seen;
    const open = new Uint8Array(this.filters.length);
    const held = new Uint8Array(this.groupIds.size);
    const perWord = state.perWord;
    const { words, starts, ends } = ts;
    let touching = false;
    for (let i = 0; i < ts.count; i++) {
      if (i > 0 && starts[i] === ends[i - 1]) {
        touching = true;
        break;
      }
      const w = words[i]!;
      if (seen[w] === stamp) continue;
      seen[w] = stamp;
      let l = perWord[w]!;
      if (l < 0) l = perWord[w] = this.groupsOfWord(table.words[w]!);
      if (l === 0) continue;
      const gs = this.lists[l]!;
      for (let k = 0; k < gs.length; k++) held[gs[k]!] = 1;
    }
    for (let f = 0; f < this.filters.length; f++) {
      const groups = this.filters[f]!;
      let all = 1;
      for (let k = 0; k < groups.length && all; k++) all = touching ? 1 : held[groups[k]!]!;
      open[f] = all;
    }
    this.last = { ts, revision: this.revision, open, held, touching };
    return open;
  }
}

/** The engine's filters (findings rules, note settings): one index, so a note's words are read once for all of them. */
export const literalFilters = new LiteralFilters();
