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
  /** How many times the document has been claimed, this claim included. */
  readonly attempts: number;
  /** The stored bytes, or null when the content was never stored. */
  readonly content: Uint8Array | null;
}

/**
 * A document's entities, serialized once where they were made (a worker thread) so that storing them
 * costs the main thread no per-entity work: `json` holds `count` storage rows, comma-separated
 * (the format is server/worker/entity-rows.ts's, read by server/storage/work-queue.ts).
 */
export interface EntityRows {
  readonly count: number;
  readonly json: string;
}

export type ProcessingOutcome =
  | { readonly kind: 'succeeded'; readonly entities: EntityRows; readonly pageCount: number; readonly qualityStatus: QualityStatus; readonly engineVersion: string }
  | { readonly kind: 'failed'; readonly code: DocumentErrorCode; readonly message: string };

/** The outcome of one claimed document, to be written with {@link WorkQueue.finish}. */
export interface FinishedDocument {
  readonly document: DocumentRecord;
  readonly outcome: ProcessingOutcome;
}

/** The result of an earlier succeeded document with the same content, organization and mode. */
export interface EarlierResult {
  /** The earlier document's entities, as a JSON array of Entity objects. */
  readonly entitiesJson: string;
  readonly pageCount: number;
  readonly qualityStatus: QualityStatus;
}

/**
 * What the worker needs from storage. Claims and results move in groups (one statement and one
 * transaction for many documents), and every write is a compare-and-set on the claim.
 */
export interface WorkQueue {
  /**
   * Claims up to `max` documents: first any whose claim expired (their worker died), then queued
   * documents of one batch, chosen round-robin over organizations and then batches (least
   * recently served first), in the batch's list order. Empty when nothing is claimable.
   */
  claim(workerId: string, now: Date, visibilityMs: number, max: number): Promise<ClaimedDocument[]>;
  /** Extends every claim `workerId` still holds to `until`; returns how many. */
  extend(workerId: string, until: Date): Promise<number>;
  /** Earlier results for those of `docs` whose content was already processed (by document id). */
  earlierResults(docs: readonly DocumentRecord[], engineVersion: string): Promise<Map<string, EarlierResult>>;
  /**
   * Writes the outcomes whose claim is still `workerId`'s (the others were taken over by another
   * worker and are skipped), and completes every batch left with no open document, in one
   * transaction. Returns the ids of the documents written.
   */
  finish(workerId: string, finished: readonly FinishedDocument[], now: Date): Promise<Set<string>>;
  /**
   * Gives claims back to the queue; returns how many. A worker that stops gives back documents it
   * never finished and the claim does not count as an attempt; with `countAttempt` it does (a
   * result that could not be written), so that a document that keeps failing ends as pipeline_failed.
   */
  release(workerId: string, documentIds: readonly string[], countAttempt?: boolean): Promise<number>;
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
