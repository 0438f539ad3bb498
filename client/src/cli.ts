#!/usr/bin/env node
/**
 * data-engine-client: the command-line client.
 *
 *   data-engine-client process DIR --out OUT
 *
 * Processes every .txt and .pdf file under DIR as one batch and writes OUT/results.ndjson,
 * OUT/fhir/<relative path>.json and OUT/summary.json. Safe to re-run after an interruption: the
 * batch's externalReference lives in OUT/state.json, existing documents are not added again, and
 * finished outputs are kept.
 */
import { randomUUID, createPrivateKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync, createWriteStream } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { DataEngine, type Batch, type DataEngineOptions, type Document, type DocumentInput } from './client.js';
import { ProblemError, type DataEngineError } from './errors.js';
import type { AssertionAlgorithm } from './auth.js';

const USAGE = `Usage: data-engine-client process DIR --out OUT [options]

Processes every .txt and .pdf file under DIR as one batch of the data-engine service: creates the
batch, adds or uploads each file (its path relative to DIR is its externalReference), submits, waits,
and writes
  OUT/results.ndjson              one ResultLine per document
  OUT/fhir/<relative path>.json   the FHIR R4 Bundle of each succeeded document
  OUT/summary.json                counts and every failed document
  OUT/state.json                  the batch of this folder (re-running resumes it)

Re-running after an interruption resumes the same batch without duplicating anything.

Options:
  --out OUT           output directory (required)
  --concurrency N     parallel uploads and FHIR downloads (default 4)
  --scope SCOPES      scopes to request (default: every scope of the client)
  -h, --help          this help

Environment:
  DATA_ENGINE_URL                the service base URL, e.g. https://data-engine.example.org (required)
  DATA_ENGINE_CLIENT_ID          the client ID (required)
  DATA_ENGINE_CLIENT_SECRET      the client secret (client_secret_basic), or
  DATA_ENGINE_PRIVATE_KEY_FILE   a private JWK (JSON) or PKCS#8 PEM key file (private_key_jwt)
  DATA_ENGINE_KEY_ID             key ID for a PEM key (a JWK's own kid is used otherwise)
  DATA_ENGINE_ALGORITHM          ES256 (default), ES384, RS256, RS384 or PS256

Exit status: 0 every document succeeded; 1 some failed (a table lists them) or the service
failed; 2 usage or credential errors.
`;

/** A usage or credential error: exit 2. */
class UsageError extends Error {}

/** Relative paths (with `/`) of the .txt and .pdf files under `dir`, sorted. */
function findFiles(dir: string, skip: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (resolve(path) !== skip) walk(path);
      } else if (entry.isFile() && /\.(txt|pdf)$/i.test(entry.name)) {
        found.push(relative(dir, path).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return found.sort();
}

function credentialsFromEnv(env: NodeJS.ProcessEnv, scope: string | undefined): DataEngineOptions {
  const baseUrl = env.DATA_ENGINE_URL;
  const clientId = env.DATA_ENGINE_CLIENT_ID;
  if (!baseUrl) throw new UsageError('DATA_ENGINE_URL is not set');
  if (!clientId) throw new UsageError('DATA_ENGINE_CLIENT_ID is not set');
  const common = { baseUrl, clientId, ...(scope ? { scope } : {}) };
  if (env.DATA_ENGINE_CLIENT_SECRET) return { ...common, clientSecret: env.DATA_ENGINE_CLIENT_SECRET };
  const keyFile = env.DATA_ENGINE_PRIVATE_KEY_FILE;
  if (!keyFile) throw new UsageError('set DATA_ENGINE_CLIENT_SECRET or DATA_ENGINE_PRIVATE_KEY_FILE');
  let text: string;
  try {
    text = readFileSync(keyFile, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read DATA_ENGINE_PRIVATE_KEY_FILE: ${(err as Error).message}`);
  }
  const algorithm = env.DATA_ENGINE_ALGORITHM as AssertionAlgorithm | undefined;
  const keyId = env.DATA_ENGINE_KEY_ID;
  try {
    const privateKey = text.trimStart().startsWith('{') ? JSON.parse(text) : createPrivateKey(text);
    return { ...common, privateKey, ...(keyId ? { keyId } : {}), ...(algorithm ? { algorithm } : {}) };
  } catch (err) {
    throw new UsageError(`DATA_ENGINE_PRIVATE_KEY_FILE is neither a JWK nor a PEM private key: ${(err as Error).message}`);
  }
}

interface State {
  dir: string;
  externalReference: string;
  batchId?: string;
}

/** Progress: a bar on a terminal, plain lines otherwise. */
class Progress {
  private readonly multi: cliProgress.MultiBar | undefined;
  private uploadBar: cliProgress.SingleBar | undefined;
  private processBar: cliProgress.SingleBar | undefined;
  private lastLine = '';

  constructor(private readonly total: number, private readonly stream: NodeJS.WriteStream) {
    if (stream.isTTY) {
      this.multi = new cliProgress.MultiBar(
        { stream, format: '{name} |{bar}| {value}/{total} {extra} | ETA {eta_formatted}', hideCursor: true, clearOnComplete: false, etaBuffer: 20 },
        cliProgress.Presets.shades_classic,
      );
    }
  }

  uploaded(n: number): void {
    if (this.multi) {
      this.uploadBar ??= this.multi.create(this.total, 0, { name: 'uploaded ', extra: '' });
      this.uploadBar.update(n);
    } else this.line(`uploaded ${n}/${this.total}`);
  }

  processed(batch: Batch): void {
    const c = batch.counts;
    const done = c.succeeded + c.failed + c.cancelled;
    if (this.multi) {
      this.processBar ??= this.multi.create(c.total, 0, { name: 'processed', extra: '' });
      this.processBar.setTotal(c.total);
      this.processBar.update(done, { extra: `| failed ${c.failed}` });
    } else this.line(`processed ${done}/${c.total} (failed ${c.failed}) batch ${batch.status}`);
  }

  log(message: string): void {
    if (this.multi) this.multi.log(`${message}\n`);
    else this.stream.write(`${message}\n`);
  }

  stop(): void {
    this.multi?.stop();
  }

  private line(text: string): void {
    if (text === this.lastLine) return;
    this.lastLine = text;
    this.stream.write(`${text}\n`);
  }
}

/** Runs `items` through `fn` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(workers);
}

const INLINE_LIMIT = 1024 * 1024;

async function processFolder(dirArg: string, outArg: string, options: DataEngineOptions, concurrency: number): Promise<number> {
  const dir = resolve(dirArg);
  const out = resolve(outArg);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${dirArg} is not a directory`);
  const files = findFiles(dir, out);
  if (files.length === 0) throw new UsageError(`no .txt or .pdf files under ${dirArg}`);
  mkdirSync(out, { recursive: true });

  const statePath = join(out, 'state.json');
  let state: State;
  if (existsSync(statePath)) {
    state = JSON.parse(readFileSync(statePath, 'utf8')) as State;
    if (state.dir !== dir) throw new UsageError(`${outArg} holds the batch of ${state.dir}; use another --out for ${dirArg}`);
  } else {
    state = { dir, externalReference: `data-engine-client-${randomUUID()}` };
  }
  const saveState = () => writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
  saveState();

  const de = new DataEngine(options);
  const progress = new Progress(files.length, process.stderr);
  try {
    // The batch of this folder: created once; a re-run (or a create that reached the service before
    // an interruption) finds it by its externalReference.
    let batch: Batch;
    if (state.batchId) batch = await de.batches.get(state.batchId);
    else {
      try {
        batch = await de.batches.create({ externalReference: state.externalReference, metadata: { source: 'data-engine-client' } });
      } catch (err) {
        if (!(err instanceof ProblemError && err.existingBatchId)) throw err;
        batch = await de.batches.get(err.existingBatchId);
      }
      state.batchId = batch.id;
      saveState();
    }
    progress.log(`batch ${batch.id} (${files.length} files)`);
    if (batch.status === 'cancelled') {
      throw new Error(`batch ${batch.id} was cancelled (${batch.cancellationReason ?? 'unknown reason'}); delete ${statePath} to start a new batch`);
    }

    if (batch.status === 'pending') {
      const existing = new Map<string, Document>();
      for await (const d of de.documents.list(batch.id)) existing.set(d.externalReference, d);
      let uploaded = [...existing.values()].filter((d) => d.status !== 'awaiting_upload').length;
      progress.uploaded(uploaded);
      const inline: DocumentInput[] = [];
      const uploads: string[] = [];
      for (const file of files) {
        const known = existing.get(file);
        if (known && known.status !== 'awaiting_upload') continue;
        const size = statSync(join(dir, file)).size;
        if (!known && /\.txt$/i.test(file) && size <= INLINE_LIMIT) {
          inline.push({ externalReference: file, mediaType: 'text/plain', content: readFileSync(join(dir, file), 'utf8'), filename: file.split('/').pop()! });
        } else uploads.push(file);
      }
      if (inline.length > 0) {
        await de.documents.add(batch.id, inline);
        uploaded += inline.length;
        progress.uploaded(uploaded);
      }
      await pool(uploads, concurrency, async (file) => {
        const mediaType = /\.pdf$/i.test(file) ? 'application/pdf' : 'text/plain';
        const data = readFileSync(join(dir, file));
        // Declared by an interrupted run: send the bytes only (a new declaration might not match it).
        const declared = existing.get(file);
        if (declared) await de.documents.uploadContent(batch.id, declared.id, { mediaType: declared.mediaType, data });
        else await de.documents.upload(batch.id, { externalReference: file, mediaType, data, filename: file.split('/').pop()! });
        progress.uploaded(++uploaded);
      });
      batch = await de.batches.submit(batch.id);
    }

    batch = await de.batches.waitForCompletion(batch.id, { onProgress: (b) => progress.processed(b) });
    progress.processed(batch);

    // results.ndjson: written to a temporary file and renamed, so a partial file never looks complete.
    const resultsPath = join(out, 'results.ndjson');
    const tmp = `${resultsPath}.partial`;
    const sink = createWriteStream(tmp);
    const succeeded: Array<{ documentId: string; externalReference: string }> = [];
    for await (const line of de.results.stream(batch.id)) {
      if (!sink.write(`${JSON.stringify(line)}\n`)) await new Promise<void>((r) => sink.once('drain', () => r()));
      if (line.status === 'succeeded') succeeded.push({ documentId: line.documentId, externalReference: line.externalReference });
    }
    await new Promise<void>((res, rej) => sink.end((err?: Error | null) => (err ? rej(err) : res())));
    renameSync(tmp, resultsPath);

    await pool(succeeded, concurrency, async ({ documentId, externalReference }) => {
      const path = join(out, 'fhir', `${externalReference}.json`);
      if (existsSync(path)) return;
      const bundle = await de.documents.fhirBundle(batch.id, documentId);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.partial`, `${JSON.stringify(bundle, null, 2)}\n`);
      renameSync(`${path}.partial`, path);
    });

    const failures: Array<{ file: string; status: string; code: string | null; message: string | null }> = [];
    for (const status of ['failed', 'cancelled'] as const) {
      for await (const d of de.documents.list(batch.id, { status })) {
        failures.push({ file: d.externalReference, status: d.status, code: d.error?.code ?? null, message: d.error?.message ?? null });
      }
    }
    failures.sort((a, b) => (a.file < b.file ? -1 : 1));
    const summary = {
      batchId: batch.id,
      externalReference: state.externalReference,
      status: batch.status,
      files: files.length,
      counts: batch.counts,
      results: 'results.ndjson',
      fhir: succeeded.map((s) => `fhir/${s.externalReference}.json`).sort(),
      failures,
    };
    writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    progress.stop();

    process.stdout.write(`${batch.counts.succeeded} of ${batch.counts.total} documents succeeded; results in ${outArg}\n`);
    if (failures.length === 0) return 0;
    const width = Math.max(4, ...failures.map((f) => f.file.length));
    const codeWidth = Math.max(6, ...failures.map((f) => (f.code ?? f.status).length));
    process.stdout.write(`\n${failures.length} document(s) did not succeed:\n${'FILE'.padEnd(width)}  ${'REASON'.padEnd(codeWidth)}  MESSAGE\n`);
    for (const f of failures) process.stdout.write(`${f.file.padEnd(width)}  ${(f.code ?? f.status).padEnd(codeWidth)}  ${f.message ?? ''}\n`);
    return 1;
  } finally {
    progress.stop();
  }
}

/** Runs the command line; resolves with the exit status. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: 'string' }, concurrency: { type: 'string' }, scope: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  try {
    const [command, dir, ...extra] = positionals;
    if (command !== 'process' || !dir || extra.length > 0) throw new UsageError(command && command !== 'process' ? `unknown command "${command}"` : 'expected: process DIR --out OUT');
    if (!values.out) throw new UsageError('--out OUT is required');
    const concurrency = values.concurrency === undefined ? 4 : Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) throw new UsageError('--concurrency must be an integer from 1 to 32');
    return await processFolder(dir, values.out, credentialsFromEnv(env, values.scope), concurrency);
  } catch (err) {
    if (err instanceof UsageError) {
      process.stderr.write(`data-engine-client: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof ProblemError && err.error !== undefined) {
      // The token endpoint refused the credentials (RFC 6749 §5.2).
      process.stderr.write(`data-engine-client: credentials refused: ${err.error}${err.error_description ? ` (${err.error_description})` : ''}\n`);
      return 2;
    }
    const e = err as DataEngineError;
    process.stderr.write(`data-engine-client: ${e.message}${err instanceof ProblemError && err.requestId ? ` (request ${err.requestId})` : ''}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
