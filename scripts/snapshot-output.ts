/**
 * The engine's full output on every note we have, one JSON line per note, to check that a change
 * meant to be invisible (speed, refactoring) leaves every entity byte for byte as it was.
 *
 *   npx tsx scripts/snapshot-output.ts OUT.jsonl [--dist] [--shared ../shared]
 *
 * Notes: the `text` of every JSON under test/fixtures/{annotated,heldout,unseen,unseen-2}, then every
 * line of the MTSamples and ACI-BENCH corpora (their `text` or `note`). `--dist` runs the compiled engine (dist/, with the
 * prebuilt vocabulary) instead of the sources (which build the vocabulary from the TSV files).
 * Compare two snapshots with `cmp A.jsonl B.jsonl`.
 */
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const out = argv.find((a) => !a.startsWith('--') && argv[argv.indexOf(a) - 1] !== '--shared');
if (!out) {
  console.error('usage: snapshot-output.ts OUT.jsonl [--dist] [--shared DIR]');
  process.exit(2);
}
const sharedAt = argv.indexOf('--shared');
const SHARED = resolve(sharedAt >= 0 ? argv[sharedAt + 1]! : process.env.SHARED_DIR ?? resolve(ROOT, '../shared'));
const engine = argv.includes('--dist') ? join(ROOT, 'dist/server/pipeline/index.js') : join(ROOT, 'server/pipeline/index.ts');
const { extract } = (await import(pathToFileURL(engine).href)) as typeof import('../server/pipeline/index.js');

const notes: { source: string; text: string }[] = [];
for (const set of ['annotated', 'heldout', 'unseen', 'unseen-2']) {
  const dir = join(ROOT, 'test/fixtures', set);
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const note = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { text?: unknown };
    if (typeof note.text === 'string') notes.push({ source: `${set}/${f}`, text: note.text });
  }
}
for (const corpus of ['mtsamples_unique.jsonl', 'aci_bench_notes.jsonl']) {
  const path = join(SHARED, 'data/corpora', corpus);
  if (!existsSync(path)) {
    console.error(`snapshot-output: ${path} not found (pass --shared DIR)`);
    process.exit(2);
  }
  readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .forEach((line, i) => {
      const row = JSON.parse(line) as { text?: string; note?: string };
      notes.push({ source: `${corpus}:${i + 1}`, text: row.text ?? row.note ?? '' });
    });
}

const stream = createWriteStream(out);
let entities = 0;
for (const { source, text } of notes) {
  const result = extract(text);
  entities += result.length;
  stream.write(`${JSON.stringify({ source, entities: result })}\n`);
}
await new Promise<void>((done, fail) => stream.end((err?: Error | null) => (err ? fail(err) : done())));
console.log(`${notes.length} notes, ${entities} entities -> ${out}`);
