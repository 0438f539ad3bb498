/**
 * The SDK as another project gets it: `npm install <path to client/>` into a scratch project outside
 * the repository (with --install-links, so the package is copied and its own dependencies are
 * installed, as from a registry), then plain JavaScript imports it and runs its bin, and a
 * TypeScript consumer type-checks against the package's `exports` types.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = join(ROOT, 'client');

describe('data-engine-client package (installed by path)', function () {
  this.timeout(120_000);
  let project: string;

  before(() => {
    project = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--install-links', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', CLIENT], {
      cwd: project,
      stdio: 'pipe',
      env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
    });
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it('publishes only the built JavaScript, its declarations and the README', () => {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: CLIENT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
    const files = (pack.files as Array<{ path: string }>).map((f) => f.path);
    expect(files).to.include.members(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/cli.js']);
    expect(files.filter((f) => f.startsWith('src/'))).to.deep.equal([]);
  });

  it('imports from plain JavaScript (no TypeScript tooling) and its bin runs', () => {
    writeFileSync(
      join(project, 'use.mjs'),
      `import { DataEngine, ProblemError, TimeoutError, AbortError, ConnectionError } from 'data-engine-client';
const de = new DataEngine({ baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', maxRetries: 0 });
try { await de.batches.get('3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d'); } catch (e) { console.log(e instanceof ConnectionError, typeof ProblemError, typeof TimeoutError, typeof AbortError); }
`,
    );
    const run = spawnSync(process.execPath, ['use.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stdout.trim(), run.stderr).to.equal('true function function function');
    const help = spawnSync(join(project, 'node_modules/.bin/data-engine-client'), ['--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status, help.stderr).to.equal(0);
    expect(help.stdout).to.include('process DIR --out OUT');
  });

  it('type-checks a TypeScript consumer against the exported declarations, and rejects a wrong field', () => {
    writeFileSync(
      join(project, 'use.ts'),
      `import { DataEngine, ProblemError, type Batch } from 'data-engine-client';
const de = new DataEngine({ baseUrl: 'https://x', clientId: 'x', clientSecret: 'y' });
export async function f(): Promise<Batch> {
  try { return await de.batches.create({ externalReference: 'r' }); }
  catch (e) { if (e instanceof ProblemError && e.slug === 'external-reference-in-use') return de.batches.get(e.existingBatchId!); throw e; }
}
// @ts-expect-error: a wrong field name
de.batches.create({ externalRef: 'r' });
`,
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2023'], noEmit: true, types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')], skipLibCheck: false },
        files: ['use.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project, encoding: 'utf8' });
    expect(tsc.status, tsc.stdout + tsc.stderr).to.equal(0);
  });
});
