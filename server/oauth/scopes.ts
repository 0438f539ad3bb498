/**
 * Scopes: the service's own (`batches:read`, `batches:write`) and SMART system scopes in v1
 * (`system/Condition.read`, `system/*.*`) and v2 (`system/Condition.rs`, `system/*.cruds`) forms.
 * SMART scopes only ever narrow access (SMART App Launch 2.x, "Scopes for requesting clinical data").
 */
import { SERVED_TYPES } from '../fhir/resource-types.js';

export const SERVICE_SCOPES = ['batches:read', 'batches:write'] as const;

export type Interaction = 'read' | 'search';

interface SmartScope {
  readonly resourceType: string; // a type name or '*'
  readonly read: boolean;
  readonly search: boolean;
  /** Every SMART v2 permission the scope names (`c r u d s`; v1 `read` = rs, `write` = cud, `*` = all). */
  readonly permissions: string;
}

/** Parses `system/<Type|*>.<perms>`; null for anything else (and for scopes with query parameters). */
export function parseSmartScope(scope: string): SmartScope | null {
  const m = /^system\/(\*|[A-Z][A-Za-z]{1,63})\.(\*|read|write|c?r?u?d?s?)$/.exec(scope);
  if (!m || m[2] === '') return null;
  const [, resourceType, perms] = m as unknown as [string, string, string];
  const permissions = perms === '*' ? 'cruds' : perms === 'read' ? 'rs' : perms === 'write' ? 'cud' : perms;
  return { resourceType, read: permissions.includes('r'), search: permissions.includes('s'), permissions };
}

/**
 * True when `scope` is one the service knows: a service scope, or a well-formed SMART system scope
 * for `*` or a resource type the FHIR server serves (`system/Foo.read` names nothing: invalid_scope,
 * as HAPI and Medplum refuse scopes for unknown types).
 */
export function isKnownScope(scope: string): boolean {
  if ((SERVICE_SCOPES as readonly string[]).includes(scope)) return true;
  const smart = parseSmartScope(scope);
  return smart !== null && (smart.resourceType === '*' || (SERVED_TYPES as readonly string[]).includes(smart.resourceType));
}

/** True when the granted scopes allow `interaction` on `resourceType` (`*` asks for every type). */
export function smartAllows(granted: readonly string[], resourceType: string, interaction: Interaction): boolean {
  return granted.some((s) => {
    const p = parseSmartScope(s);
    if (!p || !p[interaction]) return false;
    return p.resourceType === '*' || (resourceType !== '*' && p.resourceType === resourceType);
  });
}

/** True when a SMART system scope that grants reading or searching something is granted. */
export function hasAnySystemScope(granted: readonly string[]): boolean {
  // Only scopes that grant a read or a search: this server is read-only, so a write-only scope
  // grants nothing here (not even the CapabilityStatement).
  return granted.some((s) => {
    const p = parseSmartScope(s);
    return p !== null && (p.read || p.search);
  });
}

/** True when `allowed` covers `requested`: the same scope, or a SMART scope it narrows. */
export function covers(allowed: readonly string[], requested: string): boolean {
  if (allowed.includes(requested)) return true;
  const want = parseSmartScope(requested);
  if (!want) return false;
  return allowed.some((a) => {
    const have = parseSmartScope(a);
    if (!have) return false;
    const typeOk = have.resourceType === '*' || have.resourceType === want.resourceType;
    // Every permission asked for must be allowed (system/Condition.cruds is not covered by
    // system/*.rs: the token would claim create, update and delete).
    const permsOk = [...want.permissions].every((p) => have.permissions.includes(p));
    return typeOk && permsOk && (want.read || want.search);
  });
}

/** Splits a space-delimited `scope` parameter (RFC 6749 §3.3) into distinct scopes, in order. */
export function splitScope(scope: string | undefined): string[] {
  if (scope === undefined) return [];
  return [...new Set(scope.split(' ').filter((s) => s !== ''))];
}

/** The default scopes of a new client (operator-interface.md, create-client). */
export function defaultScopes(mode: 'test' | 'live'): string[] {
  return mode === 'live' ? ['batches:read', 'batches:write', 'system/*.rs'] : ['batches:read', 'batches:write'];
}
