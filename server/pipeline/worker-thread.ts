/**
 * Worker-thread entry of the extraction pool: loads the vocabulary once, then runs acquireText +
 * extract for each request from the pool (see thread-pool.ts for the message protocol).
 */
import { parentPort } from 'node:worker_threads';
import { acquireText } from './acquire.js';
import { defaultContextRules } from './context.js';
import { PipelineError, toPipelineError } from './errors.js';
import { extract } from './extract.js';
import { runDocumentJob } from '../worker/document-job.js';
import type { WorkerRequest, WorkerResponse } from './thread-pool.js';
import { defaultVocabulary } from './vocabulary.js';

if (!parentPort) throw new Error('worker-thread.ts must run inside a worker thread');
const port = parentPort;

defaultVocabulary();
defaultContextRules();

function memory(): { rss: number; heapUsed: number; heapTotal: number; external: number } {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
}

port.on('message', async (msg: WorkerRequest) => {
  let reply: WorkerResponse;
  try {
    if (msg.op === 'document') {
      // A plain object of three fields, the entities already one string: cheap to clone.
      reply = { id: msg.id, ok: true, result: await runDocumentJob(msg.job) };
    } else if (msg.op === 'process') {
      const acquired = await acquireText(msg.input);
      reply = { id: msg.id, ok: true, json: JSON.stringify({ ...acquired, entities: extract(acquired.text) }) };
    } else if (msg.op === 'acquire') {
      reply = { id: msg.id, ok: true, result: await acquireText(msg.input) };
    } else if (msg.op === 'extract') {
      reply = { id: msg.id, ok: true, json: JSON.stringify(extract(msg.text)) };
    } else {
      reply = { id: msg.id, ok: true, result: memory() };
    }
  } catch (err) {
    const e: PipelineError = toPipelineError(err);
    reply = { id: msg.id, ok: false, error: { code: e.code, message: e.message } };
  }
  port.postMessage(reply);
});

port.postMessage({ id: 0, ok: true, result: 'ready' } satisfies WorkerResponse);
