/**
 * One document's processing as it runs in an extraction thread: read the text (acquireText), then
 * extract, or make the test-mode fixtures, or take over an earlier document's entities; and
 * serialize the entities for storage (entity-rows.ts). Everything per entity happens here, off the
 * event loop of the process that claims and stores documents.
 */
import { fixtureEntities, type EntityRows } from '../domain/processing.js';
import { acquireText } from '../pipeline/acquire.js';
import { extract } from '../pipeline/extract.js';
import type { AcquireInput, QualityStatus } from '../pipeline/types.js';
import type { Schemas } from '../../generated/openapi.js';
import { entityRows } from './entity-rows.js';

/**
 * - `extract`: read the text and extract (live documents);
 * - `fixtures`: read the text, then the test-mode fixture entities (test documents);
 * - `text`: read the text only, no entities (test documents that ask for none);
 * - `reuse`: the entities of an earlier document with the same content (`earlierEntities`), not read again.
 */
export type DocumentJobMode = 'extract' | 'fixtures' | 'text' | 'reuse';

export interface DocumentJob {
  readonly documentId: string;
  readonly mode: DocumentJobMode;
  readonly input: AcquireInput;
  /** For `reuse` and (test documents) `fixtures`: the earlier document's entities as a JSON array. */
  readonly earlierEntities?: string;
  /** For `reuse`: the earlier document's page count and quality. */
  readonly earlier?: { pageCount: number; qualityStatus: QualityStatus };
}

export interface DocumentJobResult {
  readonly pageCount: number;
  readonly qualityStatus: QualityStatus;
  readonly entities: EntityRows;
  /** Time spent on the job in the thread, in seconds (data_engine_extraction_seconds; queueing not counted). */
  readonly seconds?: number;
}

/** Runs `job`; throws PipelineError (with its document error code) when the content cannot be read. */
export async function runDocumentJob(job: DocumentJob): Promise<DocumentJobResult> {
  const started = performance.now();
  const result = await runJob(job);
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

async function runJob(job: DocumentJob): Promise<DocumentJobResult> {
  const parse = (json: string) => JSON.parse(json) as Schemas['Entity'][];
  if (job.mode === 'reuse') {
    return { pageCount: job.earlier?.pageCount ?? 1, qualityStatus: job.earlier?.qualityStatus ?? 'ok', entities: entityRows(job.documentId, parse(job.earlierEntities ?? '[]')) };
  }
  const acquired = await acquireText(job.input);
  const entities =
    job.mode === 'extract'
      ? extract(acquired.text)
      : job.mode === 'fixtures'
        ? job.earlierEntities !== undefined
          ? parse(job.earlierEntities)
          : fixtureEntities(job.documentId, acquired.text)
        : [];
  return { pageCount: acquired.pageCount, qualityStatus: acquired.qualityStatus, entities: entityRows(job.documentId, entities) };
}
