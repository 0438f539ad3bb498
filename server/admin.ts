/**
 * `data-engine admin ...`: provisioning commands of the operator interface. Each prints exactly one
 * JSON object on stdout and exits 0, or prints a clear message on stderr and exits non-zero.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { importJWK, type JWK } from 'jose';
import type { Config } from './config.js';
import type { AuditEvent, AuditLog } from './domain/audit.js';
import { patientId } from './fhir/mappers.js';
import type { BatchRepository } from './domain/batches.js';
import type { Client, ClientMode, IdentityRepository, Organization } from './domain/identity.js';
import { ASSERTION_ALGS } from './oauth/client-assertion.js';
import { parseCidr } from './oauth/ip.js';
import type { KeyStore } from './oauth/keys.js';
import { defaultScopes, isKnownScope, splitScope } from './oauth/scopes.js';
import { hashSecret, newClientSecret } from './oauth/secrets.js';

/** A mistake in the command line or its values: stderr, exit 2. */
export class AdminUsageError extends Error {}

export interface AdminDeps {
  readonly config: Config;
  readonly identity: IdentityRepository;
  readonly keys: KeyStore;
  readonly batches: BatchRepository;
  readonly audit: AuditLog;
  readonly now?: () => Date;
}

/** The result of a command that prints one JSON object per line (admin audit) instead of one object. */
export class JsonLines {
  constructor(readonly lines: AsyncIterable<Record<string, unknown>>) {}
}

export const adminUsage = `Usage: data-engine admin <command> [options]

  create-org --name NAME [--live-processing] [--allowed-ips CIDR[,CIDR...]]
  update-org --org ORG_ID [--live-processing true|false] [--suspended true|false] [--allowed-ips CIDR[,CIDR...]|none]
  create-client --org ORG_ID --mode test|live [--scopes "SCOPE SCOPE ..."] [--jwks FILE]
  disable-client --client CLIENT_ID
  rotate-keys
  usage --org ORG_ID
  audit --org ORG_ID [--since ISO] [--patient ID]
`;

const commandHelp: Record<string, string> = {
  'create-org': 'Creates an organization. --live-processing lets its live clients submit batches; --allowed-ips limits the caller addresses of its clients (token endpoint and API).',
  'update-org': 'Changes an organization: live processing, suspension (no tokens, API 403), IP allow-list ("none" clears it).',
  'create-client': 'Creates an API client in an organization and prints its clientId and (unless --jwks is given) its clientSecret, once. Test clients never process real data.',
  'disable-client': 'Disables a client: no new tokens, and its tokens are refused on the next request.',
  'rotate-keys': 'Publishes a new token signing key, which signs once every cached JWKS has expired; earlier keys stay published until their tokens expire.',
  usage: 'Prints the usage of an organization: every batch, deleted ones included, with totals for live, test and both.',
  audit:
    'Prints the access audit of an organization, oldest first, one JSON object per line with the fields at, organizationId, clientId, action, resourceType, resourceId, patientId, requestId, outcome: every read or change of clinical data and every refusal. --since keeps records at or after a time (ISO 8601); --patient keeps those of one patient (its FHIR Patient id or the patient.externalId the documents gave).',
};

/** The help text for `admin [command] --help`, or null when `args` asks for none. */
export function adminHelp(args: readonly string[]): string | null {
  const isHelp = (a: string | undefined) => a === '--help' || a === '-h' || a === 'help';
  const [command, ...rest] = args;
  if (isHelp(command)) return adminUsage;
  if (command !== undefined && commandHelp[command] && rest.some(isHelp)) {
    const line = adminUsage.split('\n').find((l) => l.trim().startsWith(`${command} `) || l.trim() === command)!;
    return `Usage: data-engine admin ${line.trim()}\n\n${commandHelp[command]}\n`;
  }
  return null;
}

function orgJson(o: Organization) {
  return { id: o.id, name: o.name, liveProcessing: o.liveProcessing, suspended: o.suspended, allowedIps: [...o.allowedIps] };
}

function parse(args: readonly string[], options: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (err) {
    throw new AdminUsageError((err as Error).message);
  }
}

function required(values: Record<string, unknown>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new AdminUsageError(`--${name} is required`);
  return v.trim();
}

function booleanValue(name: string, raw: string | boolean | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new AdminUsageError(`--${name} must be true or false, got "${String(raw)}"`);
}

function allowedIps(raw: string): string[] {
  if (raw.trim() === 'none') return [];
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.length === 0) throw new AdminUsageError('--allowed-ips needs at least one CIDR, or "none"');
  for (const cidr of list) {
    try {
      parseCidr(cidr);
    } catch (err) {
      throw new AdminUsageError(`--allowed-ips: ${(err as Error).message}`);
    }
  }
  return list;
}

async function readJwks(path: string): Promise<{ keys: Record<string, unknown>[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new AdminUsageError(`--jwks: cannot read a JSON Web Key Set from ${path}: ${(err as Error).message}`);
  }
  const keys = (parsed as { keys?: unknown })?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new AdminUsageError('--jwks: the file must hold a JWK Set: {"keys": [...]} with at least one key');
  for (const [i, key] of keys.entries()) {
    const k = key as Record<string, unknown>;
    if (k.kty !== 'EC' && k.kty !== 'RSA') throw new AdminUsageError(`--jwks: key ${i} must be an EC or RSA public key (kty EC or RSA)`);
    if ('d' in k || 'p' in k || 'q' in k) throw new AdminUsageError(`--jwks: key ${i} is a private key; register public keys only`);
    if (k.alg !== undefined && !(ASSERTION_ALGS as readonly unknown[]).includes(k.alg)) {
      throw new AdminUsageError(`--jwks: key ${i} has alg ${String(k.alg)}; accepted: ${ASSERTION_ALGS.join(', ')}`);
    }
    try {
      await importJWK(k as JWK, (k.alg as string | undefined) ?? (k.kty === 'EC' ? 'ES256' : 'RS256'));
    } catch (err) {
      throw new AdminUsageError(`--jwks: key ${i} is not a usable public key: ${(err as Error).message}`);
    }
  }
  return { keys: keys as Record<string, unknown>[] };
}

/** Runs one admin command; returns the JSON object to print. Throws AdminUsageError on bad input. */
/** The printed form of an audit record: exactly its fields, in this order. */
function auditLine(e: AuditEvent): Record<string, unknown> {
  return {
    at: e.at,
    organizationId: e.organizationId,
    clientId: e.clientId,
    action: e.action,
    resourceType: e.resourceType,
    resourceId: e.resourceId,
    patientId: e.patientId,
    requestId: e.requestId,
    outcome: e.outcome,
  };
}

export async function runAdmin(args: readonly string[], deps: AdminDeps): Promise<Record<string, unknown> | JsonLines> {
  const [command, ...rest] = args;
  const now = (deps.now ?? (() => new Date()))();
  const { identity } = deps;
  switch (command) {
    case 'create-org': {
      const v = parse(rest, { name: { type: 'string' }, 'live-processing': { type: 'boolean' }, 'allowed-ips': { type: 'string' } });
      const name = required(v, 'name');
      if (name.length > 200) throw new AdminUsageError('--name must be at most 200 characters');
      const org: Organization = {
        id: randomUUID(),
        name,
        liveProcessing: v['live-processing'] === true,
        suspended: false,
        allowedIps: typeof v['allowed-ips'] === 'string' ? allowedIps(v['allowed-ips']) : [],
        createdAt: now.toISOString(),
      };
      await identity.insertOrganization(org);
      return orgJson(org);
    }
    case 'update-org': {
      const v = parse(rest, { org: { type: 'string' }, 'live-processing': { type: 'string' }, suspended: { type: 'string' }, 'allowed-ips': { type: 'string' } });
      const id = required(v, 'org');
      const changes = {
        liveProcessing: booleanValue('live-processing', v['live-processing']),
        suspended: booleanValue('suspended', v.suspended),
        allowedIps: typeof v['allowed-ips'] === 'string' ? allowedIps(v['allowed-ips']) : undefined,
      };
      const updated = await identity.updateOrganization(id, changes, now.toISOString());
      if (!updated) throw new AdminUsageError(`no organization with id ${id}`);
      return orgJson(updated);
    }
    case 'create-client': {
      const v = parse(rest, { org: { type: 'string' }, mode: { type: 'string' }, scopes: { type: 'string' }, jwks: { type: 'string' } });
      const orgId = required(v, 'org');
      const mode = required(v, 'mode');
      if (mode !== 'test' && mode !== 'live') throw new AdminUsageError(`--mode must be test or live, got "${mode}"`);
      if (!(await identity.getOrganization(orgId))) throw new AdminUsageError(`no organization with id ${orgId}`);
      const scopes = typeof v.scopes === 'string' ? splitScope(v.scopes) : defaultScopes(mode);
      if (scopes.length === 0) throw new AdminUsageError('--scopes needs at least one scope');
      const unknown = scopes.filter((s) => !isKnownScope(s));
      if (unknown.length) throw new AdminUsageError(`unknown scope(s): ${unknown.join(', ')} (known: batches:read, batches:write, system/<Type|*>.<rs|read|...>)`);
      const jwks = typeof v.jwks === 'string' ? await readJwks(v.jwks) : null;
      const secret = jwks ? null : newClientSecret();
      const client: Client = {
        id: `${deps.config.clientIdPrefix}_${mode}_${randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '0')}`,
        organizationId: orgId,
        mode: mode as ClientMode,
        secretHash: secret ? await hashSecret(secret) : null,
        jwks,
        scopes,
        disabled: false,
        createdAt: now.toISOString(),
      };
      await identity.insertClient(client);
      return { clientId: client.id, ...(secret ? { clientSecret: secret } : {}), mode, scopes };
    }
    case 'disable-client': {
      const v = parse(rest, { client: { type: 'string' } });
      const id = required(v, 'client');
      const client = await identity.setClientDisabled(id, true, now.toISOString());
      if (!client) throw new AdminUsageError(`no client with id ${id}`);
      return { clientId: client.id, disabled: true };
    }
    case 'rotate-keys': {
      parse(rest, {});
      const { kid, retired } = await deps.keys.rotate(now);
      return { kid, retiredKids: retired, previousKeysValidUntil: deps.keys.retiredKeysValidUntil(now).toISOString() };
    }
    case 'usage': {
      const v = parse(rest, { org: { type: 'string' } });
      const orgId = required(v, 'org');
      if (!(await identity.getOrganization(orgId))) throw new AdminUsageError(`no organization with id ${orgId}`);
      const batches = await deps.batches.usage(orgId);
      const sum = (key: keyof (typeof batches)[number]['counts'], live?: boolean) =>
        batches.filter((b) => live === undefined || b.liveMode === live).reduce((n, b) => n + b.counts[key], 0);
      const totals = (live?: boolean) => ({
        batches: batches.filter((b) => live === undefined || b.liveMode === live).length,
        documents: sum('total', live),
        succeeded: sum('succeeded', live),
        failed: sum('failed', live),
        cancelled: sum('cancelled', live),
      });
      return { organizationId: orgId, totals: { all: totals(), live: totals(true), test: totals(false) }, batches };
    }
    case 'audit': {
      const v = parse(rest, { org: { type: 'string' }, since: { type: 'string' }, patient: { type: 'string' } });
      const orgId = required(v, 'org');
      let since: string | undefined;
      if (v.since !== undefined) {
        const raw = String(v.since).trim();
        const t = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : new Date(NaN);
        if (Number.isNaN(t.getTime())) throw new AdminUsageError(`--since must be an ISO 8601 date or time (2026-11-25 or 2026-11-25T10:00:00Z), got "${raw}"`);
        since = t.toISOString();
      }
      const patient = v.patient === undefined ? undefined : required(v, 'patient');
      if (!(await identity.getOrganization(orgId))) throw new AdminUsageError(`no organization with id ${orgId}`);
      // A patient is named by its FHIR Patient id, or by the external id its documents gave.
      const patientIds = patient === undefined ? undefined : [...new Set([patient, patientId(orgId, patient)])];
      const events = deps.audit.list({ organizationId: orgId, ...(since ? { since } : {}), ...(patientIds ? { patientIds } : {}) });
      return new JsonLines(
        (async function* () {
          for await (const e of events) yield auditLine(e);
        })(),
      );
    }
    case undefined:
      throw new AdminUsageError(`an admin command is required\n\n${adminUsage}`);
    default:
      throw new AdminUsageError(`unknown admin command "${command}"\n\n${adminUsage}`);
  }
}
