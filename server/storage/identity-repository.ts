/** Knex implementation of IdentityRepository (organizations, clients, signing keys, assertion jtis). */
import type { Client, IdentityRepository, Organization, SigningKeyRecord } from '../domain/identity.js';
import { toCounts, type Scope } from '../domain/batches.js';
import { toBatch } from './batch-repository.js';
import { inTransaction, isUniqueViolation, type Db } from './db.js';
import { groupedRead } from './grouped-read.js';
import { preparedRead, type PreparedRead } from './prepared.js';

type Row = Record<string, unknown>;

function bool(v: unknown): boolean {
  return v === true || v === 1 || v === '1';
}

function toOrganization(r: Row): Organization {
  return {
    id: String(r.id),
    name: String(r.name),
    liveProcessing: bool(r.live_processing),
    suspended: bool(r.suspended),
    allowedIps: JSON.parse(String(r.allowed_ips)) as string[],
    createdAt: String(r.created_at),
  };
}

function toClient(r: Row): Client {
  return {
    id: String(r.id),
    organizationId: String(r.organization_id),
    mode: r.mode === 'live' ? 'live' : 'test',
    secretHash: r.secret_hash == null ? null : String(r.secret_hash),
    jwks: r.jwks == null ? null : (JSON.parse(String(r.jwks)) as Client['jwks']),
    scopes: JSON.parse(String(r.scopes)) as string[],
    disabled: bool(r.disabled),
    createdAt: String(r.created_at),
  };
}

function toKey(r: Row): SigningKeyRecord {
  return {
    kid: String(r.kid),
    alg: String(r.alg),
    privateJwk: JSON.parse(String(r.private_jwk)) as Record<string, unknown>,
    publicJwk: JSON.parse(String(r.public_jwk)) as Record<string, unknown>,
    createdAt: String(r.created_at),
    retiredAt: r.retired_at == null ? null : String(r.retired_at),
  };
}

function keyRow(k: SigningKeyRecord): Row {
  return {
    kid: k.kid,
    alg: k.alg,
    private_jwk: JSON.stringify(k.privateJwk),
    public_jwk: JSON.stringify(k.publicJwk),
    created_at: k.createdAt,
    retired_at: k.retiredAt,
  };
}

/** The organization of a row of the client reads below (its columns prefixed `o_`). */
function organizationOf(row: Row): Organization {
  return toOrganization({
    id: row.organization_id,
    name: row.o_name,
    live_processing: row.o_live_processing,
    suspended: row.o_suspended,
    allowed_ips: row.o_allowed_ips,
    created_at: row.o_created_at,
  });
}

const CLIENT_COLUMNS =
  'c.*, o.name as o_name, o.live_processing as o_live_processing, o.suspended as o_suspended, o.allowed_ips as o_allowed_ips, o.created_at as o_created_at';
/** Requests whose reads share one statement at most (5 bindings each). */
const GROUP = 64;
/** Such statements under way at once at most (Postgres, each on a connection of the pool; SQLite reads synchronously). */
const READ_CONCURRENCY = 4;
const BATCH_COLUMNS = ['id', 'organization_id', 'live_mode', 'status', 'external_reference', 'metadata', 'cancellation_reason', 'created_at', 'submitted_at', 'completed_at', 'expires_at'];

export function identityRepository(db: Db): IdentityRepository {
  // Read on every authenticated request (a disabled client or suspended organization takes effect at once).
  const readClientWithOrganization = preparedRead(db, `select ${CLIENT_COLUMNS} from clients c join organizations o on o.id = c.organization_id where c.id = ?`);
  // The same, with the batch of a GET batch request and its counts, for the requests of one group
  // (grouped-read.ts) in one statement: one row per key and document status of its batch (one with a
  // null status when the batch has none, or when there is no such batch). The keys come in as a
  // VALUES list, padded to a power of two so that a few statement shapes serve every group size.
  // Grouping by the primary keys lets Postgres select every column of the three rows; count(d.status)
  // reads only the (batch_id, status) index of the documents.
  const shapes = new Map<number, PreparedRead>();
  const shape = (n: number): PreparedRead => {
    let read = shapes.get(n);
    if (!read) {
      const values = Array.from({ length: n }, () => '(cast(? as integer), ?, ?, ?, cast(? as boolean))').join(', ');
      read = preparedRead(
        db,
        `with k (i, client_id, batch_id, organization_id, live_mode) as (values ${values}) ` +
          `select k.i as k_i, ${CLIENT_COLUMNS}, ${BATCH_COLUMNS.map((c) => `b.${c} as b_${c}`).join(', ')}, d.status as d_status, count(d.status) as d_n ` +
          'from k join clients c on c.id = k.client_id join organizations o on o.id = c.organization_id ' +
          'left join batches b on b.id = k.batch_id and b.organization_id = k.organization_id and b.live_mode = k.live_mode ' +
          'left join documents d on d.batch_id = b.id ' +
          'group by k.i, c.id, o.id, b.id, d.status',
      );
      shapes.set(n, read);
    }
    return read;
  };
  type CallerKey = { clientId: string; batchId: string; scope: Scope };
  const readCallersWithBatch = groupedRead<CallerKey, Row[]>(
    (k) => `${k.clientId} ${k.batchId} ${k.scope.organizationId} ${k.scope.liveMode}`,
    async (keys) => {
      let n = 1;
      while (n < keys.length) n *= 2;
      const bindings = Array.from({ length: n }, (_, i) => {
        const k = keys[Math.min(i, keys.length - 1)]!;
        return [i, k.clientId, k.batchId, k.scope.organizationId, k.scope.liveMode];
      }).flat();
      const byKey = new Map<string, Row[]>();
      for (const row of await shape(n)(bindings)) {
        const i = Number(row.k_i);
        if (i >= keys.length) continue;
        const k = keys[i]!;
        const id = `${k.clientId} ${k.batchId} ${k.scope.organizationId} ${k.scope.liveMode}`;
        let rows = byKey.get(id);
        if (!rows) byKey.set(id, (rows = []));
        rows.push(row);
      }
      return byKey;
    },
    { max: GROUP, concurrency: READ_CONCURRENCY },
  );
  return {
    async insertOrganization(org) {
      await db('organizations').insert({
        id: org.id,
        name: org.name,
        live_processing: org.liveProcessing,
        suspended: org.suspended,
        allowed_ips: JSON.stringify(org.allowedIps),
        created_at: org.createdAt,
        updated_at: org.createdAt,
      });
    },
    async getOrganization(id) {
      const row = (await db('organizations').where({ id }).first()) as Row | undefined;
      return row ? toOrganization(row) : null;
    },
    async updateOrganization(id, changes, now) {
      const patch: Row = { updated_at: now };
      if (changes.liveProcessing !== undefined) patch.live_processing = changes.liveProcessing;
      if (changes.suspended !== undefined) patch.suspended = changes.suspended;
      if (changes.allowedIps !== undefined) patch.allowed_ips = JSON.stringify(changes.allowedIps);
      const n = await db('organizations').where({ id }).update(patch);
      return n ? this.getOrganization(id) : null;
    },
    async insertClient(c) {
      await db('clients').insert({
        id: c.id,
        organization_id: c.organizationId,
        mode: c.mode,
        secret_hash: c.secretHash,
        jwks: c.jwks ? JSON.stringify(c.jwks) : null,
        scopes: JSON.stringify(c.scopes),
        disabled: c.disabled,
        created_at: c.createdAt,
        updated_at: c.createdAt,
      });
    },
    async getClient(id) {
      const row = (await db('clients').where({ id }).first()) as Row | undefined;
      return row ? toClient(row) : null;
    },
    async getClientWithOrganization(id) {
      const row = (await readClientWithOrganization([id]))[0];
      if (!row) return null;
      return { client: toClient(row), organization: organizationOf(row) };
    },
    async getClientWithOrganizationAndBatch(id, batchId, scope) {
      const rows = (await readCallersWithBatch({ clientId: id, batchId, scope })) ?? [];
      const row = rows[0];
      if (!row) return null;
      let batch = null;
      if (row.b_id != null) {
        const counts = new Map(rows.filter((r) => r.d_status != null).map((r) => [String(r.d_status), Number(r.d_n)]));
        batch = { batch: toBatch(Object.fromEntries(BATCH_COLUMNS.map((c) => [c, row[`b_${c}`]]))), counts: toCounts(counts) };
      }
      return { client: toClient(row), organization: organizationOf(row), batch };
    },
    async replaceClientSecretHash(id, expected, next) {
      return (await db('clients').where({ id, secret_hash: expected }).update({ secret_hash: next })) === 1;
    },

    async setClientDisabled(id, disabled, now) {
      const n = await db('clients').where({ id }).update({ disabled, updated_at: now });
      return n ? this.getClient(id) : null;
    },
    async ensureActiveSigningKey(create) {
      const active = (await db('signing_keys').whereNull('retired_at').orderBy('created_at', 'desc').first()) as Row | undefined;
      if (active) return toKey(active);
      const fresh = await create();
      // Concurrent first starts (several processes on one Postgres) may all get here: each inserts
      // its own key, and every process then signs with the newest unretired one. All of them are
      // published, so tokens signed by any of them verify.
      await db('signing_keys').insert(keyRow(fresh));
      const newest = (await db('signing_keys').whereNull('retired_at').orderBy('created_at', 'desc').orderBy('kid').first()) as Row;
      return toKey(newest);
    },
    async rotateSigningKey(next, now) {
      await inTransaction(db, async (trx) => {
        await trx('signing_keys').whereNull('retired_at').update({ retired_at: now });
        await trx('signing_keys').insert(keyRow(next));
      });
    },
    async replaceSigningPrivateJwk(kid, expected, next) {
      const n = await db('signing_keys').where({ kid, private_jwk: JSON.stringify(expected) }).update({ private_jwk: JSON.stringify(next) });
      return n === 1;
    },
    async listVerificationKeys(retiredAfter) {
      const rows = (await db('signing_keys')
        .whereNull('retired_at')
        .orWhere('retired_at', '>', retiredAfter)
        .orderBy('created_at', 'desc')) as Row[];
      return rows.map(toKey);
    },
    async recordAssertionJti(clientId, jti, expiresAt, now) {
      try {
        await db('assertion_jtis').insert({ client_id: clientId, jti, expires_at: expiresAt });
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
      // Expired entries can go: `expiresAt` is when the assertion stops being accepted (exp plus the
      // allowed clock skew), and a rejected assertion never reaches its jti.
      if (Math.random() < 0.05) await db('assertion_jtis').where('expires_at', '<', now).delete();
      return true;
    },
  };
}
