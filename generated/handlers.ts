// Generated from openapi.yaml by scripts/generate.ts; do not edit.

import type { components, operations } from './openapi.js';

/**
 * What a handler of each operation receives and returns, by operationId:
 *
 * - `params`, `query`, `headers`: the parameters after validation (coerced, defaults filled in, so a
 *   parameter with a default is always present); header names in lower case, as Node delivers them.
 *   Query and header parameters the operation does not declare are not typed.
 * - `body`: the validated JSON or form body; `undefined` for raw bodies (read from the request stream)
 *   and operations without a body.
 * - `authenticated`: whether the operation needs a bearer token (the caller is then known).
 * - `response`: one member per declared status and media type. `type` is the media type (optional when
 *   the status declares only one), `headers` the declared response headers except those the HTTP layer
 *   sets on every response (Request-Id, RateLimit-*), `body` the declared schema; NDJSON bodies are the
 *   lines as an async iterable of the `x-ndjson-item` schema.
 */
export interface OperationTypes {
  cancelBatch: {
    params: {
      batchId: NonNullable<NonNullable<operations["cancelBatch"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["cancelBatch"]['responses'][200]['content']["application/json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["cancelBatch"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["cancelBatch"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["cancelBatch"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["cancelBatch"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["cancelBatch"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["cancelBatch"]['responses'][429]['headers']["Retry-After"]> }; body: operations["cancelBatch"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["cancelBatch"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["cancelBatch"]['responses'][503]['headers']["Retry-After"]> }; body: operations["cancelBatch"]['responses'][503]['content']["application/problem+json"] };
  };
  createAccessToken: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: NonNullable<operations["createAccessToken"]['requestBody']>['content']["application/x-www-form-urlencoded"];
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: { "Cache-Control"?: NonNullable<operations["createAccessToken"]['responses'][200]['headers']["Cache-Control"]>; Pragma?: NonNullable<operations["createAccessToken"]['responses'][200]['headers']["Pragma"]> }; body: operations["createAccessToken"]['responses'][200]['content']["application/json"] }
      | { status: 400; type?: "application/json"; headers?: { "Cache-Control"?: NonNullable<operations["createAccessToken"]['responses'][400]['headers']["Cache-Control"]> }; body: operations["createAccessToken"]['responses'][400]['content']["application/json"] }
      | { status: 401; type?: "application/json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["createAccessToken"]['responses'][401]['headers']["WWW-Authenticate"]>; "Cache-Control"?: NonNullable<operations["createAccessToken"]['responses'][401]['headers']["Cache-Control"]> }; body: operations["createAccessToken"]['responses'][401]['content']["application/json"] }
      | { status: 413; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createAccessToken"]['responses'][413]['content']["application/problem+json"] }
      | { status: 429; type?: "application/json"; headers?: { "Retry-After"?: NonNullable<operations["createAccessToken"]['responses'][429]['headers']["Retry-After"]>; "Cache-Control"?: NonNullable<operations["createAccessToken"]['responses'][429]['headers']["Cache-Control"]> }; body: operations["createAccessToken"]['responses'][429]['content']["application/json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createAccessToken"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["createAccessToken"]['responses'][503]['headers']["Retry-After"]> }; body: operations["createAccessToken"]['responses'][503]['content']["application/problem+json"] };
  };
  createBatch: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: NonNullable<operations["createBatch"]['requestBody']>['content']["application/json"] | undefined;
    authenticated: true;
    response:
      | { status: 201; type?: "application/json"; headers: { Location: NonNullable<operations["createBatch"]['responses'][201]['headers']["Location"]> }; body: operations["createBatch"]['responses'][201]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["createBatch"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["createBatch"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][403]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][409]['content']["application/problem+json"] }
      | { status: 413; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][413]['content']["application/problem+json"] }
      | { status: 415; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][415]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["createBatch"]['responses'][429]['headers']["Retry-After"]> }; body: operations["createBatch"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatch"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["createBatch"]['responses'][503]['headers']["Retry-After"]> }; body: operations["createBatch"]['responses'][503]['content']["application/problem+json"] };
  };
  createBatchDocuments: {
    params: {
      batchId: NonNullable<NonNullable<operations["createBatchDocuments"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: NonNullable<operations["createBatchDocuments"]['requestBody']>['content']["application/json"];
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][200]['content']["application/json"] }
      | { status: 201; type?: "application/json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][201]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["createBatchDocuments"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["createBatchDocuments"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][409]['content']["application/problem+json"] }
      | { status: 413; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][413]['content']["application/problem+json"] }
      | { status: 415; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][415]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["createBatchDocuments"]['responses'][429]['headers']["Retry-After"]> }; body: operations["createBatchDocuments"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["createBatchDocuments"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["createBatchDocuments"]['responses'][503]['headers']["Retry-After"]> }; body: operations["createBatchDocuments"]['responses'][503]['content']["application/problem+json"] };
  };
  deleteBatch: {
    params: {
      batchId: NonNullable<NonNullable<operations["deleteBatch"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 204; headers?: Record<string, never>; body?: undefined }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteBatch"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["deleteBatch"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatch"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatch"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatch"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteBatch"]['responses'][429]['headers']["Retry-After"]> }; body: operations["deleteBatch"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatch"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteBatch"]['responses'][503]['headers']["Retry-After"]> }; body: operations["deleteBatch"]['responses'][503]['content']["application/problem+json"] };
  };
  deleteBatchDocument: {
    params: {
      batchId: NonNullable<NonNullable<operations["deleteBatchDocument"]['parameters']["path"]>["batchId"]>;
      documentId: NonNullable<NonNullable<operations["deleteBatchDocument"]['parameters']["path"]>["documentId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 204; headers?: Record<string, never>; body?: undefined }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteBatchDocument"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["deleteBatchDocument"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatchDocument"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatchDocument"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatchDocument"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteBatchDocument"]['responses'][429]['headers']["Retry-After"]> }; body: operations["deleteBatchDocument"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteBatchDocument"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteBatchDocument"]['responses'][503]['headers']["Retry-After"]> }; body: operations["deleteBatchDocument"]['responses'][503]['content']["application/problem+json"] };
  };
  deleteFhirExport: {
    params: {
      exportId: NonNullable<NonNullable<operations["deleteFhirExport"]['parameters']["path"]>["exportId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 202; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["deleteFhirExport"]['responses'][202]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteFhirExport"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["deleteFhirExport"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteFhirExport"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["deleteFhirExport"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteFhirExport"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["deleteFhirExport"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["deleteFhirExport"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["deleteFhirExport"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["deleteFhirExport"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteFhirExport"]['responses'][404]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteFhirExport"]['responses'][429]['headers']["Retry-After"]> }; body: operations["deleteFhirExport"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteFhirExport"]['responses'][429]['headers']["Retry-After"]> }; body: operations["deleteFhirExport"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["deleteFhirExport"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["deleteFhirExport"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteFhirExport"]['responses'][503]['headers']["Retry-After"]> }; body: operations["deleteFhirExport"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["deleteFhirExport"]['responses'][503]['headers']["Retry-After"]> }; body: operations["deleteFhirExport"]['responses'][503]['content']["application/problem+json"] };
  };
  fhirExportPatient: {
    params: Record<never, never>;
    query: {
      _type?: NonNullable<operations["fhirExportPatient"]['parameters']["query"]>["_type"];
      _since?: NonNullable<operations["fhirExportPatient"]['parameters']["query"]>["_since"];
      _outputFormat?: NonNullable<operations["fhirExportPatient"]['parameters']["query"]>["_outputFormat"];
    };
    headers: {
      prefer?: NonNullable<operations["fhirExportPatient"]['parameters']["header"]>["Prefer"];
    };
    body: undefined;
    authenticated: true;
    response:
      | { status: 202; type?: "application/fhir+json"; headers?: { "Content-Location"?: NonNullable<operations["fhirExportPatient"]['responses'][202]['headers']["Content-Location"]> }; body: operations["fhirExportPatient"]['responses'][202]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportPatient"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportPatient"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportPatient"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportPatient"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportPatient"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportPatient"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportPatient"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportPatient"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportPatient"]['responses'][403]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportPatient"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["fhirExportPatient"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportPatient"]['responses'][429]['headers']["Retry-After"]> }; body: operations["fhirExportPatient"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportPatient"]['responses'][429]['headers']["Retry-After"]> }; body: operations["fhirExportPatient"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportPatient"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["fhirExportPatient"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportPatient"]['responses'][503]['headers']["Retry-After"]> }; body: operations["fhirExportPatient"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportPatient"]['responses'][503]['headers']["Retry-After"]> }; body: operations["fhirExportPatient"]['responses'][503]['content']["application/problem+json"] };
  };
  fhirExportSystem: {
    params: Record<never, never>;
    query: {
      _type?: NonNullable<operations["fhirExportSystem"]['parameters']["query"]>["_type"];
      _since?: NonNullable<operations["fhirExportSystem"]['parameters']["query"]>["_since"];
      _outputFormat?: NonNullable<operations["fhirExportSystem"]['parameters']["query"]>["_outputFormat"];
    };
    headers: {
      prefer?: NonNullable<operations["fhirExportSystem"]['parameters']["header"]>["Prefer"];
    };
    body: undefined;
    authenticated: true;
    response:
      | { status: 202; type?: "application/fhir+json"; headers?: { "Content-Location"?: NonNullable<operations["fhirExportSystem"]['responses'][202]['headers']["Content-Location"]> }; body: operations["fhirExportSystem"]['responses'][202]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportSystem"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportSystem"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportSystem"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportSystem"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportSystem"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportSystem"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportSystem"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["fhirExportSystem"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["fhirExportSystem"]['responses'][403]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportSystem"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["fhirExportSystem"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportSystem"]['responses'][429]['headers']["Retry-After"]> }; body: operations["fhirExportSystem"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportSystem"]['responses'][429]['headers']["Retry-After"]> }; body: operations["fhirExportSystem"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["fhirExportSystem"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["fhirExportSystem"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportSystem"]['responses'][503]['headers']["Retry-After"]> }; body: operations["fhirExportSystem"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["fhirExportSystem"]['responses'][503]['headers']["Retry-After"]> }; body: operations["fhirExportSystem"]['responses'][503]['content']["application/problem+json"] };
  };
  getAuthorizationServerMetadata: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: { "Cache-Control"?: NonNullable<operations["getAuthorizationServerMetadata"]['responses'][200]['headers']["Cache-Control"]> }; body: operations["getAuthorizationServerMetadata"]['responses'][200]['content']["application/json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getAuthorizationServerMetadata"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getAuthorizationServerMetadata"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getAuthorizationServerMetadata"]['responses'][503]['content']["application/problem+json"] };
  };
  getBatch: {
    params: {
      batchId: NonNullable<NonNullable<operations["getBatch"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: {
      "if-none-match"?: NonNullable<operations["getBatch"]['parameters']["header"]>["If-None-Match"];
    };
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers: { ETag: NonNullable<operations["getBatch"]['responses'][200]['headers']["ETag"]>; "Retry-After"?: NonNullable<operations["getBatch"]['responses'][200]['headers']["Retry-After"]> }; body: operations["getBatch"]['responses'][200]['content']["application/json"] }
      | { status: 304; headers: { ETag: NonNullable<operations["getBatch"]['responses'][304]['headers']["ETag"]>; "Retry-After"?: NonNullable<operations["getBatch"]['responses'][304]['headers']["Retry-After"]> }; body?: undefined }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getBatch"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getBatch"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatch"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatch"]['responses'][404]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatch"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getBatch"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatch"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatch"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getBatch"]['responses'][503]['content']["application/problem+json"] };
  };
  getBatchDocument: {
    params: {
      batchId: NonNullable<NonNullable<operations["getBatchDocument"]['parameters']["path"]>["batchId"]>;
      documentId: NonNullable<NonNullable<operations["getBatchDocument"]['parameters']["path"]>["documentId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["getBatchDocument"]['responses'][200]['content']["application/json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getBatchDocument"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getBatchDocument"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchDocument"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchDocument"]['responses'][404]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatchDocument"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getBatchDocument"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchDocument"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatchDocument"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getBatchDocument"]['responses'][503]['content']["application/problem+json"] };
  };
  getBatchResults: {
    params: {
      batchId: NonNullable<NonNullable<operations["getBatchResults"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/x-ndjson"; headers?: Record<string, never>; body: AsyncIterable<components['schemas']["ResultLine"]> }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getBatchResults"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getBatchResults"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchResults"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchResults"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchResults"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatchResults"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getBatchResults"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getBatchResults"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getBatchResults"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getBatchResults"]['responses'][503]['content']["application/problem+json"] };
  };
  getDocumentFhirBundle: {
    params: {
      batchId: NonNullable<NonNullable<operations["getDocumentFhirBundle"]['parameters']["path"]>["batchId"]>;
      documentId: NonNullable<NonNullable<operations["getDocumentFhirBundle"]['parameters']["path"]>["documentId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getDocumentFhirBundle"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getDocumentFhirBundle"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getDocumentFhirBundle"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getDocumentFhirBundle"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getDocumentFhirBundle"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getDocumentFhirBundle"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getDocumentFhirBundle"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getDocumentFhirBundle"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getDocumentFhirBundle"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getDocumentFhirBundle"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getDocumentFhirBundle"]['responses'][503]['content']["application/problem+json"] };
  };
  getFhirCapabilityStatement: {
    params: Record<never, never>;
    query: {
      _format?: NonNullable<operations["getFhirCapabilityStatement"]['parameters']["query"]>["_format"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirCapabilityStatement"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirCapabilityStatement"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirCapabilityStatement"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirCapabilityStatement"]['responses'][403]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirCapabilityStatement"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirCapabilityStatement"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirCapabilityStatement"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirCapabilityStatement"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirCapabilityStatement"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirCapabilityStatement"]['responses'][503]['content']["application/problem+json"] };
  };
  getFhirExportFile: {
    params: {
      exportId: NonNullable<NonNullable<operations["getFhirExportFile"]['parameters']["path"]>["exportId"]>;
      exportFileName: NonNullable<NonNullable<operations["getFhirExportFile"]['parameters']["path"]>["exportFileName"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+ndjson"; headers?: Record<string, never>; body: AsyncIterable<components['schemas']["FhirResource"]> }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportFile"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportFile"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportFile"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportFile"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportFile"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportFile"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportFile"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportFile"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirExportFile"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirExportFile"]['responses'][404]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportFile"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirExportFile"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportFile"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirExportFile"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirExportFile"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirExportFile"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportFile"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirExportFile"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportFile"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirExportFile"]['responses'][503]['content']["application/problem+json"] };
  };
  getFhirExportStatus: {
    params: {
      exportId: NonNullable<NonNullable<operations["getFhirExportStatus"]['parameters']["path"]>["exportId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: { Expires?: NonNullable<operations["getFhirExportStatus"]['responses'][200]['headers']["Expires"]> }; body: operations["getFhirExportStatus"]['responses'][200]['content']["application/json"] }
      | { status: 202; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportStatus"]['responses'][202]['headers']["Retry-After"]>; "X-Progress"?: NonNullable<operations["getFhirExportStatus"]['responses'][202]['headers']["X-Progress"]> }; body?: undefined }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportStatus"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportStatus"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportStatus"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportStatus"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportStatus"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportStatus"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirExportStatus"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirExportStatus"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirExportStatus"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirExportStatus"]['responses'][404]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportStatus"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirExportStatus"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportStatus"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirExportStatus"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirExportStatus"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirExportStatus"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportStatus"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirExportStatus"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirExportStatus"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirExportStatus"]['responses'][503]['content']["application/problem+json"] };
  };
  getFhirPatientEverything: {
    params: {
      patientId: NonNullable<NonNullable<operations["getFhirPatientEverything"]['parameters']["path"]>["patientId"]>;
    };
    query: {
      _count: NonNullable<NonNullable<operations["getFhirPatientEverything"]['parameters']["query"]>["_count"]>;
      _cursor?: NonNullable<operations["getFhirPatientEverything"]['parameters']["query"]>["_cursor"];
      _format?: NonNullable<operations["getFhirPatientEverything"]['parameters']["query"]>["_format"];
    };
    headers: {
      prefer?: NonNullable<operations["getFhirPatientEverything"]['parameters']["header"]>["Prefer"];
    };
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverything"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverything"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverything"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverything"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverything"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverything"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverything"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverything"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverything"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverything"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverything"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverything"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverything"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverything"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverything"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverything"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverything"]['responses'][503]['content']["application/problem+json"] };
  };
  getFhirPatientEverythingPost: {
    params: {
      patientId: NonNullable<NonNullable<operations["getFhirPatientEverythingPost"]['parameters']["path"]>["patientId"]>;
    };
    query: {
      _count: NonNullable<NonNullable<operations["getFhirPatientEverythingPost"]['parameters']["query"]>["_count"]>;
      _cursor?: NonNullable<operations["getFhirPatientEverythingPost"]['parameters']["query"]>["_cursor"];
      _format?: NonNullable<operations["getFhirPatientEverythingPost"]['parameters']["query"]>["_format"];
    };
    headers: {
      prefer?: NonNullable<operations["getFhirPatientEverythingPost"]['parameters']["header"]>["Prefer"];
    };
    body: NonNullable<operations["getFhirPatientEverythingPost"]['requestBody']>['content']["application/fhir+json"] | undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][406]['content']["application/problem+json"] }
      | { status: 413; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][413]['content']["application/fhir+json"] }
      | { status: 413; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][413]['content']["application/problem+json"] }
      | { status: 415; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][415]['content']["application/fhir+json"] }
      | { status: 415; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][415]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][429]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["getFhirPatientEverythingPost"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getFhirPatientEverythingPost"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getFhirPatientEverythingPost"]['responses'][503]['content']["application/problem+json"] };
  };
  getHealth: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["getHealth"]['responses'][200]['content']["application/json"] };
  };
  getJwks: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: { "Cache-Control"?: NonNullable<operations["getJwks"]['responses'][200]['headers']["Cache-Control"]> }; body: operations["getJwks"]['responses'][200]['content']["application/json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getJwks"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getJwks"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getJwks"]['responses'][503]['content']["application/problem+json"] };
  };
  getLiveness: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["getLiveness"]['responses'][200]['content']["application/json"] };
  };
  getReadiness: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["getReadiness"]['responses'][200]['content']["application/json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getReadiness"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getReadiness"]['responses'][503]['content']["application/problem+json"] };
  };
  getSmartConfiguration: {
    params: Record<never, never>;
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: false;
    response:
      | { status: 200; type?: "application/json"; headers?: { "Cache-Control"?: NonNullable<operations["getSmartConfiguration"]['responses'][200]['headers']["Cache-Control"]> }; body: operations["getSmartConfiguration"]['responses'][200]['content']["application/json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["getSmartConfiguration"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["getSmartConfiguration"]['responses'][503]['headers']["Retry-After"]> }; body: operations["getSmartConfiguration"]['responses'][503]['content']["application/problem+json"] };
  };
  listBatchDocuments: {
    params: {
      batchId: NonNullable<NonNullable<operations["listBatchDocuments"]['parameters']["path"]>["batchId"]>;
    };
    query: {
      limit: NonNullable<NonNullable<operations["listBatchDocuments"]['parameters']["query"]>["limit"]>;
      cursor?: NonNullable<operations["listBatchDocuments"]['parameters']["query"]>["cursor"];
      status?: NonNullable<operations["listBatchDocuments"]['parameters']["query"]>["status"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: { Link?: NonNullable<operations["listBatchDocuments"]['responses'][200]['headers']["Link"]> }; body: operations["listBatchDocuments"]['responses'][200]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatchDocuments"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["listBatchDocuments"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["listBatchDocuments"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatchDocuments"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatchDocuments"]['responses'][404]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatchDocuments"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listBatchDocuments"]['responses'][429]['headers']["Retry-After"]> }; body: operations["listBatchDocuments"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatchDocuments"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listBatchDocuments"]['responses'][503]['headers']["Retry-After"]> }; body: operations["listBatchDocuments"]['responses'][503]['content']["application/problem+json"] };
  };
  listBatches: {
    params: Record<never, never>;
    query: {
      limit: NonNullable<NonNullable<operations["listBatches"]['parameters']["query"]>["limit"]>;
      cursor?: NonNullable<operations["listBatches"]['parameters']["query"]>["cursor"];
      status?: NonNullable<operations["listBatches"]['parameters']["query"]>["status"];
      externalReference?: NonNullable<operations["listBatches"]['parameters']["query"]>["externalReference"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: { Link?: NonNullable<operations["listBatches"]['responses'][200]['headers']["Link"]> }; body: operations["listBatches"]['responses'][200]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatches"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["listBatches"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["listBatches"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatches"]['responses'][403]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatches"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listBatches"]['responses'][429]['headers']["Retry-After"]> }; body: operations["listBatches"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listBatches"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listBatches"]['responses'][503]['headers']["Retry-After"]> }; body: operations["listBatches"]['responses'][503]['content']["application/problem+json"] };
  };
  listDocumentEntities: {
    params: {
      batchId: NonNullable<NonNullable<operations["listDocumentEntities"]['parameters']["path"]>["batchId"]>;
      documentId: NonNullable<NonNullable<operations["listDocumentEntities"]['parameters']["path"]>["documentId"]>;
    };
    query: {
      limit: NonNullable<NonNullable<operations["listDocumentEntities"]['parameters']["query"]>["limit"]>;
      cursor?: NonNullable<operations["listDocumentEntities"]['parameters']["query"]>["cursor"];
      type?: NonNullable<operations["listDocumentEntities"]['parameters']["query"]>["type"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: { Link?: NonNullable<operations["listDocumentEntities"]['responses'][200]['headers']["Link"]> }; body: operations["listDocumentEntities"]['responses'][200]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["listDocumentEntities"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["listDocumentEntities"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][409]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listDocumentEntities"]['responses'][429]['headers']["Retry-After"]> }; body: operations["listDocumentEntities"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["listDocumentEntities"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["listDocumentEntities"]['responses'][503]['headers']["Retry-After"]> }; body: operations["listDocumentEntities"]['responses'][503]['content']["application/problem+json"] };
  };
  readFhirPatient: {
    params: {
      patientId: NonNullable<NonNullable<operations["readFhirPatient"]['parameters']["path"]>["patientId"]>;
    };
    query: {
      _format?: NonNullable<operations["readFhirPatient"]['parameters']["query"]>["_format"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: { ETag?: NonNullable<operations["readFhirPatient"]['responses'][200]['headers']["ETag"]>; "Last-Modified"?: NonNullable<operations["readFhirPatient"]['responses'][200]['headers']["Last-Modified"]> }; body: operations["readFhirPatient"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirPatient"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["readFhirPatient"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirPatient"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["readFhirPatient"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirPatient"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["readFhirPatient"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirPatient"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["readFhirPatient"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirPatient"]['responses'][429]['headers']["Retry-After"]> }; body: operations["readFhirPatient"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirPatient"]['responses'][429]['headers']["Retry-After"]> }; body: operations["readFhirPatient"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirPatient"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirPatient"]['responses'][503]['headers']["Retry-After"]> }; body: operations["readFhirPatient"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirPatient"]['responses'][503]['headers']["Retry-After"]> }; body: operations["readFhirPatient"]['responses'][503]['content']["application/problem+json"] };
  };
  readFhirResource: {
    params: {
      resourceType: NonNullable<NonNullable<operations["readFhirResource"]['parameters']["path"]>["resourceType"]>;
      resourceId: NonNullable<NonNullable<operations["readFhirResource"]['parameters']["path"]>["resourceId"]>;
    };
    query: {
      _format?: NonNullable<operations["readFhirResource"]['parameters']["query"]>["_format"];
    };
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: { ETag?: NonNullable<operations["readFhirResource"]['responses'][200]['headers']["ETag"]>; "Last-Modified"?: NonNullable<operations["readFhirResource"]['responses'][200]['headers']["Last-Modified"]> }; body: operations["readFhirResource"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirResource"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["readFhirResource"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirResource"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["readFhirResource"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirResource"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["readFhirResource"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["readFhirResource"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["readFhirResource"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirResource"]['responses'][429]['headers']["Retry-After"]> }; body: operations["readFhirResource"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirResource"]['responses'][429]['headers']["Retry-After"]> }; body: operations["readFhirResource"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["readFhirResource"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirResource"]['responses'][503]['headers']["Retry-After"]> }; body: operations["readFhirResource"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["readFhirResource"]['responses'][503]['headers']["Retry-After"]> }; body: operations["readFhirResource"]['responses'][503]['content']["application/problem+json"] };
  };
  searchFhirResources: {
    params: {
      resourceType: NonNullable<NonNullable<operations["searchFhirResources"]['parameters']["path"]>["resourceType"]>;
    };
    query: {
      patient?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["patient"];
      subject?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["subject"];
      _id?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_id"];
      _lastUpdated?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_lastUpdated"];
      identifier?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["identifier"];
      code?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["code"];
      "vaccine-code"?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["vaccine-code"];
      "clinical-status"?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["clinical-status"];
      "verification-status"?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["verification-status"];
      category?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["category"];
      _sort?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_sort"];
      _count: NonNullable<NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_count"]>;
      _cursor?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_cursor"];
      _format?: NonNullable<operations["searchFhirResources"]['parameters']["query"]>["_format"];
    };
    headers: {
      prefer?: NonNullable<operations["searchFhirResources"]['parameters']["header"]>["Prefer"];
    };
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResources"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResources"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResources"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResources"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResources"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResources"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResources"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResources"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][406]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResources"]['responses'][429]['headers']["Retry-After"]> }; body: operations["searchFhirResources"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResources"]['responses'][429]['headers']["Retry-After"]> }; body: operations["searchFhirResources"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResources"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResources"]['responses'][503]['headers']["Retry-After"]> }; body: operations["searchFhirResources"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResources"]['responses'][503]['headers']["Retry-After"]> }; body: operations["searchFhirResources"]['responses'][503]['content']["application/problem+json"] };
  };
  searchFhirResourcesPost: {
    params: {
      resourceType: NonNullable<NonNullable<operations["searchFhirResourcesPost"]['parameters']["path"]>["resourceType"]>;
    };
    query: {
      _format?: NonNullable<operations["searchFhirResourcesPost"]['parameters']["query"]>["_format"];
    };
    headers: {
      prefer?: NonNullable<operations["searchFhirResourcesPost"]['parameters']["header"]>["Prefer"];
    };
    body: NonNullable<operations["searchFhirResourcesPost"]['requestBody']>['content']["application/x-www-form-urlencoded"] | undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][200]['content']["application/fhir+json"] }
      | { status: 400; type?: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][400]['content']["application/fhir+json"] }
      | { status: 401; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResourcesPost"]['responses'][401]['content']["application/fhir+json"] }
      | { status: 401; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResourcesPost"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type: "application/fhir+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResourcesPost"]['responses'][403]['content']["application/fhir+json"] }
      | { status: 403; type: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][403]['headers']["WWW-Authenticate"]> }; body: operations["searchFhirResourcesPost"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][404]['content']["application/fhir+json"] }
      | { status: 404; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][404]['content']["application/problem+json"] }
      | { status: 406; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][406]['content']["application/fhir+json"] }
      | { status: 406; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][406]['content']["application/problem+json"] }
      | { status: 413; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][413]['content']["application/fhir+json"] }
      | { status: 413; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][413]['content']["application/problem+json"] }
      | { status: 415; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][415]['content']["application/fhir+json"] }
      | { status: 415; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][415]['content']["application/problem+json"] }
      | { status: 429; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][429]['headers']["Retry-After"]> }; body: operations["searchFhirResourcesPost"]['responses'][429]['content']["application/fhir+json"] }
      | { status: 429; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][429]['headers']["Retry-After"]> }; body: operations["searchFhirResourcesPost"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type: "application/fhir+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][500]['content']["application/fhir+json"] }
      | { status: 500; type: "application/problem+json"; headers?: Record<string, never>; body: operations["searchFhirResourcesPost"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type: "application/fhir+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][503]['headers']["Retry-After"]> }; body: operations["searchFhirResourcesPost"]['responses'][503]['content']["application/fhir+json"] }
      | { status: 503; type: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["searchFhirResourcesPost"]['responses'][503]['headers']["Retry-After"]> }; body: operations["searchFhirResourcesPost"]['responses'][503]['content']["application/problem+json"] };
  };
  submitBatch: {
    params: {
      batchId: NonNullable<NonNullable<operations["submitBatch"]['parameters']["path"]>["batchId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined;
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["submitBatch"]['responses'][200]['content']["application/json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["submitBatch"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["submitBatch"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["submitBatch"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["submitBatch"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["submitBatch"]['responses'][409]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["submitBatch"]['responses'][429]['headers']["Retry-After"]> }; body: operations["submitBatch"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["submitBatch"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["submitBatch"]['responses'][503]['headers']["Retry-After"]> }; body: operations["submitBatch"]['responses'][503]['content']["application/problem+json"] };
  };
  uploadDocumentContent: {
    params: {
      batchId: NonNullable<NonNullable<operations["uploadDocumentContent"]['parameters']["path"]>["batchId"]>;
      documentId: NonNullable<NonNullable<operations["uploadDocumentContent"]['parameters']["path"]>["documentId"]>;
    };
    query: Record<never, never>;
    headers: Record<never, never>;
    body: undefined; // application/octet-stream, text/plain, application/pdf: read the raw body with request.readBody
    authenticated: true;
    response:
      | { status: 200; type?: "application/json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][200]['content']["application/json"] }
      | { status: 400; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][400]['content']["application/problem+json"] }
      | { status: 401; type?: "application/problem+json"; headers?: { "WWW-Authenticate"?: NonNullable<operations["uploadDocumentContent"]['responses'][401]['headers']["WWW-Authenticate"]> }; body: operations["uploadDocumentContent"]['responses'][401]['content']["application/problem+json"] }
      | { status: 403; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][403]['content']["application/problem+json"] }
      | { status: 404; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][404]['content']["application/problem+json"] }
      | { status: 409; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][409]['content']["application/problem+json"] }
      | { status: 413; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][413]['content']["application/problem+json"] }
      | { status: 415; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][415]['content']["application/problem+json"] }
      | { status: 422; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][422]['content']["application/problem+json"] }
      | { status: 429; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["uploadDocumentContent"]['responses'][429]['headers']["Retry-After"]> }; body: operations["uploadDocumentContent"]['responses'][429]['content']["application/problem+json"] }
      | { status: 500; type?: "application/problem+json"; headers?: Record<string, never>; body: operations["uploadDocumentContent"]['responses'][500]['content']["application/problem+json"] }
      | { status: 503; type?: "application/problem+json"; headers?: { "Retry-After"?: NonNullable<operations["uploadDocumentContent"]['responses'][503]['headers']["Retry-After"]> }; body: operations["uploadDocumentContent"]['responses'][503]['content']["application/problem+json"] };
  };
}

/** The tags of openapi.yaml (each operation has exactly one). */
export type OperationTag = "Batches" | "Discovery" | "Documents" | "FHIR" | "Health" | "OAuth" | "Results";

/** operationIds by tag. */
export interface OperationIdsByTag {
  Batches: "cancelBatch" | "createBatch" | "deleteBatch" | "getBatch" | "listBatches" | "submitBatch";
  Discovery: "getAuthorizationServerMetadata" | "getJwks" | "getSmartConfiguration";
  Documents: "createBatchDocuments" | "deleteBatchDocument" | "getBatchDocument" | "listBatchDocuments" | "uploadDocumentContent";
  FHIR: "deleteFhirExport" | "fhirExportPatient" | "fhirExportSystem" | "getFhirCapabilityStatement" | "getFhirExportFile" | "getFhirExportStatus" | "getFhirPatientEverything" | "getFhirPatientEverythingPost" | "readFhirPatient" | "readFhirResource" | "searchFhirResources" | "searchFhirResourcesPost";
  Health: "getHealth" | "getLiveness" | "getReadiness";
  OAuth: "createAccessToken";
  Results: "getBatchResults" | "getDocumentFhirBundle" | "listDocumentEntities";
}
