/**
 * Misspelled long words ("pnuemonia", "hypertenison", "atrial fibrilation"): a word of eight letters
 * or more that no term contains is read as the one vocabulary word it is one edit away from (a letter
 * dropped, added, changed or two neighbours swapped; never the first letter), when exactly one such
 * word exists and the word is not a known word of its own (vocabulary/known-words.tsv, written by the
 * vocabulary build from the corpora: "deceased" is no misspelling of "decreased"). An inflection is
 * not a misspelling ("biopsied"). The mention's span stays the text as written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { normalizeToken, type TokenStream } from './tokenize.js';
import { VOCABULARY_DIR, type Vocabulary } from './vocabulary.js';

const MIN_LENGTH = 8;
const WORD = /^[a-z]+$/;

/** Whether `a` and `b` (same first letter) are exactly one edit apart: one letter dropped, added, changed, or two neighbours swapped. */
function oneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return false;
    // a change, or a swap of i and i + 1
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  if (Math.abs(la - lb) !== 1) return false;
  const [s, l] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === l.charCodeAt(i)) i++;
  return s.slice(i) === l.slice(i + 1);
}

/**
 * The vocabulary words a misspelling can be read as (MIN_LENGTH letters or more, a-z), indexed by
 * the hash of each word and of each of its one-letter deletions (symmetric deletion, as SymSpell):
 * two words one edit apart share one of these strings (a changed letter: the word less that letter
 * on both sides; two neighbours swapped: less the first on one side and the second on the other; a
 * letter added or dropped: the longer less that letter is the shorter), so the words that share a
 * hash with the query are every candidate, and oneEdit decides. A new word costs its own length in
 * hash probes instead of a scan of every vocabulary word of its first letter and length.
 */
interface SpellIndex {
  words: string[];
  /** hash table: `head[h & mask]` is the first entry whose hash falls there, -1 when none */
  head: Int32Array;
  mask: number;
  /** entries: the hash of a word or of one deletion, the word's number, the next entry of the same slot (-1) */
  hashes: Int32Array;
  owner: Int32Array;
  next: Int32Array;
  cache: Map<string, number>;
}
const indexes = new WeakMap<Vocabulary, SpellIndex>();

const BASE = 0x01000193;
let powers = powersOf(64);

/** BASE^k mod 2^32 for k < n. */
function powersOf(n: number): Int32Array {
  const pow = new Int32Array(n);
  pow[0] = 1;
  for (let k = 1; k < n; k++) pow[k] = Math.imul(pow[k - 1]!, BASE);
  return pow;
}

/** Scratch arrays of deletionHashes (grown on demand). */
let suffix = new Int32Array(64);
let keys = new Int32Array(64);

/**
 * The hash of `w` less each of its letters, then of `w` itself, in `keys[0..w.length]` (returned),
 * computed in one pass: prefix hashes from the left, suffix hashes from the right (w less letter i
 * hashes to prefix(i) * BASE^(n-1-i) + suffix(i+1), the polynomial hash the string itself has).
 */
function deletionHashes(w: string): Int32Array {
  const n = w.length;
  if (powers.length <= n) {
    powers = powersOf(2 * n + 1);
    suffix = new Int32Array(2 * n + 1);
    keys = new Int32Array(2 * n + 1);
  }
  const pow = powers;
  suffix[n] = 0;
  for (let i = n - 1; i >= 0; i--) suffix[i] = (Math.imul(w.charCodeAt(i), pow[n - 1 - i]!) + suffix[i + 1]!) | 0;
  let prefix = 0;
  for (let i = 0; i < n; i++) {
    keys[i] = (Math.imul(prefix, pow[n - 1 - i]!) + suffix[i + 1]!) | 0;
    prefix = (Math.imul(prefix, BASE) + w.charCodeAt(i)) | 0;
  }
  keys[n] = prefix;
  return keys;
}

function indexOf(vocab: Vocabulary): SpellIndex {
  let idx = indexes.get(vocab);
  if (idx) return idx;
  const words: string[] = [];
  let entries = 0;
  for (const w of vocab.tokenIds.keys()) {
    if (w.length < MIN_LENGTH || !WORD.test(w)) continue;
    words.push(w);
    entries += w.length + 1;
  }
  let cells = 1024;
  while (cells < entries * 2) cells *= 2;
  const head = new Int32Array(cells).fill(-1);
  const hashes = new Int32Array(entries);
  const owner = new Int32Array(entries);
  const next = new Int32Array(entries);
  const mask = cells - 1;
  let e = 0;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const hs = deletionHashes(w);
    for (let j = 0; j <= w.length; j++) {
      const h = hs[j]!;
      hashes[e] = h;
      owner[e] = k;
      next[e] = head[h & mask]!;
      head[h & mask] = e++;
    }
  }
  idx = { words, head, mask, hashes, owner, next, cache: new Map() };
  indexes.set(vocab, idx);
  return idx;
}

/** The id of the one vocabulary word one edit away from `word` (lower case), or -1 (none, or more than one). */
export function nearestWord(vocab: Vocabulary, word: string): number {
  const idx = indexOf(vocab);
  const hit = idx.cache.get(word);
  if (hit !== undefined) return hit;
  let found: string | undefined;
  let ambiguous = false;
  const { words, head, mask, hashes, owner, next } = idx;
  const hs = deletionHashes(word);
  for (let j = 0; j <= word.length && !ambiguous; j++) {
    const h = hs[j]!;
    for (let e = head[h & mask]!; e >= 0; e = next[e]!) {
      if (hashes[e] !== h) continue;
      const w = words[owner[e]!]!;
      if (w === found || w.charCodeAt(0) !== word.charCodeAt(0) || Math.abs(w.length - word.length) > 1) continue;
      if (word.startsWith(w) || w.startsWith(word) || !oneEdit(word, w)) continue;
      if (found !== undefined) {
        ambiguous = true;
        break;
      }
      found = w;
    }
  }
  const id = ambiguous || found === undefined ? -1 : (vocab.tokenIds.get(found) ?? -1);
  if (idx.cache.size > 50_000) idx.cache.clear();
  idx.cache.set(word, id);
  return id;
}

let sharedKnown: ReadonlySet<string> | undefined;

/** The known words of `dir` (an empty set when the file is absent). */
export function knownWords(dir: string = VOCABULARY_DIR): ReadonlySet<string> {
  if (dir === VOCABULARY_DIR && sharedKnown) return sharedKnown;
  const file = `${dir}/known-words.tsv`;
  const words = new Set(existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(1).map((w) => w.trim()).filter(Boolean) : []);
  if (dir === VOCABULARY_DIR) sharedKnown = words;
  return words;
}

/**
 * The id a written word is read as: `id` (its vocabulary token id) when no term lacks it, else the id
 * of the vocabulary word it misspells, else -1.
 */
export function correctedTokenId(vocab: Vocabulary, raw: string, id: number, known: ReadonlySet<string> = knownWords()): number {
  if (id >= 0 || raw.length < MIN_LENGTH) return id;
  const word = normalizeToken(raw);
  const lower = raw.toLowerCase();
  if (!WORD.test(word) || known.has(word) || known.has(lower)) return id;
  const near = nearestWord(vocab, word);
  // a final s the plural folding took may be the word's own: "pancreatits" is "pancreatitis" less an i
  // ("pancreatit" is two edits away from it)
  return near < 0 && lower.length === word.length + 1 && lower.endsWith('s') && WORD.test(lower) ? nearestWord(vocab, lower) : near;
}

/** Gives the unknown long words of `ts` the id of the vocabulary word they misspell (in place). */
export function correctMisspellings(vocab: Vocabulary, ts: TokenStream, ids: Int32Array, known: ReadonlySet<string> = knownWords()): void {
  for (let i = 0; i < ts.count; i++) ids[i] = correctedTokenId(vocab, ts.raws[i]!, ids[i]!, known);
}
