/**
 * The examples the reference shows fit their operation: every problem example's `instance` is a path
 * of that operation (a 409 of "delete" does not talk about "cancel"), and every `Link` example points
 * at the operation's own next page. Also: every operation of the SDK's API shows an SDK code sample.
 */
import { expect } from 'chai';
import { deref, isObject, listOperations, loadSpec, type Json } from '../../scripts/lib/spec.js';

const doc = loadSpec();

/** The operation path as a regular expression over concrete paths. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+').replace(/\$/g, '\\$')}$`);

describe('openapi.yaml examples fit their operation', () => {
  for (const op of listOperations(doc)) {
    const id = String(op.operation.operationId);
    const pattern = pathPattern(op.path);
    it(`${id}: problem examples name this operation's path; Link examples point at its next page`, () => {
      const responses = isObject(op.operation.responses) ? op.operation.responses : {};
      for (const [status, raw] of Object.entries(responses)) {
        const response = deref(doc, raw, []).value;
        if (!isObject(response)) continue;
        for (const media of Object.values(isObject(response.content) ? response.content : {})) {
          if (!isObject(media) || !isObject(media.examples)) continue;
          for (const [name, rawExample] of Object.entries(media.examples)) {
            const example = deref(doc, rawExample, []).value;
            const value = isObject(example) ? (example.value as Json) : undefined;
            // FHIR server examples are outside this check (their own suite covers them)
            if (isObject(value) && typeof value.instance === 'string' && !op.path.startsWith('/fhir/')) {
              expect(value.instance, `${id} ${status} example ${name}`).to.match(pattern);
            }
          }
        }
        const link = isObject(response.headers) ? response.headers.Link : undefined;
        if (link !== undefined) {
          const header = deref(doc, link, []).value;
          const example = isObject(header) ? String(header.example) : '';
          const url = /^<([^>]+)>/.exec(example)?.[1];
          expect(url, `${id} Link example`).to.be.a('string');
          expect(new URL(url!).pathname, `${id} Link example`).to.match(pattern);
        }
      }
    });
    if (op.path.startsWith('/v1/') || id === 'createAccessToken') {
      it(`${id}: shows a TypeScript SDK sample (x-codeSamples; compiled by npm test via generated/code-samples.ts)`, () => {
        const samples = op.operation['x-codeSamples'];
        expect(samples, id).to.be.an('array');
        expect((samples as Json[]).some((s) => isObject(s) && s.lang === 'TypeScript' && typeof s.source === 'string' && s.source.includes('data-engine-client'))).to.equal(true);
      });
    }
  }
});

describe('the rendered reference shows the NDJSON line schema', () => {
  it('renders getBatchResults 200 as ResultLine (the contract keeps the string schema Prism needs)', async () => {
    const { renderableSpec } = await import('../../scripts/build-docs.js');
    const media = (d: typeof doc) => (d as any).paths['/v1/data-engine/batches/{batchId}/results'].get.responses['200'].content['application/x-ndjson'];
    expect(media(renderableSpec(doc)).schema.allOf).to.deep.equal([{ $ref: '#/components/schemas/ResultLine' }]);
    expect(media(renderableSpec(doc)).schema.description).to.match(/Each line of the body/);
    expect(media(doc).schema.type).to.equal('string');
  });
});
