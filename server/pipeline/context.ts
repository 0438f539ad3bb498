/**
 * ConText (Harkema et al., J Biomed Inform 2009; NegEx, Chapman et al. 2001) over one sentence:
 * trigger phrases with a direction open a scope that runs to the sentence end (forward) or start
 * (backward) and is closed by termination cues; pseudo-triggers ("no increase") cover their words so
 * they trigger nothing. Categories decide polarity (negation), certainty (possible, hypothetical),
 * temporality (historical) and subject (family member, other person). The section a sentence sits
 * in adds defaults: family history -> family_member, past history -> historical.
 */
import { readFileSync } from 'node:fs';
import { tokenize, tokenTexts, type TokenStream } from './tokenize.js';
import { layout, sectionAt, type DocumentLayout, type Section } from './sections.js';
import { lastIndexAbove } from './text-scan.js';
import type { Polarity, Span, Subject } from './types.js';
import { VOCABULARY_DIR } from './vocabulary.js';

export type TriggerCategory =
  | 'NEGATED_EXISTENCE'
  | 'POSSIBLE_EXISTENCE'
  | 'HISTORICAL'
  | 'HYPOTHETICAL'
  | 'FAMILY'
  | 'OTHER_EXPERIENCER'
  | 'PSEUDO'
  | 'TERMINATE';
export type TriggerDirection = 'FORWARD' | 'BACKWARD' | 'BIDIRECTIONAL' | 'TERMINATE' | 'PSEUDO';

export type Temporality = 'recent' | 'historical' | 'hypothetical';
export type Certainty = 'confirmed' | 'possible' | 'hypothetical';

/** One context decision and the cue that caused it (returned in `attributes.evidence`). */
export interface ContextEvidence {
  kind: 'negation' | 'uncertainty' | 'hypothetical' | 'historical' | 'family_member' | 'other_subject' | 'section';
  cue: string;
  span: Span;
}

export interface ContextResult {
  polarity: Polarity;
  subject: Subject;
  temporality: Temporality;
  certainty: Certainty;
  evidence: ContextEvidence[];
  /** Section kind the target sits in ('other' when the note has no headers). */
  section: string;
}

export interface TriggerRule {
  category: TriggerCategory;
  direction: TriggerDirection;
  /** Entity types the cue applies to (context-rules.tsv `allowed_types`); undefined: all. */
  allowedTypes?: ReadonlySet<string>;
  /** Token reach of this cue, overriding its category's (context-rules.tsv `max_scope`). */
  maxScope?: number;
  /** Categories of cues that end this cue's scope (context-rules.tsv `terminated_by`). */
  terminatedBy?: ReadonlySet<string>;
  /**
   * The sign the cue is written with, right before its first word: a literal such as "-ve for" (cue
   * tokens drop signs, so "-ve for" and "+ve for" are the same tokens; the sign tells them apart).
   */
  sign?: '+' | '-';
}

/**
 * A rule with every field set, in one order: the context functions read rules of every row kind at
 * the same places, and objects of one shape keep those reads monomorphic (rules built field by field
 * had a shape per combination of optional columns, and optimized code was thrown away each time the
 * first pass met another).
 */
export function triggerRule(
  category: TriggerCategory,
  direction: TriggerDirection,
  allowedTypes: ReadonlySet<string> | undefined = undefined,
  maxScope: number | undefined = undefined,
  terminatedBy: ReadonlySet<string> | undefined = undefined,
  sign: '+' | '-' | undefined = undefined,
): TriggerRule {
  return { category, direction, allowedTypes, maxScope, terminatedBy, sign };
}

interface TriggerNode {
  /** Made when the node gets its first child (most nodes end a cue and have none). */
  next: Map<string, TriggerNode> | undefined;
  rules: TriggerRule[] | undefined;
  literal: string | undefined;
}

const triggerNode = (): TriggerNode => ({ next: undefined, rules: undefined, literal: undefined });

/** A matched cue inside a sentence, in token coordinates of the sentence's token stream. */
export interface Cue {
  first: number;
  last: number;
  rules: TriggerRule[];
  start: number;
  end: number;
}

/** A cue (built here only, so that every cue has one shape; see triggerRule). */
export function cue(first: number, last: number, rules: TriggerRule[], start: number, end: number): Cue {
  return { first, last, rules, start, end };
}

const EVIDENCE_KIND: Partial<Record<TriggerCategory, ContextEvidence['kind']>> = {
  NEGATED_EXISTENCE: 'negation',
  POSSIBLE_EXISTENCE: 'uncertainty',
  HYPOTHETICAL: 'hypothetical',
  HISTORICAL: 'historical',
  FAMILY: 'family_member',
  OTHER_EXPERIENCER: 'other_subject',
};

/** Token distance beyond which a cue no longer reaches its target. */
const MAX_SCOPE: Partial<Record<TriggerCategory, number>> = {
  NEGATED_EXISTENCE: 18,
  POSSIBLE_EXISTENCE: 12,
  HYPOTHETICAL: 40,
  HISTORICAL: 14,
  FAMILY: 14,
  OTHER_EXPERIENCER: 8,
};

/**
 * Cue words are compared in lower case without stemming: the trigger lists spell out their
 * inflections, and stemming would merge cues of different meaning ("rules out" / "rule out").
 */
export function cueToken(raw: string): string {
  return raw.toLowerCase().replace(/['\u2019]s$/, '');
}

/** The trigger lexicon (vocabulary/context-triggers.tsv) compiled into a token trie. */
export class ContextRules {
  private readonly root: TriggerNode = triggerNode();
  /** Every cue word of the lexicon. */
  private readonly words = new Set<string>();
  size = 0;
  /** Bumped by every cue added: what was learnt of a word with hasCueWord under another revision may be stale. */
  revision = 0;
  /** Scope of each category (and direction) unless a cue says otherwise: context-rules.tsv rows with literal `*`. */
  readonly scopes = new Map<string, { maxScope?: number; terminatedBy?: ReadonlySet<string> }>();

  constructor(rows: Array<{ literal: string; category: TriggerCategory; direction: TriggerDirection } & Partial<Pick<TriggerRule, 'allowedTypes' | 'maxScope' | 'terminatedBy'>>>) {
    for (const r of rows) this.addRule(r);
  }

  /** Adds one rule row; a `*` literal sets the scope of its category and direction. */
  addRule(r: { literal: string; category: TriggerCategory; direction: TriggerDirection } & Partial<Pick<TriggerRule, 'allowedTypes' | 'maxScope' | 'terminatedBy'>>): void {
    if (r.literal === '*') {
      this.scopes.set(`${r.category}/${r.direction}`, { maxScope: r.maxScope, terminatedBy: r.terminatedBy });
      return;
    }
    const sign = /^[+-]\p{L}/u.test(r.literal) ? (r.literal[0] as '+' | '-') : undefined;
    this.add(r.literal, triggerRule(r.category, r.direction, r.allowedTypes || undefined, r.maxScope, r.terminatedBy || undefined, sign));
  }

  /** Reach and terminators of `rule` (its own, else its category's for the direction used). */
  scopeOf(rule: TriggerRule, forward: boolean): { maxScope: number; terminatedBy: ReadonlySet<string> | undefined } {
    const dflt = this.scopes.get(`${rule.category}/${forward ? 'FORWARD' : 'BACKWARD'}`) ?? this.scopes.get(`${rule.category}/*`);
    return { maxScope: rule.maxScope ?? dflt?.maxScope ?? MAX_SCOPE[rule.category] ?? 12, terminatedBy: rule.terminatedBy ?? dflt?.terminatedBy };
  }

  private add(literal: string, rule: TriggerRule): void {
    const toks = tokenTexts(literal).map(cueToken);
    if (toks.length === 0) return;
    this.revision++;
    for (const t of toks) this.words.add(t);
    let node = this.root;
    for (const t of toks) {
      let n = node.next?.get(t);
      if (!n) {
        n = triggerNode();
        (node.next ??= new Map()).set(t, n);
      }
      node = n;
    }
    node.rules ??= [];
    const same = node.rules.findIndex((x) => x.category === rule.category && x.direction === rule.direction);
    // a curated row restates a listed cue with its scope: it replaces the listed one
    if (same >= 0 && (rule.allowedTypes || rule.maxScope !== undefined || rule.terminatedBy)) {
      node.rules[same] = rule;
      return;
    }
    if (same < 0) {
      node.rules.push(rule);
      node.literal = literal;
      this.size++;
    }
  }

  /** Whether some cue of the lexicon has the (cue) word `norm`. */
  hasCueWord(norm: string): boolean {
    return this.words.has(norm);
  }

  /**
   * Longest non-overlapping cue matches over tokens [from, to) of a stream (hard breaks allowed
   * inside). `cueWord[i] === 0`, when given, says that token i is no cue word (hasCueWord), so no
   * cue starts or runs there: most tokens of a sentence are skipped without a lookup.
   */
  findCues(ts: TokenStream, norms: string[], from: number, to: number, cueWord?: Uint8Array): Cue[] {
    const cues: Cue[] = [];
    let i = from;
    while (i < to) {
      if (cueWord && cueWord[i] === 0) {
        i++;
        continue;
      }
      let node: TriggerNode | undefined = this.root;
      let best: Cue | undefined;
      for (let j = i; j < to && node; j++) {
        if (cueWord && cueWord[j] === 0) break;
        node = node.next?.get(norms[j]!);
        if (node?.rules) best = cue(i, j + 1, node.rules, ts.starts[i]!, ts.ends[j]!);
      }
      if (best) {
        cues.push(best);
        i = best.last;
      } else i++;
    }
    return cues;
  }
}

/** Parses context-triggers.tsv (`literal category direction source`). */
export function parseTriggers(tsv: string): ContextRules {
  const rows: Array<{ literal: string; category: TriggerCategory; direction: TriggerDirection }> = [];
  const lines = tsv.split('\n');
  for (let i = 1; i < lines.length; i++) {
    const [literal, category, direction] = (lines[i] ?? '').split('\t');
    if (!literal || !category || !direction) continue;
    rows.push({ literal, category: category as TriggerCategory, direction: direction as TriggerDirection });
  }
  return new ContextRules(rows);
}

/**
 * Adds context-rules.tsv rows (medspaCy ConText rule style: `literal category direction
 * allowed_types max_scope terminated_by`) to a trigger lexicon. `*` as literal gives a category's
 * scope; `terminated_by` lists what ends a scope besides termination cues: `;`, `:` (a colon after
 * words of the scope), `(`, `,`, `clause` (a comma or conjunction that starts a new clause),
 * `qualifier` (a list item after a comma that opens with a size or severity: "no edema, trace effusion").
 */
export function addContextRules(rules: ContextRules, tsv: string): ContextRules {
  const lines = tsv.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = (lines.shift() ?? '').split('\t');
  for (const line of lines) {
    const cells = line.split('\t');
    const r: Record<string, string> = {};
    header.forEach((h, i) => (r[h] = (cells[i] ?? '').trim()));
    if (!r.literal || !r.category || !r.direction) throw new Error(`context-rules.tsv: malformed row "${line}"`);
    rules.addRule({
      literal: r.literal,
      category: r.category as TriggerCategory,
      direction: r.direction as TriggerDirection,
      ...(r.allowed_types ? { allowedTypes: new Set(r.allowed_types.split(',')) } : {}),
      ...(r.max_scope ? { maxScope: Number(r.max_scope) } : {}),
      ...(r.terminated_by ? { terminatedBy: new Set(r.terminated_by.split(/\s+/)) } : {}),
    });
  }
  return rules;
}

let sharedRules: ContextRules | undefined;

/** The process-wide trigger lexicon (listed triggers + curated context rules), loaded on first use. */
export function defaultContextRules(): ContextRules {
  sharedRules ??= addContextRules(parseTriggers(readFileSync(`${VOCABULARY_DIR}/context-triggers.tsv`, 'utf8')), readFileSync(`${VOCABULARY_DIR}/curated/context-rules.tsv`, 'utf8'));
  return sharedRules;
}

/** Sentence-level view the context algorithm works on (shared by all entities of the sentence). */
export interface SentenceContext {
  text: string;
  ts: TokenStream;
  norms: string[];
  /** Token range of the sentence in `ts`. */
  from: number;
  to: number;
  cues: Cue[];
  section: Section | undefined;
  /** The lexicon the cues came from (scopes and terminators of their rules). */
  rules: ContextRules;
  /** Tokens inside other recognized concepts: a list of concepts does not use up a cue's reach. */
  covered: Uint8Array | undefined;
}

/** Prepares one sentence: its cue matches (pseudo-triggers included, so they mask their words; `cueWord` as in findCues). */
export function prepareSentence(
  rules: ContextRules,
  text: string,
  ts: TokenStream,
  norms: string[],
  from: number,
  to: number,
  section: Section | undefined,
  cueWord?: Uint8Array,
): SentenceContext {
  return { text, ts, norms, from, to, cues: withSigns(text, rules.findCues(ts, norms, from, to, cueWord)), section, rules, covered: undefined };
}

/** Cues without the rules whose sign is not the one written before them ("+ve for" is no "-ve for"). */
function withSigns(text: string, cues: Cue[]): Cue[] {
  if (!cues.some((c) => c.rules.some((r) => r.sign))) return cues;
  const out: Cue[] = [];
  for (const c of cues) {
    const rules = c.rules.filter((r) => !r.sign || text[c.start - 1] === r.sign);
    if (rules.length > 0) out.push(rules.length === c.rules.length ? c : cue(c.first, c.last, rules, c.start, c.end));
  }
  return out;
}

const HARD_PUNCT = /[;]|\s-\s|\s--\s/;

/** The start of a list or assessment item, with at most two words of the item before the target (not "Father with"). */
const LIST_ITEM_BEFORE = /(?:^|\n|[.;]\s)[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(?:(?!(?:with|has|had|of|for|and|or|in|on|to|the|his|her|their|no|not)\b)[A-Za-z][\w-]*[ \t]+){0,2}$/i;

/** Between a treatment or test and a cue after it: only the words of offering it ("offered, declined", "discussed today - deferred"). */
const OFFERED_THEN = /^\s*(?:(?:was|were|is)\s+)?(?:offered|discussed|recommended|suggested|advised)(?:\s+(?:today|again|this\s+visit))?\s*(?:,|\s-)\s*(?:(?:but|and)\s+)?(?:(?:the\s+)?(?:pt|patient|she|he|parents?|mother|father|family)\s+)?$/i;

function punctuationBetween(text: string, a: number, b: number): boolean {
  return a < b && HARD_PUNCT.test(text.slice(a, b));
}

function hasCategory(c: Cue, cat: TriggerCategory, forward: boolean): { any: boolean; applies: boolean; rule?: TriggerRule } {
  let any = false;
  let applies = false;
  let rule: TriggerRule | undefined;
  for (const r of c.rules) {
    if (r.category !== cat || r.direction === 'TERMINATE') continue;
    any = true;
    if (r.direction === 'BIDIRECTIONAL' || r.direction === (forward ? 'FORWARD' : 'BACKWARD')) {
      applies = true;
      rule ??= r;
    }
  }
  return { any, applies, rule };
}

/**
 * A list item after a comma that opens with a size or severity: a finding stated as present after
 * the absent ones ("No orthopnea, trace ankle edema", "no pneumothorax, small left effusion"); "or"
 * keeps the list ("no fracture, dislocation, or large effusion").
 */
const QUALIFIED_ITEM_AFTER_COMMA = /,\s*(?:and\s+)?(?:trace|small|mild|mildly|moderate|moderately|large|severe|minimal|minor|tiny)\s/i;

/** A comma or conjunction that starts a new clause: ", a colonoscopy was ordered", ", and she ...". */
const NEW_CLAUSE_AFTER_COMMA = /[,]\s*(?:and\s+|so\s+|but\s+)?(?:a|an|the|we|she|he|they|I|patient|pt|this|which|who|will|was|were|is|has|had)\s/i;

/** A witness named before a person cue: "witnessed by her", "brought in by his", "reported by". */
const WITNESS_BEFORE = /\b(?:witnessed|observed|noticed|reported|brought(?:\s+in)?|accompanied|noted)\s+by\s+(?:(?:her|his|their|the|a)\s+)?$/i;

/**
 * Words after a list item that say it is there ("..., L lower lobe atelectasis unchanged"). Not
 * "seen", "identified", "noted" or "without": a negated list ends with them ("No effusion,
 * pneumothorax, or consolidation seen", "no fever, chills, headache without photophobia").
 */
const PRESENT_AFTER = /^\s+(?:is\s+)?(?:present|unchanged|persists|persistent|again seen)\b/i;

/** The list's own "or"/"nor" before its last item: "no effusion, pneumothorax, or consolidation present" keeps the list. */
const OR_BEFORE = /(?:^|[\s,])(?:or|nor|and)\s+$/i;

/**
 * Whether `between` (the text from a cue to its target, or from the target to a backward cue)
 * holds one of the terminators a rule lists. A colon right after a forward cue introduces its
 * scope ("Denies: fever"), so it only ends a scope after words of its own.
 */
function terminatedBetween(between: string, terms: ReadonlySet<string> | undefined, forward: boolean): boolean {
  if (!terms || between === '') return false;
  if (terms.has(';') && between.includes(';')) return true;
  if (terms.has(':')) {
    const colon = between.indexOf(':');
    // (and a colon right after the target, a label, introduces the backward cue that answers it:
    // "ECG: not indicated", "CXR: deferred")
    if (colon >= 0 && (/\w/.test(between.slice(0, colon)) || (!forward && /\w/.test(between.slice(colon + 1))))) return true;
  }
  if (terms.has('(')) {
    // an open parenthesis ends the scope once it holds words of its own before the target
    // ("No fever (Tmax 37.2, HR 80)"); a list in it keeps it ("No fever (or chills)")
    const open = between.lastIndexOf('(');
    if (open >= 0 && !between.includes(')', open) && /\w/.test(between.slice(open + 1).replace(/\b(?:or|and|nor|including|incl|e\.g|i\.e|such as|any|signs? of)\b/gi, ''))) return true;
  }
  if (terms.has(',') && between.includes(',')) return true;
  if (terms.has('clause') && NEW_CLAUSE_AFTER_COMMA.test(between)) return true;
  if (terms.has('qualifier') && QUALIFIED_ITEM_AFTER_COMMA.test(between)) return true;
  return false;
}

function insideConcept(s: SentenceContext, c: Cue): boolean {
  if (!s.covered) return false;
  for (let i = c.first; i < c.last; i++) if (!s.covered[i]) return false;
  return true;
}

function followsConcept(s: SentenceContext, c: Cue): boolean {
  const p = c.first - 1;
  return !!s.covered && p >= s.from && s.covered[p] === 1 && !/[,;:.()]/.test(s.text.slice(s.ts.ends[p]!, c.start));
}

/**
 * First token of the sentence that starts at or after `pos` (s.to when none). Tokens are sorted and
 * do not overlap, so the tokens inside text[from, to) are the run from firstTokenFrom(from) while
 * their end is <= to: the checks below visit only that run instead of the whole sentence, which
 * made long sentences quadratic (one scan per cue and mention).
 */
function firstTokenFrom(s: SentenceContext, pos: number): number {
  let lo = s.from;
  let hi = s.to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s.ts.starts[mid]! < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a recognized concept lies in text[from, to). */
function conceptBetween(s: SentenceContext, from: number, to: number): boolean {
  if (!s.covered) return false;
  for (let i = firstTokenFrom(s, from); i < s.to && s.ts.ends[i]! <= to; i++) if (s.covered[i]) return true;
  return false;
}

/** Whether text[from, to) holds a colon followed by another recognized concept. */
function labelledBetween(s: SentenceContext, from: number, to: number): boolean {
  const colon = lastIndexAbove(s.text, ':', to - 1, from);
  if (colon < from || !s.covered) return false;
  for (let i = firstTokenFrom(s, colon + 1); i < s.to && s.ts.ends[i]! <= to; i++) if (s.covered[i]) return true;
  return false;
}

/** Whether the cue at [cueStart, cueEnd) is inside a parenthesis that closes before `targetStart`. */
function closedParenthesisBetween(text: string, cueStart: number, cueEnd: number, targetStart: number): boolean {
  const close = text.indexOf(')', cueEnd);
  if (close < 0 || close >= targetStart) return false;
  // (an open parenthesis 200 or more characters back does not count, nor one closed before the cue)
  const open = lastIndexAbove(text, '(', cueStart, cueStart - 199);
  return open >= 0 && lastIndexAbove(text, ')', cueStart, open + 1) < 0;
}

/** Whether cue `t` terminates a scope of category `cat`. */
function terminates(t: Cue, cat: TriggerCategory): boolean {
  return t.rules.some((r) => r.category === 'TERMINATE' || (r.direction === 'TERMINATE' && r.category === cat));
}

/** Token distance from a to b, not counting tokens inside other recognized concepts. */
function distance(s: SentenceContext, a: number, b: number): number {
  const covered = s.covered;
  if (!covered) return b - a;
  let d = 0;
  for (let i = a; i < b; i++) if (!covered[i]) d++;
  return d;
}

/** Whether cue `c` has a rule of `cat` that can look back. */
function looksBack(c: Cue, cat: TriggerCategory): boolean {
  for (const r of c.rules) if (r.category === cat && (r.direction === 'BACKWARD' || r.direction === 'BIDIRECTIONAL')) return true;
  return false;
}

function isPseudo(c: Cue): boolean {
  for (const r of c.rules) if (r.category === 'PSEUDO') return true;
  return false;
}

/*
 * contextOf is split into the forward and the backward search (each its own function, compiled on its
 * own): a fresh engine's first pass met their less common paths one at a time, and each threw away the
 * optimized code of the whole of contextOf, which was then compiled again (about a tenth of the
 * compiler's time went to contextOf alone).
 */

/** The forward cue of `cat` before the target that reaches it, nearest first. */
function forwardCue(s: SentenceContext, cat: TriggerCategory, first: number, targetStart: number, targetEnd: number): Cue | undefined {
  const rules = s.rules;
  for (let k = s.cues.length - 1; k >= 0; k--) {
    const c = s.cues[k]!;
    if (c.last > first) continue;
    if (c.end > targetStart) continue;
    // a prefix glued to a modifier ("non-bloody emesis") is about that word, not the target
    if (s.text[c.end] === '-' && c.last !== first) continue;
    // a suffix glued to the word before it ("ER-negative tumor", "culture-negative sepsis") is about that word
    if (cat === 'NEGATED_EXISTENCE' && c.start > 1 && s.text[c.start - 1] === '-' && /\w/.test(s.text[c.start - 2]!)) continue;
    // the words of a recognized concept are no cue ("lack of energy, diabetes")
    if (insideConcept(s, c)) continue;
    // a cue inside parentheses closed before the target is about what the parenthesis is about:
    // "testicular torsion (ruled out clinically), kidney stone"
    if (closedParenthesisBetween(s.text, c.start, c.end, targetStart)) continue;
    // "s/p" and "status post" are about the procedure or event they name, not the rest of a list:
    // "s/p CABG (2015), ICD placement 2019, paroxysmal AF on apixaban"
    if (cat === 'HISTORICAL' && /^(?:s\/p|status post|h\/o)$/i.test(s.text.slice(c.start, c.end)) && s.text.slice(c.end, targetStart).includes(',')) continue;
    // a cue that can look back and follows a concept closes that list item: "RSV vaccine declined, Td booster"
    if (s.text.slice(c.end, targetStart).includes(',') && followsConcept(s, c) && looksBack(c, cat)) continue;
    const rule = hasCategory(c, cat, true);
    if (rule.applies) {
      const scope = rules.scopeOf(rule.rule!, true);
      if (distance(s, c.last, first) <= scope.maxScope && !punctuationBetween(s.text, c.end, targetStart) && !terminatedBetween(s.text.slice(c.end, targetStart), scope.terminatedBy, true)) {
        // a list item after a comma that is said to be there is not in the list of absent ones:
        // "no pneumothorax, L lower lobe atelectasis unchanged", "no CVA tenderness, pharyngeal erythema without exudate"
        if (cat === 'NEGATED_EXISTENCE' && s.text.slice(c.end, targetStart).includes(',') && !OR_BEFORE.test(s.text.slice(Math.max(c.end, targetStart - 8), targetStart)) && PRESENT_AFTER.test(s.text.slice(targetEnd, targetEnd + 30))) return undefined;
        return c;
      }
      return undefined;
    }
    if (terminates(c, cat) && !rule.any) return undefined;
  }
  return undefined;
}

/** The backward cue of `cat` after the target that reaches it, nearest first. */
function backwardCue(s: SentenceContext, cat: TriggerCategory, last: number, targetStart: number, targetEnd: number): Cue | undefined {
  const rules = s.rules;
  for (let k = 0; k < s.cues.length; k++) {
    const c = s.cues[k]!;
    if (c.first < last || c.start < targetEnd) continue;
    if (insideConcept(s, c)) continue;
    // a suffix glued to another word ("HER2-negative") is about that word, not the target
    if (s.text[c.start - 1] === '-' && c.first !== last) continue;
    // after a colon, a cue is about what the colon introduced: "X-ray: osteomyelitis not suggested"
    if (labelledBetween(s, targetEnd, c.start)) continue;
    const between = s.text.slice(targetEnd, c.start);
    // a cue written after a list item is about that item: "Shingrix x2, MMR x2, RSV vaccine declined"
    // (but not when the comma only follows the offer of it: "nicotine patch offered, declined", "RSV vaccine discussed, deferred")
    if (cat !== 'HISTORICAL' && between.includes(',') && !OFFERED_THEN.test(between)) continue;
    // a risk, prophylaxis or screening written after a finding is about that finding only:
    // "spironolactone held for hyperkalemia risk"
    // (findings joined by "and" share it: "seizure and fall precautions", "DVT and GI prophylaxis")
    if (cat === 'HYPOTHETICAL' && conceptBetween(s, targetEnd, c.start) && !/^\s*(?:and|or|&|\/)\s*[\w -]{1,30}$/i.test(between)) continue;
    const rule = hasCategory(c, cat, false);
    if (rule.applies) {
      const scope = rules.scopeOf(rule.rule!, false);
      // (a dash that only labels an offer with its refusal is no boundary: "COVID-19 vaccine - declined",
      // "nerve block offered - declined"; a diagnosis so labelled may be someone else's: "Father with AS - ruled out in patient")
      // (and an item of a list or assessment answered after a dash is answered so: "2. Peritonsillar abscess - not suspected")
      const labelDash =
        (/^\s+-\s+$/.test(between) || OFFERED_THEN.test(between)) &&
        (/^(?:declined|declines|deferred|refused|refuses)$/i.test(s.text.slice(c.start, c.end)) || (/^\s+-\s+$/.test(between) && LIST_ITEM_BEFORE.test(s.text.slice(Math.max(0, targetStart - 40), targetStart))));
      if (distance(s, last, c.first) <= scope.maxScope && (labelDash || !punctuationBetween(s.text, targetEnd, c.start)) && !terminatedBetween(between, scope.terminatedBy, false)) return c;
      return undefined;
    }
    if (terminates(c, cat) && !rule.any) return undefined;
  }
  return undefined;
}

/** The cue of `cat` that applies to the target (forward first, then backward), unless it is a pseudo-trigger. */
function cueFor(s: SentenceContext, cat: TriggerCategory, first: number, last: number, targetStart: number, targetEnd: number): Cue | undefined {
  if (s.cues.length === 0) return undefined;
  const best = forwardCue(s, cat, first, targetStart, targetEnd) ?? backwardCue(s, cat, last, targetStart, targetEnd);
  // a relative or another person who saw, reported or brought the patient's finding is the witness, not its subject:
  // "the second witnessed by her roommate, with tongue biting", "brought in by his son for two days of fever"
  if (best && (cat === 'FAMILY' || cat === 'OTHER_EXPERIENCER') && WITNESS_BEFORE.test(s.text.slice(Math.max(0, best.start - 40), best.start))) return undefined;
  return best && !isPseudo(best) ? best : undefined;
}

/** Adds the evidence of cue `c` of `cat`. */
function cueEvidence(s: SentenceContext, evidence: ContextEvidence[], cat: TriggerCategory, c: Cue | undefined): void {
  const kind = EVIDENCE_KIND[cat];
  if (!c || !kind) return;
  // The side of the family belongs to the relative ("maternal grandmother", "paternal uncle"): the cue
  // keeps it, so that FHIR FamilyMemberHistory can name the exact relationship.
  const side = cat === 'FAMILY' ? /\b(?:maternal|paternal)[\s-]+(?:great[\s-]+)?$/i.exec(s.text.slice(Math.max(0, c.start - 24), c.start)) : null;
  const start = side ? c.start - side[0].length : c.start;
  evidence.push({ kind, cue: s.text.slice(start, c.end), span: { start, end: c.end } });
}

/** Adds the section's evidence, once. */
function sectionEvidence(evidence: ContextEvidence[], section: Section | undefined): void {
  if (section && !evidence.some((e) => e.kind === 'section')) evidence.push({ kind: 'section', cue: section.title, span: { start: section.headerStart, end: section.headerStart + section.title.length } });
}

/** Runs ConText for the target token range [first, last) of a prepared sentence. */
export function contextOf(s: SentenceContext, first: number, last: number, targetStart: number, targetEnd: number): ContextResult {
  const evidence: ContextEvidence[] = [];
  // (each category's cue is looked for in this order; the order decides nothing but is kept)
  const negated = cueFor(s, 'NEGATED_EXISTENCE', first, last, targetStart, targetEnd);
  const possible = cueFor(s, 'POSSIBLE_EXISTENCE', first, last, targetStart, targetEnd);
  const hypothetical = cueFor(s, 'HYPOTHETICAL', first, last, targetStart, targetEnd);
  const historical = cueFor(s, 'HISTORICAL', first, last, targetStart, targetEnd);
  const family = cueFor(s, 'FAMILY', first, last, targetStart, targetEnd);
  const other = cueFor(s, 'OTHER_EXPERIENCER', first, last, targetStart, targetEnd);

  const polarity: Polarity = negated ? 'negative' : 'positive';
  if (polarity === 'negative') cueEvidence(s, evidence, 'NEGATED_EXISTENCE', negated);

  let certainty: Certainty = 'confirmed';
  let temporality: Temporality = 'recent';
  if (hypothetical) {
    certainty = 'hypothetical';
    temporality = 'hypothetical';
    cueEvidence(s, evidence, 'HYPOTHETICAL', hypothetical);
  } else if (possible && polarity === 'positive') {
    certainty = 'possible';
    cueEvidence(s, evidence, 'POSSIBLE_EXISTENCE', possible);
  }

  const section = s.section;
  if (temporality === 'recent') {
    if (historical) {
      temporality = 'historical';
      cueEvidence(s, evidence, 'HISTORICAL', historical);
    } else if (section && (section.kind === 'past_medical_history' || section.kind === 'past_surgical_history' || section.kind === 'social_history' || section.kind === 'allergies' || section.kind === 'family_history')) {
      temporality = 'historical';
      sectionEvidence(evidence, section);
    }
  }

  let subject: Subject = 'patient';
  if (family) {
    subject = 'family_member';
    cueEvidence(s, evidence, 'FAMILY', family);
  } else if (other) {
    subject = 'other';
    cueEvidence(s, evidence, 'OTHER_EXPERIENCER', other);
  } else if (section?.kind === 'family_history') {
    subject = 'family_member';
    sectionEvidence(evidence, section);
  }

  return { polarity, subject, temporality, certainty, evidence, section: section?.kind ?? 'other' };
}

/** Token index range [first, last) covered by a character span. */
export function tokenRange(ts: TokenStream, start: number, end: number): [number, number] {
  let lo = 0;
  let hi = ts.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ts.ends[mid]! <= start) lo = mid + 1;
    else hi = mid;
  }
  let last = lo;
  while (last < ts.count && ts.starts[last]! < end) last++;
  return [lo, last];
}

/**
 * Runs the context algorithm for an arbitrary target span of `text` (which need not be a vocabulary
 * concept): finds the sentence and section around it and applies ConText. Used by scripts/eval.ts on
 * the NegEx/ConText test set and by anyone who has spans from elsewhere.
 */
export function analyzeContext(text: string, span: Span, opts: { rules?: ContextRules; layout?: DocumentLayout; type?: string } = {}): ContextResult {
  const rules = opts.rules ?? defaultContextRules();
  const lay = opts.layout ?? layout(text);
  const sentence = lay.sentences.find((s) => s.start <= span.start && span.start < s.end) ?? { start: 0, end: text.length };
  const sStart = Math.min(sentence.start, span.start);
  const sEnd = Math.max(sentence.end, span.end);
  const ts = tokenize(text, sStart, sEnd);
  const norms = ts.raws.map(cueToken);
  const [first, last] = tokenRange(ts, span.start, span.end);
  const prepared = prepareSentence(rules, text, ts, norms, 0, ts.count, sectionAt(lay.sections, span.start));
  // cues inside the target itself ("no known drug allergies") do not apply to it, nor cues whose rows
  // all name other entity types than the target's ("counselled to report" is for conditions)
  const type = opts.type;
  prepared.cues = prepared.cues.filter((c) => (c.last <= first || c.first >= last) && (type === undefined || !c.rules.every((r) => r.allowedTypes) || c.rules.some((r) => !r.allowedTypes || r.allowedTypes.has(type))));
  return contextOf(prepared, first, last, span.start, span.end);
}
