/**
 * Document processing: the work-queue contract, the outcome of processing one document, and the
 * deterministic test-mode fixtures. No Koa, no Knex.
 */
import { createHash } from 'node:crypto';
import type { Schemas } from '../../generated/openapi.js';
import type { DocumentErrorCode, DocumentRecord, QualityStatus } from './batches.js';

export type Entity = Schemas['Entity'];

/** A claimed document, with what a processor needs. */
export interface ClaimedDocument {
  readonly document: DocumentRecord;
  readonly attempts: number;
  readonly lockedBy: string;
}

export type ProcessingOutcome =
  | { readonly kind: 'succeeded'; readonly entities: Entity[]; readonly pageCount: number; readonly qualityStatus: QualityStatus }
  | { readonly kind: 'failed'; readonly code: DocumentErrorCode; readonly message: string };

/** What the worker needs from storage; every write is a compare-and-set on the claim. */
export interface WorkQueue {
  /** Claims the oldest queued document, or one whose claim expired; null when there is none. */
  claim(workerId: string, now: Date, visibilityMs: number): Promise<ClaimedDocument | null>;
  /** Extends a claim that is still ours. */
  extend(documentId: string, workerId: string, until: Date): Promise<boolean>;
  /** The stored bytes, or null when the content was never stored. */
  content(documentId: string): Promise<Uint8Array | null>;
  /** The result of an earlier succeeded document with the same content, organization and mode. */
  earlierResult(doc: DocumentRecord): Promise<{ entities: Entity[]; pageCount: number; qualityStatus: QualityStatus } | null>;
  /**
   * Writes the outcome if the claim is still ours (false otherwise: another worker took it over),
   * and completes the batch when every document is final, in one transaction.
   */
  finish(documentId: string, workerId: string, outcome: ProcessingOutcome, now: Date): Promise<boolean>;
  /** Cancels pending batches created before `createdBefore` (reason expired). Returns how many. */
  expireBatches(now: Date): Promise<number>;
  /** Fails documents queued before `queuedBefore` that are not final (not_processed). */
  failStuckDocuments(queuedBefore: Date, now: Date): Promise<number>;
}

/** Stable entity id from the document and what identifies the entity in it. */
export function entityId(documentId: string, ...parts: (string | number)[]): string {
  return `ent_${createHash('sha256').update([documentId, ...parts].join('\u0000')).digest('base64url').slice(0, 20).replace(/[^A-Za-z0-9]/g, 'x')}`;
}

const SNOMED = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/**
 * The fixed test-mode entities: every code system, a negated finding and a family-member finding.
 * `term` is what the entity says when the note does not; `words` finds the note's own wording of it.
 */
const FIXTURES: readonly { readonly term: string; readonly words: RegExp; readonly entity: Omit<Entity, 'object' | 'id' | 'text' | 'span'> }[] = [
  { term: 'hypertension', words: /\b(hypertension|HTN|high blood pressure)\b/i, entity: { type: 'Condition', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: SNOMED, code: '38341003', display: 'Hypertensive disorder, systemic arterial (disorder)' }], attributes: { clinicalStatus: 'active' } } },
  { term: 'chest pain', words: /\bchest pain\b/i, entity: { type: 'Condition', confidence: 'high', polarity: 'negative', subject: 'patient', codes: [{ system: SNOMED, code: '29857009', display: 'Chest pain (finding)' }], attributes: {} } },
  { term: 'breast cancer', words: /\b(breast cancer|breast carcinoma|cancer of the breast)\b/i, entity: { type: 'Condition', confidence: 'medium', polarity: 'positive', subject: 'family_member', codes: [{ system: SNOMED, code: '254837009', display: 'Malignant neoplasm of breast (disorder)' }], attributes: {} } },
  { term: 'metoprolol 25 mg', words: /\bmetoprolol\b/i, entity: { type: 'Medication', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: RXNORM, code: '6918', display: 'metoprolol' }], attributes: { dose: { value: 25, unit: 'mg', text: '25 mg' }, route: 'oral', frequency: 'BID' } } },
  { term: 'HbA1c 8.2%', words: /\b(hemoglobin A1c|HbA1c|A1c)\b/i, entity: { type: 'Observation', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: LOINC, code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' }], attributes: { value: 8.2, unit: '%', interpretation: 'high' } } },
  { term: 'appendectomy', words: /\b(appendectomy|appendicectomy)\b/i, entity: { type: 'Procedure', confidence: 'medium', polarity: 'positive', subject: 'patient', codes: [{ system: SNOMED, code: '80146002', display: 'Excision of appendix (procedure)' }], attributes: {} } },
  { term: 'penicillin allergy', words: /\bpenicillin\b/i, entity: { type: 'AllergyIntolerance', confidence: 'high', polarity: 'positive', subject: 'patient', codes: [{ system: RXNORM, code: '7980', display: 'Penicillin G' }], attributes: { reaction: 'hives' } } },
];

/**
 * Test-mode entities for a document: the fixtures, each with a span only where the note says what its
 * code means (the first such wording in the text; `text` is then exactly the spanned text), and with
 * no span otherwise, never on an arbitrary word. Entities with a span come first, in text order.
 * Deterministic per document.
 */
export function fixtureEntities(documentId: string, text: string): Entity[] {
  const entities = FIXTURES.map((f, i) => {
    const m = f.words.exec(text);
    const base = { object: 'data_engine.entity' as const, id: entityId(documentId, 'fixture', i), ...f.entity };
    return m ? { ...base, text: m[0], span: { start: m.index, end: m.index + m[0].length } } : { ...base, text: f.term };
  });
  const spanned = entities.filter((e) => 'span' in e).sort((a, b) => a.span!.start - b.span!.start || a.span!.end - b.span!.end);
  return [...spanned, ...entities.filter((e) => !('span' in e))];
}
