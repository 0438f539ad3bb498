/**
 * Reading openapi.yaml: loading, local `$ref` resolution and the operation list.
 * Shared by the generator, the docs builder and the contract tests, so that all of them see the
 * document the same way.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Project root (scripts/lib/../..). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Default location of the contract. */
export const DEFAULT_SPEC = `${ROOT}openapi.yaml`;

/** Operation methods of an OpenAPI 3.1 Path Item, in the order used to break ties. */
export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON value as read from YAML. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object (schemas, OpenAPI objects). */
export type JsonObject = { [key: string]: Json };

/** The parts of an OpenAPI 3.1 document that the scripts read; everything else passes through. */
export interface OpenApiDoc extends JsonObject {
  openapi: string;
  paths: { [path: string]: JsonObject };
}

export interface ParameterObject extends JsonObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

/** One operation of the document, with where it sits. */
export interface SpecOperation {
  method: HttpMethod;
  path: string;
  /** JSON Pointer segments of the operation object, e.g. ['paths', '/health', 'get']. */
  segments: string[];
  operation: JsonObject;
  pathItem: JsonObject;
}

/**
 * Parses openapi.yaml (YAML 1.2 core schema, so dates stay strings).
 * @param file path of the document; defaults to the project's openapi.yaml
 */
export function loadSpec(file: string = DEFAULT_SPEC): OpenApiDoc {
  const doc = parse(readFileSync(file, 'utf8')) as unknown;
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new Error(`${file}: not an OpenAPI document (needs openapi and paths)`);
  }
  return doc as OpenApiDoc;
}

/** True for a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Encodes JSON Pointer segments as a URI fragment (RFC 6901 §3 and §6): `~` and `/` escaped,
 * then percent-encoded, so templated paths such as `/batches/{batchId}` survive in `$ref`s.
 */
export function pointer(segments: readonly (string | number)[]): string {
  return `#${segments.map((s) => `/${encodeURIComponent(String(s).replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('')}`;
}

/** Splits a local `$ref` (`#/a/b~1c`) back into segments. */
export function refSegments(ref: string): string[] {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Reads the value at the given pointer segments, or throws. */
export function at(doc: Json, segments: readonly string[]): Json {
  let node: Json = doc;
  for (const s of segments) {
    const next: Json | undefined = Array.isArray(node) ? node[Number(s)] : isObject(node) ? node[s] : undefined;
    if (next === undefined) throw new Error(`no value at ${pointer(segments)}`);
    node = next;
  }
  return node;
}

/**
 * Follows a chain of local `$ref`s (components/parameters, responses, headers, ...) and returns the
 * target with the pointer segments where it lives. Non-references come back unchanged.
 */
export function deref(doc: OpenApiDoc, value: Json, segments: string[]): { value: Json; segments: string[] } {
  const seen = new Set<string>();
  while (isObject(value) && typeof value.$ref === 'string') {
    if (seen.has(value.$ref)) throw new Error(`circular $ref ${value.$ref}`);
    seen.add(value.$ref);
    segments = refSegments(value.$ref);
    value = at(doc, segments);
  }
  return { value, segments };
}

/** Every operation in document order (paths, then methods in Path Item order). */
export function listOperations(doc: OpenApiDoc): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const { value: pathItem } = deref(doc, rawItem, ['paths', path]);
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (isObject(operation)) out.push({ method, path, segments: ['paths', path, method], operation, pathItem });
    }
  }
  return out;
}

/**
 * The effective parameters of an operation: path-level ones overridden by operation-level ones with the
 * same name and location (OpenAPI 3.1 §4.8.9), `$ref`s resolved. `segments` points at the parameter's schema.
 */
export function operationParameters(
  doc: OpenApiDoc,
  op: SpecOperation,
): { parameter: ParameterObject; schemaSegments: string[] }[] {
  const byKey = new Map<string, { parameter: ParameterObject; schemaSegments: string[] }>();
  const lists: [Json | undefined, string[]][] = [
    [op.pathItem.parameters, ['paths', op.path, 'parameters']],
    [op.operation.parameters, [...op.segments, 'parameters']],
  ];
  for (const [list, base] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const { value, segments } = deref(doc, raw, [...base, String(i)]);
      if (!isObject(value) || typeof value.name !== 'string' || typeof value.in !== 'string') {
        throw new Error(`${pointer(segments)}: parameter without name/in`);
      }
      if (!isObject(value.schema)) {
        throw new Error(`${pointer(segments)}: parameter ${value.name} has no schema (content-based parameters are not supported)`);
      }
      byKey.set(`${value.in}:${value.name}`, { parameter: value as ParameterObject, schemaSegments: [...segments, 'schema'] });
    });
  }
  return [...byKey.values()];
}

/** Collects every `x-` key used anywhere in the document, sorted. */
export function extensionKeys(doc: Json): string[] {
  const keys = new Set<string>();
  const walk = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k.startsWith('x-')) keys.add(k);
        walk(v);
      }
    }
  };
  walk(doc);
  return [...keys].sort();
}

/** A problem type from the top-level `x-problem-types` extension. */
export interface ProblemType {
  slug: string;
  title: string;
  status: number;
  description: string;
}

/** Reads `x-problem-types: [{slug, title, status, description}]`, checking each entry. */
export function problemTypes(doc: OpenApiDoc): ProblemType[] {
  const list = doc['x-problem-types'];
  if (!Array.isArray(list)) throw new Error('openapi.yaml has no top-level x-problem-types array');
  return list.map((p, i) => {
    if (
      !isObject(p) ||
      typeof p.slug !== 'string' ||
      !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p.slug) ||
      typeof p.title !== 'string' ||
      typeof p.status !== 'number' ||
      typeof p.description !== 'string'
    ) {
      throw new Error(`x-problem-types[${i}] needs slug (kebab-case), title, status (integer) and description`);
    }
    return { slug: p.slug, title: p.title, status: p.status, description: p.description };
  });
}
