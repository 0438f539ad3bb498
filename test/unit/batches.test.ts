/**
 * The batch domain's own rules, through its exported functions: counts that add up, the wire shapes
 * of batches and documents, conditional GETs (If-None-Match), paging cursors and the test-mode magic
 * references. test/http/batches.test.ts checks the same over HTTP against the spec.
 */
import { expect } from 'chai';
import { validators } from '../../generated/validators.js';
import {
  decodeCursor,
  encodeCursor,
  etagMatches,
  presentBatch,
  presentDocument,
  sha256Base64,
  testModeOutcome,
  toCounts,
  weakEtag,
  type BatchRecord,
  type DocumentRecord,
} from '../../server/domain/batches.js';
import { AppError } from '../../server/errors.js';

const batch: BatchRecord = {
  id: '0b6f3a56-2f0e-4c4e-9d2a-6f1b3c5d7e91',
  organizationId: 'org_1',
  liveMode: false,
  status: 'pending',
  externalReference: 'ref-1',
  metadata: { site: 'north' },
  cancellationReason: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  submittedAt: null,
  completedAt: null,
  expiresAt: '2026-06-08T12:00:00.000Z',
};

const doc: DocumentRecord = {
  id: '5a1c9e7d-3b2f-4d6a-8e0c-1f2a3b4c5d6e',
  batchId: batch.id,
  organizationId: 'org_1',
  liveMode: false,
  externalReference: 'note-1',
  ordinal: 0,
  status: 'pending',
  mediaType: 'text/plain',
  filename: null,
  declaredByteSize: null,
  declaredChecksum: null,
  byteSize: 12,
  contentSha256: null,
  patientExternalId: null,
  encounter: null,
  metadata: {},
  entityCount: null,
  pageCount: null,
  qualityStatus: null,
  errorCode: null,
  errorMessage: null,
  engineVersion: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  completedAt: null,
  fhirIdPrefix: null,
};

function rejection(f: () => unknown): AppError {
  try {
    f();
  } catch (err) {
    expect(err).to.be.instanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected an AppError');
}

describe('batch domain', () => {
  describe('toCounts', () => {
    it('maps each document status to its count and total is their sum; unknown statuses count nowhere', () => {
      const counts = toCounts(
        new Map([
          ['awaiting_upload', 1],
          ['pending', 2],
          ['queued', 3],
          ['processing', 4],
          ['succeeded', 5],
          ['failed', 6],
          ['cancelled', 7],
          ['archived', 100],
        ]),
      );
      expect(counts).to.deep.equal({ total: 28, awaitingUpload: 1, pending: 2, queued: 3, processing: 4, succeeded: 5, failed: 6, cancelled: 7 });
      expect(toCounts(new Map())).to.deep.equal({ total: 0, awaitingUpload: 0, pending: 0, queued: 0, processing: 0, succeeded: 0, failed: 0, cancelled: 0 });
    });
  });

  describe('presenters', () => {
    it('presents a batch as the Batch schema', () => {
      const counts = toCounts(new Map([['pending', 1]]));
      const wire = presentBatch(batch, counts);
      expect(validators.schemas.Batch(wire), JSON.stringify(validators.schemas.Batch.errors)).to.equal(true);
      expect(wire).to.deep.equal({
        object: 'data_engine.batch',
        id: batch.id,
        liveMode: false,
        status: 'pending',
        externalReference: 'ref-1',
        metadata: { site: 'north' },
        counts,
        cancellationReason: null,
        createdAt: batch.createdAt,
        submittedAt: null,
        completedAt: null,
        expiresAt: batch.expiresAt,
      });
    });

    it('presents a pending document: no patient, no result, no error; byteSize the stored size', () => {
      const wire = presentDocument(doc);
      expect(validators.schemas.Document(wire), JSON.stringify(validators.schemas.Document.errors)).to.equal(true);
      expect(wire).to.deep.equal({
        object: 'data_engine.document',
        id: doc.id,
        liveMode: false,
        batchId: batch.id,
        externalReference: 'note-1',
        status: 'pending',
        mediaType: 'text/plain',
        byteSize: 12,
        patient: null,
        encounter: null,
        metadata: {},
        result: null,
        error: null,
        createdAt: doc.createdAt,
        completedAt: null,
      });
    });

    it('presents the patient and encounter, and the declared size until content is stored', () => {
      const wire = presentDocument({ ...doc, byteSize: null, declaredByteSize: 2048, patientExternalId: 'MRN-7', encounter: { externalId: 'E-1', date: '2026-05-30' } });
      expect(wire.patient).to.deep.equal({ externalId: 'MRN-7' });
      expect(wire.encounter).to.deep.equal({ externalId: 'E-1', date: '2026-05-30' });
      expect(wire.byteSize).to.equal(2048);
      expect(presentDocument({ ...doc, byteSize: null }).byteSize).to.equal(null);
    });

    it('gives a result only for a succeeded document with its entity count (one page and ok by default) and its engine version', () => {
      const done = { ...doc, status: 'succeeded' as const, completedAt: '2026-06-01T12:01:00.000Z' };
      expect(presentDocument({ ...done, entityCount: 3 }).result).to.deep.equal({ entityCount: 3, pageCount: 1, qualityStatus: 'ok', engineVersion: null });
      expect(presentDocument({ ...done, entityCount: 0, pageCount: 4, qualityStatus: 'degraded', engineVersion: 'e1' }).result).to.deep.equal({
        entityCount: 0,
        pageCount: 4,
        qualityStatus: 'degraded',
        engineVersion: 'e1',
      });
      expect(presentDocument({ ...done, entityCount: null }).result).to.equal(null);
      expect(presentDocument({ ...doc, status: 'processing', entityCount: 3 }).result).to.equal(null);
      expect(validators.schemas.Document(presentDocument({ ...done, entityCount: 3 }))).to.equal(true);
    });

    it('gives an error only for a failed document with its code (a generic message by default)', () => {
      const failed = { ...doc, status: 'failed' as const, completedAt: '2026-06-01T12:01:00.000Z' };
      expect(presentDocument({ ...failed, errorCode: 'content_missing', errorMessage: 'No content was uploaded.' }).error).to.deep.equal({
        code: 'content_missing',
        message: 'No content was uploaded.',
      });
      expect(presentDocument({ ...failed, errorCode: 'pipeline_failed' }).error).to.deep.equal({ code: 'pipeline_failed', message: 'The document could not be processed.' });
      expect(presentDocument({ ...failed, errorCode: null }).error).to.equal(null);
      expect(presentDocument({ ...doc, status: 'cancelled', errorCode: 'not_processed' }).error).to.equal(null);
      expect(validators.schemas.Document(presentDocument({ ...failed, errorCode: 'pipeline_failed' }))).to.equal(true);
    });
  });

  describe('sha256Base64', () => {
    it('is the base64 SHA-256 of the bytes', () => {
      expect(sha256Base64(new Uint8Array())).to.equal('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
      expect(sha256Base64(new TextEncoder().encode('abc'))).to.equal('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    });
  });

  describe('conditional GET', () => {
    const etag = weakEtag({ a: 1 });

    it('makes a weak ETag that changes with the body', () => {
      expect(etag).to.match(/^W\/"[A-Za-z0-9_-]{22}"$/);
      expect(weakEtag({ a: 1 })).to.equal(etag);
      expect(weakEtag({ a: 2 })).to.not.equal(etag);
    });

    it('matches If-None-Match: the same tag, weak or strong, alone or in a list, with spaces; * matches anything', () => {
      const opaque = etag.slice(2);
      for (const header of [etag, opaque, ` ${etag} `, `W/"other", ${etag}`, `"other",${opaque}`, '*', ' * ']) {
        expect(etagMatches(header, etag), header).to.equal(true);
      }
    });

    it('does not match another tag, an absent or empty header, or * inside a list of tags', () => {
      // Only a leading W/ marks a weak tag: one inside the quotes is part of the tag.
      const inside = `"${etag.slice(3, 6)}W/${etag.slice(6)}`;
      for (const header of [undefined, '', 'W/"other"', `W/"other", "more"`, `x${etag}`, `${etag.slice(0, -1)}x"`, inside]) {
        expect(etagMatches(header, etag), String(header)).to.equal(false);
      }
    });
  });

  describe('cursors', () => {
    const filters = { status: 'pending', externalReference: undefined };

    it('decode to the key they were made from, with the same filters (absent filters and key order do not count)', () => {
      const cursor = encodeCursor(['2026-06-01T12:00:00.000Z', 'bat_1'], filters);
      expect(decodeCursor(cursor, { status: 'pending' }, ['string', 'string'])).to.deep.equal({ key: ['2026-06-01T12:00:00.000Z', 'bat_1'] });
      const two = encodeCursor(['a', 7, 'b'], { b: 1, a: 'x' });
      expect(decodeCursor(two, { a: 'x', b: 1 }, ['string', 'int', 'string'])).to.deep.equal({ key: ['a', 7, 'b'] });
      expect(decodeCursor(undefined, filters, ['string', 'string'])).to.equal(null);
    });

    it('are refused (422 invalid_cursor) when made with other filters', () => {
      const cursor = encodeCursor(['a', 'b'], { status: 'pending' });
      for (const other of [{ status: 'failed' }, {}, { status: 'pending', externalReference: 'x' }]) {
        const err = rejection(() => decodeCursor(cursor, other, ['string', 'string']));
        expect(err.slug).to.equal('validation-failed');
        expect(err.status).to.equal(422);
        expect(err.detail).to.equal('The cursor was issued for other filters; keep the filters unchanged while paging.');
        expect(err.extras).to.deep.equal({ errors: [{ pointer: '/query/cursor', code: 'invalid_cursor', detail: err.detail }] });
      }
    });

    it('are refused when they are not ones the service issued', () => {
      const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
      const f = JSON.parse(Buffer.from(encodeCursor([], filters), 'base64url').toString()).f as string;
      for (const cursor of [
        'not base64 json',
        b64('{'),
        b64(null),
        b64([['a', 'b'], f]),
        b64('"a string"'),
        b64({ k: 'ab', f }),
        b64({ f }),
        b64({ k: ['a'], f }), // too short
        b64({ k: ['a', 'b', 'c'], f }), // too long
        b64({ k: ['a', 1], f }), // an int where a string belongs
        b64({ k: ['a', 'b'.repeat(65)], f }), // a string too long
      ]) {
        const err = rejection(() => decodeCursor(cursor, filters, ['string', 'string']));
        expect(err.detail, cursor).to.equal('The cursor is not one this service issued.');
        expect(err.extras).to.deep.equal({ errors: [{ pointer: '/query/cursor', code: 'invalid_cursor', detail: err.detail }] });
      }
      expect(decodeCursor(b64({ k: ['a', 'b'.repeat(64)], f }), filters, ['string', 'string'])?.key[1]).to.have.length(64);
    });

    it('hold only non-negative 32-bit integers where the shape says int', () => {
      const at = (n: unknown) => encodeCursor(['a', n as number, 'b'], {});
      expect(decodeCursor(at(0), {}, ['string', 'int', 'string'])?.key).to.deep.equal(['a', 0, 'b']);
      expect(decodeCursor(at(2_147_483_647), {}, ['string', 'int', 'string'])?.key).to.deep.equal(['a', 2_147_483_647, 'b']);
      for (const n of [-1, 2_147_483_648, 1.5, '1']) {
        expect(() => decodeCursor(at(n), {}, ['string', 'int', 'string']), String(n)).to.throw(AppError, 'not one this service issued');
      }
    });

    it('with an arity only, hold short strings or 32-bit integers of either sign', () => {
      const cursor = encodeCursor(['Condition', -5, 2_147_483_647], { type: 'Condition' });
      expect(decodeCursor(cursor, { type: 'Condition' }, 3)).to.deep.equal({ key: ['Condition', -5, 2_147_483_647] });
      expect(decodeCursor(encodeCursor([-2_147_483_647], {}), {}, 1)?.key).to.deep.equal([-2_147_483_647]);
      for (const bad of [[2_147_483_648], [-2_147_483_648], [1.5], ['x'.repeat(65)], [null], [true]]) {
        expect(() => decodeCursor(encodeCursor(bad as never, {}), {}, 1), JSON.stringify(bad)).to.throw(AppError, 'not one this service issued');
      }
      expect(() => decodeCursor(cursor, { type: 'Condition' }, 2)).to.throw(AppError, 'not one this service issued');
    });
  });

  describe('test-mode magic references', () => {
    it('fail a document with the code its prefix names', () => {
      for (const code of ['checksum_mismatch', 'content_missing', 'unsupported_content', 'conversion_empty', 'pipeline_failed', 'not_processed'] as const) {
        expect(testModeOutcome(`test_fail_${code}`)).to.deep.equal({ kind: 'fail', code });
        expect(testModeOutcome(`test_fail_${code}-42`)).to.deep.equal({ kind: 'fail', code });
      }
    });

    it('select the quality or an empty result by prefix', () => {
      expect(testModeOutcome('test_quality_degraded_1')).to.deep.equal({ kind: 'succeed', quality: 'degraded', entities: true });
      expect(testModeOutcome('test_quality_translation_failed_1')).to.deep.equal({ kind: 'succeed', quality: 'translation_failed', entities: true });
      expect(testModeOutcome('test_no_entities_1')).to.deep.equal({ kind: 'succeed', quality: 'ok', entities: false });
    });

    it('are prefixes only: any other reference succeeds normally', () => {
      for (const ref of ['note-1', 'x_test_fail_content_missing', 'note_test_no_entities', 'a-test_quality_degraded', 'test_fail_', 'TEST_FAIL_CONTENT_MISSING']) {
        expect(testModeOutcome(ref), ref).to.deep.equal({ kind: 'succeed', quality: 'ok', entities: true });
      }
    });
  });
});
