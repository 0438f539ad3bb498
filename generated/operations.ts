// Generated from openapi.yaml by scripts/generate.ts; do not edit.

/** operationIds of openapi.yaml. */
export type OperationId =
  | "cancelBatch"
  | "createAccessToken"
  | "createBatch"
  | "createBatchDocuments"
  | "deleteBatch"
  | "deleteBatchDocument"
  | "getAuthorizationServerMetadata"
  | "getBatch"
  | "getBatchDocument"
  | "getBatchResults"
  | "getDocumentFhirBundle"
  | "getFhirCapabilityStatement"
  | "getFhirPatientEverything"
  | "getFhirPatientEverythingPost"
  | "getHealth"
  | "getJwks"
  | "getLiveness"
  | "getReadiness"
  | "getSmartConfiguration"
  | "listBatchDocuments"
  | "listBatches"
  | "listDocumentEntities"
  | "readFhirPatient"
  | "readFhirResource"
  | "searchFhirResources"
  | "searchFhirResourcesPost"
  | "submitBatch"
  | "uploadDocumentContent";

/** The lower-case HTTP methods openapi.yaml uses (each is a method of @koa/router). */
export type OperationMethod = "get" | "put" | "post" | "delete";

/** An operation of openapi.yaml, with what a router needs to serve it. */
export interface Operation {
  readonly operationId: OperationId;
  /** Lower-case HTTP method. */
  readonly method: OperationMethod;
  /** OpenAPI path template, e.g. `/v1/data-engine/batches/{batchId}`. */
  readonly path: string;
  /** The same path for @koa/router 15, e.g. `/v1/data-engine/batches/:batchId`. */
  readonly koaPath: string;
  /** The operation's one tag. */
  readonly tag: string;
  /**
   * Bearer-token scope alternatives from `security`: the token needs every scope of at least one
   * inner list. `[]` means no bearer token is needed (`security: []`, or an alternative without a
   * bearer scheme, as on the token endpoint); `[[]]` means a token with no particular scope.
   */
  readonly scopes: readonly (readonly string[])[];
  /** The lowest 2xx status declared. */
  readonly successStatus: number;
  /** Request body media types, in document order (empty when there is no body). */
  readonly requestContentTypes: readonly string[];
  readonly requestBodyRequired: boolean;
  /** Media types of all declared responses, success responses first. */
  readonly responseContentTypes: readonly string[];
  /** `x-max-body-bytes`, or null when the operation sets no limit of its own. */
  readonly maxBodyBytes: number | null;
  /** Every operation-level `x-` key with its value (e.g. `x-smart-resource-scope`). */
  readonly extensions: { readonly [key: `x-${string}`]: unknown };
}

/** Every operation by operationId. */
export const operationsById: { readonly [K in OperationId]: Operation & { readonly operationId: K } } = {
  "cancelBatch": {
    operationId: "cancelBatch",
    method: "post",
    path: "/v1/data-engine/batches/{batchId}/cancel",
    koaPath: "/v1/data-engine/batches/:batchId/cancel",
    tag: "Batches",
    scopes: [["batches:write"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst batch = await de.batches.cancel(batchId);\nconsole.log(batch.status, batch.cancellationReason); // cancelled requested\n"}]},
  },
  "createAccessToken": {
    operationId: "createAccessToken",
    method: "post",
    path: "/oauth/token",
    koaPath: "/oauth/token",
    tag: "OAuth",
    scopes: [],
    successStatus: 200,
    requestContentTypes: ["application/x-www-form-urlencoded"],
    requestBodyRequired: true,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: 65536,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine, ProblemError } from 'data-engine-client';\n// The SDK requests, caches and refreshes tokens itself (client_secret_basic here; or pass\n// privateKey, keyId and algorithm for private_key_jwt). A refused client surfaces on the first call:\nconst de = new DataEngine({ baseUrl, clientId, clientSecret, scope: 'batches:read batches:write' });\ntry {\n  await de.batches.get(batchId);\n} catch (err) {\n  if (err instanceof ProblemError && err.error === 'invalid_client') console.error(err.error_description);\n}\n"}],"x-max-body-bytes":65536},
  },
  "createBatch": {
    operationId: "createBatch",
    method: "post",
    path: "/v1/data-engine/batches",
    koaPath: "/v1/data-engine/batches",
    tag: "Batches",
    scopes: [["batches:write"]],
    successStatus: 201,
    requestContentTypes: ["application/json"],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: 1048576,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst batch = await de.batches.create({ externalReference: 'discharge-2026-11-22', metadata: { site: 'north-campus' } });\nconsole.log(batch.id, batch.status); // pending\n"}],"x-max-body-bytes":1048576},
  },
  "createBatchDocuments": {
    operationId: "createBatchDocuments",
    method: "post",
    path: "/v1/data-engine/batches/{batchId}/documents",
    koaPath: "/v1/data-engine/batches/:batchId/documents",
    tag: "Documents",
    scopes: [["batches:write"]],
    successStatus: 200,
    requestContentTypes: ["application/json"],
    requestBodyRequired: true,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: 10485760,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\n// any number of documents: sent in chunks within the limits; a re-run replays\nconst documents = await de.documents.add(batchId, [\n  { externalReference: 'note-0001', mediaType: 'text/plain', content: 'HISTORY: hypertension. Denies chest pain.', patient: { externalId: 'MRN-000123' } },\n]);\nconsole.log(documents.map((d) => d.status)); // ['pending']\n"}],"x-max-body-bytes":10485760},
  },
  "deleteBatch": {
    operationId: "deleteBatch",
    method: "delete",
    path: "/v1/data-engine/batches/{batchId}",
    koaPath: "/v1/data-engine/batches/:batchId",
    tag: "Batches",
    scopes: [["batches:write"]],
    successStatus: 204,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nawait de.batches.delete(batchId); // 204; a repeat delete is 204 again\n"}]},
  },
  "deleteBatchDocument": {
    operationId: "deleteBatchDocument",
    method: "delete",
    path: "/v1/data-engine/batches/{batchId}/documents/{documentId}",
    koaPath: "/v1/data-engine/batches/:batchId/documents/:documentId",
    tag: "Documents",
    scopes: [["batches:write"]],
    successStatus: 204,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nawait de.documents.delete(batchId, documentId); // only while the batch is pending\n"}]},
  },
  "getAuthorizationServerMetadata": {
    operationId: "getAuthorizationServerMetadata",
    method: "get",
    path: "/.well-known/oauth-authorization-server",
    koaPath: "/.well-known/oauth-authorization-server",
    tag: "Discovery",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "getBatch": {
    operationId: "getBatch",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}",
    koaPath: "/v1/data-engine/batches/:batchId",
    tag: "Batches",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst batch = await de.batches.get(batchId);\n// or poll until completed (If-None-Match and Retry-After handled):\nconst done = await de.batches.waitForCompletion(batchId, { onProgress: (b) => console.log(b.counts) });\nconsole.log(batch.status, done.status);\n"}]},
  },
  "getBatchDocument": {
    operationId: "getBatchDocument",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}/documents/{documentId}",
    koaPath: "/v1/data-engine/batches/:batchId/documents/:documentId",
    tag: "Documents",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst document = await de.documents.get(batchId, documentId);\nconsole.log(document.status, document.result?.entityCount);\n"}]},
  },
  "getBatchResults": {
    operationId: "getBatchResults",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}/results",
    koaPath: "/v1/data-engine/batches/:batchId/results",
    tag: "Results",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/x-ndjson","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\n// NDJSON, one typed ResultLine at a time, in constant memory\nfor await (const line of de.results.stream(batchId)) console.log(line.externalReference, line.status, line.entities.length);\n"}]},
  },
  "getDocumentFhirBundle": {
    operationId: "getDocumentFhirBundle",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}/documents/{documentId}/fhir",
    koaPath: "/v1/data-engine/batches/:batchId/documents/:documentId/fhir",
    tag: "Results",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst bundle = await de.documents.fhirBundle(batchId, documentId);\nconsole.log(bundle.type, bundle.entry?.length);\n"}]},
  },
  "getFhirCapabilityStatement": {
    operationId: "getFhirCapabilityStatement",
    method: "get",
    path: "/fhir/R4/metadata",
    koaPath: "/fhir/R4/metadata",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-smart-any-system-scope":true},
  },
  "getFhirPatientEverything": {
    operationId: "getFhirPatientEverything",
    method: "get",
    path: "/fhir/R4/Patient/{patientId}/$everything",
    koaPath: "/fhir/R4/Patient/:patientId/$everything",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-smart-resource-scope":"read","x-smart-resource-type":"*"},
  },
  "getFhirPatientEverythingPost": {
    operationId: "getFhirPatientEverythingPost",
    method: "post",
    path: "/fhir/R4/Patient/{patientId}/$everything",
    koaPath: "/fhir/R4/Patient/:patientId/$everything",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: ["application/fhir+json"],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: 65536,
    extensions: {"x-max-body-bytes":65536,"x-smart-resource-scope":"read","x-smart-resource-type":"*"},
  },
  "getHealth": {
    operationId: "getHealth",
    method: "get",
    path: "/health",
    koaPath: "/health",
    tag: "Health",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "getJwks": {
    operationId: "getJwks",
    method: "get",
    path: "/.well-known/jwks.json",
    koaPath: "/.well-known/jwks.json",
    tag: "Discovery",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "getLiveness": {
    operationId: "getLiveness",
    method: "get",
    path: "/health/live",
    koaPath: "/health/live",
    tag: "Health",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "getReadiness": {
    operationId: "getReadiness",
    method: "get",
    path: "/ready",
    koaPath: "/ready",
    tag: "Health",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "getSmartConfiguration": {
    operationId: "getSmartConfiguration",
    method: "get",
    path: "/fhir/R4/.well-known/smart-configuration",
    koaPath: "/fhir/R4/.well-known/smart-configuration",
    tag: "Discovery",
    scopes: [],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {},
  },
  "listBatchDocuments": {
    operationId: "listBatchDocuments",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}/documents",
    koaPath: "/v1/data-engine/batches/:batchId/documents",
    tag: "Documents",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nfor await (const document of de.documents.list(batchId, { status: 'failed' })) console.log(document.externalReference, document.error?.code);\n"}]},
  },
  "listBatches": {
    operationId: "listBatches",
    method: "get",
    path: "/v1/data-engine/batches",
    koaPath: "/v1/data-engine/batches",
    tag: "Batches",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\n// every page, fetched as the loop gets there\nfor await (const batch of de.batches.list({ status: 'completed' })) console.log(batch.id, batch.counts.succeeded);\n"}]},
  },
  "listDocumentEntities": {
    operationId: "listDocumentEntities",
    method: "get",
    path: "/v1/data-engine/batches/{batchId}/documents/{documentId}/entities",
    koaPath: "/v1/data-engine/batches/:batchId/documents/:documentId/entities",
    tag: "Results",
    scopes: [["batches:read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nfor await (const entity of de.entities.list(batchId, documentId, { type: 'Condition' })) {\n  console.log(entity.text, entity.polarity, (entity.codes ?? []).map((c) => `${c.system}|${c.code}`));\n}\n"}]},
  },
  "readFhirPatient": {
    operationId: "readFhirPatient",
    method: "get",
    path: "/fhir/R4/Patient/{patientId}",
    koaPath: "/fhir/R4/Patient/:patientId",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"],["system/Patient.rs"],["system/Patient.read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-smart-resource-scope":"read","x-smart-resource-type":"Patient"},
  },
  "readFhirResource": {
    operationId: "readFhirResource",
    method: "get",
    path: "/fhir/R4/{resourceType}/{resourceId}",
    koaPath: "/fhir/R4/:resourceType/:resourceId",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-smart-resource-scope":"read"},
  },
  "searchFhirResources": {
    operationId: "searchFhirResources",
    method: "get",
    path: "/fhir/R4/{resourceType}",
    koaPath: "/fhir/R4/:resourceType",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-smart-resource-scope":"search"},
  },
  "searchFhirResourcesPost": {
    operationId: "searchFhirResourcesPost",
    method: "post",
    path: "/fhir/R4/{resourceType}/_search",
    koaPath: "/fhir/R4/:resourceType/_search",
    tag: "FHIR",
    scopes: [["system/*.rs"],["system/*.read"]],
    successStatus: 200,
    requestContentTypes: ["application/x-www-form-urlencoded"],
    requestBodyRequired: false,
    responseContentTypes: ["application/fhir+json","application/problem+json"],
    maxBodyBytes: 65536,
    extensions: {"x-max-body-bytes":65536,"x-smart-resource-scope":"search"},
  },
  "submitBatch": {
    operationId: "submitBatch",
    method: "post",
    path: "/v1/data-engine/batches/{batchId}/submit",
    koaPath: "/v1/data-engine/batches/:batchId/submit",
    tag: "Batches",
    scopes: [["batches:write"]],
    successStatus: 200,
    requestContentTypes: [],
    requestBodyRequired: false,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: null,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\nconst batch = await de.batches.submit(batchId);\nconsole.log(batch.status); // processing\n"}]},
  },
  "uploadDocumentContent": {
    operationId: "uploadDocumentContent",
    method: "put",
    path: "/v1/data-engine/batches/{batchId}/documents/{documentId}/content",
    koaPath: "/v1/data-engine/batches/:batchId/documents/:documentId/content",
    tag: "Documents",
    scopes: [["batches:write"]],
    successStatus: 200,
    requestContentTypes: ["application/octet-stream","text/plain","application/pdf"],
    requestBodyRequired: true,
    responseContentTypes: ["application/json","application/problem+json"],
    maxBodyBytes: 26214400,
    extensions: {"x-codeSamples":[{"lang":"TypeScript","label":"SDK (data-engine-client)","source":"import { DataEngine } from 'data-engine-client';\nconst de = new DataEngine({ baseUrl, clientId, clientSecret });\n// declares byteSize and checksumSha256, then sends the raw bytes (Uint8Array, Blob, string or stream)\nconst pdf = new Uint8Array(/* the file's bytes, e.g. await readFile('discharge-summary.pdf') */);\nconst document = await de.documents.upload(batchId, { externalReference: 'note-0002', mediaType: 'application/pdf', data: pdf, filename: 'discharge-summary.pdf' });\nconsole.log(document.status, document.byteSize); // pending\n"}],"x-max-body-bytes":26214400},
  },
};

/** Every operation in route registration order: literal path segments before templated ones. */
export const operations: readonly Operation[] = [
  operationsById["getJwks"],
  operationsById["getAuthorizationServerMetadata"],
  operationsById["getSmartConfiguration"],
  operationsById["readFhirPatient"],
  operationsById["getFhirPatientEverything"],
  operationsById["getFhirPatientEverythingPost"],
  operationsById["getFhirCapabilityStatement"],
  operationsById["searchFhirResources"],
  operationsById["searchFhirResourcesPost"],
  operationsById["readFhirResource"],
  operationsById["getHealth"],
  operationsById["getLiveness"],
  operationsById["createAccessToken"],
  operationsById["getReadiness"],
  operationsById["listBatches"],
  operationsById["createBatch"],
  operationsById["getBatch"],
  operationsById["deleteBatch"],
  operationsById["cancelBatch"],
  operationsById["listBatchDocuments"],
  operationsById["createBatchDocuments"],
  operationsById["getBatchDocument"],
  operationsById["deleteBatchDocument"],
  operationsById["uploadDocumentContent"],
  operationsById["listDocumentEntities"],
  operationsById["getDocumentFhirBundle"],
  operationsById["getBatchResults"],
  operationsById["submitBatch"],
];
