#!/usr/bin/env node
// `npm run build` (and `prepare`, so `npm ci` runs it): compiles the service to JavaScript under
// dist/ (tsc with tsconfig.build.json), copies the files the compiled code reads beside it
// (vocabulary TSVs, the generated Ajv validators), writes the vocabulary's prebuilt form, builds the API reference into dist/docs, and
// writes dist/.build-stamp. bin/data-engine.js runs the compiled code while the stamp is newer than
// every source file, so that a start never compiles anything; with edited sources it runs them
// through tsx instead, and says so.
//
// Plain JavaScript so that it runs before anything is compiled. Without TypeScript installed
// (an install without devDependencies) it skips the compile and the service runs through tsx.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const quiet = process.argv.includes('--quiet');
const say = (line) => quiet || process.stderr.write(`build: ${line}\n`);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
if (!existsSync(tsc)) {
  say('TypeScript is not installed (devDependencies omitted): skipped; the service runs from its sources through tsx');
  process.exit(0);
}

rmSync(join(DIST, 'server'), { recursive: true, force: true });
rmSync(join(DIST, 'generated'), { recursive: true, force: true });
rmSync(join(DIST, '.build-stamp'), { force: true });
const t0 = Date.now();
execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });

// Files read at run time relative to the compiled modules.
let copied = 0;
for (const top of ['server', 'generated']) {
  for (const path of files(join(ROOT, top))) {
    if (/\.(ts|mts|cts|md)$/.test(path) && !path.endsWith('.d.cts')) continue;
    if (path.endsWith('.mjs')) continue; // worker-entry.mjs registers tsx: only the source run needs it
    const target = join(DIST, relative(ROOT, path));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(path, target);
    copied++;
  }
}
say(`compiled server/ and generated/ to dist/ and copied ${copied} data files in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// The vocabulary's prebuilt form beside the copied TSV files: worker threads load it instead of
// parsing the TSVs and building the term trie at every start (stale or missing, they fall back).
const t1 = Date.now();
const { writePrebuiltVocabulary, VOCABULARY_DIR } = await import(join(DIST, 'server/pipeline/vocabulary.js'));
const prebuilt = writePrebuiltVocabulary(VOCABULARY_DIR);
say(`wrote the prebuilt vocabulary (${(prebuilt.bytes / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - t1) / 1000).toFixed(1)} s`);

// What the literal filters read from the engine's own expressions (the findings rules' gates and
// patterns, the note settings): a fresh engine's first note takes them from this file instead of
// reading every expression's source (stale, made by another literal-filter.js, it is ignored).
const t2 = Date.now();
const { extract } = await import(join(DIST, 'server/pipeline/index.js'));
extract('Patient denies chest pain. Former smoker. PHQ-9 score 4. BP 120/80.');
const { writeExpressionReadings } = await import(join(DIST, 'server/pipeline/literal-filter.js'));
say(`wrote ${writeExpressionReadings()} expression readings in ${((Date.now() - t2) / 1000).toFixed(1)} s`);

execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/build-docs.ts')], { stdio: quiet ? 'ignore' : 'inherit' });
writeFileSync(join(DIST, '.build-stamp'), `${new Date().toISOString()}\n`);
