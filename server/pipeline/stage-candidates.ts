/**
 * Stage 1, candidates: layout (sections, sentences), tokens and every longest vocabulary match,
 * each placed in its sentence. Header tokens never join a match.
 */
import { cueToken, prepareSentence, type ContextRules, type SentenceContext } from './context.js';
import { findMatches } from './matcher.js';
import type { Candidate, DocumentState } from './mention.js';
import type { EngineRules } from './rules.js';
import { defaultMedicationStatusRules } from './medication-status.js';
import { layout, sectionAt, type Sentence } from './sections.js';
import { correctedTokenId, knownWords } from './spelling.js';
import { literalFilters } from './literal-filter.js';
import { tokenizeWords, WordTable } from './tokenize.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Note settings read once from the whole text; sense rules name them in their `setting` column. A
 * setting holds when one of its expressions matches; the obstetric words and the obstetric numbers
 * ("G2P1", "32 weeks 4", "32w4") are two expressions, so that the words, which literal-filter.ts
 * can read, are only searched in notes that have them (the numbers, which it cannot, are searched
 * in every note by an expression that is quick to rule a position out).
 */
const SETTINGS: ReadonlyArray<[string, RegExp[]]> = [
  ['newborn', [/\bmaternal history\b|\b(?:the )?mother (?:is|was) an?\b|\broutine newborn care\b|\b(?:infant|newborn|neonate|baby(?:\s+(?:boy|girl))?|(?:fe)?male|boy|girl)\s+(?:who\s+was\s+|was\s+)?born\s+(?:to|at\s+\d)|\b\d+-(?:day|week)-old\b|\b(?:this|the patient|patient|pt)\s+is\s+an?\s+(?:[\w-]+\s+){0,4}(?:infant|newborn|neonate)\b/i]],
  ['obstetric', [/\b(?:gravida|gestation\w*|prenatal|antenatal|fetal|pregnan\w*|labor|IUP)\b/i, /\b(?:G\d+\s*P\d|\d{1,2}\s*w(?:ee)?ks?\s*\d|\d{1,2}w\d)\b/i]],
  ['liver', [/\b(?:cirrho\w*|ascites|paracentesis|varice\w*|hepatic encephalopathy|peritonitis|ESLD|end-stage liver)\b/i]],
  ['hydrocephalus', [/\b(?:hydrocephalus|ventriculomegaly|ventriculoperitoneal|VP shunt|lumbar drain|large.volume (?:LP|lumbar puncture))\b/i]],
];

// (a neonatal note is about the newborn: "newborn" is read from its first lines only; the others
// from the whole note; each expression only where the note's words hold one of its literals, see literal-filter.ts)
const SETTING_FILTERS = SETTINGS.map(([, res]) => res.map((re) => literalFilters.register(re)));

function readSetting(text: string, open: Uint8Array): Set<string> {
  const s = new Set<string>();
  SETTINGS.forEach(([name, res], k) => {
    const filters = SETTING_FILTERS[k]!;
    const read = name === 'newborn' ? text.slice(0, 1500) : text;
    if (res.some((re, e) => (filters[e]! < 0 || open[filters[e]!]) && re.test(read))) s.add(name);
  });
  // an obstetric note is about the mother; a newborn's note with obstetric words is not
  if (s.has('obstetric') && !s.has('newborn')) s.add('obstetric_note');
  return s;
}

/** The words of every note, numbered once per process (see WordTable). */
const noteWords = new WordTable();

/**
 * What the extraction needs of each written word, by word number: the term-token id it is read as
 * (vocab.tokenId, a misspelling read as the word it misspells: correctedTokenId) and its cue word
 * (cueToken). Computed once per word and vocabulary, so a token costs two array reads.
 */
interface WordFacts {
  generation: number;
  /** -2 where not computed yet. */
  ids: Int32Array;
  cues: string[];
}
/** `facts`, or a copy grown (by doubling) to cover every word number of the word table, new places set to `unknown`. */
function coveringNoteWords<A extends Int32Array | Int8Array>(facts: A, unknown: number, make: (length: number) => A): A {
  if (facts.length >= noteWords.size) return facts;
  const grown = make(Math.max(noteWords.size, facts.length * 2)).fill(unknown) as A;
  grown.set(facts);
  return grown;
}

const wordFacts = new WeakMap<Vocabulary, WordFacts>();
function wordFactsOf(vocab: Vocabulary): WordFacts {
  let f = wordFacts.get(vocab);
  if (!f || f.generation !== noteWords.generation) {
    f = { generation: noteWords.generation, ids: new Int32Array(Math.max(1024, noteWords.size)).fill(-2), cues: [] };
    wordFacts.set(vocab, f);
  }
  f.ids = coveringNoteWords(f.ids, -2, (n) => new Int32Array(n));
  return f;
}

/** Whether each written word is a cue word of a trigger lexicon (hasCueWord), by word number: -1 where not computed yet. */
interface CueWordFacts {
  generation: number;
  revision: number;
  flags: Int8Array;
}
const cueWordFacts = new WeakMap<ContextRules, CueWordFacts>();
function cueWordFactsOf(rules: ContextRules): CueWordFacts {
  let f = cueWordFacts.get(rules);
  if (!f || f.generation !== noteWords.generation || f.revision !== rules.revision) {
    f = { generation: noteWords.generation, revision: rules.revision, flags: new Int8Array(Math.max(1024, noteWords.size)).fill(-1) };
    cueWordFacts.set(rules, f);
  }
  f.flags = coveringNoteWords(f.flags, -1, (n) => new Int8Array(n));
  return f;
}

/** Finds the candidates of `text`; undefined when nothing matched. */
export function findCandidates(vocab: Vocabulary, contextRules: ContextRules, rules: EngineRules, text: string): DocumentState | undefined {
  const lay = layout(text);
  const ts = tokenizeWords(text, noteWords);
  const ids = new Int32Array(ts.count);
  const cueNorms: string[] = new Array(ts.count);
  const cueWord = new Uint8Array(ts.count);
  const facts = wordFactsOf(vocab);
  const cueFacts = cueWordFactsOf(contextRules);
  const known = knownWords();
  for (let i = 0; i < ts.count; i++) {
    const w = ts.words[i]!;
    let id = facts.ids[w]!;
    if (id === -2) {
      const raw = ts.raws[i]!;
      id = correctedTokenId(vocab, raw, vocab.tokenIdUncached(raw), known);
      facts.ids[w] = id;
      facts.cues[w] = cueToken(raw);
    }
    ids[i] = id;
    const cue = facts.cues[w]!;
    cueNorms[i] = cue;
    let isCue = cueFacts.flags[w]!;
    if (isCue < 0) isCue = cueFacts.flags[w] = contextRules.hasCueWord(cue) ? 1 : 0;
    cueWord[i] = isCue;
  }
  const blocked = new Uint8Array(ts.count);
  let h = 0;
  for (let i = 0; i < ts.count && h < lay.headers.length; i++) {
    while (h < lay.headers.length && lay.headers[h]!.end <= ts.starts[i]!) h++;
    const hd = lay.headers[h];
    if (hd && ts.starts[i]! >= hd.start && ts.ends[i]! <= hd.end) blocked[i] = 1;
  }
  const matches = findMatches(vocab, ts, ids, blocked);
  if (matches.length === 0) return undefined;

  const cands: Candidate[] = [];
  let si = 0;
  for (const m of matches) {
    const start = ts.starts[m.first]!;
    const end = ts.ends[m.last - 1]!;
    while (si < lay.sentences.length && lay.sentences[si]!.end <= start) si++;
    // (no read past the end of the array: the first such read threw away the optimized code)
    const s = si < lay.sentences.length ? lay.sentences[si] : undefined;
    cands.push({ match: m, start, end, sentence: s && s.start <= start ? s : undefined });
  }

  const prepared = new Map<Sentence, SentenceContext>();
  const doc: DocumentState = {
    vocab,
    contextRules,
    rules,
    medicationStatusRules: defaultMedicationStatusRules(),
    text,
    lay,
    ts,
    cueNorms,
    cands,
    covered: new Uint8Array(ts.count),
    setting: readSetting(text, literalFilters.open(ts)),
    entities: [],
    cause: undefined,
    joinNext: -1,
    lastAllergy: undefined,
    sentenceOf(c: Candidate): SentenceContext {
      const key = c.sentence ?? { start: c.start, end: c.end };
      let p = prepared.get(key);
      if (!p) {
        let from = c.match.first;
        let to = c.match.last;
        while (from > 0 && ts.starts[from - 1]! >= key.start) from--;
        while (to < ts.count && ts.ends[to]! <= key.end) to++;
        p = prepareSentence(contextRules, text, ts, cueNorms, from, to, sectionAt(lay.sections, c.start), cueWord);
        p.covered = doc.covered;
        prepared.set(key, p);
      }
      return p;
    },
  };
  return doc;
}
