/**
 * The contract types the handlers at compile time. (1) Each handler in fixtures/handler-types.ts that
 * openapi.yaml does not allow fails to compile on its own line, and nothing else does. (2) A change to
 * a response schema in openapi.yaml, regenerated, makes the handler that returns the old shape fail to
 * compile (server/http/routes/health.ts when the Health status values change).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import ts from 'typescript';
import { stringify } from 'yaml';
import { generateHandlerTypes } from '../../scripts/generate.js';
import { ROOT, loadSpec } from '../../scripts/lib/spec.js';

const FIXTURE = resolve(ROOT, 'test/contract/fixtures/handler-types.ts');
const DIRECTIVE = '// @ts-expect-error';

function compilerOptions(): ts.CompilerOptions {
  const read = ts.readConfigFile(resolve(ROOT, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options;
}

/** A program over `roots` in which the files of `overlay` (absolute path → content) replace those on disk. */
function program(roots: string[], overlay: Map<string, string>, oldProgram?: ts.Program): ts.Program {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => overlay.get(resolve(f)) ?? readFile(f);
  host.fileExists = (f) => overlay.has(resolve(f)) || fileExists(f);
  host.getSourceFile = (f, language, onError, create) => {
    const text = overlay.get(resolve(f));
    return text === undefined ? getSourceFile(f, language, onError, create) : ts.createSourceFile(f, text, language);
  };
  return ts.createProgram({ rootNames: roots, options, host, ...(oldProgram ? { oldProgram } : {}) });
}

/** Errors of one file as `line: message` (1-based lines). */
function errors(p: ts.Program, file: string): { line: number; message: string }[] {
  const sf = p.getSourceFile(file);
  if (!sf) throw new Error(`${file} is not in the program`);
  return [...p.getSyntacticDiagnostics(sf), ...p.getSemanticDiagnostics(sf)].map((d) => ({
    line: d.start === undefined ? 0 : sf.getLineAndCharacterOfPosition(d.start).line + 1,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]!,
  }));
}

describe('handler types from openapi.yaml (compile time)', function () {
  this.timeout(120_000);

  it('every handler the contract forbids fails to compile on its own line, and only those', () => {
    const source = readFileSync(FIXTURE, 'utf8');
    const lines = source.split('\n');
    const expected = lines.flatMap((line, i) => (line.trim().startsWith(DIRECTIVE) ? [i + 2] : []));
    expect(expected.length).to.be.greaterThan(8);

    const asWritten = program([FIXTURE], new Map());
    expect(errors(asWritten, FIXTURE), 'the fixture as written compiles').to.deep.equal([]);

    const withoutDirectives = lines.map((line) => (line.trim().startsWith(DIRECTIVE) ? line.replace(DIRECTIVE, '// (expected error)') : line)).join('\n');
    const found = errors(program([FIXTURE], new Map([[FIXTURE, withoutDirectives]]), asWritten), FIXTURE);
    const byLine = new Map<number, string[]>();
    for (const e of found) byLine.set(e.line, [...(byLine.get(e.line) ?? []), e.message]);
    for (const line of expected) expect(byLine.has(line), `no compile error on line ${line}: ${lines[line - 1]!.trim()}`).to.equal(true);
    expect([...byLine.keys()].filter((l) => !expected.includes(l)), JSON.stringify(found, null, 2)).to.deep.equal([]);
  });

  it('a changed response schema in openapi.yaml, regenerated, fails the handler that returns the old shape', async () => {
    const doc = loadSpec() as ReturnType<typeof loadSpec> & { components: { schemas: { Health: { properties: { status: { enum: string[] } } } } } };
    expect(doc.components.schemas.Health.properties.status.enum).to.deep.equal(['ok', 'unavailable']);
    doc.components.schemas.Health.properties.status.enum = ['pass', 'fail'];
    const dir = mkdtempSync(join(tmpdir(), 'handler-types-'));
    try {
      const spec = join(dir, 'openapi.yaml');
      writeFileSync(spec, stringify(doc));
      const generated = await generateHandlerTypes(spec);
      const overlay = new Map([...generated].map(([name, content]) => [resolve(ROOT, 'generated', name), content]));
      const routes = ['health', 'batches', 'oauth', 'fhir'].map((r) => resolve(ROOT, `server/http/routes/${r}.ts`));
      const p = program(routes, overlay);
      const health = errors(p, routes[0]!).map((e) => e.message);
      for (const id of ['getHealth', 'getLiveness']) {
        expect(health.some((m) => m.includes(`Handler<"${id}">`)), `${id} no longer compiles: ${JSON.stringify(health)}`).to.equal(true);
      }
      for (const other of routes.slice(1)) expect(errors(p, other), other).to.deep.equal([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
