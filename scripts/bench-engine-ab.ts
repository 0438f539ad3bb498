/**
 * Two compiled engines side by side on the MTSamples notes: each round starts one process per
 * engine at the same time, so both see the same machine load (on a shared machine the load moves
 * more between two runs than most changes move the engine), and each reports the CPU-seconds of its
 * main thread (from /proc) over a fresh first pass and the best of its later passes, and the CPU of
 * the whole process (compiler and collector threads too) over the first pass.
 *
 *   npx tsx scripts/bench-engine-ab.ts DIR_A DIR_B [--rounds 3] [--passes 3] [--shared ../shared]
 *
 * DIR_A and DIR_B are project folders with a compiled engine (dist/server/pipeline, `npm run build`),
 * e.g. this checkout and `git archive <commit>` of another commit, built. Both engines in one process
 * would not do: the engine loaded first ran 10-15% faster than the second, whichever it was.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const arg = (name: string, dflt: string): string => {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? dflt) : dflt;
};

interface PassReport {
  dir: string;
  mb: number;
  entities: number;
  firstThread: number;
  firstProcess: number;
  warmThread: number;
  heapMb: number;
}

/** CPU-seconds of this process's main thread (utime + stime of /proc/self/task/PID/stat). */
function threadCpu(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function processCpu(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
}

/** Child: one engine, `passes` passes over the corpus. */
async function child(dir: string, corpus: string, passes: number): Promise<void> {
  const notes = readFileSync(corpus, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const { extract, defaultVocabulary } = (await import(pathToFileURL(join(dir, 'dist/server/pipeline/index.js')).href)) as typeof import('../server/pipeline/index.js');
  defaultVocabulary();
  let firstThread = 0;
  let firstProcess = 0;
  let warmThread = Infinity;
  let entities = 0;
  for (let p = 0; p < passes; p++) {
    const t = threadCpu();
    const c = processCpu();
    entities = 0;
    for (const text of notes) entities += extract(text).length;
    if (p === 0) {
      firstThread = threadCpu() - t;
      firstProcess = processCpu() - c;
    } else warmThread = Math.min(warmThread, threadCpu() - t);
  }
  const report: PassReport = { dir, mb: notes.reduce((n, t) => n + Buffer.byteLength(t), 0) / 1048576, entities, firstThread, firstProcess, warmThread, heapMb: process.memoryUsage().heapUsed / 1048576 };
  console.log(JSON.stringify(report));
}

function run(dir: string, corpus: string, passes: number): Promise<PassReport> {
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--child', dir, corpus, String(passes)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', fail);
    p.on('exit', (code) => (code === 0 ? done(JSON.parse(out.trim().split('\n').pop()!) as PassReport) : fail(new Error(`${dir}: exit ${code}`))));
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

if (argv[0] === '--child') {
  await child(argv[1]!, argv[2]!, Number(argv[3]));
} else {
  const dirs = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')).map((d) => resolve(d));
  if (dirs.length !== 2 || dirs.some((d) => !existsSync(join(d, 'dist/server/pipeline/index.js')))) {
    console.error('usage: bench-engine-ab.ts DIR_A DIR_B [--rounds 3] [--passes 3] [--shared DIR] (each DIR with a compiled engine under dist/)');
    process.exit(2);
  }
  const SHARED = resolve(arg('--shared', process.env.SHARED_DIR ?? resolve(ROOT, '../shared')));
  const corpus = resolve(SHARED, 'data/corpora/mtsamples_unique.jsonl');
  if (!existsSync(corpus)) {
    console.error(`bench-engine-ab: ${corpus} not found (pass --shared DIR)`);
    process.exit(2);
  }
  const rounds = Number(arg('--rounds', '3'));
  const passes = Math.max(2, Number(arg('--passes', '3')));
  const results: PassReport[][] = [[], []];
  for (let r = 0; r < rounds; r++) {
    const load = loadavg()[0]!.toFixed(1);
    const [a, b] = await Promise.all([run(dirs[0]!, corpus, passes), run(dirs[1]!, corpus, passes)]);
    if (a.entities !== b.entities) console.log(`(the engines found ${a.entities} and ${b.entities} entities per pass)`);
    results[0]!.push(a);
    results[1]!.push(b);
    console.log(`round ${r + 1} (load ${load}): A warm ${a.warmThread.toFixed(2)} first ${a.firstThread.toFixed(2)}/${a.firstProcess.toFixed(2)} CPU-s; B warm ${b.warmThread.toFixed(2)} first ${b.firstThread.toFixed(2)}/${b.firstProcess.toFixed(2)} CPU-s`);
  }
  const mb = results[0]![0]!.mb;
  results.forEach((rs, k) => {
    const warm = median(rs.map((x) => x.warmThread));
    console.log(
      `${k ? 'B' : 'A'} ${dirs[k]}: warm pass ${warm.toFixed(2)} CPU-s (${(mb / warm).toFixed(2)} MB per CPU-second), first pass ${median(rs.map((x) => x.firstThread)).toFixed(2)} CPU-s on its main thread and ${median(rs.map((x) => x.firstProcess)).toFixed(2)} in the process (${(mb / median(rs.map((x) => x.firstProcess))).toFixed(2)} MB per CPU-second), heap ${median(rs.map((x) => x.heapMb)).toFixed(0)} MB (medians of ${rounds})`,
    );
  });
  const ratio = (f: (x: PassReport) => number): string => median(results[0]!.map((a, i) => f(a) / f(results[1]![i]!))).toFixed(3);
  console.log(`A/B, median of the rounds' ratios: warm ${ratio((x) => x.warmThread)}, first pass main thread ${ratio((x) => x.firstThread)}, first pass process ${ratio((x) => x.firstProcess)}`);
}
