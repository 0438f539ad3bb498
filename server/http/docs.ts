/**
 * Serves the rendered API reference (`npm run docs` writes dist/docs) at `/docs`, including one page
 * per problem type at `/docs/errors/<slug>`, so that problem `type` URIs resolve.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';
import { AppError } from '../errors.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Middleware serving `root` under `mount` (GET and HEAD only). */
export function docsMiddleware(root: string, mount = '/docs') {
  return async function docs(ctx: Context, next: Next): Promise<void> {
    if (ctx.path !== mount && !ctx.path.startsWith(`${mount}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new AppError('method-not-allowed', 'The documentation is read-only.', { allow: ['GET', 'HEAD'] });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path.slice(mount.length) || '/');
    } catch {
      throw new AppError('not-found', 'No such documentation page.');
    }
    const rel = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const base = join(root, rel);
    if (!base.startsWith(root)) throw new AppError('not-found', 'No such documentation page.');
    const candidates = rel.endsWith(sep) || rel === '/' ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
    for (const file of candidates) {
      if (await isFile(file)) {
        ctx.type = types[extname(file)] ?? 'application/octet-stream';
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = createReadStream(file);
        return;
      }
    }
    throw new AppError('not-found', `No documentation page at ${ctx.path.slice(0, 200)}. (Operators: run "npm run docs" to render the reference.)`);
  };
}
