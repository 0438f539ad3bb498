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

interface SpellIndex {
  /** vocabulary words of MIN_LENGTH - 1 letters or more, by first letter and length */
  byKey: Map<string, string[]>;
  cache: Map<string, number>;
}
const indexes = new WeakMap<Vocabulary, SpellIndex>();

function indexOf(vocab: Vocabulary): SpellIndex {
  let idx = indexes.get(vocab);
  if (!idx) {
    const byKey = new Map<string, string[]>();
    for (const w of vocab.tokenIds.keys()) {
      if (w.length < MIN_LENGTH - 1 || !WORD.test(w)) continue;
      const key = `${w[0]}${w.length}`;
      const list = byKey.get(key);
      if (list) list.push(w);
      else byKey.set(key, [w]);
    }
    idx = { byKey, cache: new Map() };
    indexes.set(vocab, idx);
  }
  return idx;
}

/** The id of the one vocabulary word one edit away from `word` (lower case), or -1 (none, or more than one). */
export function nearestWord(vocab: Vocabulary, word: string): number {
  const idx = indexOf(vocab);
  const hit = idx.cache.get(word);
  if (hit !== undefined) return hit;
  let found: string | undefined;
  let ambiguous = false;
  for (let len = word.length - 1; len <= word.length + 1 && !ambiguous; len++) {
    for (const w of idx.byKey.get(`${word[0]}${len}`) ?? []) {
      if (w.length < MIN_LENGTH || word.startsWith(w) || w.startsWith(word) || !oneEdit(word, w)) continue;
      if (found !== undefined && found !== w) {
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
  if (!WORD.test(word) || known.has(word) || known.has(raw.toLowerCase())) return id;
  return nearestWord(vocab, word);
}

/** Gives the unknown long words of `ts` the id of the vocabulary word they misspell (in place). */
export function correctMisspellings(vocab: Vocabulary, ts: TokenStream, ids: Int32Array, known: ReadonlySet<string> = knownWords()): void {
  for (let i = 0; i < ts.count; i++) ids[i] = correctedTokenId(vocab, ts.raws[i]!, ids[i]!, known);
}
