import { type JWK, type CryptoKey, type KeyObject } from 'jose';
import type { TokenSource, Transport } from './transport.js';
/** Assertion signing algorithms the service accepts. */
export type AssertionAlgorithm = 'ES256' | 'ES384' | 'RS256' | 'RS384' | 'PS256';
export type Credentials = {
    clientId: string;
    clientSecret: string;
} | {
    clientId: string;
    privateKey: JWK | CryptoKey | KeyObject;
    keyId?: string | undefined;
    algorithm?: AssertionAlgorithm | undefined;
};
export declare class TokenManager implements TokenSource {
    private readonly baseUrl;
    private readonly credentials;
    private readonly transport;
    private readonly scope;
    private token;
    private inflight;
    private key;
    constructor(baseUrl: string, credentials: Credentials, transport: Transport, scope: string | undefined);
    get(signal?: AbortSignal): Promise<string>;
    invalidate(token: string): void;
    private fetchToken;
    /** A fresh RFC 7523 client assertion: `iss` = `sub` = client ID, `aud` the token endpoint, a new `jti` every time. */
    private assertion;
}
