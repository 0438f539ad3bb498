/**
 * Generates generated/ from openapi.yaml. The output is deterministic (document order or sorted keys,
 * no timestamps, no absolute paths) so that `--check` can compare it byte for byte.
 *
 *   openapi.ts          openapi-typescript types (paths, components, operations) + `Schemas`
 *   operations.ts       the operation table for the router (`operations`, `operationsById`, `OperationId`)
 *   handlers.ts         `OperationTypes`: per operation, the validated request and the union of declared
 *                       responses a handler may return (server/http/router.ts builds `Handlers` on it)
 *   validators.cjs      Ajv 2020 standalone validators (CommonJS: toolchain.md pitfall 6), typed by
 *   validators.d.cts    (the declaration NodeNext pairs with a .cjs) and wrapped by
 *   validators.ts       `validators.schemas.<Name>` and `validators.operations.<operationId>`
 *   client.ts           `createLowLevelClient`, openapi-fetch typed by `paths`
 *   problem-types.ts    `problemTypes` by slug, from `x-problem-types`
 *   code-samples.ts     the `x-codeSamples` SDK samples of every operation, wrapped so that `tsc` checks them
 *
 * and the SDK package client/ (`data-engine-client`):
 *
 *   client/src/generated/openapi.ts, problem-types.ts   the same types, inside the package
 *   client/dist/**      client/src compiled to ESM JavaScript and declarations (client/tsconfig.json),
 *                       committed so that `npm install <path to client/>` needs no TypeScript tooling
 *
 *   npx tsx scripts/generate.ts                 write generated/ (and delete files it no longer makes)
 *   npx tsx scripts/generate.ts --check         exit 1 and name the files when generated/ is stale
 *   options: --spec <file> (default openapi.yaml), --out <dir> (default generated)
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import ajvStandalone from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import {
  DEFAULT_SPEC,
  HTTP_METHODS,
  ROOT,
  at,
  deref,
  extensionKeys,
  isObject,
  listOperations,
  loadSpec,
  operationParameters,
  pointer,
  problemTypes,
  refSegments,
  type HttpMethod,
  type Json,
  type JsonObject,
  type OpenApiDoc,
  type SpecOperation,
} from './lib/spec.js';

// Both are CommonJS with `exports.default`; a NodeNext default import is the whole module.exports.
const addFormats = ajvFormats.default;
const standaloneCode = ajvStandalone.default;

const HEADER = '// Generated from openapi.yaml by scripts/generate.ts; do not edit.\n';

/** Key under which the whole document is added to Ajv; validators reference `openapi.json#/...`. */
const DOC_ID = 'openapi.json';

/**
 * OpenAPI keywords that are not JSON Schema keywords: the document's top-level fields (the document
 * itself is added to Ajv) and the OpenAPI Schema Object extras (OAS 3.1 §4.8.24). Ajv strict mode
 * rejects unknown keywords, so they are declared as vocabulary together with every `x-` key found.
 */
const OPENAPI_KEYWORDS = [
  'openapi', 'jsonSchemaDialect', 'webhooks', 'info', 'servers', 'security', 'tags', 'paths', 'components',
  'externalDocs', 'example', 'discriminator', 'xml',
];

/**
 * `faker`: a json-schema-faker keyword (the generator of Prism's dynamic mode) that pins what the mock
 * generates where the schema alone would give invalid or unwieldy data. An annotation for validators.
 */
const MOCK_KEYWORDS = ['faker'];

/** Request headers that OpenAPI says to ignore as parameters (OAS 3.1 §4.8.12.1). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

const FORM = 'application/x-www-form-urlencoded';
const NDJSON = 'application/x-ndjson';
const isJson = (mediaType: string): boolean => /^application\/(?:[\w.-]+\+)?json$/.test(mediaType);

/** What one generator run produces: file name (relative to generated/) → content. */
export type GeneratedFiles = Map<string, string>;

interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  path: string;
  koaPath: string;
  tag: string;
  scopes: string[][];
  successStatus: number;
  requestContentTypes: string[];
  requestBodyRequired: boolean;
  responseContentTypes: string[];
  /** Media types by declared status (`'204': []` for a response without a body). */
  responses: { [status: string]: string[] };
  maxBodyBytes: number | null;
  extensions: JsonObject;
}

/**
 * Runs every generator over one OpenAPI document.
 * @param specFile path of openapi.yaml
 * @returns the files to place under generated/
 */
export async function generate(specFile: string): Promise<GeneratedFiles> {
  const doc = loadSpec(specFile);
  const ops = listOperations(doc);
  const infos = ops.map((op) => operationInfo(doc, op));
  const files: GeneratedFiles = new Map();
  files.set('openapi.ts', await typesFile(specFile));
  files.set('operations.ts', operationsFile(infos));
  files.set('handlers.ts', handlersFile(doc, ops));
  for (const [name, content] of validatorFiles(doc, ops)) files.set(name, content);
  files.set('client.ts', clientFile(infos));
  files.set('problem-types.ts', problemTypesFile(doc));
  files.set('code-samples.ts', codeSamplesFile(doc, ops));
  return files;
}

/**
 * Only the type files the server's handlers compile against (openapi.ts and handlers.ts): for checks
 * that compile the handlers against another version of the spec without generating everything.
 */
export async function generateHandlerTypes(specFile: string): Promise<GeneratedFiles> {
  const doc = loadSpec(specFile);
  return new Map([
    ['openapi.ts', await typesFile(specFile)],
    ['handlers.ts', handlersFile(doc, listOperations(doc))],
  ]);
}

// ---------------------------------------------------------------------------------------------------
// client/ (the SDK package)

const CLIENT_DIR = join(ROOT, 'client');
/** Directories of client/ that hold only generator output (stale files in them are deleted or reported). */
const CLIENT_OUTPUT_DIRS = ['src/generated', 'dist'];

/**
 * The generated files of the SDK package, by path relative to client/: the types copied in, and
 * client/src compiled with client/tsconfig.json (the copied types are read from memory, so that
 * `--check` compiles exactly what a fresh `generate` would).
 */
export function generateClient(generated: GeneratedFiles): GeneratedFiles {
  const out: GeneratedFiles = new Map();
  const overlay = new Map<string, string>();
  for (const name of ['openapi.ts', 'problem-types.ts']) {
    const content = generated.get(name)!;
    out.set(`src/generated/${name}`, content);
    overlay.set(join(CLIENT_DIR, 'src/generated', name), content);
  }
  const configFile = join(CLIENT_DIR, 'tsconfig.json');
  const read = ts.readConfigFile(configFile, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, CLIENT_DIR);
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => overlay.get(resolve(f)) ?? readFile(f);
  host.fileExists = (f) => overlay.has(resolve(f)) || fileExists(f);
  host.writeFile = (f, text) => out.set(relative(CLIENT_DIR, f).split('\\').join('/'), text);
  const roots = [...new Set([...parsed.fileNames.map((f) => resolve(f)), ...overlay.keys()])].sort();
  const program = ts.createProgram(roots, parsed.options, host);
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length > 0) {
    throw new Error(`client/ does not compile:\n${ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' })}`);
  }
  return out;
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name)).split('\\').join('/')],
  );
}

/** Files under client/'s output directories that differ from `files` or that it would not make. */
export function staleClientFiles(files: GeneratedFiles): string[] {
  const onDisk = CLIENT_OUTPUT_DIRS.flatMap((d) => listFiles(join(CLIENT_DIR, d)).map((f) => `${d}/${f}`));
  const differing = [...files].filter(([name, content]) => {
    const path = join(CLIENT_DIR, name);
    return !existsSync(path) || readFileSync(path, 'utf8') !== content;
  });
  return [...new Set([...differing.map(([n]) => n), ...onDisk.filter((n) => !files.has(n))])].sort();
}

function writeClient(files: GeneratedFiles): void {
  for (const name of staleClientFiles(files)) if (!files.has(name)) rmSync(join(CLIENT_DIR, name));
  for (const [name, content] of files) {
    const path = join(CLIENT_DIR, name);
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) writeFileSync(path, content);
    // The package's bin must be executable for `npx data-engine-client` from a linked folder.
    if (content.startsWith('#!')) chmodSync(path, 0o755);
  }
}

// ---------------------------------------------------------------------------------------------------
// openapi.ts

/**
 * Binary content (OAS 3.1 §4.8.14.3: a string schema with a non-text `contentMediaType`, or
 * `format: binary`) is typed as the bytes a caller can send, so that a Uint8Array, Blob or stream
 * type-checks as an upload body. NDJSON and JSON strings stay `string`.
 */
function binaryType(schema: { type?: unknown; format?: unknown; contentMediaType?: unknown }): ts.TypeNode | undefined {
  const media = typeof schema.contentMediaType === 'string' ? schema.contentMediaType : undefined;
  const binary = schema.format === 'binary' || (schema.type === 'string' && media !== undefined && media !== NDJSON && !isJson(media));
  if (!binary) return undefined;
  const f = ts.factory;
  return f.createUnionTypeNode([
    f.createTypeReferenceNode('Blob'),
    f.createTypeReferenceNode('Uint8Array'),
    f.createTypeReferenceNode('ReadableStream', [f.createTypeReferenceNode('Uint8Array')]),
    f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
  ]);
}

async function typesFile(specFile: string): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specFile), { silent: true, transform: (schema) => binaryType(schema) });
  return `${HEADER}\n${astToString(ast)}\n/** Component schemas by name. */\nexport type Schemas = components['schemas'];\n`;
}

// ---------------------------------------------------------------------------------------------------
// operations.ts

function operationInfo(doc: OpenApiDoc, op: SpecOperation): OperationInfo {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const { operation } = op;
  if (typeof operation.operationId !== 'string') throw new Error(`${where}: no operationId`);
  const tags = Array.isArray(operation.tags) ? operation.tags : [];
  if (tags.length !== 1 || typeof tags[0] !== 'string') throw new Error(`${where}: needs exactly one tag`);

  const responses = responseEntries(doc, op);
  const success = responses.map(([status]) => Number(status)).filter((s) => s >= 200 && s < 300);
  if (success.length === 0) throw new Error(`${where}: no 2xx response declared`);

  const requestBody = isObject(operation.requestBody) ? deref(doc, operation.requestBody, []).value : null;
  const requestContent = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
  const responseTypes = new Set(responses.flatMap(([, r]) => (isObject(r.content) ? Object.keys(r.content) : [])));

  const max = operation['x-max-body-bytes'];
  if (max !== undefined && !(typeof max === 'number' && Number.isInteger(max) && max > 0)) {
    throw new Error(`${where}: x-max-body-bytes must be a positive integer`);
  }
  return {
    operationId: operation.operationId,
    method: op.method,
    path: op.path,
    koaPath: koaPath(op.path),
    tag: tags[0],
    scopes: scopes(doc, op),
    successStatus: Math.min(...success),
    requestContentTypes: Object.keys(requestContent),
    requestBodyRequired: isObject(requestBody) && requestBody.required === true,
    responseContentTypes: [...responseTypes],
    responses: Object.fromEntries(responses.map(([status, r]) => [status, isObject(r.content) ? Object.keys(r.content) : []])),
    maxBodyBytes: max ?? null,
    extensions: Object.fromEntries(
      Object.keys(operation)
        .filter((k) => k.startsWith('x-'))
        .sort()
        .map((k) => [k, operation[k] ?? null]),
    ),
  };
}

/** Declared responses in ascending status order (`default` and `4XX`-style ranges last), refs resolved. */
function responseEntries(doc: OpenApiDoc, op: SpecOperation): [string, JsonObject, string[]][] {
  const responses = op.operation.responses;
  if (!isObject(responses)) return [];
  return Object.keys(responses)
    .sort(compareStatus)
    .map((status) => {
      const { value, segments } = deref(doc, at(responses, [status]), [...op.segments, 'responses', status]);
      if (!isObject(value)) throw new Error(`${pointer(segments)}: response is not an object`);
      return [status, value, segments];
    });
}

function compareStatus(a: string, b: string): number {
  const rank = (s: string): number => (/^\d{3}$/.test(s) ? Number(s) : s === 'default' ? 2000 : 1000 + Number(s[0]));
  return rank(a) - rank(b);
}

/**
 * OpenAPI path template → @koa/router 15 (path-to-regexp 8) path: `{id}` becomes `:id` (quoted when
 * not an identifier) and path-to-regexp's reserved characters `{}()[]+?!:*\` in literal text are
 * escaped. `$` and `.` are literal in path-to-regexp 8, so `/$everything` and `/.well-known` pass as-is.
 */
export function koaPath(path: string): string {
  return path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (param === undefined) return part.replace(/[{}()[\]+?!:*\\]/g, '\\$&');
      return /^[A-Za-z_$][\w$]*$/.test(param) ? `:${param}` : `:${JSON.stringify(param)}`;
    })
    .join('');
}

/**
 * Bearer-token scope alternatives from the operation's (or the document's) `security`: one string[]
 * per requirement object (any one suffices). Only bearer schemes (oauth2, openIdConnect, http bearer)
 * count: when some alternative needs no bearer token (`{}`, or HTTP Basic on the token endpoint) the
 * operation is public for bearer authentication and the result is `[]`, as for `security: []`.
 */
function scopes(doc: OpenApiDoc, op: SpecOperation): string[][] {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const security = op.operation.security ?? doc.security ?? [];
  if (!Array.isArray(security)) throw new Error(`${where}: security must be an array`);
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const isBearer = (name: string): boolean => {
    const { value } = deref(doc, schemes[name] ?? null, ['components', 'securitySchemes', name]);
    if (!isObject(value)) throw new Error(`${where}: unknown security scheme ${name}`);
    return value.type === 'oauth2' || value.type === 'openIdConnect' || (value.type === 'http' && String(value.scheme).toLowerCase() === 'bearer');
  };
  const alternatives: string[][] = [];
  for (const requirement of security) {
    const bearer = isObject(requirement) ? Object.entries(requirement).filter(([name]) => isBearer(name)) : [];
    if (bearer.length === 0) return [];
    alternatives.push(bearer.flatMap(([, s]) => (Array.isArray(s) ? s.map(String) : [])));
  }
  return alternatives;
}

/**
 * Route order for @koa/router, which tries routes in registration order: compare segment by segment,
 * and at the first difference a literal segment comes before a templated one, so that
 * `/fhir/R4/metadata` is registered before `/fhir/R4/{resourceType}`.
 */
export function compareRoutes(a: { path: string; method: HttpMethod }, b: { path: string; method: HttpMethod }): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const x = sa[i] ?? '';
    const y = sb[i] ?? '';
    if (x === y) continue;
    const tx = x.includes('{');
    const ty = y.includes('{');
    if (tx !== ty) return tx ? 1 : -1;
    return x < y ? -1 : 1;
  }
  if (sa.length !== sb.length) return sa.length - sb.length;
  return HTTP_METHODS.indexOf(a.method) - HTTP_METHODS.indexOf(b.method);
}

function operationsFile(infos: OperationInfo[]): string {
  const ids = infos.map((i) => i.operationId);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`operationId ${dup} is used twice`);
  const sorted = [...infos].sort(compareRoutes);
  const byId = [...infos].sort((a, b) => (a.operationId < b.operationId ? -1 : 1));
  const lit = (v: unknown): string => JSON.stringify(v);
  const entry = (i: OperationInfo): string =>
    [
      `  ${lit(i.operationId)}: {`,
      `    operationId: ${lit(i.operationId)},`,
      `    method: ${lit(i.method)},`,
      `    path: ${lit(i.path)},`,
      `    koaPath: ${lit(i.koaPath)},`,
      `    tag: ${lit(i.tag)},`,
      `    scopes: ${lit(i.scopes)},`,
      `    successStatus: ${i.successStatus},`,
      `    requestContentTypes: ${lit(i.requestContentTypes)},`,
      `    requestBodyRequired: ${i.requestBodyRequired},`,
      `    responseContentTypes: ${lit(i.responseContentTypes)},`,
      `    responses: ${lit(i.responses)},`,
      `    maxBodyBytes: ${lit(i.maxBodyBytes)},`,
      `    extensions: ${lit(i.extensions)},`,
      `  },`,
    ].join('\n');
  const methods = HTTP_METHODS.filter((m) => infos.some((i) => i.method === m));
  return `${HEADER}
/** operationIds of openapi.yaml. */
export type OperationId =
${byId.map((i) => `  | ${lit(i.operationId)}`).join('\n')};

/** The lower-case HTTP methods openapi.yaml uses (each is a method of @koa/router). */
export type OperationMethod = ${methods.map(lit).join(' | ')};

/** An operation of openapi.yaml, with what a router needs to serve it. */
export interface Operation {
  readonly operationId: OperationId;
  /** Lower-case HTTP method. */
  readonly method: OperationMethod;
  /** OpenAPI path template, e.g. \`/v1/data-engine/batches/{batchId}\`. */
  readonly path: string;
  /** The same path for @koa/router 15, e.g. \`/v1/data-engine/batches/:batchId\`. */
  readonly koaPath: string;
  /** The operation's one tag. */
  readonly tag: string;
  /**
   * Bearer-token scope alternatives from \`security\`: the token needs every scope of at least one
   * inner list. \`[]\` means no bearer token is needed (\`security: []\`, or an alternative without a
   * bearer scheme, as on the token endpoint); \`[[]]\` means a token with no particular scope.
   */
  readonly scopes: readonly (readonly string[])[];
  /** The lowest 2xx status declared. */
  readonly successStatus: number;
  /** Request body media types, in document order (empty when there is no body). */
  readonly requestContentTypes: readonly string[];
  readonly requestBodyRequired: boolean;
  /** Media types of all declared responses, success responses first. */
  readonly responseContentTypes: readonly string[];
  /** Media types of each declared response by status (\`'200'\`); empty for a response without a body. */
  readonly responses: { readonly [status: string]: readonly string[] };
  /** \`x-max-body-bytes\`, or null when the operation sets no limit of its own. */
  readonly maxBodyBytes: number | null;
  /** Every operation-level \`x-\` key with its value (e.g. \`x-smart-resource-scope\`). */
  readonly extensions: { readonly [key: \`x-\${string}\`]: unknown };
}

/** Every operation by operationId. */
export const operationsById: { readonly [K in OperationId]: Operation & { readonly operationId: K } } = {
${byId.map(entry).join('\n')}
};

/** Every operation in route registration order: literal path segments before templated ones. */
export const operations: readonly Operation[] = [
${sorted.map((i) => `  operationsById[${lit(i.operationId)}],`).join('\n')}
];
`;
}

// ---------------------------------------------------------------------------------------------------
// handlers.ts

/**
 * Response headers that the HTTP layer sets on every response it sends, so that no handler does:
 * `Request-Id` (the application) and the rate-limit headers (the authentication middleware). They are
 * left out of the handler response types; every other declared header is the handler's to set.
 */
const FRAMEWORK_HEADERS = new Set(['request-id', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']);

/** A property name as TypeScript source: bare when it is an identifier, quoted otherwise. */
const propertyName = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * The handler types of every operation, written over openapi-typescript's `operations` (openapi.ts)
 * so that no schema is restated: the request as the router hands it over after validation (path,
 * query and header parameters with defaults applied, the JSON or form body) and the union of the
 * responses the operation declares (status, the headers a handler sets, the body per media type).
 */
function handlersFile(doc: OpenApiDoc, ops: SpecOperation[]): string {
  const lit = (v: unknown): string => JSON.stringify(v);
  const byTag = new Map<string, string[]>();
  const entries: string[] = [];
  const sorted = [...ops].sort((a, b) => (String(a.operation.operationId) < String(b.operation.operationId) ? -1 : 1));
  for (const op of sorted) {
    const id = String(op.operation.operationId);
    const O = `operations[${lit(id)}]`;
    const tag = String((op.operation.tags as Json[])[0]);
    byTag.set(tag, [...(byTag.get(tag) ?? []), id]);

    const parameters = operationParameters(doc, op);
    const location = (where: 'path' | 'query' | 'header'): string => {
      const lines: string[] = [];
      for (const { parameter, schemaSegments } of parameters) {
        if (parameter.in !== where) continue;
        const name = where === 'header' ? parameter.name.toLowerCase() : parameter.name;
        if (where === 'header' && IGNORED_HEADERS.has(name)) continue;
        const schema = deref(doc, at(doc, schemaSegments), schemaSegments).value;
        // Validation fills in a default, so a parameter with one is always there for the handler.
        const present = where === 'path' || parameter.required === true || (isObject(schema) && schema.default !== undefined);
        const type = `NonNullable<${O}['parameters'][${lit(where)}]>[${lit(parameter.name)}]`;
        lines.push(`      ${propertyName(name)}${present ? `: NonNullable<${type}>` : `?: ${type}`};`);
      }
      // No parameters here: an empty object type, on which reading any name is a compile error.
      return lines.length > 0 ? `{\n${lines.join('\n')}\n    }` : 'Record<never, never>';
    };

    const requestBody = isObject(op.operation.requestBody) ? deref(doc, op.operation.requestBody, []).value : null;
    const content = isObject(requestBody) && isObject(requestBody.content) ? Object.keys(requestBody.content) : [];
    const structured = content.find((mt) => isJson(mt) || mt === FORM);
    const required = isObject(requestBody) && requestBody.required === true;
    const body =
      structured === undefined
        ? content.length > 0
          ? `undefined; // ${content.join(', ')}: read the raw body with request.readBody`
          : 'undefined;'
        : `NonNullable<${O}['requestBody']>['content'][${lit(structured)}]${required ? '' : ' | undefined'};`;

    const members: string[] = [];
    for (const [status, response, segments] of responseEntries(doc, op)) {
      if (!/^\d{3}$/.test(status)) throw new Error(`${id}: response ${status}: handler types need each status written out`);
      const R = `${O}['responses'][${status}]`;
      const declared = isObject(response.headers) ? response.headers : {};
      const headerLines: string[] = [];
      let anyRequired = false;
      for (const name of Object.keys(declared)) {
        if (FRAMEWORK_HEADERS.has(name.toLowerCase())) continue;
        const header = deref(doc, declared[name] ?? null, [...segments, 'headers', name]).value;
        const isRequired = isObject(header) && header.required === true;
        anyRequired ||= isRequired;
        headerLines.push(`${propertyName(name)}${isRequired ? '' : '?'}: NonNullable<${R}['headers'][${lit(name)}]>`);
      }
      const headers = headerLines.length > 0 ? `headers${anyRequired ? '' : '?'}: { ${headerLines.join('; ')} }` : 'headers?: Record<string, never>';
      const media = isObject(response.content) ? response.content : {};
      const types = Object.keys(media);
      if (types.length === 0) members.push(`{ status: ${status}; ${headers}; body?: undefined }`);
      for (const mediaType of types) {
        const schema = at(media, [mediaType, 'schema']);
        const item = isObject(schema) ? schema['x-ndjson-item'] : undefined;
        let bodyType = `${R}['content'][${lit(mediaType)}]`;
        if (item !== undefined) {
          const ref = isObject(item) && typeof item.$ref === 'string' ? refSegments(item.$ref) : [];
          if (ref.length !== 3 || ref[0] !== 'components' || ref[1] !== 'schemas') {
            throw new Error(`${id}: response ${status}: x-ndjson-item must be a $ref to a component schema`);
          }
          // NDJSON is typed as a string by openapi-typescript; a handler returns the lines, the router writes them.
          bodyType = `AsyncIterable<components['schemas'][${lit(ref[2])}]>`;
        }
        // With one media type the router knows it; with several the handler says which it answers.
        members.push(`{ status: ${status}; type${types.length > 1 ? '' : '?'}: ${lit(mediaType)}; ${headers}; body: ${bodyType} }`);
      }
    }

    entries.push(
      [
        `  ${propertyName(id)}: {`,
        `    params: ${location('path')};`,
        `    query: ${location('query')};`,
        `    headers: ${location('header')};`,
        `    body: ${body}`,
        `    authenticated: ${scopes(doc, op).length > 0};`,
        `    response:`,
        ...members.map((m, i) => `      | ${m}${i === members.length - 1 ? ';' : ''}`),
        `  };`,
      ].join('\n'),
    );
  }
  const tags = [...byTag.keys()].sort();
  return `${HEADER}
import type { components, operations } from './openapi.js';

/**
 * What a handler of each operation receives and returns, by operationId:
 *
 * - \`params\`, \`query\`, \`headers\`: the parameters after validation (coerced, defaults filled in, so a
 *   parameter with a default is always present); header names in lower case, as Node delivers them.
 *   Query and header parameters the operation does not declare are not typed.
 * - \`body\`: the validated JSON or form body; \`undefined\` for raw bodies (read from the request stream)
 *   and operations without a body.
 * - \`authenticated\`: whether the operation needs a bearer token (the caller is then known).
 * - \`response\`: one member per declared status and media type. \`type\` is the media type (optional when
 *   the status declares only one), \`headers\` the declared response headers except those the HTTP layer
 *   sets on every response (Request-Id, RateLimit-*), \`body\` the declared schema; NDJSON bodies are the
 *   lines as an async iterable of the \`x-ndjson-item\` schema.
 */
export interface OperationTypes {
${entries.join('\n')}
}

/** The tags of openapi.yaml (each operation has exactly one). */
export type OperationTag = ${tags.map(lit).join(' | ')};

/** operationIds by tag. */
export interface OperationIdsByTag {
${tags.map((t) => `  ${propertyName(t)}: ${(byTag.get(t) ?? []).map(lit).join(' | ')};`).join('\n')}
}
`;
}

// ---------------------------------------------------------------------------------------------------
// validators.cjs, validators.d.cts, validators.ts

function newAjv(doc: OpenApiDoc, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    coerceTypes: coerce,
    useDefaults: coerce,
    // Errors carry their parentSchema, so that a schema's `x-error-codes` can name the error code.
    verbose: true,
    // One function per referenced schema instead of inlined copies: keeps validators.cjs small.
    inlineRefs: false,
    code: { source: true, esm: false, lines: true },
  });
  addFormats(ajv);
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...MOCK_KEYWORDS, ...extensionKeys(doc)]);
  ajv.addSchema(doc, DOC_ID);
  return ajv;
}

/** `#/...` → `openapi.json#/...`, so that a copied schema still resolves against the document. */
function absoluteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? DOC_ID + v : absoluteRefs(v)]),
  );
}

/**
 * The object schema for one parameter location. Each parameter schema is copied in (with a top-level
 * `$ref` followed) rather than referenced, because Ajv applies `default` only from a schema placed
 * directly under `properties`.
 */
function parametersSchema(doc: OpenApiDoc, op: SpecOperation, location: 'path' | 'query' | 'header'): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const { parameter, schemaSegments } of operationParameters(doc, op)) {
    if (parameter.in !== location) continue;
    const name = location === 'header' ? parameter.name.toLowerCase() : parameter.name;
    if (location === 'header' && IGNORED_HEADERS.has(name)) continue;
    properties[name] = absoluteRefs(deref(doc, at(doc, schemaSegments), schemaSegments).value);
    if (location === 'path' || parameter.required === true) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: location !== 'path' };
}

interface ValidatorPlan {
  /** export name in validators.cjs → schema reference, per Ajv instance. */
  strict: Map<string, string>;
  coerce: Map<string, string>;
  /** TypeScript source of the `validators` map. */
  schemasTs: string[];
  operationsTs: string[];
}

function validatorFiles(doc: OpenApiDoc, ops: SpecOperation[]): GeneratedFiles {
  const strictAjv = newAjv(doc, false);
  const coerceAjv = newAjv(doc, true);
  const plan: ValidatorPlan = { strict: new Map(), coerce: new Map(), schemasTs: [], operationsTs: [] };
  const names = new Set<string>();
  const parameterKeys = new Map<string, string>();
  const exportName = (...parts: string[]): string => {
    const name = parts.join('_').replace(/[^A-Za-z0-9_$]/g, '_');
    if (names.has(name)) throw new Error(`two validators would both be named ${name}`);
    names.add(name);
    return name;
  };
  const lit = (v: string): string => JSON.stringify(v);
  // A schema that is only a `$ref` is validated by its target's function, shared with schemas.<Name>.
  const ref = (segments: string[]): string => {
    let node = at(doc, segments);
    while (isObject(node) && typeof node.$ref === 'string' && Object.keys(node).length === 1) {
      segments = refSegments(node.$ref);
      node = at(doc, segments);
    }
    return DOC_ID + pointer(segments);
  };

  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  for (const name of Object.keys(schemas).sort()) {
    const e = exportName('schema', name);
    plan.strict.set(e, ref(['components', 'schemas', name]));
    plan.schemasTs.push(`    ${lit(name)}: v.${e} as ValidateFunction<Schemas[${lit(name)}]>,`);
  }

  const byId = (o: SpecOperation): string => String(o.operation.operationId);
  for (const op of [...ops].sort((a, b) => (byId(a) < byId(b) ? -1 : 1))) {
    const id = String(op.operation.operationId);
    const lines: string[] = [`    ${lit(id)}: {`];

    for (const location of ['path', 'query', 'header'] as const) {
      const e = exportName(id, location === 'header' ? 'headers' : location);
      // Operations with the same parameters (often none) share one validator.
      const schema = parametersSchema(doc, op, location);
      const text = JSON.stringify(schema);
      let key = parameterKeys.get(text);
      if (key === undefined) {
        key = `parameters-${parameterKeys.size}`;
        parameterKeys.set(text, key);
        coerceAjv.addSchema(schema, key);
      }
      plan.coerce.set(e, key);
      lines.push(`      ${location === 'header' ? 'headers' : location}: v.${e},`);
    }

    const body = isObject(op.operation.requestBody) ? deref(doc, op.operation.requestBody, [...op.segments, 'requestBody']) : null;
    const content = body && isObject(body.value) && isObject(body.value.content) ? body.value.content : {};
    const structured = Object.keys(content).filter((mt) => isJson(mt) || mt === FORM);
    if (structured.length > 1) throw new Error(`${id}: more than one JSON or form request media type (${structured.join(', ')})`);
    const [bodyType] = structured;
    if (body && bodyType !== undefined) {
      const e = exportName(id, 'body');
      // Form fields arrive as strings, like query parameters: validate them with coercion and defaults.
      (bodyType === FORM ? plan.coerce : plan.strict).set(e, ref([...body.segments, 'content', bodyType, 'schema']));
      lines.push(`      body: v.${e},`);
    } else {
      lines.push('      body: null,');
    }

    lines.push('      responses: {');
    for (const [status, response, segments] of responseEntries(doc, op)) {
      const media = isObject(response.content) ? response.content : {};
      const entries: string[] = [];
      for (const mediaType of Object.keys(media)) {
        const mediaObject = media[mediaType];
        if (!isObject(mediaObject) || !isObject(mediaObject.schema)) continue;
        const e = exportName(id, 'response', status, mediaType);
        const schemaSegments = [...segments, 'content', mediaType, 'schema'];
        if (mediaObject.schema['x-ndjson-item'] !== undefined) {
          plan.strict.set(e, ref([...schemaSegments, 'x-ndjson-item']));
          entries.push(`${lit(mediaType)}: { line: v.${e} }`);
        } else if (mediaType === NDJSON) {
          throw new Error(`${pointer(schemaSegments)}: an ${NDJSON} schema needs x-ndjson-item (see toolchain.md pitfall 2)`);
        } else {
          plan.strict.set(e, ref(schemaSegments));
          entries.push(`${lit(mediaType)}: v.${e}`);
        }
      }
      lines.push(`        ${lit(status)}: {${entries.length > 0 ? ` ${entries.join(', ')} ` : ''}},`);
    }
    lines.push('      },', '    },');
    plan.operationsTs.push(lines.join('\n'));
  }

  // Ajv's standaloneCode emits a function once per export name; export each schema once, then alias.
  const section = (ajv: Ajv2020, refs: Map<string, string>, what: string): string => {
    const first = new Map<string, string>();
    const aliases: string[] = [];
    for (const [name, target] of refs) {
      const primary = first.get(target);
      if (primary === undefined) first.set(target, name);
      else aliases.push(`exports.${name} = exports.${primary};`);
    }
    const code = standaloneCode(ajv, Object.fromEntries([...first].map(([target, name]) => [name, target])));
    return `// ${what}\n(function (exports) {\n${code}\n${aliases.join('\n')}\n})(exports);\n`;
  };
  const cjs =
    `${HEADER}"use strict";\n` +
    section(strictAjv, plan.strict, 'Component schemas, JSON request bodies and responses (no coercion).') +
    section(coerceAjv, plan.coerce, 'Path, query and header parameters and form bodies (coerceTypes, useDefaults).');

  const allNames = [...plan.strict.keys(), ...plan.coerce.keys()].sort();
  const dcts = `${HEADER}import type { ValidateFunction } from 'ajv';\n\n${allNames
    .map((n) => `export declare const ${n}: ValidateFunction;`)
    .join('\n')}\n`;

  const ts = `${HEADER}
import type { ValidateFunction } from 'ajv';
import type { Schemas } from './openapi.js';
import type { OperationId } from './operations.js';
import v from './validators.cjs';

export type { ValidateFunction };

/**
 * Validates an NDJSON body one line at a time: call \`line\` on each \`JSON.parse\`d non-empty line.
 * The spec declares such bodies as \`{type: string, contentMediaType: application/x-ndjson,
 * x-ndjson-item: <line schema>}\`; the validator is built from \`x-ndjson-item\`.
 */
export interface NdjsonValidator {
  readonly line: ValidateFunction;
}

/** A response body validator: whole body, or per line for NDJSON. */
export type ResponseValidator = ValidateFunction | NdjsonValidator;

/** True when the response validator checks NDJSON lines rather than a whole body. */
export function isNdjsonValidator(validator: ResponseValidator): validator is NdjsonValidator {
  return typeof validator !== 'function';
}

/**
 * Validators of one operation. Errors are Ajv's default error objects (\`allErrors\`), ready to map
 * to RFC 9457 \`errors[]\` items (\`instancePath\` → JSON Pointer).
 *
 * \`path\`, \`query\`, \`headers\` and form-encoded \`body\` validators coerce strings to the declared
 * types and fill in defaults **in place**: pass a copy of \`ctx.query\` and read the result from it.
 * Header names are lower case, as Node delivers them.
 */
export interface OperationValidators {
  /** The JSON or form request body; null for raw (binary, text) bodies and operations without one. */
  readonly body: ValidateFunction | null;
  readonly path: ValidateFunction;
  readonly query: ValidateFunction;
  readonly headers: ValidateFunction;
  /** By status (as declared, e.g. \`'200'\`, \`'default'\`) and media type. */
  readonly responses: { readonly [status: string]: { readonly [mediaType: string]: ResponseValidator } };
}

/** All validators: \`schemas.<Name>\` per component schema and \`operations.<operationId>\`. */
export interface Validators {
  /** One per component schema; each is a type guard for the generated type. */
  readonly schemas: { readonly [K in keyof Schemas]: ValidateFunction<Schemas[K]> };
  readonly operations: { readonly [K in OperationId]: OperationValidators };
}

/** All validators: \`schemas.<Name>\` per component schema and \`operations.<operationId>\`. */
export const validators: Validators = {
  schemas: {
${plan.schemasTs.join('\n')}
  },
  operations: {
${plan.operationsTs.join('\n')}
  },
};
`;
  return new Map([
    ['validators.cjs', cjs],
    ['validators.d.cts', dcts],
    ['validators.ts', ts],
  ]);
}

// ---------------------------------------------------------------------------------------------------
// client.ts

function clientFile(infos: OperationInfo[]): string {
  const lit = (v: unknown): string => JSON.stringify(v);
  // Request media types by openapi-fetch schema path and method, for operations without a JSON body.
  const nonJson = infos
    .filter((i) => i.requestContentTypes.length > 0 && !i.requestContentTypes.some(isJson))
    .map((i) => `  ${lit(`${i.method.toUpperCase()} ${i.path}`)}: ${lit(i.requestContentTypes)},`);
  return `${HEADER}
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.js';

export type { paths } from './openapi.js';
export type { Client, ClientOptions } from 'openapi-fetch';

/** Request media types of the operations whose body is not JSON (form or raw bytes), by "METHOD path". */
const nonJsonBodies: { readonly [operation: string]: readonly string[] } = {
${nonJson.join('\n')}
};

const isBytes = (body: unknown): boolean =>
  body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof Blob || body instanceof ReadableStream;

/**
 * Serializes a request body by its media type, so that nothing is silently re-encoded: a form body
 * (\`application/x-www-form-urlencoded\`) as a form, bytes (Uint8Array, Buffer, Blob, stream) and a
 * string sent with a non-JSON \`Content-Type\` as they are, anything else as JSON.
 */
function serializeBody(body: unknown, headers?: Headers | Record<string, string>): unknown {
  const type = new Headers(headers ?? {}).get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return new URLSearchParams(Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, String(v)])).toString();
  }
  if (isBytes(body)) return body;
  if (typeof body === 'string' && type !== '' && !/json/.test(type)) return body;
  return JSON.stringify(body);
}

/**
 * A typed openapi-fetch client for every path of openapi.yaml. Paths, parameters, bodies and responses
 * are checked against the generated types.
 *
 * Bodies follow the operation's media type: the token request is sent as a form and an upload as raw
 * bytes even when the caller sets no \`Content-Type\` (the first declared type is used: the form, or
 * \`application/octet-stream\`).
 *
 * NDJSON responses (\`application/x-ndjson\`, e.g. batch results) must be requested with
 * \`parseAs: 'stream'\` and split into lines by the caller: openapi-fetch would otherwise try to parse
 * the whole body as one JSON value, and the generated type of such a body is only \`string\`.
 *
 * @param options base URL, fetch implementation, default headers (e.g. \`Authorization\`)
 */
export function createLowLevelClient(options: ClientOptions): Client<paths> {
  const client = createClient<paths>({ bodySerializer: serializeBody, ...options });
  // With no Content-Type given, openapi-fetch would send JSON: give non-JSON operations their own type.
  const typed =
    (method: 'POST' | 'PUT', send: (path: never, init?: never) => unknown) =>
    (path: string, init?: { body?: unknown; headers?: unknown }) => {
      const types = nonJsonBodies[\`\${method} \${path}\`];
      const headers = new Headers((init?.headers ?? {}) as Record<string, string>);
      if (types && init?.body !== undefined && !headers.has('content-type')) {
        headers.set('content-type', types[0]!);
        init = { ...init, headers: Object.fromEntries(headers) };
      }
      return send(path as never, init as never);
    };
  return { ...client, POST: typed('POST', client.POST), PUT: typed('PUT', client.PUT) } as Client<paths>;
}
`;
}

// ---------------------------------------------------------------------------------------------------
// code-samples.ts

/** Free variables the SDK samples may use, declared (not defined) so that only their types matter. */
const SAMPLE_GLOBALS = 'declare const baseUrl: string, clientId: string, clientSecret: string, batchId: string, documentId: string;';

/**
 * The TypeScript `x-codeSamples` of every operation (the SDK samples shown in the reference), each
 * wrapped in an async function so that `tsc` (npm test) proves it compiles against client/src. The
 * samples' `import ... from 'data-engine-client'` lines become one import of the package's source.
 */
function codeSamplesFile(doc: OpenApiDoc, ops: SpecOperation[]): string {
  const names = new Set<string>();
  const bodies: string[] = [];
  for (const op of ops) {
    const samples = op.operation['x-codeSamples'];
    if (samples === undefined) continue;
    if (!Array.isArray(samples)) throw new Error(`${String(op.operation.operationId)}: x-codeSamples must be a list`);
    for (const [i, sample] of samples.entries()) {
      if (!isObject(sample) || typeof sample.source !== 'string' || typeof sample.lang !== 'string') {
        throw new Error(`${String(op.operation.operationId)}: x-codeSamples[${i}] needs lang and source`);
      }
      if (sample.lang !== 'TypeScript') continue;
      const lines: string[] = [];
      for (const line of sample.source.trimEnd().split('\n')) {
        const m = /^import\s*\{([^}]*)\}\s*from\s*'data-engine-client';?\s*$/.exec(line);
        if (m) m[1]!.split(',').map((n) => n.trim()).filter(Boolean).forEach((n) => names.add(n));
        else if (/^\s*import\s/.test(line)) throw new Error(`${String(op.operation.operationId)}: samples may import only from 'data-engine-client'`);
        else lines.push(line === '' ? '' : `  ${line}`);
      }
      bodies.push(`/** ${String(op.operation.operationId)}: ${String(sample.label ?? sample.lang)} */\nexport async function ${String(op.operation.operationId)}Sample${i === 0 ? '' : i}(): Promise<void> {\n${lines.join('\n')}\n}\n`);
    }
  }
  const imports = names.size > 0 ? `import { ${[...names].sort().join(', ')} } from '../client/src/index.js';\n` : '';
  return `${HEADER}// The x-codeSamples of openapi.yaml, compiled by npm test (typecheck); never run.\n/* eslint-disable */\n${imports}\n${SAMPLE_GLOBALS}\n\n${bodies.join('\n')}`;
}

// ---------------------------------------------------------------------------------------------------
// problem-types.ts

function problemTypesFile(doc: OpenApiDoc): string {
  const types = problemTypes(doc);
  const lit = (v: unknown): string => JSON.stringify(v);
  return `${HEADER}
/** Problem type slugs from \`x-problem-types\`: problem \`type\` URIs are \`<DOCS_URL>/errors/<slug>\` (RFC 9457 §3.1.1). */
export type ProblemSlug =
${types.map((p) => `  | ${lit(p.slug)}`).join('\n')};

/** A problem type: its HTTP status, its title (the problem's \`title\`) and what it means. */
export interface ProblemType {
  readonly slug: ProblemSlug;
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

/** Every problem type by slug, in document order. */
export const problemTypes: { readonly [K in ProblemSlug]: ProblemType & { readonly slug: K } } = {
${types
  .map((p) => `  ${lit(p.slug)}: { slug: ${lit(p.slug)}, status: ${p.status}, title: ${lit(p.title)}, description: ${lit(p.description)} },`)
  .join('\n')}
};
`;
}

// ---------------------------------------------------------------------------------------------------
// CLI

function writeFiles(dir: string, files: GeneratedFiles): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of files) writeFileSync(join(dir, name), content);
}

/**
 * Compares two directories byte for byte.
 * @returns names that differ or exist in only one of them, sorted
 */
export function differingFiles(expectedDir: string, actualDir: string): string[] {
  const list = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);
  const expected = list(expectedDir);
  const actual = list(actualDir);
  return [...new Set([...expected, ...actual])]
    .filter(
      (name) =>
        !expected.includes(name) ||
        !actual.includes(name) ||
        !readFileSync(join(expectedDir, name)).equals(readFileSync(join(actualDir, name))),
    )
    .sort();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, spec: { type: 'string' }, out: { type: 'string' } },
  });
  const spec = resolve(values.spec ?? DEFAULT_SPEC);
  const out = resolve(values.out ?? join(ROOT, 'generated'));
  const files = await generate(spec);
  const clientFiles = generateClient(files);
  if (values.check) {
    const staleClient = staleClientFiles(clientFiles);
    if (staleClient.length > 0) {
      console.error(`client/ is out of date with ${relative(ROOT, spec)} and client/src; run npm run generate. Differing files:`);
      for (const name of staleClient) console.error(`  client/${name}`);
      process.exitCode = 1;
    } else {
      console.log(`client/ is up to date (${clientFiles.size} files)`);
    }
    const tmp = mkdtempSync(join(tmpdir(), 'generate-check-'));
    try {
      writeFiles(tmp, files);
      const stale = differingFiles(tmp, out);
      if (stale.length > 0) {
        console.error(`generated/ is out of date with ${relative(ROOT, spec)}; run npx tsx scripts/generate.ts. Differing files:`);
        for (const name of stale) console.error(`  ${name}`);
        process.exitCode = 1;
      } else {
        console.log(`generated/ is up to date (${files.size} files)`);
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
    return;
  }
  writeFiles(out, files);
  writeClient(clientFiles);
  console.log(`wrote ${clientFiles.size} files to client/`);
  for (const name of readdirSync(out).filter((name) => !files.has(name))) rmSync(join(out, name), { recursive: true });
  console.log(`wrote ${files.size} files to ${relative(ROOT, out) || '.'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
