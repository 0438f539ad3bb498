import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { firstLiterals, firstStrings, LiteralFilters, matchesAnywhere, matchesFrom, requiredLiterals, type WrittenAt } from '../../server/pipeline/literal-filter.js';
import { defaultFindingRules, suffixGate } from '../../server/pipeline/stage-findings.js';
import { tokenizeWords, tokenTexts, WordTable } from '../../server/pipeline/tokenize.js';

/** Whether `re` matches somewhere in `text`. */
function matches(re: RegExp, text: string): boolean {
  return new RegExp(re.source, re.flags.replace(/[gy]/g, '')).test(text);
}

/** The non-empty matches of a global search, as [index, text, groups]. */
function globalMatches(re: RegExp, text: string): Array<[number, string, Record<string, string> | undefined]> {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const out: Array<[number, string, Record<string, string> | undefined]> = [];
  for (let m = g.exec(text); m; m = g.exec(text)) {
    if (m[0] === '') g.lastIndex++;
    else out.push([m.index, m[0], m.groups ? { ...m.groups } : undefined]);
  }
  return out;
}

/** matchesFrom() of `re` with its first literals, in the same form. */
function anchoredMatches(re: RegExp, text: string, first = firstLiterals, written?: WrittenAt): Array<[number, string, Record<string, string> | undefined]> | undefined {
  const starts = first(re);
  if (!starts) return undefined;
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const sticky = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`);
  return matchesFrom(g, sticky, starts, text, text.toLowerCase(), written).map((m) => [m.index, m[0], m.groups ? { ...m.groups } : undefined]);
}

/** Every expression whose filter `filters` leaves closed on `text` must not match it. */
function expectSound(filters: LiteralFilters, ids: number[], res: RegExp[], text: string, table: WordTable): number {
  const open = filters.open(tokenizeWords(text, table));
  let closed = 0;
  res.forEach((re, k) => {
    const f = ids[k]!;
    if (f < 0 || open[f]) return;
    closed++;
    expect(matches(re, text), `${re} on ${JSON.stringify(text.slice(0, 200))}`).to.equal(false);
  });
  return closed;
}

describe('literal filters (required literals of an expression, checked against a note\'s words)', () => {
  it('reads the literals every match must hold, lower case, one set per requirement', () => {
    expect(requiredLiterals(/smok|tobacco|cigar/i)).to.deep.equal([['cigar', 'smok', 'tobacco']]);
    expect(requiredLiterals(/\bNKDA\b/)).to.deep.equal([['nkda']]);
    // a sequence gives one set per part; a quantified part counts when it must occur
    expect(requiredLiterals(/\b(?:former|ex-?)\s+smoker\b/i)).to.deep.equal([['ex', 'former'], ['smoker']]);
    expect(requiredLiterals(/\b(?:PHQ)-?(?:9|2)+\s*score/i)).to.deep.equal([['phq'], ['score']]);
    // exact parts join: "shots?" is "shot" or "shots"; a class of letters and digits is exact too
    expect(requiredLiterals(/\bshots?\b/)).to.deep.equal([['shot']]);
    expect(requiredLiterals(/\b(?:shot|dose)s?\b/)).to.deep.equal([['dose', 'shot']]);
    expect(requiredLiterals(/G[0-2]P/i)).to.deep.equal([['g0p', 'g1p', 'g2p']]);
    expect(requiredLiterals(/\d{1,2}w\d/)).to.deep.equal([['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9']]);
    // alternatives: each alternative's requirements distributed, (a and b) or c = (a or c) and (b or c)
    expect(requiredLiterals(/\bno\s+pain\b|\bpainless/i)).to.deep.equal([['no', 'painless'], ['pain', 'painless']]);
    // escapes that name a letter or a digit are literals
    expect(requiredLiterals(/\x41\u0042c/)).to.deep.equal([['abc']]);
  });

  it('reads the literals every match starts with', () => {
    expect(firstLiterals(/\b(?:denies|denied|no)\s+pain/i)).to.deep.equal(['denied', 'denies', 'no']);
    expect(firstLiterals(/\b(?<span>PHQ-?9)\s*(?<value>\d+)/i)).to.deep.equal(['phq']);
    // zero-width parts first are skipped; a literal that starts with another is left out
    expect(firstLiterals(/(?<![-\w])\bsmokes?\b/i)).to.deep.equal(['smoke']);
    expect(firstLiterals(/\b(?:does\s+not|doesn't|do\s+not)/i)).to.deep.equal(['do']);
    expect(firstLiterals(/(?:abc)+d|xy/)).to.deep.equal(['abc', 'xy']);
    // optional parts first: a match starts with one of theirs or, when they match nothing, with what follows
    expect(firstLiterals(/\b(?:current\s+)?smoker/i)).to.deep.equal(['current', 'smoker']);
    expect(firstLiterals(/(?:ab)?(?:cd)*\bef/)).to.deep.equal(['ab', 'cd', 'ef']);
    expect(firstLiterals(/(?:(?:ab)?cd)?ef/)).to.deep.equal(['ab', 'cd', 'ef']);
    expect(firstLiterals(/(?:ab)?(?:c|)ef/)).to.equal(undefined); // "c" is one letter
    expect(firstLiterals(/(?:a\w)?xy/)).to.equal(undefined); // "a" is one letter
    expect(firstLiterals(/(?:ab)?\w+/)).to.equal(undefined); // what follows has no known start
    expect(firstLiterals(/(?:ab)?\b/)).to.equal(undefined); // may match nothing
    expect(firstLiterals(/(?:ab)?/)).to.equal(undefined);
    expect(firstLiterals(/\s+smoker/i)).to.equal(undefined);
    expect(firstLiterals(/a\w+/)).to.equal(undefined); // one letter
    expect(firstLiterals(/kelvin/iu)).to.equal(undefined);
    // (first strings may hold the punctuation written in the expression: strings of the text, not literals of its words)
    expect(firstLiterals(/\b(?<span>C-ACT)\b/i)).to.equal(undefined);
    expect(firstStrings(/\b(?<span>C-ACT)\b/i)).to.deep.equal(['c-act']);
    expect(firstStrings(/\b(?:AF|A-?fib|RVR)\b/i)).to.deep.equal(['a-fib', 'af', 'rvr']);
    expect(firstStrings(/\b(?:U\/A|UA)\b/i)).to.deep.equal(['u/a', 'ua']);
    expect(firstStrings(/[-a]bc/i)).to.equal(undefined); // (a class is not read for punctuation)
    expect(firstStrings(/a\s+b/i)).to.equal(undefined);
  });

  it('finds, trying only where a first literal is written, the matches of a global search', () => {
    const res = [/\b(?:any\s+)?(?:or\s+)*no\s+(?:any\s+)?(?<what>\w+)/gi, /(?:ab)?(?:es|)er/gi, /\bno\s+(?<what>\w+)/gi, /\b(?:denies|denied|no)\s+(?:any\s+)?(?:[\w-]+,?\s+){1,3}?(?:or\s+|and\s+)?(?<span>alcohol|EtOH)/gi, /(?<![-\w])smok(?:es|er)\b/gi, /\bG2\s*P\d/g, /ab(?:ab)*/gi];
    const alphabet = ['no ', 'No', 'NO', 'denies ', 'any ', 'tobacco, ', 'or ', 'alcohol', 'EtOH', '-', 'smok', 'es', 'ER', ' ', 'G2', 'P1', 'ab', 'AB', 'b', 'İ', '\n'];
    let seed = 5;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (const re of res) expect(firstLiterals(re), String(re)).to.not.equal(undefined);
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let i = next() % 14; i >= 0; i--) text += alphabet[next() % alphabet.length];
      for (const re of res) expect(anchoredMatches(re, text), `${re} on ${JSON.stringify(text)}`).to.deep.equal(globalMatches(re, text));
    }
  });

  it('has no filter where no requirement is known or safe', () => {
    expect(requiredLiterals(/a|bc/)).to.equal(undefined); // a one-letter alternative
    expect(requiredLiterals(/(?:abc)?x\s+y/)).to.equal(undefined); // optional
    expect(requiredLiterals(/(?=abc)\w+/)).to.equal(undefined); // a lookahead consumes nothing
    expect(requiredLiterals(/(ab)\1/)).to.equal(undefined); // back reference
    expect(requiredLiterals(/kelvin/iu)).to.equal(undefined); // `u` + `i`: "k" matches the Kelvin sign
    expect(requiredLiterals(/[^abc]de/)).to.deep.equal([['de']]);
    expect(requiredLiterals(/caf\u00e9/)).to.deep.equal([['caf']]); // letters outside [a-z0-9] end a literal
    expect(requiredLiterals(/x{2,}/)).to.equal(undefined);
    expect(requiredLiterals(/ab[\w-]cd/)).to.deep.equal([['ab'], ['cd']]);
    expect(requiredLiterals(/\p{L}/u)).to.equal(undefined);
    // `[^]` is any character and `[]` none, as JavaScript reads them: "[^]|[a]bcd" may match "x"
    expect(requiredLiterals(/[^]|[a]bcd/)).to.equal(undefined);
    expect(requiredLiterals(/[^]abc/)).to.deep.equal([['abc']]);
    expect(requiredLiterals(/x[]|abcd/)).to.equal(undefined);
  });

  it('opens a filter only on notes whose words hold its literals, and opens every filter when two tokens touch', () => {
    const filters = new LiteralFilters();
    const table = new WordTable();
    const smoke = filters.register(/\bsmok(?:er|ing)\b/i);
    const both = filters.register(/\bno\s+known\s+allerg/i);
    const never = filters.register(/a|b/);
    expect(never).to.equal(-1);
    expect(filters.register(/\bsmok(?:er|ing)\b/i)).to.equal(smoke); // shared
    expect(filters.size).to.equal(2);
    expect([...filters.open(tokenizeWords('Former SMOKER.', table))]).to.deep.equal([1, 0]);
    expect([...filters.open(tokenizeWords('No known drug allergies', table))]).to.deep.equal([0, 1]);
    expect([...filters.open(tokenizeWords('no allergies known', table))]).to.deep.equal([0, 1]);
    expect([...filters.open(tokenizeWords('allergic to nothing', table))]).to.deep.equal([0, 0]);
    // "smoker" written across an apostrophe run and a digit run: every filter opens
    expect([...filters.open(tokenizeWords("x's5", table))]).to.deep.equal([1, 1]);
    // one literal's group: whether some word holds it (undefined when tokens touch)
    const pack = filters.literal('pack');
    const smoker = filters.literal('smoker');
    const held = filters.held(tokenizeWords('Former SMOKER.', table))!;
    expect([held[pack], held[smoker]]).to.deep.equal([0, 1]);
    expect(filters.held(tokenizeWords("x's5", table))).to.equal(undefined);
    expect(() => filters.literal('a')).to.throw(/not a literal/);
    expect(() => filters.literal('two words')).to.throw(/not a literal/);
    // a filter registered later is checked on words met before it
    const later = filters.register(/\bpacks?\b/i);
    expect(filters.open(tokenizeWords('Former SMOKER, 1 pack a day.', table))[later]).to.equal(1);
  });

  it('never leaves closed an expression that matches: random texts', () => {
    const res = [/\bno\s+(?:known\s+)?allerg(?:y|ies)\b/i, /smok(?:er|ing)/i, /\b(?:drinks|uses)\s+alcohol\b/i, /(?<![-\w])smokes\b/gi, /\bG\d+\s*P\d/i, /[A-Z]{2}-?\d/, /\bpot\b/i];
    const filters = new LiteralFilters();
    const ids = res.map((re) => filters.register(re));
    const table = new WordTable(50);
    const alphabet = ['no ', 'No', 'known ', 'allergy', 'ALLERGIES', 'smok', 'er', 'ING', 'drinks ', 'uses ', 'alcohol', '-', '_', ' ', "'", '\u2019', '5', 'G2', 'P1', 'é', 'AB', 'pot', 'x', '\n', '.'];
    let seed = 11;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    let closed = 0;
    for (let n = 0; n < 4000; n++) {
      let text = '';
      for (let i = next() % 12; i >= 0; i--) text += alphabet[next() % alphabet.length];
      closed += expectSound(filters, ids, res, text, table);
    }
    expect(closed).to.be.greaterThan(1000);
  });

  it('never leaves closed a findings rule\'s gate or pattern that matches a note (every fixture note, and MTSamples when present)', function () {
    this.timeout(120_000);
    const texts: string[] = [];
    for (const set of ['annotated', 'heldout', 'unseen', 'unseen-2', 'unseen-3']) {
      const dir = new URL(`../fixtures/${set}/`, import.meta.url);
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        continue;
      }
      for (const f of files) {
        const note = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { text?: unknown };
        if (typeof note.text === 'string') texts.push(note.text);
      }
    }
    try {
      const corpus = new URL('../../../shared/data/corpora/mtsamples_unique.jsonl', import.meta.url);
      for (const line of readFileSync(corpus, 'utf8').split('\n').filter(Boolean).slice(0, 600)) texts.push((JSON.parse(line) as { text: string }).text);
    } catch {
      // (the corpus is outside the repository)
    }
    expect(texts.length).to.be.greaterThan(100);
    const rules = defaultFindingRules();
    const res = [...rules.map((r) => r.gate), ...rules.map((r) => r.pattern)];
    const filters = new LiteralFilters();
    const ids = res.map((re) => filters.register(re));
    expect(ids.filter((f) => f >= 0).length).to.be.greaterThan(res.length / 2);
    const table = new WordTable();
    let closed = 0;
    for (const text of texts) closed += expectSound(filters, ids, res, text, table);
    expect(closed).to.be.greaterThan(texts.length);
    // and the patterns tried only where their first literals are written find what they find everywhere
    const anchored = rules.map((r) => r.pattern).filter((re) => firstLiterals(re));
    expect(anchored.length).to.be.greaterThan(rules.length / 2);
    for (const text of texts.slice(0, 300)) for (const re of anchored) expect(anchoredMatches(re, text)).to.deep.equal(globalMatches(re, text));
    // as do the patterns and gates tried where their first strings (punctuation kept: "c-act") are written
    const byStrings = rules.map((r) => r.pattern).filter((re) => firstStrings(re));
    expect(byStrings.length).to.be.greaterThan(anchored.length);
    const gates = [...new Set(rules.map((r) => r.gate))].filter((re) => firstStrings(re));
    expect(gates.length).to.be.greaterThan(5);
    // (the positions of the first strings found once a text and shared by every expression tried on it)
    for (const text of texts.slice(0, 300)) {
      const written: WrittenAt = new Map();
      for (const re of byStrings) expect(anchoredMatches(re, text, firstStrings, written), String(re)).to.deep.equal(globalMatches(re, text));
      for (const re of gates) expect(matchesAnywhere(re, new RegExp(re.source, `${re.flags}y`), firstStrings(re)!, text, text.toLowerCase(), written), String(re)).to.equal(re.test(text));
    }
    // and the drug-stem row's word test answers as its gate does on every word of the notes
    const stem = rules.find((r) => r.wordAnchor)!;
    const test = suffixGate(stem.gate)!;
    expect(test).to.be.a('function');
    const words = new Set(['Metoprolol', 'METOPROLOL', 'olol', 'xolol', 'xxxolol', 'ſertraline', 'abc-mab', "don'tmab", 'éééolol', 'Kmab', 'lisinopril']);
    for (const text of texts) for (const w of tokenTexts(text)) words.add(w);
    for (const w of words) expect(test(w), w).to.equal(stem.gate.test(w));
  });
});

describe('readings of expressions kept for the process', () => {
  it('gives the same answer the second time, as a copy the caller may change', () => {
    const re = /(?:former|ex-?)\s*smoker/gi;
    const a = requiredLiterals(re)!;
    const b = requiredLiterals(new RegExp(re.source, re.flags))!;
    expect(b).to.deep.equal(a);
    a[0]!.push('zz');
    expect(requiredLiterals(re)).to.deep.equal(b);
    const f = firstStrings(/(?:current\s+)?every\s+day/gi)!;
    f.push('zz');
    expect(firstStrings(/(?:current\s+)?every\s+day/gi)).to.not.include('zz');
    expect(firstStrings(/(a)\1/g)).to.equal(firstStrings(/(a)\1/g));
  });
});
