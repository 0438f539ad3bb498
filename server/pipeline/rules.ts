/**
 * Rules as data (medspaCy's TargetRules and ConText rule files): the sense-by-setting rules, the
 * specimen-by-setting rules, the cross-type overlap rules and the extra context rules are rows of TSV files under
 * vocabulary/curated/, compiled once. A new sense, container or cue is a new row (and a test), not
 * a new branch in the code.
 */
import { readFileSync } from 'node:fs';
import type { ConceptKind } from './vocabulary.js';
import { VOCABULARY_DIR } from './vocabulary.js';

/** A regex that may be negated: the condition holds when `re` matches, or when it does not and `negated`. */
export interface Condition {
  re: RegExp;
  negated: boolean;
}

export interface SenseRule {
  surface: RegExp;
  kinds: ReadonlySet<ConceptKind> | undefined;
  code: string | undefined;
  maxTokens: number | undefined;
  setting: Array<{ name: string; negated: boolean }>;
  before: Condition | undefined;
  after: Condition | undefined;
  sentence: Condition | undefined;
  action: 'drop';
  example: string;
}

/**
 * A longer mention that contains a concept of another type (a screen, score, plan, clinic or
 * programme named after a condition): the inner concept is not emitted, the longer phrase is the
 * mention (`type`, `code`: what is emitted for it, if anything).
 */
export interface OverlapRule {
  kinds: ReadonlySet<ConceptKind>;
  /** Words right after the inner concept that make the longer name ("screen", "clinic", "action plan"). */
  after: RegExp | undefined;
  /** Words right before the inner concept ("PHQ-9", "Wells score for"). */
  before: RegExp | undefined;
  emit: 'none' | 'procedure';
  example: string;
}

/** A lab analyte coded by the specimen its clause names ("VBG: pH 7.28" -> pH of venous blood). */
export interface SpecimenRule {
  from: ReadonlySet<string>;
  /** concept key of the analyte in that specimen ("L:2746-6") */
  to: string;
  before: RegExp;
  example: string;
}

export interface EngineRules {
  sense: SenseRule[];
  overlap: OverlapRule[];
  specimen: SpecimenRule[];
}

/** Rows of a rule TSV: `#` comments skipped, the first non-comment row is the header. */
export function tsvRecords(tsv: string, file: string): Array<Record<string, string>> {
  const lines = tsv.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((l, i) => {
    const cells = l.split('\t');
    if (cells.length > header.length) throw new Error(`${file}: row ${i + 1} has ${cells.length} cells, the header ${header.length}`);
    const rec: Record<string, string> = {};
    header.forEach((h, j) => (rec[h] = (cells[j] ?? '').trim()));
    return rec;
  });
}

function condition(src: string, flags: string): Condition | undefined {
  if (!src) return undefined;
  const negated = src.startsWith('!');
  return { re: new RegExp(negated ? src.slice(1) : src, flags), negated };
}

/** Compiles sense-rules.tsv text. */
export function parseSenseRules(tsv: string): SenseRule[] {
  return tsvRecords(tsv, 'sense-rules.tsv').map((r) => {
    const f = r.flags ?? '';
    const ctxFlags = f.includes('C') ? '' : 'i';
    if (r.action !== 'drop') throw new Error(`sense-rules.tsv: unknown action "${r.action}"`);
    return {
      surface: new RegExp(`^(?:${r.surface})$`, f.includes('S') ? '' : 'i'),
      kinds: r.kind ? new Set(r.kind.split(',') as ConceptKind[]) : undefined,
      code: r.code || undefined,
      maxTokens: r.max_tokens ? Number(r.max_tokens) : undefined,
      setting: r.setting ? r.setting.split(',').map((s) => ({ name: s.replace(/^!/, ''), negated: s.startsWith('!') })) : [],
      before: condition(r.before ?? '', ctxFlags),
      after: condition(r.after ?? '', ctxFlags),
      sentence: condition(r.sentence ?? '', ctxFlags),
      action: 'drop',
      example: r.example ?? '',
    };
  });
}

/** Compiles overlap-rules.tsv text. */
export function parseOverlapRules(tsv: string): OverlapRule[] {
  return tsvRecords(tsv, 'overlap-rules.tsv').map((r) => ({
    kinds: new Set((r.inner_kind || 'condition').split(',') as ConceptKind[]),
    after: r.after ? new RegExp(`^(?:${r.after})`, 'i') : undefined,
    before: r.before ? new RegExp(`(?:${r.before})$`, 'i') : undefined,
    emit: r.emit === 'procedure' ? 'procedure' : 'none',
    example: r.example ?? '',
  }));
}

/** Compiles specimen-rules.tsv text. */
export function parseSpecimenRules(tsv: string): SpecimenRule[] {
  return tsvRecords(tsv, 'specimen-rules.tsv').map((r) => ({
    from: new Set((r.from ?? '').split(',').map((c) => c.trim()).filter(Boolean)),
    to: `L:${r.to}`,
    before: new RegExp(r.before || '$^', 'i'),
    example: r.example ?? '',
  }));
}

/** Whether a condition holds for `s` (an absent condition always holds). */
export function holds(c: Condition | undefined, s: string): boolean {
  return !c || c.re.test(s) !== c.negated;
}

let shared: EngineRules | undefined;

/** The process-wide rules, loaded on first use. */
export function defaultEngineRules(dir: string = VOCABULARY_DIR): EngineRules {
  if (shared && dir === VOCABULARY_DIR) return shared;
  const rules: EngineRules = {
    sense: parseSenseRules(readFileSync(`${dir}/curated/sense-rules.tsv`, 'utf8')),
    overlap: parseOverlapRules(readFileSync(`${dir}/curated/overlap-rules.tsv`, 'utf8')),
    specimen: parseSpecimenRules(readFileSync(`${dir}/curated/specimen-rules.tsv`, 'utf8')),
  };
  if (dir === VOCABULARY_DIR) shared = rules;
  return rules;
}
