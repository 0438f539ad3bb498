/**
 * Access tokens for the client credentials grant (RFC 6749 §4.4) with `client_secret_basic`
 * (§2.3.1) or `private_key_jwt` (RFC 7523 §2.2, SMART Backend Services). Tokens are fetched on first
 * use, cached, refreshed shortly before `expires_in` runs out, and fetched once for any number of
 * concurrent callers.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import { ProblemError } from './errors.js';
/** RFC 6749 Appendix B: each part is form-urlencoded before Basic encoding. */
function basic(id, secret) {
    const enc = (s) => encodeURIComponent(s).replace(/%20/g, '+');
    return `Basic ${Buffer.from(`${enc(id)}:${enc(secret)}`).toString('base64')}`;
}
export class TokenManager {
    baseUrl;
    credentials;
    transport;
    scope;
    token;
    inflight;
    key;
    constructor(baseUrl, credentials, transport, scope) {
        this.baseUrl = baseUrl;
        this.credentials = credentials;
        this.transport = transport;
        this.scope = scope;
    }
    get(signal) {
        if (this.token && Date.now() < this.token.refreshAt)
            return Promise.resolve(this.token.value);
        // One token request for every caller that arrives while it is in flight.
        this.inflight ??= this.fetchToken(signal).finally(() => {
            this.inflight = undefined;
        });
        return this.inflight;
    }
    invalidate(token) {
        if (this.token?.value === token)
            this.token = undefined;
    }
    async fetchToken(signal) {
        const form = { grant_type: 'client_credentials', ...(this.scope ? { scope: this.scope } : {}) };
        const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' });
        const c = this.credentials;
        if ('clientSecret' in c)
            headers.set('authorization', basic(c.clientId, c.clientSecret));
        else {
            form.client_assertion_type = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
            form.client_assertion = await this.assertion(c);
        }
        const body = new URLSearchParams(Object.entries(form).filter((e) => typeof e[1] === 'string')).toString();
        const request = new Request(`${this.baseUrl}/oauth/token`, { method: 'POST', headers, body });
        const started = Date.now();
        const response = await this.transport.send(request, { signal });
        const text = await response.text();
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            parsed = text;
        }
        if (!response.ok)
            throw new ProblemError(response.status, parsed, response.headers);
        const t = parsed;
        const lifetimeMs = t.expires_in * 1000;
        // Refresh a minute early (or at 90% of a short lifetime) so that no request carries a token about to expire.
        this.token = { value: t.access_token, refreshAt: started + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
        return t.access_token;
    }
    /** A fresh RFC 7523 client assertion: `iss` = `sub` = client ID, `aud` the token endpoint, a new `jti` every time. */
    async assertion(c) {
        const jwk = isJwk(c.privateKey) ? c.privateKey : undefined;
        const alg = c.algorithm ?? jwk?.alg ?? 'ES256';
        const kid = c.keyId ?? jwk?.kid;
        this.key ??= jwk ? importJWK(jwk, alg) : Promise.resolve(c.privateKey);
        const now = Math.floor(Date.now() / 1000);
        return new SignJWT({ jti: randomUUID() })
            .setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) })
            .setIssuer(c.clientId)
            .setSubject(c.clientId)
            .setAudience(`${this.baseUrl}/oauth/token`)
            .setIssuedAt(now)
            .setExpirationTime(now + 120)
            .sign(await this.key);
    }
}
function isJwk(key) {
    return typeof key === 'object' && key !== null && typeof key.kty === 'string';
}
