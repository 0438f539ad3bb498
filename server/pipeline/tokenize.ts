/**
 * Word tokenizer and token normalizer shared by the vocabulary build and the runtime matcher, so a
 * term and the text it should match are reduced the same way (case, possessives, plurals, hyphens).
 */

/** Word tokens of a text with their offsets and whether a hard break precedes each. */
export interface TokenStream {
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  /** Raw token text as written. */
  raws: string[];
  /** 1 when punctuation other than space, hyphen, slash, apostrophe or `&` separates token i from i-1. */
  breakBefore: Uint8Array;
}

// The word pattern; tokenize() scans for exactly these matches by hand (see wordEnd)
// /[A-Za-z0-9\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)*/g

/** Characters allowed between two tokens of one matched term. */
function isSoftGap(text: string, from: number, to: number): boolean {
  let newlines = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // space, tab, CR, hyphen, slash, en dash, ampersand, apostrophe, non-breaking space
    if (c === 32 || c === 9 || c === 13 || c === 45 || c === 47 || c === 0x2013 || c === 38 || c === 39 || c === 0xa0) continue;
    if (c === 10) {
      // a blank line separates paragraphs (a header line and the text under it)
      if (++newlines > 1) return false;
      continue;
    }
    return false;
  }
  return true;
}

/** An abbreviated genus before its species ("C. diff", "H. pylori", "E. coli") is one name, not a sentence end. */
function isGenusInitial(text: string, raws: string[], prevEnd: number, start: number): boolean {
  // (the character tests of /^[A-Z]$/ on the initial, /^\. ?$/ on the gap and /[a-z]/ on the species, without a string made per break)
  const prev = raws[raws.length - 2];
  if (prev === undefined || prev.length !== 1) return false;
  const initial = prev.charCodeAt(0);
  const gap = start - prevEnd;
  const next = text.charCodeAt(start);
  return initial >= 65 && initial <= 90 && text.charCodeAt(prevEnd) === 46 && (gap === 1 || (gap === 2 && text.charCodeAt(prevEnd + 1) === 32)) && next >= 97 && next <= 122;
}

/** A character of WORD's first part: [A-Za-z0-9\u00C0-\u024F]. */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c >= 0xc0 && c <= 0x24f);
}

function isAsciiLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/**
 * The end of the WORD match that starts at `i` (text[i] is a word character): the tokens are found
 * by this scanner rather than by WORD.exec, which allocated a match array per token; it takes exactly
 * what WORD takes (a run of word characters, then any number of apostrophe + ASCII letters).
 */
function wordEnd(text: string, i: number): number {
  const n = text.length;
  let j = i + 1;
  while (j < n && isWordChar(text.charCodeAt(j))) j++;
  for (;;) {
    const a = text.charCodeAt(j);
    if (j + 1 >= n || (a !== 39 && a !== 0x2019) || !isAsciiLetter(text.charCodeAt(j + 1))) return j;
    j += 2;
    while (j < n && isAsciiLetter(text.charCodeAt(j))) j++;
  }
}

/** Tokenizes `text` (or `text.slice(from, to)` keeping absolute offsets) into word tokens. */
export function tokenize(text: string, from = 0, to = text.length): TokenStream {
  return scan(text, from, to);
}

/**
 * The tokens' texts of `text`: `tokenize(text).raws`, without the offsets and breaks (the rule and
 * cue loaders tokenize thousands of short phrases, and the three typed arrays made per phrase cost
 * more than the scan).
 */
export function tokenTexts(text: string): string[] {
  const raws: string[] = [];
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const wend = wordEnd(text, i);
    raws.push(text.slice(i, wend));
    i = wend;
  }
  return raws;
}

/**
 * The words met in notes, each kept once: a token of a note is looked up by its characters (a hash
 * computed while scanning them) instead of being sliced out of the note and hashed again by every
 * Map it is looked up in. Per-word facts (the vocabulary token id, the cue word) are then kept in
 * arrays indexed by the word's number (see WordTable.generation for when those arrays are stale).
 */
export class WordTable {
  /** The words by number. */
  readonly words: string[] = [];
  /**
   * Open addressing, two cells a slot: the word's hash and its number + 1 (0 in free slots), side
   * by side so that a probe reads one place in memory.
   */
  private slots: Int32Array = new Int32Array(4096);
  /**
   * Bumped when the table is emptied (it holds at most `limit` words between two documents, since
   * notes bring numbers and misspellings without end): arrays indexed by word number made under
   * another generation are stale.
   */
  generation = 0;

  constructor(private readonly limit = 250_000) {}

  get size(): number {
    return this.words.length;
  }

  /** Empties the table when it holds more than its limit (only between documents: numbers handed out stay valid for the document). */
  trim(): void {
    if (this.words.length <= this.limit) return;
    this.words.length = 0;
    this.slots = new Int32Array(4096);
    this.generation++;
  }

  /** The number of the word text[start, end) whose hash is `h` (FNV-1a over its UTF-16 code units, see scanWords), adding it when new. */
  intern(text: string, start: number, end: number, h: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    const len = end - start;
    let s = h & mask;
    for (; ; s = (s + 1) & mask) {
      const v = slots[2 * s + 1]!;
      if (v === 0) break;
      if (slots[2 * s] !== h) continue;
      const word = this.words[v - 1]!;
      if (word.length !== len) continue;
      let k = 0;
      while (k < len && word.charCodeAt(k) === text.charCodeAt(start + k)) k++;
      if (k === len) return v - 1;
    }
    const w = this.words.length;
    this.words.push(text.slice(start, end));
    slots[2 * s] = h;
    slots[2 * s + 1] = w + 1;
    // (at most half the slots in use)
    if ((w + 1) * 4 > slots.length) this.rehash(slots.length * 2);
    return w;
  }

  private rehash(cells: number): void {
    const old = this.slots;
    const slots = new Int32Array(cells);
    const mask = (cells >> 1) - 1;
    for (let o = 0; o < old.length; o += 2) {
      if (old[o + 1] === 0) continue;
      let s = old[o]! & mask;
      while (slots[2 * s + 1] !== 0) s = (s + 1) & mask;
      slots[2 * s] = old[o]!;
      slots[2 * s + 1] = old[o + 1]!;
    }
    this.slots = slots;
  }
}


/** A token stream whose tokens are also numbered in a word table (`words[i]` is the number of token i). */
export interface WordStream extends TokenStream {
  words: Int32Array;
  table: WordTable;
}

/** Tokenizes `text` like tokenize(), each token's text taken from (and numbered in) `table`. */
export function tokenizeWords(text: string, table: WordTable): WordStream {
  table.trim();
  return scanWords(text, table);
}

/**
 * scan() over the whole text with a word table: the word's hash (FNV-1a over its UTF-16 code units)
 * is computed in the same pass that finds its end (as wordEnd does) instead of reading its characters
 * twice.
 */
function scanWords(text: string, table: WordTable): WordStream {
  const raws: string[] = [];
  const words = table.words;
  let count = 0;
  let prevEnd = -1;
  const n = text.length;
  for (let i = 0; i < n; ) {
    let c = text.charCodeAt(i);
    if (!isWordChar(c)) {
      i++;
      continue;
    }
    let h = Math.imul(0x811c9dc5 ^ c, 0x01000193);
    let j = i + 1;
    for (;;) {
      while (j < n && isWordChar((c = text.charCodeAt(j)))) {
        h = Math.imul(h ^ c, 0x01000193);
        j++;
      }
      // then any number of apostrophe + ASCII letters (as wordEnd)
      if (j + 1 >= n || (c !== 39 && c !== 0x2019) || !isAsciiLetter(text.charCodeAt(j + 1))) break;
      h = Math.imul(h ^ c, 0x01000193);
      j++;
      while (j < n && isAsciiLetter((c = text.charCodeAt(j)))) {
        h = Math.imul(h ^ c, 0x01000193);
        j++;
      }
      if (j >= n || (c !== 39 && c !== 0x2019)) break;
    }
    if (count === scratchStarts.length) growScratch();
    scratchStarts[count] = i;
    scratchEnds[count] = j;
    const w = table.intern(text, i, j, h);
    scratchWords[count] = w;
    raws.push(words[w]!);
    scratchBreaks[count] = prevEnd < 0 ? 1 : isSoftGap(text, prevEnd, i) || isGenusInitial(text, raws, prevEnd, i) ? 0 : 1;
    count++;
    prevEnd = j;
    i = j;
  }
  return {
    count,
    starts: scratchStarts.slice(0, count),
    ends: scratchEnds.slice(0, count),
    raws,
    breakBefore: scratchBreaks.slice(0, count),
    words: scratchWords.slice(0, count),
    table,
  };
}

// scratch buffers of scan(), grown as needed: tokens are written here, then copied out at their count
let scratchStarts = new Int32Array(4096);
let scratchEnds = new Int32Array(4096);
let scratchWords = new Int32Array(4096);
let scratchBreaks = new Uint8Array(4096);

function growScratch(): void {
  const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(a.length * 2);
    b.set(a);
    return b;
  };
  scratchStarts = grow(scratchStarts);
  scratchEnds = grow(scratchEnds);
  scratchWords = grow(scratchWords);
  scratchBreaks = grow(scratchBreaks);
}

/** The tokens of text[from, to). */
function scan(text: string, from: number, to: number): TokenStream {
  const raws: string[] = [];
  let count = 0;
  let prevEnd = -1;
  const n = text.length;
  for (let i = Math.max(0, from); i < to && i < n; ) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const wend = wordEnd(text, i);
    const end = wend > to ? to : wend;
    if (count === scratchStarts.length) growScratch();
    scratchStarts[count] = i;
    scratchEnds[count] = end;
    raws.push(text.slice(i, end));
    scratchBreaks[count] = prevEnd < 0 ? 1 : isSoftGap(text, prevEnd, i) || isGenusInitial(text, raws, prevEnd, i) ? 0 : 1;
    count++;
    prevEnd = end;
    i = wend;
  }
  const starts = scratchStarts.slice(0, count);
  const ends = scratchEnds.slice(0, count);
  const breakBefore = scratchBreaks.slice(0, count);
  return { count, starts, ends, raws, breakBefore };
}

const UPPER_ABBREV = /^[A-Z0-9]{1,5}$/;

/**
 * Normalizes one token: lower case, possessive removed, plural and final -e folded ("headaches",
 * "headache" -> "headach"; "arteries" -> "artery"; "keratoses" -> "keratosis"). The result only has to be consistent between
 * vocabulary and text, not a linguistic stem. Short all-capital tokens are abbreviations and are
 * not stemmed, so "AIDS" does not become "aid".
 */
export function normalizeToken(raw: string): string {
  let t = raw;
  const apo = t.search(/['\u2019]/);
  if (apo > 0) {
    const tail = t.slice(apo + 1).toLowerCase();
    t = tail === 's' ? t.slice(0, apo) : t.slice(0, apo) + tail;
  }
  if (UPPER_ABBREV.test(t)) return t.toLowerCase();
  t = t.toLowerCase();
  if (t.length < 4 || !/^[a-z\u00e0-\u024f]+$/.test(t)) return t;
  if (t.endsWith('ies') && t.length > 4) return t.slice(0, -3) + 'y';
  // Greek plurals: "keratoses", "stenoses" -> -osis; "metastases" -> metastasis (not "doses", "overdoses")
  if (t.length > 6 && t.endsWith('oses') && !t.endsWith('doses')) return t.slice(0, -4) + 'osis';
  if (t === 'metastases') return 'metastasis';
  const last = t.charCodeAt(t.length - 1);
  if (last === 115 /* s */) {
    const prev = t.charCodeAt(t.length - 2);
    // -ss, -us, -is, -os keep their s (abscess, virus, stenosis)
    if (prev === 115 || prev === 117 || prev === 105 || prev === 111) return t;
    t = t.slice(0, -1);
  }
  // (species names are not the disease: "S. pneumoniae" is no pneumonia, "H. influenzae" no influenza)
  if (t.length >= 5 && t.endsWith('e') && !SPECIES_EPITHETS.has(t)) t = t.slice(0, -1);
  return t;
}

const SPECIES_EPITHETS: ReadonlySet<string> = new Set(['pneumoniae', 'influenzae', 'parainfluenzae', 'gonorrhoeae']);

/** Normalized token sequence of a term or phrase, as the matcher sees it. */
export function normalizePhrase(phrase: string): string[] {
  return tokenTexts(phrase).map(normalizeToken);
}

/** Normalized phrase key: tokens joined by single spaces. */
export function phraseKey(phrase: string): string {
  return normalizePhrase(phrase).join(' ');
}
