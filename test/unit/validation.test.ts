/**
 * Request validation errors as clients get them (RFC 9457 errors[]: JSON Pointer, stable code,
 * detail), from the generated validators' real Ajv errors through toFieldErrors. The HTTP suites
 * check the same errors end to end.
 */
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import { validators } from '../../generated/validators.js';
import { escapePointerToken, toFieldErrors } from '../../server/http/validation.js';

function fieldErrors(validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }, data: unknown, prefix?: string) {
  expect(validate(data)).to.equal(false);
  return toFieldErrors(validate.errors, prefix);
}

describe('request validation errors', () => {
  it('escapes ~ and / in a JSON Pointer token (RFC 6901)', () => {
    expect(escapePointerToken('a/b~c')).to.equal('a~1b~0c');
    expect(escapePointerToken('~1/')).to.equal('~01~1');
    expect(escapePointerToken('plain')).to.equal('plain');
  });

  it('points at a missing required field, an unknown field and a bad key by name, escaped', () => {
    const longKey = `k/~${'x'.repeat(100)}`;
    const errors = fieldErrors(validators.schemas.DocumentCreate, {
      documents: [{ mediaType: 'text/plain', 'col/our~': 1, metadata: { [longKey]: 'v' } }],
    });
    expect(errors).to.deep.include.members([
      { pointer: '/documents/0/externalReference', code: 'required', detail: 'is required' },
      { pointer: '/documents/0/col~1our~0', code: 'unknown_field', detail: 'is not a known field' },
      { pointer: `/documents/0/metadata/${escapePointerToken(longKey)}`, code: 'invalid_key', detail: 'property name must be valid' },
    ]);
    expect(fieldErrors(validators.schemas.DocumentCreate, {})).to.deep.equal([{ pointer: '/documents', code: 'required', detail: 'is required' }]);
  });

  it('gives each keyword its stable code, and an enum the values it allows', () => {
    const errors = fieldErrors(validators.schemas.DocumentCreate, {
      documents: [{ externalReference: '', mediaType: 'text/html', byteSize: -1, filename: 'a/b', patient: 5, encounter: { date: 'soon' } }],
    });
    expect(errors).to.deep.include.members([
      { pointer: '/documents/0/externalReference', code: 'too_short', detail: 'must NOT have fewer than 1 characters' },
      { pointer: '/documents/0/mediaType', code: 'invalid_value', detail: 'must be one of: text/plain, application/pdf' },
      { pointer: '/documents/0/byteSize', code: 'out_of_range', detail: 'must be >= 0' },
      { pointer: '/documents/0/patient', code: 'invalid_type', detail: 'must be object' },
    ]);
    expect(errors.map((e) => [e.pointer, e.code])).to.deep.include.members([
      ['/documents/0/filename', 'invalid_format'],
      ['/documents/0/encounter/date', 'invalid_format'],
    ]);
    expect(fieldErrors(validators.schemas.DocumentCreate, { documents: [] })).to.deep.equal([
      { pointer: '/documents', code: 'too_few_items', detail: 'must NOT have fewer than 1 items' },
    ]);
  });

  it("uses a schema's own code where it names one (inline content over 1 MiB: payload_too_large)", () => {
    const errors = fieldErrors(validators.schemas.DocumentCreate, { documents: [{ externalReference: 'r', mediaType: 'text/plain', content: 'x'.repeat(1_048_577) }] });
    expect(errors).to.deep.equal([{ pointer: '/documents/0/content', code: 'payload_too_large', detail: 'must NOT have more than 1048576 characters' }]);
  });

  it('prefixes query pointers, and reports a place once per code when alternatives (anyOf) all fail', () => {
    const query = validators.operations.searchFhirResources!.query;
    const errors = fieldErrors(query, { _lastUpdated: ['ge2026', 'le2027', 'gt2025', 'lt2028', 'eq2026'] }, '/query');
    expect(errors).to.deep.equal([
      { pointer: '/query/_lastUpdated', code: 'invalid_type', detail: 'must be string' },
      { pointer: '/query/_lastUpdated', code: 'too_many_items', detail: 'must NOT have more than 4 items' },
    ]);
  });

  it('points at a field that an allOf composition leaves unevaluated, as an unknown field', () => {
    // OpenAPI 3.1 schemas that extend another with allOf close themselves with unevaluatedProperties.
    const validate = new Ajv2020({ allErrors: true }).compile({ allOf: [{ type: 'object', properties: { a: { type: 'string' } } }], unevaluatedProperties: false });
    expect(fieldErrors(validate, { a: 'x', 'b/c': 1 })).to.deep.equal([{ pointer: '/b~1c', code: 'unknown_field', detail: 'is not a known field' }]);
  });

  it('has no errors for nothing, and code invalid_value for a keyword it has no code for', () => {
    expect(toFieldErrors(null)).to.deep.equal([]);
    expect(toFieldErrors(undefined, '/query')).to.deep.equal([]);
    const unmapped: ErrorObject = { keyword: 'uniqueItems', instancePath: '/tags', schemaPath: '#/uniqueItems', params: { i: 1, j: 0 }, message: 'must NOT have duplicate items' };
    expect(toFieldErrors([unmapped])).to.deep.equal([{ pointer: '/tags', code: 'invalid_value', detail: 'must NOT have duplicate items' }]);
    expect(toFieldErrors([{ ...unmapped, message: undefined }])).to.deep.equal([{ pointer: '/tags', code: 'invalid_value', detail: 'is invalid' }]);
  });
});
