// Generated from openapi.yaml by scripts/generate.ts; do not edit.

import type { ValidateFunction } from 'ajv';
import type { Schemas } from './openapi.js';
import type { OperationId } from './operations.js';
import v from './validators.cjs';

export type { ValidateFunction };

/**
 * Validates an NDJSON body one line at a time: call `line` on each `JSON.parse`d non-empty line.
 * The spec declares such bodies as `{type: string, contentMediaType: application/x-ndjson,
 * x-ndjson-item: <line schema>}`; the validator is built from `x-ndjson-item`.
 */
export interface NdjsonValidator {
  readonly line: ValidateFunction;
}

/** A response body validator: whole body, or per line for NDJSON. */
export type ResponseValidator = ValidateFunction | NdjsonValidator;

/** True when the response validator checks NDJSON lines rather than a whole body. */
export function isNdjsonValidator(validator: ResponseValidator): validator is NdjsonValidator {
  return typeof validator !== 'function';
}

/**
 * Validators of one operation. Errors are Ajv's default error objects (`allErrors`), ready to map
 * to RFC 9457 `errors[]` items (`instancePath` → JSON Pointer).
 *
 * `path`, `query`, `headers` and form-encoded `body` validators coerce strings to the declared
 * types and fill in defaults **in place**: pass a copy of `ctx.query` and read the result from it.
 * Header names are lower case, as Node delivers them.
 */
export interface OperationValidators {
  /** The JSON or form request body; null for raw (binary, text) bodies and operations without one. */
  readonly body: ValidateFunction | null;
  readonly path: ValidateFunction;
  readonly query: ValidateFunction;
  readonly headers: ValidateFunction;
  /** By status (as declared, e.g. `'200'`, `'default'`) and media type. */
  readonly responses: { readonly [status: string]: { readonly [mediaType: string]: ResponseValidator } };
}

/** All validators: `schemas.<Name>` per component schema and `operations.<operationId>`. */
export interface Validators {
  /** One per component schema; each is a type guard for the generated type. */
  readonly schemas: { readonly [K in keyof Schemas]: ValidateFunction<Schemas[K]> };
  readonly operations: { readonly [K in OperationId]: OperationValidators };
}

/** All validators: `schemas.<Name>` per component schema and `operations.<operationId>`. */
export const validators: Validators = {
  schemas: {
    "AuthorizationServerMetadata": v.schema_AuthorizationServerMetadata as ValidateFunction<Schemas["AuthorizationServerMetadata"]>,
    "Batch": v.schema_Batch as ValidateFunction<Schemas["Batch"]>,
    "BatchCounts": v.schema_BatchCounts as ValidateFunction<Schemas["BatchCounts"]>,
    "BatchCreate": v.schema_BatchCreate as ValidateFunction<Schemas["BatchCreate"]>,
    "BatchPage": v.schema_BatchPage as ValidateFunction<Schemas["BatchPage"]>,
    "BatchStatus": v.schema_BatchStatus as ValidateFunction<Schemas["BatchStatus"]>,
    "CapabilityStatement": v.schema_CapabilityStatement as ValidateFunction<Schemas["CapabilityStatement"]>,
    "Code": v.schema_Code as ValidateFunction<Schemas["Code"]>,
    "ContextEvidence": v.schema_ContextEvidence as ValidateFunction<Schemas["ContextEvidence"]>,
    "Count": v.schema_Count as ValidateFunction<Schemas["Count"]>,
    "Document": v.schema_Document as ValidateFunction<Schemas["Document"]>,
    "DocumentCreate": v.schema_DocumentCreate as ValidateFunction<Schemas["DocumentCreate"]>,
    "DocumentError": v.schema_DocumentError as ValidateFunction<Schemas["DocumentError"]>,
    "DocumentErrorCode": v.schema_DocumentErrorCode as ValidateFunction<Schemas["DocumentErrorCode"]>,
    "DocumentInput": v.schema_DocumentInput as ValidateFunction<Schemas["DocumentInput"]>,
    "DocumentPage": v.schema_DocumentPage as ValidateFunction<Schemas["DocumentPage"]>,
    "DocumentResult": v.schema_DocumentResult as ValidateFunction<Schemas["DocumentResult"]>,
    "DocumentStatus": v.schema_DocumentStatus as ValidateFunction<Schemas["DocumentStatus"]>,
    "Dose": v.schema_Dose as ValidateFunction<Schemas["Dose"]>,
    "EncounterRef": v.schema_EncounterRef as ValidateFunction<Schemas["EncounterRef"]>,
    "Entity": v.schema_Entity as ValidateFunction<Schemas["Entity"]>,
    "EntityAttributes": v.schema_EntityAttributes as ValidateFunction<Schemas["EntityAttributes"]>,
    "EntityPage": v.schema_EntityPage as ValidateFunction<Schemas["EntityPage"]>,
    "EntityType": v.schema_EntityType as ValidateFunction<Schemas["EntityType"]>,
    "ExternalReference": v.schema_ExternalReference as ValidateFunction<Schemas["ExternalReference"]>,
    "FhirBundle": v.schema_FhirBundle as ValidateFunction<Schemas["FhirBundle"]>,
    "FhirParameters": v.schema_FhirParameters as ValidateFunction<Schemas["FhirParameters"]>,
    "FhirResource": v.schema_FhirResource as ValidateFunction<Schemas["FhirResource"]>,
    "FhirSearchForm": v.schema_FhirSearchForm as ValidateFunction<Schemas["FhirSearchForm"]>,
    "FieldError": v.schema_FieldError as ValidateFunction<Schemas["FieldError"]>,
    "Health": v.schema_Health as ValidateFunction<Schemas["Health"]>,
    "Jwks": v.schema_Jwks as ValidateFunction<Schemas["Jwks"]>,
    "MediaType": v.schema_MediaType as ValidateFunction<Schemas["MediaType"]>,
    "Metadata": v.schema_Metadata as ValidateFunction<Schemas["Metadata"]>,
    "NextCursor": v.schema_NextCursor as ValidateFunction<Schemas["NextCursor"]>,
    "OAuthError": v.schema_OAuthError as ValidateFunction<Schemas["OAuthError"]>,
    "ObservationComponent": v.schema_ObservationComponent as ValidateFunction<Schemas["ObservationComponent"]>,
    "OperationOutcome": v.schema_OperationOutcome as ValidateFunction<Schemas["OperationOutcome"]>,
    "PatientRef": v.schema_PatientRef as ValidateFunction<Schemas["PatientRef"]>,
    "Problem": v.schema_Problem as ValidateFunction<Schemas["Problem"]>,
    "ResultLine": v.schema_ResultLine as ValidateFunction<Schemas["ResultLine"]>,
    "SmartConfiguration": v.schema_SmartConfiguration as ValidateFunction<Schemas["SmartConfiguration"]>,
    "Span": v.schema_Span as ValidateFunction<Schemas["Span"]>,
    "StringList": v.schema_StringList as ValidateFunction<Schemas["StringList"]>,
    "Timestamp": v.schema_Timestamp as ValidateFunction<Schemas["Timestamp"]>,
    "TokenRequest": v.schema_TokenRequest as ValidateFunction<Schemas["TokenRequest"]>,
    "TokenResponse": v.schema_TokenResponse as ValidateFunction<Schemas["TokenResponse"]>,
    "Uuid": v.schema_Uuid as ValidateFunction<Schemas["Uuid"]>,
  },
  operations: {
    "cancelBatch": {
      path: v.cancelBatch_path,
      query: v.cancelBatch_query,
      headers: v.cancelBatch_headers,
      body: null,
      responses: {
        "200": { "application/json": v.cancelBatch_response_200_application_json },
        "401": { "application/problem+json": v.cancelBatch_response_401_application_problem_json },
        "403": { "application/problem+json": v.cancelBatch_response_403_application_problem_json },
        "404": { "application/problem+json": v.cancelBatch_response_404_application_problem_json },
        "409": { "application/problem+json": v.cancelBatch_response_409_application_problem_json },
        "429": { "application/problem+json": v.cancelBatch_response_429_application_problem_json },
        "500": { "application/problem+json": v.cancelBatch_response_500_application_problem_json },
        "503": { "application/problem+json": v.cancelBatch_response_503_application_problem_json },
      },
    },
    "createAccessToken": {
      path: v.createAccessToken_path,
      query: v.createAccessToken_query,
      headers: v.createAccessToken_headers,
      body: v.createAccessToken_body,
      responses: {
        "200": { "application/json": v.createAccessToken_response_200_application_json },
        "400": { "application/json": v.createAccessToken_response_400_application_json },
        "401": { "application/json": v.createAccessToken_response_401_application_json },
        "413": { "application/problem+json": v.createAccessToken_response_413_application_problem_json },
        "429": { "application/json": v.createAccessToken_response_429_application_json },
        "500": { "application/problem+json": v.createAccessToken_response_500_application_problem_json },
        "503": { "application/problem+json": v.createAccessToken_response_503_application_problem_json },
      },
    },
    "createBatch": {
      path: v.createBatch_path,
      query: v.createBatch_query,
      headers: v.createBatch_headers,
      body: v.createBatch_body,
      responses: {
        "201": { "application/json": v.createBatch_response_201_application_json },
        "400": { "application/problem+json": v.createBatch_response_400_application_problem_json },
        "401": { "application/problem+json": v.createBatch_response_401_application_problem_json },
        "403": { "application/problem+json": v.createBatch_response_403_application_problem_json },
        "409": { "application/problem+json": v.createBatch_response_409_application_problem_json },
        "413": { "application/problem+json": v.createBatch_response_413_application_problem_json },
        "415": { "application/problem+json": v.createBatch_response_415_application_problem_json },
        "422": { "application/problem+json": v.createBatch_response_422_application_problem_json },
        "429": { "application/problem+json": v.createBatch_response_429_application_problem_json },
        "500": { "application/problem+json": v.createBatch_response_500_application_problem_json },
        "503": { "application/problem+json": v.createBatch_response_503_application_problem_json },
      },
    },
    "createBatchDocuments": {
      path: v.createBatchDocuments_path,
      query: v.createBatchDocuments_query,
      headers: v.createBatchDocuments_headers,
      body: v.createBatchDocuments_body,
      responses: {
        "200": { "application/json": v.createBatchDocuments_response_200_application_json },
        "201": { "application/json": v.createBatchDocuments_response_201_application_json },
        "400": { "application/problem+json": v.createBatchDocuments_response_400_application_problem_json },
        "401": { "application/problem+json": v.createBatchDocuments_response_401_application_problem_json },
        "403": { "application/problem+json": v.createBatchDocuments_response_403_application_problem_json },
        "404": { "application/problem+json": v.createBatchDocuments_response_404_application_problem_json },
        "409": { "application/problem+json": v.createBatchDocuments_response_409_application_problem_json },
        "413": { "application/problem+json": v.createBatchDocuments_response_413_application_problem_json },
        "415": { "application/problem+json": v.createBatchDocuments_response_415_application_problem_json },
        "422": { "application/problem+json": v.createBatchDocuments_response_422_application_problem_json },
        "429": { "application/problem+json": v.createBatchDocuments_response_429_application_problem_json },
        "500": { "application/problem+json": v.createBatchDocuments_response_500_application_problem_json },
        "503": { "application/problem+json": v.createBatchDocuments_response_503_application_problem_json },
      },
    },
    "deleteBatch": {
      path: v.deleteBatch_path,
      query: v.deleteBatch_query,
      headers: v.deleteBatch_headers,
      body: null,
      responses: {
        "204": {},
        "401": { "application/problem+json": v.deleteBatch_response_401_application_problem_json },
        "403": { "application/problem+json": v.deleteBatch_response_403_application_problem_json },
        "404": { "application/problem+json": v.deleteBatch_response_404_application_problem_json },
        "409": { "application/problem+json": v.deleteBatch_response_409_application_problem_json },
        "429": { "application/problem+json": v.deleteBatch_response_429_application_problem_json },
        "500": { "application/problem+json": v.deleteBatch_response_500_application_problem_json },
        "503": { "application/problem+json": v.deleteBatch_response_503_application_problem_json },
      },
    },
    "deleteBatchDocument": {
      path: v.deleteBatchDocument_path,
      query: v.deleteBatchDocument_query,
      headers: v.deleteBatchDocument_headers,
      body: null,
      responses: {
        "204": {},
        "401": { "application/problem+json": v.deleteBatchDocument_response_401_application_problem_json },
        "403": { "application/problem+json": v.deleteBatchDocument_response_403_application_problem_json },
        "404": { "application/problem+json": v.deleteBatchDocument_response_404_application_problem_json },
        "409": { "application/problem+json": v.deleteBatchDocument_response_409_application_problem_json },
        "429": { "application/problem+json": v.deleteBatchDocument_response_429_application_problem_json },
        "500": { "application/problem+json": v.deleteBatchDocument_response_500_application_problem_json },
        "503": { "application/problem+json": v.deleteBatchDocument_response_503_application_problem_json },
      },
    },
    "getAuthorizationServerMetadata": {
      path: v.getAuthorizationServerMetadata_path,
      query: v.getAuthorizationServerMetadata_query,
      headers: v.getAuthorizationServerMetadata_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getAuthorizationServerMetadata_response_200_application_json },
        "500": { "application/problem+json": v.getAuthorizationServerMetadata_response_500_application_problem_json },
        "503": { "application/problem+json": v.getAuthorizationServerMetadata_response_503_application_problem_json },
      },
    },
    "getBatch": {
      path: v.getBatch_path,
      query: v.getBatch_query,
      headers: v.getBatch_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getBatch_response_200_application_json },
        "304": {},
        "401": { "application/problem+json": v.getBatch_response_401_application_problem_json },
        "403": { "application/problem+json": v.getBatch_response_403_application_problem_json },
        "404": { "application/problem+json": v.getBatch_response_404_application_problem_json },
        "429": { "application/problem+json": v.getBatch_response_429_application_problem_json },
        "500": { "application/problem+json": v.getBatch_response_500_application_problem_json },
        "503": { "application/problem+json": v.getBatch_response_503_application_problem_json },
      },
    },
    "getBatchDocument": {
      path: v.getBatchDocument_path,
      query: v.getBatchDocument_query,
      headers: v.getBatchDocument_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getBatchDocument_response_200_application_json },
        "401": { "application/problem+json": v.getBatchDocument_response_401_application_problem_json },
        "403": { "application/problem+json": v.getBatchDocument_response_403_application_problem_json },
        "404": { "application/problem+json": v.getBatchDocument_response_404_application_problem_json },
        "429": { "application/problem+json": v.getBatchDocument_response_429_application_problem_json },
        "500": { "application/problem+json": v.getBatchDocument_response_500_application_problem_json },
        "503": { "application/problem+json": v.getBatchDocument_response_503_application_problem_json },
      },
    },
    "getBatchResults": {
      path: v.getBatchResults_path,
      query: v.getBatchResults_query,
      headers: v.getBatchResults_headers,
      body: null,
      responses: {
        "200": { "application/x-ndjson": { line: v.getBatchResults_response_200_application_x_ndjson } },
        "401": { "application/problem+json": v.getBatchResults_response_401_application_problem_json },
        "403": { "application/problem+json": v.getBatchResults_response_403_application_problem_json },
        "404": { "application/problem+json": v.getBatchResults_response_404_application_problem_json },
        "409": { "application/problem+json": v.getBatchResults_response_409_application_problem_json },
        "429": { "application/problem+json": v.getBatchResults_response_429_application_problem_json },
        "500": { "application/problem+json": v.getBatchResults_response_500_application_problem_json },
        "503": { "application/problem+json": v.getBatchResults_response_503_application_problem_json },
      },
    },
    "getDocumentFhirBundle": {
      path: v.getDocumentFhirBundle_path,
      query: v.getDocumentFhirBundle_query,
      headers: v.getDocumentFhirBundle_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.getDocumentFhirBundle_response_200_application_fhir_json },
        "401": { "application/problem+json": v.getDocumentFhirBundle_response_401_application_problem_json },
        "403": { "application/problem+json": v.getDocumentFhirBundle_response_403_application_problem_json },
        "404": { "application/problem+json": v.getDocumentFhirBundle_response_404_application_problem_json },
        "409": { "application/problem+json": v.getDocumentFhirBundle_response_409_application_problem_json },
        "429": { "application/problem+json": v.getDocumentFhirBundle_response_429_application_problem_json },
        "500": { "application/problem+json": v.getDocumentFhirBundle_response_500_application_problem_json },
        "503": { "application/problem+json": v.getDocumentFhirBundle_response_503_application_problem_json },
      },
    },
    "getFhirCapabilityStatement": {
      path: v.getFhirCapabilityStatement_path,
      query: v.getFhirCapabilityStatement_query,
      headers: v.getFhirCapabilityStatement_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.getFhirCapabilityStatement_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.getFhirCapabilityStatement_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.getFhirCapabilityStatement_response_401_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_401_application_problem_json },
        "403": { "application/fhir+json": v.getFhirCapabilityStatement_response_403_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_403_application_problem_json },
        "406": { "application/fhir+json": v.getFhirCapabilityStatement_response_406_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_406_application_problem_json },
        "429": { "application/fhir+json": v.getFhirCapabilityStatement_response_429_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_429_application_problem_json },
        "500": { "application/fhir+json": v.getFhirCapabilityStatement_response_500_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_500_application_problem_json },
        "503": { "application/fhir+json": v.getFhirCapabilityStatement_response_503_application_fhir_json, "application/problem+json": v.getFhirCapabilityStatement_response_503_application_problem_json },
      },
    },
    "getFhirPatientEverything": {
      path: v.getFhirPatientEverything_path,
      query: v.getFhirPatientEverything_query,
      headers: v.getFhirPatientEverything_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.getFhirPatientEverything_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.getFhirPatientEverything_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.getFhirPatientEverything_response_401_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_401_application_problem_json },
        "403": { "application/fhir+json": v.getFhirPatientEverything_response_403_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_403_application_problem_json },
        "404": { "application/fhir+json": v.getFhirPatientEverything_response_404_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_404_application_problem_json },
        "406": { "application/fhir+json": v.getFhirPatientEverything_response_406_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_406_application_problem_json },
        "429": { "application/fhir+json": v.getFhirPatientEverything_response_429_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_429_application_problem_json },
        "500": { "application/fhir+json": v.getFhirPatientEverything_response_500_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_500_application_problem_json },
        "503": { "application/fhir+json": v.getFhirPatientEverything_response_503_application_fhir_json, "application/problem+json": v.getFhirPatientEverything_response_503_application_problem_json },
      },
    },
    "getFhirPatientEverythingPost": {
      path: v.getFhirPatientEverythingPost_path,
      query: v.getFhirPatientEverythingPost_query,
      headers: v.getFhirPatientEverythingPost_headers,
      body: v.getFhirPatientEverythingPost_body,
      responses: {
        "200": { "application/fhir+json": v.getFhirPatientEverythingPost_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.getFhirPatientEverythingPost_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.getFhirPatientEverythingPost_response_401_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_401_application_problem_json },
        "403": { "application/fhir+json": v.getFhirPatientEverythingPost_response_403_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_403_application_problem_json },
        "404": { "application/fhir+json": v.getFhirPatientEverythingPost_response_404_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_404_application_problem_json },
        "406": { "application/fhir+json": v.getFhirPatientEverythingPost_response_406_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_406_application_problem_json },
        "413": { "application/fhir+json": v.getFhirPatientEverythingPost_response_413_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_413_application_problem_json },
        "415": { "application/fhir+json": v.getFhirPatientEverythingPost_response_415_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_415_application_problem_json },
        "429": { "application/fhir+json": v.getFhirPatientEverythingPost_response_429_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_429_application_problem_json },
        "500": { "application/fhir+json": v.getFhirPatientEverythingPost_response_500_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_500_application_problem_json },
        "503": { "application/fhir+json": v.getFhirPatientEverythingPost_response_503_application_fhir_json, "application/problem+json": v.getFhirPatientEverythingPost_response_503_application_problem_json },
      },
    },
    "getHealth": {
      path: v.getHealth_path,
      query: v.getHealth_query,
      headers: v.getHealth_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getHealth_response_200_application_json },
      },
    },
    "getJwks": {
      path: v.getJwks_path,
      query: v.getJwks_query,
      headers: v.getJwks_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getJwks_response_200_application_json },
        "500": { "application/problem+json": v.getJwks_response_500_application_problem_json },
        "503": { "application/problem+json": v.getJwks_response_503_application_problem_json },
      },
    },
    "getLiveness": {
      path: v.getLiveness_path,
      query: v.getLiveness_query,
      headers: v.getLiveness_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getLiveness_response_200_application_json },
      },
    },
    "getReadiness": {
      path: v.getReadiness_path,
      query: v.getReadiness_query,
      headers: v.getReadiness_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getReadiness_response_200_application_json },
        "503": { "application/problem+json": v.getReadiness_response_503_application_problem_json },
      },
    },
    "getSmartConfiguration": {
      path: v.getSmartConfiguration_path,
      query: v.getSmartConfiguration_query,
      headers: v.getSmartConfiguration_headers,
      body: null,
      responses: {
        "200": { "application/json": v.getSmartConfiguration_response_200_application_json },
        "500": { "application/problem+json": v.getSmartConfiguration_response_500_application_problem_json },
        "503": { "application/problem+json": v.getSmartConfiguration_response_503_application_problem_json },
      },
    },
    "listBatchDocuments": {
      path: v.listBatchDocuments_path,
      query: v.listBatchDocuments_query,
      headers: v.listBatchDocuments_headers,
      body: null,
      responses: {
        "200": { "application/json": v.listBatchDocuments_response_200_application_json },
        "400": { "application/problem+json": v.listBatchDocuments_response_400_application_problem_json },
        "401": { "application/problem+json": v.listBatchDocuments_response_401_application_problem_json },
        "403": { "application/problem+json": v.listBatchDocuments_response_403_application_problem_json },
        "404": { "application/problem+json": v.listBatchDocuments_response_404_application_problem_json },
        "422": { "application/problem+json": v.listBatchDocuments_response_422_application_problem_json },
        "429": { "application/problem+json": v.listBatchDocuments_response_429_application_problem_json },
        "500": { "application/problem+json": v.listBatchDocuments_response_500_application_problem_json },
        "503": { "application/problem+json": v.listBatchDocuments_response_503_application_problem_json },
      },
    },
    "listBatches": {
      path: v.listBatches_path,
      query: v.listBatches_query,
      headers: v.listBatches_headers,
      body: null,
      responses: {
        "200": { "application/json": v.listBatches_response_200_application_json },
        "400": { "application/problem+json": v.listBatches_response_400_application_problem_json },
        "401": { "application/problem+json": v.listBatches_response_401_application_problem_json },
        "403": { "application/problem+json": v.listBatches_response_403_application_problem_json },
        "422": { "application/problem+json": v.listBatches_response_422_application_problem_json },
        "429": { "application/problem+json": v.listBatches_response_429_application_problem_json },
        "500": { "application/problem+json": v.listBatches_response_500_application_problem_json },
        "503": { "application/problem+json": v.listBatches_response_503_application_problem_json },
      },
    },
    "listDocumentEntities": {
      path: v.listDocumentEntities_path,
      query: v.listDocumentEntities_query,
      headers: v.listDocumentEntities_headers,
      body: null,
      responses: {
        "200": { "application/json": v.listDocumentEntities_response_200_application_json },
        "400": { "application/problem+json": v.listDocumentEntities_response_400_application_problem_json },
        "401": { "application/problem+json": v.listDocumentEntities_response_401_application_problem_json },
        "403": { "application/problem+json": v.listDocumentEntities_response_403_application_problem_json },
        "404": { "application/problem+json": v.listDocumentEntities_response_404_application_problem_json },
        "409": { "application/problem+json": v.listDocumentEntities_response_409_application_problem_json },
        "422": { "application/problem+json": v.listDocumentEntities_response_422_application_problem_json },
        "429": { "application/problem+json": v.listDocumentEntities_response_429_application_problem_json },
        "500": { "application/problem+json": v.listDocumentEntities_response_500_application_problem_json },
        "503": { "application/problem+json": v.listDocumentEntities_response_503_application_problem_json },
      },
    },
    "readFhirPatient": {
      path: v.readFhirPatient_path,
      query: v.readFhirPatient_query,
      headers: v.readFhirPatient_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.readFhirPatient_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.readFhirPatient_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.readFhirPatient_response_401_application_fhir_json, "application/problem+json": v.readFhirPatient_response_401_application_problem_json },
        "403": { "application/fhir+json": v.readFhirPatient_response_403_application_fhir_json, "application/problem+json": v.readFhirPatient_response_403_application_problem_json },
        "404": { "application/fhir+json": v.readFhirPatient_response_404_application_fhir_json, "application/problem+json": v.readFhirPatient_response_404_application_problem_json },
        "406": { "application/fhir+json": v.readFhirPatient_response_406_application_fhir_json, "application/problem+json": v.readFhirPatient_response_406_application_problem_json },
        "429": { "application/fhir+json": v.readFhirPatient_response_429_application_fhir_json, "application/problem+json": v.readFhirPatient_response_429_application_problem_json },
        "500": { "application/fhir+json": v.readFhirPatient_response_500_application_fhir_json, "application/problem+json": v.readFhirPatient_response_500_application_problem_json },
        "503": { "application/fhir+json": v.readFhirPatient_response_503_application_fhir_json, "application/problem+json": v.readFhirPatient_response_503_application_problem_json },
      },
    },
    "readFhirResource": {
      path: v.readFhirResource_path,
      query: v.readFhirResource_query,
      headers: v.readFhirResource_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.readFhirResource_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.readFhirResource_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.readFhirResource_response_401_application_fhir_json, "application/problem+json": v.readFhirResource_response_401_application_problem_json },
        "403": { "application/fhir+json": v.readFhirResource_response_403_application_fhir_json, "application/problem+json": v.readFhirResource_response_403_application_problem_json },
        "404": { "application/fhir+json": v.readFhirResource_response_404_application_fhir_json, "application/problem+json": v.readFhirResource_response_404_application_problem_json },
        "406": { "application/fhir+json": v.readFhirResource_response_406_application_fhir_json, "application/problem+json": v.readFhirResource_response_406_application_problem_json },
        "429": { "application/fhir+json": v.readFhirResource_response_429_application_fhir_json, "application/problem+json": v.readFhirResource_response_429_application_problem_json },
        "500": { "application/fhir+json": v.readFhirResource_response_500_application_fhir_json, "application/problem+json": v.readFhirResource_response_500_application_problem_json },
        "503": { "application/fhir+json": v.readFhirResource_response_503_application_fhir_json, "application/problem+json": v.readFhirResource_response_503_application_problem_json },
      },
    },
    "searchFhirResources": {
      path: v.searchFhirResources_path,
      query: v.searchFhirResources_query,
      headers: v.searchFhirResources_headers,
      body: null,
      responses: {
        "200": { "application/fhir+json": v.searchFhirResources_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.searchFhirResources_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.searchFhirResources_response_401_application_fhir_json, "application/problem+json": v.searchFhirResources_response_401_application_problem_json },
        "403": { "application/fhir+json": v.searchFhirResources_response_403_application_fhir_json, "application/problem+json": v.searchFhirResources_response_403_application_problem_json },
        "404": { "application/fhir+json": v.searchFhirResources_response_404_application_fhir_json, "application/problem+json": v.searchFhirResources_response_404_application_problem_json },
        "406": { "application/fhir+json": v.searchFhirResources_response_406_application_fhir_json, "application/problem+json": v.searchFhirResources_response_406_application_problem_json },
        "429": { "application/fhir+json": v.searchFhirResources_response_429_application_fhir_json, "application/problem+json": v.searchFhirResources_response_429_application_problem_json },
        "500": { "application/fhir+json": v.searchFhirResources_response_500_application_fhir_json, "application/problem+json": v.searchFhirResources_response_500_application_problem_json },
        "503": { "application/fhir+json": v.searchFhirResources_response_503_application_fhir_json, "application/problem+json": v.searchFhirResources_response_503_application_problem_json },
      },
    },
    "searchFhirResourcesPost": {
      path: v.searchFhirResourcesPost_path,
      query: v.searchFhirResourcesPost_query,
      headers: v.searchFhirResourcesPost_headers,
      body: v.searchFhirResourcesPost_body,
      responses: {
        "200": { "application/fhir+json": v.searchFhirResourcesPost_response_200_application_fhir_json },
        "400": { "application/fhir+json": v.searchFhirResourcesPost_response_400_application_fhir_json },
        "401": { "application/fhir+json": v.searchFhirResourcesPost_response_401_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_401_application_problem_json },
        "403": { "application/fhir+json": v.searchFhirResourcesPost_response_403_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_403_application_problem_json },
        "404": { "application/fhir+json": v.searchFhirResourcesPost_response_404_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_404_application_problem_json },
        "406": { "application/fhir+json": v.searchFhirResourcesPost_response_406_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_406_application_problem_json },
        "413": { "application/fhir+json": v.searchFhirResourcesPost_response_413_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_413_application_problem_json },
        "415": { "application/fhir+json": v.searchFhirResourcesPost_response_415_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_415_application_problem_json },
        "429": { "application/fhir+json": v.searchFhirResourcesPost_response_429_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_429_application_problem_json },
        "500": { "application/fhir+json": v.searchFhirResourcesPost_response_500_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_500_application_problem_json },
        "503": { "application/fhir+json": v.searchFhirResourcesPost_response_503_application_fhir_json, "application/problem+json": v.searchFhirResourcesPost_response_503_application_problem_json },
      },
    },
    "submitBatch": {
      path: v.submitBatch_path,
      query: v.submitBatch_query,
      headers: v.submitBatch_headers,
      body: null,
      responses: {
        "200": { "application/json": v.submitBatch_response_200_application_json },
        "401": { "application/problem+json": v.submitBatch_response_401_application_problem_json },
        "403": { "application/problem+json": v.submitBatch_response_403_application_problem_json },
        "404": { "application/problem+json": v.submitBatch_response_404_application_problem_json },
        "409": { "application/problem+json": v.submitBatch_response_409_application_problem_json },
        "429": { "application/problem+json": v.submitBatch_response_429_application_problem_json },
        "500": { "application/problem+json": v.submitBatch_response_500_application_problem_json },
        "503": { "application/problem+json": v.submitBatch_response_503_application_problem_json },
      },
    },
    "uploadDocumentContent": {
      path: v.uploadDocumentContent_path,
      query: v.uploadDocumentContent_query,
      headers: v.uploadDocumentContent_headers,
      body: null,
      responses: {
        "200": { "application/json": v.uploadDocumentContent_response_200_application_json },
        "400": { "application/problem+json": v.uploadDocumentContent_response_400_application_problem_json },
        "401": { "application/problem+json": v.uploadDocumentContent_response_401_application_problem_json },
        "403": { "application/problem+json": v.uploadDocumentContent_response_403_application_problem_json },
        "404": { "application/problem+json": v.uploadDocumentContent_response_404_application_problem_json },
        "409": { "application/problem+json": v.uploadDocumentContent_response_409_application_problem_json },
        "413": { "application/problem+json": v.uploadDocumentContent_response_413_application_problem_json },
        "415": { "application/problem+json": v.uploadDocumentContent_response_415_application_problem_json },
        "422": { "application/problem+json": v.uploadDocumentContent_response_422_application_problem_json },
        "429": { "application/problem+json": v.uploadDocumentContent_response_429_application_problem_json },
        "500": { "application/problem+json": v.uploadDocumentContent_response_500_application_problem_json },
        "503": { "application/problem+json": v.uploadDocumentContent_response_503_application_problem_json },
      },
    },
  },
};
