/**
 * The token endpoint's logic (RFC 6749 §4.4 client credentials; §2.3.1 client_secret_basic; RFC 7523
 * private_key_jwt), free of HTTP: it takes the Authorization header, the form and the caller IP, and
 * returns the token response or throws an OAuthError.
 *
 * Order: exactly one client authentication → attempt limit (by claimed client and source address, or
 * by address for unknown clients) → grant type → authenticate → jti (single use, atomically) → scope
 * → organization (suspended, IP allow-list) → per-client limit → issue.
 */
import type { Schemas } from '../../generated/openapi.js';
import type { Client, IdentityRepository } from '../domain/identity.js';
import type { RateLimiter } from '../domain/rate-limit.js';
import { OAuthError } from '../errors.js';
import type { AccessTokens } from './access-tokens.js';
import { claimedClientId, CLOCK_SKEW_SECONDS, InvalidAssertionError, MissingJtiError, verifyClientAssertion } from './client-assertion.js';
import { ipAllowed } from './ip.js';
import { covers, isKnownScope, splitScope } from './scopes.js';
import { dummySecretHash, hashSecret, needsRehash, verifySecret } from './secrets.js';

export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export interface TokenRequestInput {
  readonly authorization: string | undefined;
  readonly form: Schemas['TokenRequest'] & Record<string, unknown>;
  readonly ip: string;
}

/** Decodes `Authorization: Basic` per RFC 6749 Appendix B (each part form-urlencoded); null if absent. */
export function parseBasic(header: string | undefined): { id: string; secret: string } | null | 'malformed' {
  if (!header) return null;
  const m = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!m) return /^Basic\b/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const form = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { id: form(decoded.slice(0, colon)), secret: form(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

export class TokenService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly tokens: AccessTokens,
    private readonly limiter: RateLimiter,
    /** Accepted assertion audiences: the token endpoint URL first, then the issuer. */
    private readonly audiences: readonly string[],
  ) {}

  async handle(input: TokenRequestInput, now = new Date()): Promise<Schemas['TokenResponse']> {
    const { form } = input;
    const basic = parseBasic(input.authorization);
    const hasAssertion = form.client_assertion !== undefined || form.client_assertion_type !== undefined;
    if (basic !== null && hasAssertion) {
      throw new OAuthError('invalid_request', 400, 'Use exactly one client authentication method: HTTP Basic or a client assertion, not both.');
    }

    const candidate =
      basic !== null && basic !== 'malformed'
        ? basic.id
        : typeof form.client_assertion === 'string'
          ? claimedClientId(form.client_assertion)
          : null;
    const client = candidate ? await this.repo.getClient(candidate) : null;

    // Attempts are counted per claimed client and source address (per address for unknown clients),
    // so that a stranger who knows a client ID exhausts only its own budget, never the owner's.
    await this.consume(client ? `attempt:${client.id}:${input.ip}` : `ip:${input.ip}`);

    if (form.grant_type === undefined) throw new OAuthError('invalid_request', 400, 'grant_type is required.');
    if (form.grant_type !== 'client_credentials') {
      throw new OAuthError('unsupported_grant_type', 400, 'Only the client_credentials grant is supported.');
    }

    let authenticated: Client;
    if (basic !== null) {
      authenticated = await this.authenticateBasic(basic, client);
    } else if (hasAssertion) {
      authenticated = await this.authenticateAssertion(form, client, now);
    } else if (form.client_secret !== undefined) {
      throw new OAuthError('invalid_client', 401, 'client_secret_post is not supported: send the client credentials with HTTP Basic.');
    } else {
      throw new OAuthError('invalid_client', 401, 'Client authentication is required (HTTP Basic or a client assertion).', { basicChallenge: true });
    }

    const requested = splitScope(form.scope);
    let granted: string[];
    if (requested.length === 0) {
      granted = [...authenticated.scopes];
    } else {
      const refused = requested.filter((s) => !isKnownScope(s) || !covers(authenticated.scopes, s));
      if (refused.length) {
        throw new OAuthError('invalid_scope', 400, `The client is not allowed the scope${refused.length > 1 ? 's' : ''} ${refused.map((s) => `"${s}"`).join(', ')}.`);
      }
      granted = requested;
    }

    const org = await this.repo.getOrganization(authenticated.organizationId);
    if (!org) throw new OAuthError('invalid_client', 401, 'Client authentication failed.');
    // No token for a caller the API would refuse anyway (service spec, token errors: invalid_client).
    if (org.suspended) throw new OAuthError('invalid_client', 401, 'The organization is suspended.');
    if (!ipAllowed(input.ip, org.allowedIps)) {
      throw new OAuthError('invalid_client', 401, "The caller's IP address is not in the organization's allow-list.");
    }
    // Token requests per client: only authenticated ones count, so no one else can spend this budget.
    await this.consume(`client:${authenticated.id}`);
    const { token, expiresIn } = await this.tokens.issue(
      { clientId: authenticated.id, organizationId: org.id, mode: authenticated.mode, scopes: granted },
      now,
    );
    return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, scope: granted.join(' ') };
  }

  private async consume(key: string): Promise<void> {
    const limit = await this.limiter.consume(key);
    if (!limit.allowed) {
      throw new OAuthError('temporarily_unavailable', 429, `Too many token requests; retry after ${limit.resetSeconds} seconds.`, {
        retryAfter: limit.resetSeconds,
      });
    }
  }

  private async authenticateBasic(basic: { id: string; secret: string } | 'malformed', client: Client | null): Promise<Client> {
    const fail = () => new OAuthError('invalid_client', 401, 'Client authentication failed.', { basicChallenge: true });
    if (basic === 'malformed') throw fail();
    // Hash even for unknown clients, so that timing does not tell which client IDs exist.
    const ok = await verifySecret(basic.secret, client?.secretHash ?? (await dummySecretHash));
    if (!client || !client.secretHash || !ok || client.disabled) throw fail();
    // A hash of the earlier, slow kind is replaced now that the secret is known to be right.
    if (needsRehash(client.secretHash)) await this.repo.replaceClientSecretHash(client.id, client.secretHash, await hashSecret(basic.secret));
    return client;
  }

  private async authenticateAssertion(form: TokenRequestInput['form'], client: Client | null, now: Date): Promise<Client> {
    if (form.client_assertion_type !== JWT_BEARER || typeof form.client_assertion !== 'string') {
      throw new OAuthError('invalid_request', 400, `client_assertion_type must be ${JWT_BEARER}, with client_assertion.`);
    }
    const fail = (why: string) => new OAuthError('invalid_client', 401, why);
    if (!client || !client.jwks) throw fail('Client authentication failed.');
    if (form.client_id !== undefined && form.client_id !== client.id) throw fail('client_id does not match the client assertion.');
    let verified;
    try {
      verified = await verifyClientAssertion(form.client_assertion, client.id, client.jwks, this.audiences, now);
    } catch (err) {
      if (err instanceof MissingJtiError) throw new OAuthError('invalid_grant', 400, err.message);
      if (err instanceof InvalidAssertionError) throw fail(err.message);
      throw err;
    }
    if (client.disabled) throw fail('Client authentication failed.');
    // The unique key makes this atomic: of two concurrent requests with one assertion, one insert fails.
    // The jti is kept until the assertion can no longer be accepted: exp plus the clock skew that
    // verification allows (kept only until exp, a purge would reopen a replay for up to that skew).
    const acceptedUntil = new Date((verified.exp + CLOCK_SKEW_SECONDS) * 1000).toISOString();
    const fresh = await this.repo.recordAssertionJti(client.id, verified.jti, acceptedUntil, now.toISOString());
    if (!fresh) throw new OAuthError('invalid_grant', 400, "The client assertion's jti has already been used.");
    return client;
  }
}
