/** The token endpoint and the public discovery documents (tags OAuth and Discovery). */
import type { Schemas } from '../../../generated/openapi.js';
import { ASSERTION_ALGS } from '../../oauth/client-assertion.js';
import { SERVED_TYPES } from '../../fhir/resource-types.js';
import { SERVICE_SCOPES } from '../../oauth/scopes.js';
import type { Services } from '../../services.js';
import type { TagHandlers } from '../router.js';

/** Every scope a client can be given, as discovery documents list them. */
function scopesSupported(): string[] {
  const smart = ['*', ...SERVED_TYPES].flatMap((t) => [`system/${t}.rs`, `system/${t}.read`]);
  return [...SERVICE_SCOPES, ...smart];
}

export function oauthHandlers(services: Services): TagHandlers<'OAuth' | 'Discovery'> {
  const base = services.config.publicBaseUrl;
  const common = {
    issuer: base,
    token_endpoint: `${base}/oauth/token`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGS],
    scopes_supported: scopesSupported(),
  };
  const metadata: Schemas['AuthorizationServerMetadata'] = {
    ...common,
    response_types_supported: [],
    service_documentation: services.config.docsUrl,
  };
  const smart: Schemas['SmartConfiguration'] = {
    ...common,
    capabilities: ['client-confidential-asymmetric', 'client-confidential-symmetric', 'permission-v1', 'permission-v2'],
    code_challenge_methods_supported: [],
  };

  return {
    async createAccessToken({ body, request }) {
      const response = await services.tokenService.handle({
        authorization: request.get('Authorization') || undefined,
        form: body,
        ip: request.ip,
      });
      return { status: 200, headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' }, body: response };
    },
    async getJwks() {
      // A rotated key is published this long before it signs (KeyStore), so a cached copy never lacks it.
      const cacheControl = `public, max-age=${services.config.jwksMaxAgeSeconds}`;
      return { status: 200, headers: { 'Cache-Control': cacheControl }, body: { keys: await services.keys.publicJwks() } };
    },
    getAuthorizationServerMetadata() {
      return { status: 200, headers: { 'Cache-Control': 'public, max-age=300' }, body: metadata };
    },
    getSmartConfiguration() {
      return { status: 200, headers: { 'Cache-Control': 'public, max-age=300' }, body: smart };
    },
  };
}
