/**
 * Scorer for annotated notes (format of test/fixtures/annotated/*.json): detection precision,
 * recall and F1 with exact and relaxed (overlapping) spans of the same entity type, coding accuracy
 * and polarity/subject accuracy over the relaxed matches; certainty accuracy over positive matches
 * (absent = confirmed) and clinicalStatus accuracy over matched Conditions (absent = none). Used by
 * scripts/eval.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Entity } from './types.js';

export interface GoldEntity {
  start: number;
  end: number;
  text: string;
  type: string;
  codes?: Code[];
  polarity?: string;
  subject?: string;
  attributes?: Record<string, unknown>;
}

export interface AnnotatedNote {
  id: string;
  source?: string;
  text: string;
  entities: GoldEntity[];
}

export interface PRF {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface Scores {
  notes: number;
  gold: number;
  system: number;
  exact: PRF;
  relaxed: PRF;
  coding: { correct: number; total: number; accuracy: number };
  polarity: { correct: number; total: number; accuracy: number };
  subject: { correct: number; total: number; accuracy: number };
  certainty: { correct: number; total: number; accuracy: number };
  clinicalStatus: { correct: number; total: number; accuracy: number };
  byType: Record<string, PRF>;
  invalidSpans: number;
  errors: string[];
}

function prf(tp: number, fp: number, fn: number): PRF {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

const ratio = (correct: number, total: number): { correct: number; total: number; accuracy: number } => ({
  correct,
  total,
  accuracy: total === 0 ? 0 : correct / total,
});

/** Reads every *.json note of a folder; a missing folder gives an empty list. */
export function loadAnnotatedDir(dir: string): AnnotatedNote[] {
  if (!existsSync(dir)) return [];
  const out: AnnotatedNote[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.json')) continue;
    const note = JSON.parse(readFileSync(join(dir, f), 'utf8')) as AnnotatedNote;
    if (typeof note.text === 'string' && Array.isArray(note.entities)) out.push(note);
  }
  return out;
}

function overlap(a: { start: number; end: number }, b: { start: number; end: number }): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

function codesAgree(gold: Code[] | undefined, sys: Code[]): boolean | undefined {
  if (!gold || gold.length === 0) return undefined;
  return gold.some((g) => sys.some((s) => s.system === g.system && s.code === g.code));
}

/** Scores system output against gold notes; `run` maps a note's text to entities. */
export function scoreDocuments(notes: AnnotatedNote[], run: (text: string) => Entity[]): Scores {
  let exTp = 0;
  let reTp = 0;
  let gold = 0;
  let system = 0;
  let invalidSpans = 0;
  let codeOk = 0;
  let codeN = 0;
  let polOk = 0;
  let polN = 0;
  let subOk = 0;
  let subN = 0;
  let cerOk = 0;
  let cerN = 0;
  let csOk = 0;
  let csN = 0;
  const typeCounts: Record<string, { tp: number; sys: number; gold: number }> = {};
  const errors: string[] = [];
  const tc = (t: string): { tp: number; sys: number; gold: number } => (typeCounts[t] ??= { tp: 0, sys: 0, gold: 0 });

  for (const note of notes) {
    const sys = run(note.text);
    for (const e of sys) if (note.text.slice(e.span.start, e.span.end) !== e.text) invalidSpans++;
    gold += note.entities.length;
    system += sys.length;
    for (const g of note.entities) tc(g.type).gold++;
    for (const s of sys) tc(s.type).sys++;
    // one-to-one relaxed matching, largest overlap first
    const pairs: Array<{ g: number; s: number; ov: number }> = [];
    note.entities.forEach((g, gi) =>
      sys.forEach((s, si) => {
        if (s.type !== g.type) return;
        const ov = overlap(g, s.span);
        if (ov > 0) pairs.push({ g: gi, s: si, ov });
      }),
    );
    pairs.sort((a, b) => b.ov - a.ov || a.g - b.g || a.s - b.s);
    const gUsed = new Set<number>();
    const sUsed = new Set<number>();
    for (const p of pairs) {
      if (gUsed.has(p.g) || sUsed.has(p.s)) continue;
      gUsed.add(p.g);
      sUsed.add(p.s);
      const g = note.entities[p.g]!;
      const s = sys[p.s]!;
      reTp++;
      tc(g.type).tp++;
      if (g.start === s.span.start && g.end === s.span.end) exTp++;
      else if (errors.length < 5000) errors.push(`${note.id} span  ${g.type} gold "${g.text}" sys "${s.text}"`);
      const agree = codesAgree(g.codes, s.codes);
      if (agree !== undefined) {
        codeN++;
        if (agree) codeOk++;
        else if (errors.length < 5000) errors.push(`${note.id} code  "${g.text}" gold ${g.codes?.map((c) => c.code).join(',')} sys ${s.codes.map((c) => `${c.code} ${c.display ?? ''}`).join(',')}`);
      }
      if (g.polarity) {
        polN++;
        if (g.polarity === s.polarity) polOk++;
        else if (errors.length < 5000) errors.push(`${note.id} polarity "${g.text}" gold ${g.polarity} sys ${s.polarity}`);
      }
      if (g.subject) {
        subN++;
        if (g.subject === s.subject) subOk++;
        else if (errors.length < 5000) errors.push(`${note.id} subject "${g.text}" gold ${g.subject} sys ${s.subject}`);
      }
      if (g.polarity !== 'negative') {
        const gc = String(g.attributes?.certainty ?? 'confirmed');
        const sc = String(s.attributes.certainty ?? 'confirmed');
        cerN++;
        if (gc === sc) cerOk++;
        else if (errors.length < 5000) errors.push(`${note.id} certainty "${g.text}" gold ${gc} sys ${sc}`);
      }
      if (g.type === 'Condition') {
        const gs = String(g.attributes?.clinicalStatus ?? 'none');
        const ss = String(s.attributes.clinicalStatus ?? 'none');
        csN++;
        if (gs === ss) csOk++;
        else if (errors.length < 5000) errors.push(`${note.id} status "${g.text}" gold ${gs} sys ${ss}`);
      }
    }
    note.entities.forEach((g, gi) => {
      if (!gUsed.has(gi) && errors.length < 5000) errors.push(`${note.id} missed ${g.type} "${g.text}" @${g.start}`);
    });
    sys.forEach((s, si) => {
      if (!sUsed.has(si) && errors.length < 5000) errors.push(`${note.id} extra  ${s.type} "${s.text}" @${s.span.start} ${s.codes[0]?.display ?? ''}`);
    });
  }
  const byType: Record<string, PRF> = {};
  for (const [t, c] of Object.entries(typeCounts)) byType[t] = prf(c.tp, c.sys - c.tp, c.gold - c.tp);
  return {
    notes: notes.length,
    gold,
    system,
    exact: prf(exTp, system - exTp, gold - exTp),
    relaxed: prf(reTp, system - reTp, gold - reTp),
    coding: ratio(codeOk, codeN),
    polarity: ratio(polOk, polN),
    subject: ratio(subOk, subN),
    certainty: ratio(cerOk, cerN),
    clinicalStatus: ratio(csOk, csN),
    byType,
    invalidSpans,
    errors,
  };
}

const p = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** Human-readable report of {@link Scores}. */
export function formatScores(s: Scores, title: string): string {
  const lines = [
    title,
    `  gold ${s.gold}, system ${s.system}, invalid spans ${s.invalidSpans}`,
    `  relaxed  P ${p(s.relaxed.precision)} R ${p(s.relaxed.recall)} F1 ${p(s.relaxed.f1)}`,
    `  exact    P ${p(s.exact.precision)} R ${p(s.exact.recall)} F1 ${p(s.exact.f1)}`,
    `  coding accuracy   ${p(s.coding.accuracy)} (${s.coding.correct}/${s.coding.total})`,
    `  polarity accuracy ${p(s.polarity.accuracy)} (${s.polarity.correct}/${s.polarity.total})`,
    `  subject accuracy  ${p(s.subject.accuracy)} (${s.subject.correct}/${s.subject.total})`,
    `  certainty accuracy ${p(s.certainty.accuracy)} (${s.certainty.correct}/${s.certainty.total})   clinicalStatus accuracy ${p(s.clinicalStatus.accuracy)} (${s.clinicalStatus.correct}/${s.clinicalStatus.total})`,
  ];
  for (const [t, r] of Object.entries(s.byType).sort()) lines.push(`    ${t.padEnd(20)} P ${p(r.precision)} R ${p(r.recall)} F1 ${p(r.f1)} (tp ${r.tp}, fp ${r.fp}, fn ${r.fn})`);
  return lines.join('\n');
}
