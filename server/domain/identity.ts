/**
 * Organizations and API clients: the records the operator provisions and the token endpoint and
 * API authentication read. Plain types and the repository interface; no Koa, no Knex.
 */
import type { BatchCounts, BatchRecord, Scope } from './batches.js';

export type ClientMode = 'test' | 'live';

export interface Organization {
  readonly id: string;
  readonly name: string;
  readonly liveProcessing: boolean;
  readonly suspended: boolean;
  /** CIDRs (IPv4 or IPv6); empty means every address is allowed. */
  readonly allowedIps: readonly string[];
  readonly createdAt: string;
}

export interface Client {
  readonly id: string;
  readonly organizationId: string;
  readonly mode: ClientMode;
  /** Slow salted hash of the secret (client_secret_basic), or null for private_key_jwt clients. */
  readonly secretHash: string | null;
  /** Public JWK Set (private_key_jwt), or null. */
  readonly jwks: { keys: Record<string, unknown>[] } | null;
  readonly scopes: readonly string[];
  readonly disabled: boolean;
  readonly createdAt: string;
}

export interface SigningKeyRecord {
  readonly kid: string;
  readonly alg: string;
  readonly privateJwk: Record<string, unknown>;
  readonly publicJwk: Record<string, unknown>;
  readonly createdAt: string;
  readonly retiredAt: string | null;
}

/** What identity use cases need from storage. */
export interface IdentityRepository {
  insertOrganization(org: Organization): Promise<void>;
  getOrganization(id: string): Promise<Organization | null>;
  updateOrganization(id: string, changes: Partial<Pick<Organization, 'liveProcessing' | 'suspended' | 'allowedIps'>>, now: string): Promise<Organization | null>;
  insertClient(client: Client): Promise<void>;
  getClient(id: string): Promise<Client | null>;
  /** The client and its organization in one read (per-request authentication). */
  getClientWithOrganization(id: string): Promise<{ client: Client; organization: Organization } | null>;
  /**
   * The client and its organization, and in the same statement the batch `batchId` of `scope` with
   * its counts per document status (`batch` null when the scope has no such batch): authentication
   * and `GET /v1/data-engine/batches/{id}` in one round trip to the database.
   */
  getClientWithOrganizationAndBatch(
    id: string,
    batchId: string,
    scope: Scope,
  ): Promise<{ client: Client; organization: Organization; batch: { batch: BatchRecord; counts: BatchCounts } | null } | null>;
  setClientDisabled(id: string, disabled: boolean, now: string): Promise<Client | null>;
  /** Replaces a client's secret hash if it is still `expected` (compare-and-set); false otherwise. */
  replaceClientSecretHash(id: string, expected: string, next: string): Promise<boolean>;
  /** Inserts a key when no unretired key exists (concurrent first starts: one wins). Returns the active key. */
  ensureActiveSigningKey(create: () => Promise<SigningKeyRecord>): Promise<SigningKeyRecord>;
  /** Retires the active key(s) and inserts `next`, atomically. */
  rotateSigningKey(next: SigningKeyRecord, now: string): Promise<void>;
  /** Replaces a signing key's stored private JWK if it is still `expected` (compare-and-set); false otherwise. */
  replaceSigningPrivateJwk(kid: string, expected: Record<string, unknown>, next: Record<string, unknown>): Promise<boolean>;
  /** Keys that may still verify tokens: the active ones and those retired after `retiredAfter`. */
  listVerificationKeys(retiredAfter: string): Promise<SigningKeyRecord[]>;
  /** Records a client assertion `jti`; false when it was already used (unique key). */
  recordAssertionJti(clientId: string, jti: string, expiresAt: string, now: string): Promise<boolean>;
}
