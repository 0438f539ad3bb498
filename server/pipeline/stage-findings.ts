/**
 * Findings written as phrases rather than as one concept's name (curated/findings-rules.tsv):
 * smoking status (US Core Smoking Status: LOINC 72166-2 with a SNOMED CT value), alcohol and drug
 * use, no known allergies (SNOMED CT 716186003) and assessment scores with their values. Within a
 * sentence one finding per kind is kept (the rule listed first wins; scores: one per instrument); a finding replaces the
 * vocabulary mentions inside its span ("GAD" inside "GAD-7", "Social drinker" as a Condition).
 */
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { analyzeContext, type ContextRules } from './context.js';
import { tsvRecords } from './rules.js';
import { allMatches, firstStrings, literalFilters, matchesAnywhere, matchesFrom, type WrittenAt } from './literal-filter.js';
import { defaultMedicationStatusRules, medicationStatus } from './medication-status.js';
import { ALLERGY_BEFORE } from './stage-overlap.js';
import { ALLERGY_AFTER } from './stage-sense.js';
import { sectionAt, type DocumentLayout } from './sections.js';
import { tokenizeWords, WordTable, type WordStream } from './tokenize.js';
import type { Code, Entity, EntityType, Polarity } from './types.js';
import { VOCABULARY_DIR } from './vocabulary.js';

export interface FindingRule {
  finding: string;
  /** A cheap test of the whole note before the pattern is tried. */
  gate: RegExp;
  pattern: RegExp;
  type: EntityType;
  code: Code | undefined;
  valueCode: Code | undefined;
  polarity: Polarity;
  unit: string | undefined;
  /** `D` flag: the finding gives way to a vocabulary mention that covers its whole span ("Body Mass Index 31" stays the coded BMI). */
  defers?: boolean;
  /** `M` flag: any number of findings of the row per sentence, one per distinct span text ("diet education and exercise counseling"). */
  many?: boolean;
  /** `C` flag: the polarity is the context's ("dantrolene NOT given"), not the row's. */
  contextPolarity?: boolean;
  /** `F` flag: a fallback, dropped where any vocabulary mention overlaps it. */
  fallback?: boolean;
  /** `K` flag: the pattern is tried only in the 80 characters before each match of the gate (its keyword), not over the whole note. */
  keywordAnchor?: boolean;
  /** `W` flag: the pattern is tried only at the words the gate matches whole (each distinct word tested once), not over the note. */
  wordAnchor?: boolean;
  /** The pattern as a sticky expression, for `K` and `W` rows (tried at chosen positions). */
  sticky?: RegExp;
  /** For `W` rows: whether the gate matches a word whole (suffixGate when the gate has its form). */
  wordTest?: (word: string) => boolean;
  /** The gate as a global expression, for `K` rows (each match of the keyword anchors a window). */
  keyword?: RegExp;
}

// (a Map: most values are digits, and an object read by them and then by a word threw away the optimized code of addFindings)
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6]]);
const PACK_YEARS = /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(?:pack[- ]?years?|pk[- ]?yrs?|PY)\b/i;

function code(cell: string | undefined, file: string): Code | undefined {
  if (!cell) return undefined;
  const [system, c, display] = cell.split('|');
  if (!system || !c || !display) throw new Error(`${file}: malformed code "${cell}"`);
  return { system, code: c, display };
}

/** A pattern as a sticky expression (tried at one position), the other flags kept. */
const stickyOf = (rx: RegExp): RegExp => new RegExp(rx.source, `${rx.flags.replace(/[gy]/g, '')}y`);

/** Compiles findings-rules.tsv text. */
export function parseFindingRules(tsv: string): FindingRule[] {
  return tsvRecords(tsv, 'findings-rules.tsv').map((r) => {
    const flags = r.flags ?? '';
    const gate = new RegExp(r.gate || '.', 'i');
    // (`S` flag: the pattern is case-sensitive, so that a capitalized name is told from a lower-case word)
    const pattern = new RegExp(r.pattern!, flags.includes('S') ? 'g' : 'gi');
    const keywordAnchor = flags.includes('K');
    const wordAnchor = flags.includes('W');
    return {
      finding: r.finding!,
      gate,
      pattern,
      type: r.type as EntityType,
      code: code(r.code, 'findings-rules.tsv'),
      valueCode: code(r.value_code, 'findings-rules.tsv'),
      polarity: r.polarity === 'negative' ? 'negative' : 'positive',
      unit: r.unit || undefined,
      defers: flags.includes('D'),
      many: flags.includes('M'),
      contextPolarity: flags.includes('C'),
      fallback: flags.includes('F'),
      keywordAnchor,
      wordAnchor,
      sticky: keywordAnchor || wordAnchor ? stickyOf(pattern) : undefined,
      keyword: keywordAnchor ? new RegExp(gate.source, 'gi') : undefined,
      wordTest: wordAnchor ? (suffixGate(gate) ?? ((word: string) => gate.test(word))) : undefined,
    };
  });
}

let shared: FindingRule[] | undefined;
export function defaultFindingRules(): FindingRule[] {
  shared ??= parseFindingRules(readFileSync(`${VOCABULARY_DIR}/curated/findings-rules.tsv`, 'utf8'));
  return shared;
}

/**
 * The rules' gates (each distinct gate once) and the filters (required literals, see
 * literal-filter.ts) of the gates and patterns: a pattern is only run over a note whose words
 * contain one of its literals and whose gate is open, and a gate is only tested on a note whose words
 * contain one of the gate's. Most notes run none of them.
 */
interface RuleSets {
  rules: FindingRule[];
  gates: RegExp[];
  /** Index in `gates` of each rule's gate. */
  gateOf: number[];
  /** The literal filter of each gate and of each rule's pattern (-1: none, always run). */
  gateFilter: number[];
  patternFilter: number[];
  /** Each rule's pattern with the `y` flag and the strings its matches start with (firstStrings), when known. */
  anchors: Array<Anchor | undefined>;
  /** The same of each gate: a gate is tested where its first strings are written, not over the whole note. */
  gateAnchors: Array<Anchor | undefined>;
}

/**
 * An expression with the `y` flag and the strings its matches start with; `groups`: the literal group
 * (see LiteralFilters.literal) of each start's longest run of letters and digits, -1 when it has none
 * of two characters (a note whose words hold none of a start's group does not have that start written).
 */
interface Anchor {
  sticky: RegExp;
  starts: string[];
  groups: number[];
}

function anchorOf(re: RegExp): Anchor | undefined {
  const starts = firstStrings(re);
  if (!starts) return undefined;
  const groups = starts.map((x) => {
    const runs = x.match(/[a-z0-9]+/g) ?? [];
    const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
    return longest.length >= 2 ? literalFilters.literal(longest) : -1;
  });
  return { sticky: stickyOf(re), starts, groups };
}

/** The starts of `anchor` that the note's words may hold (all of them when `held` is undefined). */
function heldStarts(anchor: Anchor, held: Uint8Array | undefined): string[] {
  if (!held) return anchor.starts;
  const { starts, groups } = anchor;
  let out: string[] | undefined;
  for (let k = 0; k < starts.length; k++) {
    const g = groups[k]!;
    if (g < 0 || held[g]) {
      if (out) out.push(starts[k]!);
    } else out ??= starts.slice(0, k);
  }
  return out ?? starts;
}
const ruleSets = new WeakMap<FindingRule[], RuleSets>();
function setsOf(rules: FindingRule[]): RuleSets {
  let sets = ruleSets.get(rules);
  // (a list changed in place is compiled again)
  if (!sets || sets.rules.length !== rules.length || sets.rules.some((r, k) => r !== rules[k])) {
    const gates: RegExp[] = [];
    const bySource = new Map<string, number>();
    const gateOf = rules.map((r) => {
      let g = bySource.get(r.gate.source);
      if (g === undefined) {
        g = gates.push(r.gate) - 1;
        bySource.set(r.gate.source, g);
      }
      return g;
    });
    const gateFilter = gates.map((g) => literalFilters.register(g));
    const patternFilter = rules.map((r) => literalFilters.register(r.pattern));
    // (each start's literal a group of its own: a note is searched only for the starts its words hold)
    const anchors = rules.map((r) => anchorOf(r.pattern));
    const gateAnchors = gates.map((g) => anchorOf(g));
    sets = { rules: rules.slice(), gates, gateOf, gateFilter, patternFilter, anchors, gateAnchors };
    ruleSets.set(rules, sets);
  }
  return sets;
}

/**
 * A word test equal to `gate.test(word)` for a gate of the form `^[a-z]{N,}(?:suffix|suffix|...)$`
 * with the `i` flag (the drug-stem row): the word is all ASCII letters and ends, past its first N
 * letters, with one of the suffixes, looked up in a set per suffix length rather than tried by the
 * expression at every split of the word. Undefined for any other gate (the expression is then run).
 */
export function suffixGate(gate: RegExp): ((word: string) => boolean) | undefined {
  const m = /^\^\[a-z\]\{(\d+),\}\(\?:([a-z]+(?:\|[a-z]+)*)\)\$$/.exec(gate.source);
  if (!m || gate.flags.replace(/[gy]/g, '') !== 'i') return undefined;
  const min = Number(m[1]);
  const bySize = new Map<number, Set<string>>();
  for (const suffix of m[2]!.split('|')) {
    let set = bySize.get(suffix.length);
    if (!set) bySize.set(suffix.length, (set = new Set()));
    set.add(suffix);
  }
  const sizes = [...bySize.keys()].sort((a, b) => a - b);
  return (word: string): boolean => {
    const n = word.length;
    for (let k = 0; k < n; k++) {
      const c = word.charCodeAt(k) | 32;
      if (c < 97 || c > 122) return false;
    }
    const lower = word.toLowerCase();
    for (const size of sizes) {
      if (n - size < min) break;
      if (bySize.get(size)!.has(lower.slice(n - size))) return true;
    }
    return false;
  };
}

/** By `W` row and word table: whether the row's gate matches each word of the table (0: not tested yet, 1: it does, 2: it does not). */
const wordHits = new WeakMap<FindingRule, WeakMap<WordTable, { generation: number; hit: Int8Array }>>();

/**
 * The matches of a `W` row: the pattern is tried (sticky) at the start of each word of the note that
 * the row's gate matches whole, each distinct word of the word table tested once ("rasagiline",
 * "crizanlizumab": a drug known by its stem), instead of scanning the note. (The answers are kept
 * per word table: notes with no vocabulary match bring their words in a table of their own, and one
 * such note in between no longer has every word of the engine's table tested again.)
 */
function* wordMatches(rule: FindingRule, text: string, ts: WordStream): Generator<RegExpExecArray> {
  let tables = wordHits.get(rule);
  if (!tables) wordHits.set(rule, (tables = new WeakMap()));
  const table = ts.table;
  let st = tables.get(table);
  if (!st || st.generation !== table.generation) {
    st = { generation: table.generation, hit: new Int8Array(Math.max(1024, table.size)) };
    tables.set(table, st);
  }
  if (st.hit.length < table.size) {
    const grown = new Int8Array(Math.max(table.size, st.hit.length * 2));
    grown.set(st.hit);
    st.hit = grown;
  }
  const { hit } = st;
  const test = rule.wordTest ?? ((word: string) => rule.gate.test(word));
  const sticky = rule.sticky ?? stickyOf(rule.pattern);
  const { words, starts, count } = ts;
  let done = 0;
  for (let i = 0; i < count; i++) {
    const w = words[i]!;
    let h = hit[w]!;
    if (h === 0) h = hit[w] = test(table.words[w]!) ? 1 : 2;
    if (h !== 1 || starts[i]! < done) continue;
    sticky.lastIndex = starts[i]!;
    const m = sticky.exec(text);
    if (!m) continue;
    yield m;
    done = m.index + Math.max(1, m[0].length);
  }
}

/**
 * The matches of a `K` row, as a global search would find them where each starts at most 80 characters
 * before an occurrence of the row's keyword (its gate): the pattern is tried at the word starts of that
 * window only, so a row whose match starts with any capitalized name ("Alvarado score 8") does not scan the note.
 */
function* keywordMatches(rule: FindingRule, text: string): Generator<RegExpExecArray> {
  const keyword = rule.keyword ?? new RegExp(rule.gate.source, 'gi');
  const sticky = rule.sticky ?? stickyOf(rule.pattern);
  keyword.lastIndex = 0;
  let done = 0;
  for (let k = keyword.exec(text); k; k = keyword.exec(text)) {
    if (k[0] === '') keyword.lastIndex++;
    for (let p = Math.max(done, k.index - 80); p <= k.index; p++) {
      if (p > 0 && /\w/.test(text[p - 1]!)) continue;
      sticky.lastIndex = p;
      const m = sticky.exec(text);
      if (!m) continue;
      yield m;
      done = p + Math.max(1, m[0].length);
      keyword.lastIndex = Math.max(keyword.lastIndex, done);
      break;
    }
  }
}

/** The words of notes that reach this stage without them (a note with no vocabulary match). */
const ownWords = new WordTable();

function sentenceIndex(lay: DocumentLayout, pos: number): number {
  let lo = 0;
  let hi = lay.sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lay.sentences[mid]!.end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `pos` is on the line of an allergy section's header ("Allergies: flucloxacillin - rash"). */
function onAllergyLine(lay: DocumentLayout, text: string, pos: number): boolean {
  const sec = sectionAt(lay.sections, pos);
  return sec?.kind === 'allergies' && !text.slice(sec.headerEnd, pos).includes('\n');
}

/** The findings of `text`, merged into `entities` (which they replace where they overlap), in text order. */
export function addFindings(rules: FindingRule[], contextRules: ContextRules, text: string, lay: DocumentLayout, entities: Entity[], words?: WordStream): Entity[] {
  const found: Array<{ rule: FindingRule; start: number; end: number; sentence: number; value: number | undefined }> = [];
  const taken = new Set<string>();
  const sets = setsOf(rules);
  const noteWords = words ?? tokenizeWords(text, ownWords);
  const open = literalFilters.open(noteWords);
  const held = literalFilters.held(noteWords);
  // each gate tested at most once, and only when a rule of it may match: -1 not tested yet
  const gateOpen = new Int8Array(sets.gates.length).fill(-1);
  // the note in lower case, made when a pattern is first tried where its first literals are written
  let lower: string | undefined;
  // (and where the rows' first strings are written in it, each searched for once)
  const written: WrittenAt = new Map();
  const take = (rule: FindingRule, m: RegExpExecArray): void => {
    const span = m.groups?.span;
    const start = span !== undefined ? m.index + m[0].indexOf(span) : m.index;
    const end = start + (span ?? m[0]).replace(/\s+$/, '').length;
    const sentence = sentenceIndex(lay, start);
    // one finding of a kind per sentence, but every instrument of a list of scores ("PHQ-9 = 19, GAD-7 = 15")
    // (a row naming many instruments keeps one of each: "FIM 58; GOAT 72")
    const key = rule.finding === 'score' || rule.many ? `${sentence}/${rule.finding}/${rule.pattern.source}/${text.slice(start, end).toLowerCase()}` : `${sentence}/${rule.finding}`;
    if (taken.has(key) || found.some((f) => f.start < end && start < f.end)) return;
    // (a header word is not a finding: "SOCIAL HISTORY" never starts one)
    if (lay.headers.some((h) => h.start <= start && start < h.end)) return;
    taken.add(key);
    const raw = m.groups?.value;
    const value = raw === undefined ? undefined : (NUMBER_WORDS.get(raw.toLowerCase()) ?? Number(raw));
    found.push({ rule, start, end, sentence, value: value !== undefined && Number.isFinite(value) ? value : undefined });
  };
  for (let r = 0; r < rules.length; r++) {
    if (rules[r]!.wordAnchor) {
      for (const m of wordMatches(rules[r]!, text, noteWords)) take(rules[r]!, m);
      continue;
    }
    const pf = sets.patternFilter[r]!;
    if (pf >= 0 && !open[pf]) continue;
    const g = sets.gateOf[r]!;
    if (gateOpen[g]! < 0) {
      const gf = sets.gateFilter[g]!;
      const ga = sets.gateAnchors[g];
      gateOpen[g] = gf >= 0 && !open[gf] ? 0 : (ga ? matchesAnywhere(sets.gates[g]!, ga.sticky, heldStarts(ga, held), text, (lower ??= text.toLowerCase()), written) : sets.gates[g]!.test(text)) ? 1 : 0;
    }
    if (!gateOpen[g]) continue;
    const rule = rules[r]!;
    const anchor = sets.anchors[r];
    for (const m of rule.keywordAnchor ? keywordMatches(rule, text) : anchor ? matchesFrom(rule.pattern, anchor.sticky, heldStarts(anchor, held), text, (lower ??= text.toLowerCase()), written) : allMatches(rule.pattern, text)) take(rule, m);
  }
  // a finding that defers gives way to a vocabulary mention covering all of it, or its end (the vocabulary knows
  // the instrument or the service by name: "Body Mass Index 31", "BRCA genetic counseling")
  for (let i = found.length - 1; i >= 0; i--) {
    const f = found[i]!;
    // (a one-word mention of the end is only the row's own keyword: "safe sleep counselling" is kept)
    if (f.rule.fallback && entities.some((e) => e.span.start < f.end && f.start < e.span.end)) found.splice(i, 1);
    else if (f.rule.defers && entities.some((e) => e.span.start < f.end && f.start < e.span.end && e.span.end >= f.end && (e.span.start <= f.start || /\s/.test(e.text)))) found.splice(i, 1);
  }
  if (found.length === 0) return entities;
  const added: Entity[] = found.map((f) => {
    const ctx = analyzeContext(text, { start: f.start, end: f.end }, { rules: contextRules, layout: lay, type: f.rule.type });
    const attributes: Record<string, unknown> = {};
    if (f.value !== undefined) attributes.value = f.value;
    if (f.value !== undefined && f.rule.unit) attributes.unit = f.rule.unit;
    if (f.rule.valueCode) attributes.valueCode = f.rule.valueCode;
    if (f.rule.finding === 'smoking') {
      const s = lay.sentences[f.sentence];
      const py = s ? PACK_YEARS.exec(text.slice(s.start, s.end)) : null;
      if (py) attributes.packYears = Number(py[1]);
    }
    attributes.temporality = ctx.temporality === 'hypothetical' ? 'hypothetical' : ctx.temporality;
    if (ctx.certainty !== 'confirmed') attributes.certainty = ctx.certainty;
    attributes.section = ctx.section;
    attributes.evidence = ctx.evidence.filter((e) => e.kind !== 'negation');
    // (a drug found by a row takes the medication status written around it, as the vocabulary's do: "dantrolene NOT given")
    const s = lay.sentences[f.sentence];
    const status =
      f.rule.contextPolarity && f.rule.type === 'Medication' && s
        ? medicationStatus(defaultMedicationStatusRules(), text.slice(s.start, f.start), s.start, text.slice(f.end, Math.min(s.end, f.end + 60)), f.end)
        : undefined;
    if (status) attributes.medicationStatus = status.status;
    const codes = f.rule.code ? [f.rule.code] : [];
    const key = codes[0]?.code ?? f.rule.valueCode?.code ?? f.rule.finding;
    // (a drug found by a row in an allergy statement is the allergen: "Allergy: flucloxacillin - rash")
    const type: EntityType =
      f.rule.type === 'Medication' && f.rule.contextPolarity && s && (onAllergyLine(lay, text, f.start) || ALLERGY_BEFORE.test(text.slice(s.start, f.start)) || ALLERGY_AFTER.test(text.slice(f.end, Math.min(s.end, f.end + 40))))
        ? 'AllergyIntolerance'
        : f.rule.type;
    return {
      object: 'data_engine.entity',
      id: `ent_${hash('sha256', `${type}|${f.start}|${f.end}|${key}`, 'hex').slice(0, 24)}`,
      type,
      text: text.slice(f.start, f.end),
      confidence: 'high',
      polarity: f.rule.contextPolarity ? (status?.polarity ?? ctx.polarity) : f.rule.polarity,
      subject: ctx.subject,
      codes,
      attributes,
      span: { start: f.start, end: f.end },
    };
  });
  const kept = entities.filter((e) => !found.some((f) => e.span.start < f.end && f.start < e.span.end));
  return [...kept, ...added].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
}
