/**
 * Builds the static API documentation from openapi.yaml into dist/docs/:
 *   index.html            the API reference (Redocly build-docs, Redoc inlined: works offline)
 *   errors/index.html     the problem types of `x-problem-types`
 *   errors/<slug>.html    one page per problem type: the target of problem `type` URIs
 *                         (`<DOCS_URL>/errors/<slug>`, RFC 9457 §3.1.1)
 *
 *   npx tsx scripts/build-docs.ts [--spec openapi.yaml] [--out dist/docs]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SPEC, ROOT, isObject, loadSpec, problemTypes, type Json, type OpenApiDoc, type ProblemType } from './lib/spec.js';

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with Markdown code spans (`x`) as <code>, the only Markdown the descriptions use. */
function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #222; }
code { background: #f3f3f3; padding: 0 .2em; border-radius: 3px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: .3em .6em; text-align: left; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** HTML of one problem type's page. */
export function problemPage(apiTitle: string, p: ProblemType): string {
  return page(
    `${p.title} (${p.slug}) - ${apiTitle}`,
    `<p><a href="index.html">Problem types</a> · <a href="../index.html">API reference</a></p>
<h1>${escapeHtml(p.title)}</h1>
<p>HTTP status <strong>${p.status}</strong> · problem type <code>${escapeHtml(p.slug)}</code></p>
<p>${inlineHtml(p.description)}</p>
<p>Error responses are <code>application/problem+json</code> (RFC 9457). Handle them by HTTP status and
<code>errors[].code</code>; <code>detail</code> is for people and can change. Quote <code>requestId</code>
when reporting a problem.</p>`,
  );
}

/** HTML of the problem type index. */
export function problemIndex(apiTitle: string, types: ProblemType[]): string {
  const rows = types
    .map((p) => `<tr><td>${p.status}</td><td><a href="${escapeHtml(p.slug)}.html">${escapeHtml(p.slug)}</a></td><td>${inlineHtml(p.description)}</td></tr>`)
    .join('\n');
  return page(
    `Problem types - ${apiTitle}`,
    `<p><a href="../index.html">API reference</a></p>
<h1>Problem types</h1>
<p>The <code>type</code> of every problem response of ${escapeHtml(apiTitle)} is one of these pages.</p>
<table>
<thead><tr><th>Status</th><th>Type</th><th>Meaning</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/**
 * The document as the reference renders it. An NDJSON body is declared as a string with its line
 * schema in `x-ndjson-item` (toolchain.md pitfall 2), which Redoc would show as only "string"; for the
 * reader it becomes the line schema itself (`allOf: [<x-ndjson-item>]`), keeping the description that
 * says each line is one such object. The contract (openapi.yaml) is unchanged.
 */
export function renderableSpec(doc: OpenApiDoc): OpenApiDoc {
  const copy = structuredClone(doc);
  const visit = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && isObject(value) && value['x-ndjson-item'] !== undefined) {
        const line = value['x-ndjson-item'];
        node[key] = {
          description: `${typeof value.description === 'string' ? `${value.description} ` : ''}Each line of the body (\`${String(value.contentMediaType ?? 'application/x-ndjson')}\`) is one object of this schema.`,
          allOf: [line],
        };
      } else visit(value);
    }
  };
  visit(copy);
  return copy;
}

/**
 * Renders the reference and the problem type pages.
 * @param specFile openapi.yaml
 * @param outDir output directory
 */
export function buildDocs(specFile: string, outDir: string): void {
  const doc = loadSpec(specFile);
  const types = problemTypes(doc);
  const info = doc.info as { title?: unknown } | undefined;
  const apiTitle = typeof info?.title === 'string' ? info.title : 'API';

  // Only errors/ is cleared (pages of removed slugs); index.html is overwritten.
  rmSync(join(outDir, 'errors'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'errors'), { recursive: true });
  const index = join(outDir, 'index.html');
  const renderDir = mkdtempSync(join(tmpdir(), 'data-engine-docs-spec-'));
  const rendered = join(renderDir, 'openapi.json');
  writeFileSync(rendered, JSON.stringify(renderableSpec(doc)));
  try {
    execFileSync(
      join(ROOT, 'node_modules/.bin/redocly'),
      // --inlineBundle embeds the Redoc bundle; without it the page loads redoc.standalone.js from a CDN.
      ['build-docs', rendered, '--config', join(ROOT, 'redocly.yaml'), '--inlineBundle', '--output', index],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
  } finally {
    rmSync(renderDir, { recursive: true, force: true });
  }
  const remote = /<script[^>]+src=["']?https?:|<link[^>]+href=["']?https?:[^>]+stylesheet/i.exec(readFileSync(index, 'utf8'));
  if (remote) throw new Error(`${index} loads a remote script or stylesheet: ${remote[0]}`);

  for (const p of types) writeFileSync(join(outDir, 'errors', `${p.slug}.html`), problemPage(apiTitle, p));
  writeFileSync(join(outDir, 'errors', 'index.html'), problemIndex(apiTitle, types));
  console.log(`wrote ${index} and ${types.length} problem type pages under ${join(outDir, 'errors')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { spec: { type: 'string' }, out: { type: 'string' } } });
  try {
    buildDocs(resolve(values.spec ?? DEFAULT_SPEC), resolve(values.out ?? join(ROOT, 'dist/docs')));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
