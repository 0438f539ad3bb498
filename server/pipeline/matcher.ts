/**
 * Dictionary matcher: walks the vocabulary trie from every token and keeps the longest term that
 * ends there; overlapping candidates are resolved longest-first, so "type 2 diabetes mellitus" wins
 * over "diabetes mellitus" and "diabetes".
 */
import type { TokenStream } from './tokenize.js';
import { TERM_CASE_SENSITIVE, type TermEntry, type Vocabulary } from './vocabulary.js';

export interface TermMatch {
  /** First token index. */
  first: number;
  /** One past the last token index. */
  last: number;
  entry: TermEntry;
}

function isCapitalized(raw: string): boolean {
  // ASCII fast path (most tokens; no string is allocated): capitalized means no lower-case letter
  // and at least one upper-case letter, which is what the toUpperCase/toLowerCase test says for ASCII
  let upper = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 128) return raw === raw.toUpperCase() && raw !== raw.toLowerCase();
    if (c >= 97 && c <= 122) return false;
    if (c >= 65 && c <= 90) upper = true;
  }
  return upper;
}

/**
 * A one-word case-sensitive term also matches when written exactly as listed, or with a capital
 * first letter: element symbols "Na", "Cl", "Mg" and "wt"/"Wt", but not "mg" for "Mg" nor "Ms"
 * for "MS".
 */
function asListed(raw: string, term: string): boolean {
  // only symbols and short abbreviations: a longer word flagged case-sensitive keeps its capitals rule
  // (a mixed-case abbreviation written exactly as listed counts: "TRAb", "HbA1c")
  if (raw === term) return term.length <= 6;
  if (term.length > 3) return false;
  const first = term[0]!;
  return raw.length === term.length && raw.slice(1) === term.slice(1) && first === first.toLowerCase() && raw[0] === first.toUpperCase();
}

/** Interned ids of every token of a stream (-1 where no term contains the token). */
export function tokenIds(vocab: Vocabulary, ts: TokenStream): Int32Array {
  const ids = new Int32Array(ts.count);
  for (let i = 0; i < ts.count; i++) ids[i] = vocab.tokenId(ts.raws[i]!);
  return ids;
}

// the last word of a term naming an operation
const OPERATION_HEAD =
  /^(?:\w+(?:ectomy|ectomies|otomy|ostomy|plasty|pexy|scopy|desis|tripsy|rrhaphy)|repair|drainage|excision|resection|removal|reduction|fixation|replacement|reconstruction|biopsy|release|fusion|graft|grafting|ligation|amputation|transplant|transplantation|debridement|closure|insertion|placement|dilation|dilatation|decompression|bypass|shunt|stent|stenting|implantation|anastomosis|ablation|catheterization|surgery)$/i;

/**
 * All non-overlapping longest matches. `blocked[i] === 1` keeps token i out of any match
 * (section headers). Matches never cross a hard break (punctuation other than - / ' &).
 */
export function findMatches(vocab: Vocabulary, ts: TokenStream, ids: Int32Array, blocked?: Uint8Array): TermMatch[] {
  const n = ts.count;
  const candidates: TermMatch[] = [];
  for (let i = 0; i < n; i++) {
    if (ids[i]! < 0 || (blocked && blocked[i])) continue;
    let node = 0;
    // the longest term so far ends at token bestLast - 1 (the match object is made once, below)
    let bestLast = -1;
    let bestEntry: TermEntry | undefined;
    // (whether tokens i..j are all capitalized is worked out only when a case-sensitive term ends at
    // j, most walks meet none: `capsTo` is the first token not yet read, `allCaps` the answer so far)
    let allCaps = true;
    let capsTo = i;
    for (let j = i; j < n; j++) {
      if (j > i && (ts.breakBefore[j] || (blocked && blocked[j]))) break;
      const id = ids[j]!;
      if (id < 0) break;
      node = vocab.child(node, id);
      if (node < 0) break;
      const list = vocab.entriesAt(node);
      if (!list) continue;
      let chosen: TermEntry | undefined;
      for (const e of list) {
        const cs = (e.flags & TERM_CASE_SENSITIVE) !== 0;
        if (cs) {
          for (; allCaps && capsTo <= j; capsTo++) if (!isCapitalized(ts.raws[capsTo]!)) allCaps = false;
        }
        if (cs && !allCaps && !(j === i && asListed(ts.raws[i]!, e.term))) continue;
        // a capitalized abbreviation beats the plain-word reading of the same letters
        if (!chosen || cs) chosen = e;
      }
      if (chosen) {
        bestLast = j + 1;
        bestEntry = chosen;
      }
    }
    if (bestEntry) candidates.push({ first: i, last: bestLast, entry: bestEntry });
  }
  if (candidates.length <= 1) return candidates;
  // longest first; between equally long terms a procedure before a condition when it ends in an
  // operation word, since a condition followed by one names the procedure ("right inguinal hernia
  // repair"), but not "pain relief" after "chest pain"; then leftmost
  // (computed once per candidate, indexed by its first token since no two candidates start at the
  // same token, rather than with a regex test in every comparison of the sort)
  const procedureFirst = new Uint8Array(n);
  for (const m of candidates) procedureFirst[m.first] = m.entry.concepts[0]?.kind === 'procedure' && OPERATION_HEAD.test(ts.raws[m.last - 1]!) ? 0 : 1;
  const order = candidates.slice().sort((a, b) => b.last - b.first - (a.last - a.first) || procedureFirst[a.first]! - procedureFirst[b.first]! || a.first - b.first);
  const taken = new Uint8Array(n);
  const kept: TermMatch[] = [];
  for (const m of order) {
    let free = true;
    for (let k = m.first; k < m.last; k++) {
      if (taken[k]) {
        free = false;
        break;
      }
    }
    if (!free) continue;
    for (let k = m.first; k < m.last; k++) taken[k] = 1;
    kept.push(m);
  }
  kept.sort((a, b) => a.first - b.first);
  return kept;
}
