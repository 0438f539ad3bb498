/**
 * Medication status (attributes.medicationStatus) from the cue rows of
 * vocabulary/curated/medication-status.tsv: what the note says about the drug's use, beside
 * polarity ("not taking X" is negative with status not_taking, "hold X" positive with status held).
 */
import { readFileSync } from 'node:fs';
import { literalFilters } from './literal-filter.js';
import { tsvRecords } from './rules.js';
import type { Polarity } from './types.js';
import { VOCABULARY_DIR } from './vocabulary.js';

export type MedicationStatus = 'active' | 'stopped' | 'held' | 'planned' | 'declined' | 'not_taking' | 'avoid';
export const MEDICATION_STATUSES: readonly MedicationStatus[] = ['active', 'stopped', 'held', 'planned', 'declined', 'not_taking', 'avoid'];

export interface MedicationStatusRule {
  status: MedicationStatus;
  polarity: Polarity;
  side: 'before' | 'after';
  pattern: RegExp;
  /** The pattern's literal filter (literal-filter.ts; -1: none, always run). */
  filter: number;
}

/** Compiles medication-status.tsv text. */
export function parseMedicationStatusRules(tsv: string): MedicationStatusRule[] {
  return tsvRecords(tsv, 'medication-status.tsv').map((r) => {
    if (!MEDICATION_STATUSES.includes(r.status as MedicationStatus)) throw new Error(`medication-status.tsv: unknown status "${r.status}"`);
    if (r.polarity !== 'positive' && r.polarity !== 'negative') throw new Error(`medication-status.tsv: unknown polarity "${r.polarity}"`);
    if (r.side !== 'before' && r.side !== 'after') throw new Error(`medication-status.tsv: unknown side "${r.side}"`);
    const pattern = new RegExp(r.pattern!, 'i');
    return { status: r.status as MedicationStatus, polarity: r.polarity, side: r.side, pattern, filter: literalFilters.register(pattern) };
  });
}

let shared: MedicationStatusRule[] | undefined;
export function defaultMedicationStatusRules(): MedicationStatusRule[] {
  shared ??= parseMedicationStatusRules(readFileSync(`${VOCABULARY_DIR}/curated/medication-status.tsv`, 'utf8'));
  return shared;
}

export interface StatusMatch {
  status: MedicationStatus;
  polarity: Polarity;
  /** The cue in text coordinates. */
  start: number;
  end: number;
}

/**
 * The status written around a drug: `before` is the text of the drug's clause before it (ending at
 * the drug), `after` the text right after it; `beforeAt`/`afterAt` are their offsets in the note.
 * `open` (literalFilters.open of the note's words, when given) skips the rows whose pattern needs a
 * word the note does not have: both texts are parts of the note.
 */
export function medicationStatus(rules: MedicationStatusRule[], before: string, beforeAt: number, after: string, afterAt: number, open?: Uint8Array): StatusMatch | undefined {
  for (const r of rules) {
    if (open && r.filter >= 0 && !open[r.filter]) continue;
    const m = r.pattern.exec(r.side === 'before' ? before : after);
    if (!m) continue;
    const cue = m[0].replace(/\s+$/, '').replace(/^[\s,:(-]+/, '');
    const at = (r.side === 'before' ? beforeAt : afterAt) + m.index + m[0].indexOf(cue);
    return { status: r.status, polarity: r.polarity, start: at, end: at + cue.length };
  }
  return undefined;
}
