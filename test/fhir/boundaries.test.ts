/**
 * The FHIR mapping lives in server/fhir/, beside the adapters that use it (HTTP, storage): the domain and
 * the pipeline never import it (nor FHIR types), and the FHIR mappers import neither Koa nor Knex.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const SERVER = fileURLToPath(new URL('../../server/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(SERVER, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(?:ts|mts)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function imports(file: string): string[] {
  const text = readFileSync(join(SERVER, file), 'utf8');
  return [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('module boundaries of the FHIR mapping', () => {
  it('server/domain and server/pipeline import nothing of server/fhir, nor FHIR types', () => {
    const files = [...sources('domain'), ...sources('pipeline')];
    expect(files.length).to.be.greaterThan(10);
    const offending = files.flatMap((f) => imports(f).filter((i) => /(?:^|\/)fhir\//.test(i)).map((i) => `${f}: ${i}`));
    expect(offending).to.deep.equal([]);
  });

  it('server/fhir imports neither Koa nor Knex (transport-free and storage-free)', () => {
    const files = sources('fhir');
    expect(files.length).to.be.greaterThan(3);
    const offending = files.flatMap((f) => imports(f).filter((i) => /^(?:koa|@koa\/|knex)/.test(i) || /\/(?:http|storage)\//.test(i)).map((i) => `${f}: ${i}`));
    expect(offending).to.deep.equal([]);
  });
});
