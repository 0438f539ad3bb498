/**
 * Wire types of the extraction engine (service spec, "Resources and their fields": Entity, Code,
 * DocumentResult, DocumentError). Kept in this one file so the lead can swap them for the types
 * generated from openapi.yaml without touching the pipeline stages.
 */

/** Code system URIs used by the engine (service spec, Entity: codes use FHIR system URIs). */
export const SYSTEM_SNOMED = 'http://snomed.info/sct';
export const SYSTEM_LOINC = 'http://loinc.org';
export const SYSTEM_RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** Code (service spec, Entity.codes[]). */
export interface Code {
  system: string;
  code: string;
  display?: string;
}

/** Character offsets into the extracted text; `text === extracted.slice(start, end)`. */
export interface Span {
  start: number;
  end: number;
}

/** The FHIR resource type names the engine emits. */
export type EntityType = 'Condition' | 'Medication' | 'Observation' | 'Procedure' | 'AllergyIntolerance' | 'Immunization';

export type Confidence = 'high' | 'medium' | 'low';
export type Polarity = 'positive' | 'negative';
export type Subject = 'patient' | 'family_member' | 'other';

/** Entity (service spec, Resources: Entity), exactly as it goes on the wire. */
export interface Entity {
  object: 'data_engine.entity';
  id: string;
  type: EntityType;
  text: string;
  confidence: Confidence | null;
  polarity: Polarity;
  subject: Subject;
  codes: Code[];
  attributes: Record<string, unknown>;
  span: Span;
}

/** DocumentError.code values (service spec, Errors: document error codes). */
export type DocumentErrorCode =
  | 'checksum_mismatch'
  | 'content_missing'
  | 'unsupported_content'
  | 'conversion_empty'
  | 'pipeline_failed'
  | 'not_processed';

/** DocumentResult.qualityStatus values (service spec, Document). */
export type QualityStatus = 'ok' | 'degraded' | 'translation_failed';

/** Input of {@link acquireText}: inline text or uploaded bytes with their declared media type. */
export interface AcquireInput {
  bytes: Uint8Array | null;
  inlineText: string | null;
  mediaType: string;
  checksumSha256?: string | null;
}

/** Result of text acquisition: the text every span indexes, plus quality facts. */
export interface AcquiredText {
  text: string;
  pageCount: number;
  qualityStatus: QualityStatus;
  warnings: string[];
}

/** Result of {@link processDocument}. */
export interface ProcessedDocument {
  text: string;
  pageCount: number;
  qualityStatus: QualityStatus;
  warnings: string[];
  entities: Entity[];
}
