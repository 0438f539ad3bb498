export interface paths {
    "/v1/data-engine/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List batches
         * @description Lists the organization's batches, oldest first, with cursor pagination. Filter by `status` and by
         *     `externalReference` (exact match). The `Link` header carries the next page's URL.
         */
        get: operations["listBatches"];
        put?: never;
        /**
         * Create a batch
         * @description Creates an empty `pending` batch. The body is optional. `externalReference` is unique per organization:
         *     a second create with the same value answers `409` with `existingBatchId`, so a create can be retried
         *     safely. A batch that is not submitted before the operator's expiry period (24 hours by default) is
         *     cancelled with reason `expired`; `expiresAt` says when.
         */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        /**
         * Get a batch
         * @description Returns the batch with its document `counts` (which always add up to `total`). The response has a weak
         *     `ETag` computed from the body; send it back in `If-None-Match` to get `304 Not Modified` while nothing
         *     changed. While the batch is `processing` the response carries `Retry-After: 10`: poll no more often.
         */
        get: operations["getBatch"];
        put?: never;
        post?: never;
        /**
         * Delete a batch
         * @description Deletes a `completed` or `cancelled` batch with its documents, entities and stored files. The batch's
         *     final counts are kept for usage reporting. A repeat delete answers `204` again. Deleting a `pending`
         *     batch (cancel it first) or a `processing` batch answers `409`.
         *
         *     | From | To | Response |
         *     |---|---|---|
         *     | completed, cancelled | deleted | 204 |
         *     | deleted | deleted | 204 |
         *     | pending, processing | unchanged | 409 |
         */
        delete: operations["deleteBatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a batch for processing
         * @description Queues every document of a `pending` batch for processing. The batch needs at least one document and
         *     no document `awaiting_upload`; live clients also need live processing enabled for their organization.
         *     A repeat submit of a `processing` batch answers `200` with no change.
         *
         *     | From | Condition | To | Response |
         *     |---|---|---|---|
         *     | pending | at least one document, none `awaiting_upload`, live processing enabled (live clients) | processing | 200 |
         *     | processing | repeat call | processing | 200, no change |
         *     | pending | no documents, or a document `awaiting_upload` | pending | 409 `invalid-state` |
         *     | pending | live client, live processing not enabled | pending | 409 `live-processing-disabled` |
         *     | completed, cancelled, deleted | | unchanged | 409 |
         */
        post: operations["submitBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Cancels a `pending` batch (reason `requested`); its documents become `cancelled`. A repeat cancel of a
         *     cancelled batch answers `200` with no change. A batch that is processing or completed cannot be cancelled.
         *
         *     | From | To | Response |
         *     |---|---|---|
         *     | pending | cancelled | 200 |
         *     | cancelled | cancelled | 200, no change |
         *     | processing, completed, deleted | unchanged | 409 |
         */
        post: operations["cancelBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        /**
         * Stream the results of a batch
         * @description Streams the results of a `completed` batch as newline-delimited JSON (`application/x-ndjson`): one
         *     `ResultLine` per document, one document per line, in a stable order (document creation order). Lines
         *     of failed and cancelled documents have an empty `entities` array. The stream is produced row by row,
         *     so it can be consumed incrementally whatever the batch size. Answers `409` before the batch is completed.
         */
        get: operations["getBatchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        /**
         * List the documents of a batch
         * @description Lists the batch's documents in creation order, with cursor pagination and an optional `status` filter.
         */
        get: operations["listBatchDocuments"];
        put?: never;
        /**
         * Add documents to a batch
         * @description Adds up to 100 documents to a `pending` batch, atomically: either all are written or none. A document
         *     with inline `content` (text only, at most 1 MiB) is `pending`; a document without content is
         *     `awaiting_upload` until its bytes are uploaded with `PUT .../content`. The request body is limited to
         *     10 MiB (`413`).
         *
         *     Replays: when every `externalReference` of the request already exists in the batch with the same
         *     checksum (given `checksumSha256`, or the SHA-256 of the inline `content`), the existing documents are
         *     returned with `200`. When some references exist with different checksums or content, or the request
         *     mixes new and existing references, the answer is `409` and nothing is written. `externalReference`
         *     values are unique within a batch and within one request.
         */
        post: operations["createBatchDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        /**
         * Get a document
         * @description Returns one document of the batch, with its `result` once it succeeded or its `error` once it failed.
         */
        get: operations["getBatchDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Removes a document and its stored content from a `pending` batch. In any other batch state the answer is `409`.
         */
        delete: operations["deleteBatchDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/documents/{documentId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a document's content
         * @description Uploads the raw bytes of a document of a `pending` batch (at most 25 MiB; `413` above, decided from
         *     `Content-Length` when it is sent and enforced while streaming). The `Content-Type` is
         *     `application/octet-stream` (any document), or the document's own `mediaType` (`text/plain` or
         *     `application/pdf`); another type, or one that does not match the document, answers `415`.
         *
         *     The service computes the SHA-256 while streaming. Sending the same bytes again answers `200` with no
         *     change; different bytes after a successful upload answer `409`. When the document declared
         *     `checksumSha256` and the bytes do not match it, the upload is stored and the document fails with
         *     `checksum_mismatch` when processed.
         */
        put: operations["uploadDocumentContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/documents/{documentId}/entities": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        /**
         * List the entities of a document
         * @description Lists the entities extracted from a `succeeded` document, in text order (by span start), with cursor
         *     pagination and an optional `type` filter (a FHIR resource type name such as `Condition`). A document
         *     that has not succeeded answers `409`.
         */
        get: operations["listDocumentEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/data-engine/batches/{batchId}/documents/{documentId}/fhir": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        /**
         * Get a document's FHIR Bundle
         * @description Returns a FHIR R4 `collection` Bundle for one `succeeded` document: a `DocumentReference` for the note,
         *     the `Patient` (or, when the document names no patient, a placeholder Patient tagged as such so that
         *     references resolve; the placeholder is not a patient record), and one resource per positive entity
         *     (`Condition`, `MedicationStatement`, `Observation`, `Procedure`, `AllergyIntolerance`, `Immunization`).
         *     Negated findings are represented as `Condition.verificationStatus` `refuted`; family-member findings as
         *     `FamilyMemberHistory`. Works in test and live mode (test mode: built from the fixture entities).
         *     Answers `409` before the document has succeeded.
         */
        get: operations["getDocumentFhirBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * FHIR CapabilityStatement
         * @description The server's FHIR R4 CapabilityStatement. Needs a live token with any `system/` scope.
         */
        get: operations["getFhirCapabilityStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/Patient/{patientId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The FHIR Patient id (a UUID assigned by the service).
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patientId: components["parameters"]["PatientId"];
            };
            cookie?: never;
        };
        /**
         * Read a Patient
         * @description Reads a Patient of the organization. Patients are identified by a service-assigned UUID; the client's
         *     `patient.externalId` appears as `Patient.identifier`. Needs `system/*.rs`, `system/*.read`,
         *     `system/Patient.rs` or `system/Patient.read` (or a narrower SMART v2 scope that grants read, such as `system/Patient.r`).
         */
        get: operations["readFhirPatient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/Patient/{patientId}/$everything": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The FHIR Patient id (a UUID assigned by the service).
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patientId: components["parameters"]["PatientId"];
            };
            cookie?: never;
        };
        /**
         * Everything for a Patient
         * @description Returns a `searchset` Bundle with the Patient and every resource that refers to it (all types): the
         *     Patient first, then each document's DocumentReference and resources, oldest document first, paged with
         *     `_count` (from 1, served as at most 100, default 50) and the Bundle's `next` link. `total` counts every
         *     resource. Other parameters are a `400` unless `Prefer: handling=lenient`. Needs `system/*.rs` or
         *     `system/*.read`, because all types are returned.
         */
        get: operations["getFhirPatientEverything"];
        put?: never;
        /**
         * Everything for a Patient (POST)
         * @description The same operation as `GET /fhir/R4/Patient/{patientId}/$everything` (FHIR R4 §3.1.0.11: an operation
         *     may be invoked with POST), with `_count` in the query string or in a FHIR `Parameters` body.
         */
        post: operations["getFhirPatientEverythingPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk Data export of the organization (kick-off)
         * @description Starts a FHIR Bulk Data export (HL7 FHIR Bulk Data Access IG v2, system level) of the organization's
         *     FHIR data: every resource the FHIR server serves, as NDJSON files per resource type. The export runs
         *     in the service's workers; poll the status URL of `Content-Location` (honour `Retry-After`) until it
         *     answers `200` with the manifest, then download the files with the same kind of access token.
         *
         *     - `_type`: comma-separated resource types (the parameter may repeat). A type the server does not
         *       serve is a `400` (issue `not-supported`) unless `Prefer: handling=lenient`, which ignores it. A
         *       served type the token has no SMART read scope for (`system/<type>.rs`, `.read`, `.r`, or `*`) is
         *       a `403` with `WWW-Authenticate: Bearer error="insufficient_scope"`. Without `_type` the export
         *       holds exactly the types the token's scopes allow.
         *     - `_since`: a FHIR instant (seconds and a time zone, such as `2026-11-01T00:00:00Z`); only resources
         *       whose `meta.lastUpdated` is later are exported. Anything else is a `400`.
         *     - `_outputFormat`: `application/fhir+ndjson` (the default), `application/ndjson` or `ndjson`; others
         *       are a `400`.
         *     - Other parameters (`_typeFilter`, `_elements`, `patient`, ...) are a `400` (issue `not-supported`)
         *       unless `Prefer: handling=lenient`.
         *     - `Prefer: respond-async` should be sent, as the IG asks; a request without it is processed as if
         *       it had been sent (the IG allows either; Medplum does the same, HAPI refuses such requests).
         *
         *     The manifest's `transactionTime` is the kick-off time: the files hold the resources with
         *     `_since < meta.lastUpdated <= transactionTime`, so that a later export with
         *     `_since=<transactionTime>` misses nothing and repeats nothing. A client may have at most 5 exports
         *     in progress (a sixth kick-off is a `429`). The export and its files are deleted when it expires
         *     (24 hours after completion by default, `EXPORT_TTL_SECONDS`), and at once when a batch whose data
         *     it holds is deleted. Needs a live token with any `system/` read scope.
         */
        get: operations["fhirExportSystem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/Patient/$export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk Data export of all patients (kick-off)
         * @description Starts a FHIR Bulk Data export (IG v2, patient level) of the resources in the Patient compartment of
         *     every patient of the organization. Every resource this server serves belongs to a patient, so this
         *     export holds the same data as the system-level `GET /fhir/R4/$export`; the parameters, scopes,
         *     answers and lifetime are the same.
         */
        get: operations["fhirExportPatient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/$export-status/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
                 * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                exportId: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        /**
         * Bulk Data export status
         * @description The status of an export started by the same client (the kick-off's `Content-Location`):
         *     - `202` while it is queued or running, with `Retry-After` (seconds; poll no more often) and
         *       `X-Progress`;
         *     - `200` with the manifest (`application/json`) when it is complete: one `output` entry per file
         *       (one resource type each, at most 5,000 resources per file), `requiresAccessToken: true`, and
         *       `Expires` saying when the files are deleted;
         *     - `500` with an OperationOutcome when the export failed (request a new one).
         *     An unknown export, one of another client or organization, and one that expired or was deleted
         *     (by its client, or because a batch whose data it held was deleted) are a `404`.
         */
        get: operations["getFhirExportStatus"];
        put?: never;
        post?: never;
        /**
         * Cancel or delete a Bulk Data export
         * @description Cancels a queued or running export, or deletes a finished one, with its files (IG v2 "Delete a Bulk
         *     Data Request"). Afterwards its status URL and files are a `404`. Only the client that started it
         *     may delete it.
         */
        delete: operations["deleteFhirExport"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/$export-file/{exportId}/{exportFileName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
                 * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                exportId: components["parameters"]["ExportId"];
                /**
                 * @description The name of an output file of the export, `<resource type>-<n>.ndjson` (take the URL from the manifest).
                 * @example Condition-1.ndjson
                 */
                exportFileName: components["parameters"]["ExportFileName"];
            };
            cookie?: never;
        };
        /**
         * Download a Bulk Data export file
         * @description One output file of a complete export (a URL of the manifest's `output`): `application/fhir+ndjson`,
         *     one resource of the file's type per line, each line ending with a newline. Needs an access token of
         *     the client that started the export (`requiresAccessToken: true`); any other client, organization,
         *     or an expired or deleted export is a `404`.
         */
        get: operations["getFhirExportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/.well-known/smart-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SMART configuration
         * @description The SMART App Launch / Backend Services configuration of the FHIR server (public).
         */
        get: operations["getSmartConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/{resourceType}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
            };
            cookie?: never;
        };
        /**
         * Search resources of a type by patient
         * @description A patient-scoped search: returns a `searchset` Bundle of the resources of `resourceType` that belong to
         *     the patient. `patient` (a Patient UUID, or a `Patient/<uuid>` reference) is required unless
         *     `resourceType` is `Patient`; `subject=Patient/<uuid>` may stand in for it where the type has a subject.
         *     Beside it: `_id` and `_lastUpdated` on every type, `identifier` on Patient, `code` on Condition,
         *     Observation, Procedure, MedicationStatement, AllergyIntolerance and Immunization (also `vaccine-code`),
         *     `clinical-status` and `verification-status` on Condition, `category` on Observation, `_sort=_lastUpdated` (or `-_lastUpdated`, newest first);
         *     the CapabilityStatement lists exactly these per type. Parameters combine with AND, comma-separated
         *     values with OR. An unknown or unsupported parameter (or modifier) answers `400` (issue `not-supported`)
         *     unless the request sends `Prefer: handling=lenient`, which ignores it. A missing or malformed `patient`
         *     answers `400`; an unknown patient answers `404`. Results are paged with `_count` (from 1, served as at
         *     most 100, default 50) and the Bundle's `next` link; each resource carries `meta.versionId` and
         *     `meta.lastUpdated` (the completion time of the document it comes from). Needs `system/*.rs`, `system/*.read`,
         *     `system/<resourceType>.rs` or `system/<resourceType>.read` (SMART v2 `.s` suffices for search).
         */
        get: operations["searchFhirResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/{resourceType}/_search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search resources of a type by patient (POST)
         * @description The same search as `GET /fhir/R4/{resourceType}`, with the parameters in a form-encoded body (FHIR R4 §3.1.0.8.1).
         */
        post: operations["searchFhirResourcesPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fhir/R4/{resourceType}/{resourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
                /**
                 * @description A FHIR logical id (the service assigns UUIDs).
                 * @example 0c9a1f6e-52d4-4b8e-9e1a-7f3b2c4d5e6f
                 */
                resourceId: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        /**
         * Read a resource
         * @description Reads one resource by type and id (`Condition`, `Observation`, `MedicationStatement`, `Procedure`,
         *     `AllergyIntolerance`, `Immunization`, `FamilyMemberHistory`, `DocumentReference`, `Patient`). Needs
         *     `system/*.rs`, `system/*.read`, `system/<resourceType>.rs` or `system/<resourceType>.read` (SMART v2 `.r` suffices).
         */
        get: operations["readFhirResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain an access token
         * @description The OAuth 2.0 token endpoint (RFC 6749 §4.4, client credentials grant only). Client authentication is
         *     exactly one of:
         *
         *     - `client_secret_basic`: HTTP Basic with the form-urlencoded client ID and secret (RFC 6749 §2.3.1, Appendix B);
         *     - `private_key_jwt`: `client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer` and
         *       `client_assertion`, a JWT (RFC 7523 §3) signed with a key of the client's registered JWK Set.
         *
         *     Sending both is `invalid_request`; sending neither is `invalid_client`. No token is issued to a client of
         *     a suspended organization, nor to a caller outside the organization's IP allow-list (`invalid_client`);
         *     tokens issued before either change are refused by the API with `403`. Assertion rules: algorithm one of ES256, ES384, RS256, RS384,
         *     PS256 (never `none` or HMAC); `iss` and `sub` equal the client ID; `aud` is the token endpoint URL
         *     (`{base_url}/oauth/token`; the issuer `{base_url}` is accepted too); `exp` required and at most 5 minutes
         *     in the future; `iat`, when present, not in the future (60 seconds of clock skew are allowed); `jti`
         *     required and single use (a replay answers `invalid_grant`); when the JWT header has a `kid`, it selects
         *     the key.
         *
         *     `scope` is optional (space-delimited); when omitted, every scope the client is allowed is granted;
         *     otherwise every requested scope must be allowed (`invalid_scope` if not), and exactly those are granted.
         *     No refresh token is issued. Responses carry `Cache-Control: no-store`.
         *
         *     | error | status | when |
         *     |---|---|---|
         *     | `invalid_request` | 400 | `grant_type` missing, both Basic and an assertion sent, a `client_assertion_type` other than jwt-bearer, or a malformed request (a repeated parameter, or a body that is not `application/x-www-form-urlencoded`) |
         *     | `unsupported_grant_type` | 400 | `grant_type` is not `client_credentials` |
         *     | `invalid_scope` | 400 | a requested scope is not allowed for the client |
         *     | `invalid_grant` | 400 | the assertion has no `jti`, or reuses one |
         *     | `invalid_client` | 401 | unknown client, wrong secret, invalid assertion, disabled client, suspended organization, caller IP outside the organization's allow-list, no client authentication, or `client_secret` in the body (client_secret_post is not supported) (`WWW-Authenticate: Basic` when Basic was used or no authentication was sent) |
         *     | `temporarily_unavailable` | 429 | too many token requests or failed attempts (`Retry-After`) |
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata
         * @description RFC 8414 metadata of the service's authorization server (public). It lists exactly what the token endpoint accepts.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * JSON Web Key Set
         * @description The public keys that verify the service's access tokens (public). During a key rotation the set holds
         *     the new key and the previous ones until every token they signed has expired.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description The process is up and its event loop answers. Nothing else is checked, so that an orchestrator
         *     restarts the process only when restarting it can help; whether this instance should receive
         *     traffic is `GET /ready`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description This instance can serve traffic: its database answers and every database migration this build
         *     knows has been applied. Answers `503` (problem `service-unavailable`) when the database cannot be
         *     reached, when migrations are missing, and while the process is stopping (after `SIGTERM`), so
         *     that a load balancer stops sending it requests before it closes.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description The process is alive (no dependency is checked).
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Client-defined string pairs, returned as sent. At most 20 pairs; keys 1 to 100 characters; values at most 500 characters.
         * @example {
         *       "site": "north-campus",
         *       "department": "cardiology"
         *     }
         */
        Metadata: {
            [key: string]: string;
        };
        /**
         * @description `pending` (accepting documents), `processing` (submitted), `completed` (every document final), `cancelled`.
         * @enum {string}
         */
        BatchStatus: "pending" | "processing" | "completed" | "cancelled";
        /**
         * @description `awaiting_upload` (declared without content), `pending` (content present, batch not submitted), `queued`
         *     (submitted, waiting for a worker), `processing`, `succeeded`, `failed` (see `error`), `cancelled` (its batch was cancelled).
         * @enum {string}
         */
        DocumentStatus: "awaiting_upload" | "pending" | "queued" | "processing" | "succeeded" | "failed" | "cancelled";
        /** @description A client-chosen reference, 1 to 255 characters without control characters. */
        ExternalReference: string;
        /**
         * Format: date-time
         * @description An ISO 8601 / RFC 3339 date-time in UTC with milliseconds.
         */
        Timestamp: string;
        /** Format: uuid */
        Uuid: string;
        /** @description Documents of the batch by status. The last seven add up to `total`. */
        BatchCounts: {
            total: components["schemas"]["Count"];
            awaitingUpload: components["schemas"]["Count"];
            pending: components["schemas"]["Count"];
            queued: components["schemas"]["Count"];
            processing: components["schemas"]["Count"];
            succeeded: components["schemas"]["Count"];
            failed: components["schemas"]["Count"];
            cancelled: components["schemas"]["Count"];
        };
        /** Format: int32 */
        Count: number;
        Batch: {
            /** @constant */
            object: "data_engine.batch";
            id: components["schemas"]["Uuid"];
            /** @description True for batches of live clients, false for test clients. */
            liveMode: boolean;
            status: components["schemas"]["BatchStatus"];
            /** @description The client's reference; unique per organization. */
            externalReference?: string | null;
            metadata?: components["schemas"]["Metadata"];
            counts: components["schemas"]["BatchCounts"];
            /**
             * @description Why the batch was cancelled; null unless it is `cancelled`.
             * @enum {string|null}
             */
            cancellationReason?: "requested" | "expired" | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            submittedAt?: string | null;
            /**
             * Format: date-time
             * @description When the batch became `completed` or `cancelled`.
             */
            completedAt?: string | null;
            /**
             * Format: date-time
             * @description While `pending`, when the batch will be cancelled with reason `expired` unless submitted; null otherwise.
             */
            expiresAt?: string | null;
        };
        BatchCreate: {
            externalReference?: components["schemas"]["ExternalReference"];
            metadata?: components["schemas"]["Metadata"];
        };
        BatchPage: {
            /** @constant */
            object: "list";
            data: components["schemas"]["Batch"][];
            /** @description True when another page exists. */
            hasMore: boolean;
            nextCursor?: components["schemas"]["NextCursor"];
        };
        /** @description The cursor of the next page; null on the last page. */
        NextCursor: string | null;
        PatientRef: {
            /** @description The client's patient identifier (for example an MRN). */
            externalId: string;
        };
        EncounterRef: {
            externalId?: string;
            /** Format: date */
            date?: string;
        };
        /**
         * @description The document's media type. Inline `content` is only allowed for `text/plain`.
         * @enum {string}
         */
        MediaType: "text/plain" | "application/pdf";
        DocumentInput: {
            externalReference: components["schemas"]["ExternalReference"];
            mediaType: components["schemas"]["MediaType"];
            /** @description Inline text (`text/plain` documents only), at most 1 MiB (1,048,576 bytes as UTF-8); over that, `422` with code `payload_too_large`. Omit it to upload the bytes later. */
            content?: string;
            filename?: string;
            /**
             * Format: int32
             * @description Size of the file to upload, in bytes. An upload of another size is rejected with `422` (`byte_size_mismatch`).
             */
            byteSize?: number;
            /** @description Base64 (standard alphabet, padded) SHA-256 of the raw bytes. When the content does not match, the document fails with `checksum_mismatch`. */
            checksumSha256?: string;
            patient?: components["schemas"]["PatientRef"];
            encounter?: components["schemas"]["EncounterRef"];
            metadata?: components["schemas"]["Metadata"];
        };
        DocumentCreate: {
            documents: components["schemas"]["DocumentInput"][];
        };
        DocumentResult: {
            entityCount: components["schemas"]["Count"];
            /** @description The extraction engine (release and a hash of its vocabulary and rules) that produced the entities; null for documents processed before engines were recorded. Identical content is only given an earlier document's results when they came from the current engine. */
            engineVersion: string | null;
            /** @description Pages of a PDF; 1 for text. */
            pageCount: components["schemas"]["Count"];
            /**
             * @description `ok`; `degraded` when part of the text was unusable (pages without text, garbage characters, truncation); `translation_failed` when the note is not in English (entities are what could still be extracted).
             * @enum {string}
             */
            qualityStatus: "ok" | "degraded" | "translation_failed";
        };
        /**
         * @description `checksum_mismatch` (content does not match `checksumSha256`), `content_missing` (never uploaded),
         *     `unsupported_content` (not readable as its `mediaType`), `conversion_empty` (no text), `pipeline_failed`
         *     (extraction failed), `not_processed` (not processed in time).
         * @enum {string}
         */
        DocumentErrorCode: "checksum_mismatch" | "content_missing" | "unsupported_content" | "conversion_empty" | "pipeline_failed" | "not_processed";
        DocumentError: {
            code: components["schemas"]["DocumentErrorCode"];
            /** @description Safe to show to users. */
            message: string;
        };
        Document: {
            /** @constant */
            object: "data_engine.document";
            id: components["schemas"]["Uuid"];
            liveMode: boolean;
            batchId: components["schemas"]["Uuid"];
            externalReference: components["schemas"]["ExternalReference"];
            status: components["schemas"]["DocumentStatus"];
            mediaType: components["schemas"]["MediaType"];
            /**
             * Format: int32
             * @description Size of the content in bytes, once known.
             */
            byteSize?: number | null;
            patient?: components["schemas"]["PatientRef"] | null;
            encounter?: components["schemas"]["EncounterRef"] | null;
            metadata?: components["schemas"]["Metadata"];
            /** @description Set once the document succeeded. */
            result?: components["schemas"]["DocumentResult"] | null;
            /** @description Set on a failed document. */
            error?: components["schemas"]["DocumentError"] | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            completedAt?: string | null;
        };
        DocumentPage: {
            /** @constant */
            object: "list";
            data: components["schemas"]["Document"][];
            hasMore?: boolean;
            nextCursor?: components["schemas"]["NextCursor"];
        };
        /**
         * @description A FHIR R4 resource type name. Current values: `Condition` (conditions, symptoms, findings; SNOMED CT),
         *     `Medication` (RxNorm ingredients), `Observation` (lab tests and vital signs; LOINC), `Procedure` (SNOMED CT),
         *     `AllergyIntolerance` (the substance coded), `Immunization`. More may be added.
         * @example Condition
         * @example Medication
         * @example Observation
         * @example Procedure
         * @example AllergyIntolerance
         * @example Immunization
         */
        EntityType: string;
        Code: {
            /**
             * Format: uri
             * @description A FHIR code system URI (`http://snomed.info/sct`, `http://loinc.org`, `http://www.nlm.nih.gov/research/umls/rxnorm`, or another); match on the URI.
             */
            system: string;
            code: string;
            display?: string;
        };
        /** @description Character offsets (UTF-16 code units, end exclusive) into the document's extracted text, so that `text` equals the extracted text sliced from `start` to `end`. */
        Span: {
            /** Format: int32 */
            start: number;
            /** Format: int32 */
            end: number;
        };
        /** @description The cue in the text behind a context decision (negation, subject, certainty, history), or the section header whose context drove it. */
        ContextEvidence: {
            /** @enum {string} */
            kind: "negation" | "family_member" | "other_subject" | "uncertainty" | "hypothetical" | "historical" | "section";
            cue: string;
            span: components["schemas"]["Span"];
        };
        /** @description A medication dose as written (`text`), with its number and unit when they can be read. */
        Dose: {
            value?: number;
            unit?: string;
            text: string;
        };
        /** @description One component of a panel observation, such as the systolic part of a blood pressure. */
        ObservationComponent: {
            code: components["schemas"]["Code"];
            value: number;
            unit?: string;
        };
        /**
         * @description Details that depend on the entity type. Documented keys (all optional; more may be added, so
         *     ignore keys you do not know):
         *
         *     | key | types | meaning |
         *     |---|---|---|
         *     | `clinicalStatus` | Condition | `active`, `resolved` or `inactive` (historical mentions) |
         *     | `certainty` | any | `possible` (uncertain: "possible", "rule out") or `hypothetical` ("return if ..."); absent when the mention is asserted |
         *     | `temporality` | any | `recent`, `historical` or `hypothetical` |
         *     | `evidence` | any | the cues behind polarity, subject, certainty and history decisions, each with its span |
         *     | `section` | any | the normalised section the mention is in, such as `family_history`, `medications`, `physical_exam` |
         *     | `dose` | Medication | `{value, unit, text}`: `{"value": 25, "unit": "mg", "text": "25 mg"}` |
         *     | `route` | Medication | normalised route: `oral`, `intravenous`, `subcutaneous`, `topical`, ... |
         *     | `frequency` | Medication | normalised frequency code: `QD`, `BID`, `TID`, `QID`, `QHS`, `Q6H`, `Q5MIN`, `ONCE`, with ` PRN` when as needed |
         *     | `value`, `unit` | Observation | a number and its UCUM unit (`mm[Hg]`, `%`, `Cel`, `kg`, `/min`, `mg/dL`) |
         *     | `valueText` | Observation | the value as written when it is not a single number (`142/88`) |
         *     | `comparator` | Observation | `<`, `<=`, `>=` or `>` when the value is a bound ("SpO2 < 88%", "goal K > 4"), as FHIR `Quantity.comparator` |
         *     | `components` | Observation | panel parts, such as systolic and diastolic blood pressure, each coded with a value |
         *     | `interpretation` | Observation | `high`, `low`, `normal`, `abnormal`, `critical`, `positive` or `negative` |
         *     | `reaction` | AllergyIntolerance | the reaction as written, such as `hives` |
         *     | `substance` | AllergyIntolerance | the display of the coded substance |
         *     | `category` | AllergyIntolerance | `medication` when the substance is a drug |
         *     | `medicationStatus` | Medication | what the note says about the drug's use, when written: `active` ("continue", "takes"), `stopped` ("stop", "discontinued"; polarity stays `positive`), `held` ("hold warfarin"; `positive`), `planned` ("start", "will begin"; `positive`), `declined` ("declined statin"; `negative`), `not_taking` ("not taking", "never started"; `negative`), `avoid` ("avoid NSAIDs"; `positive`) |
         *     | `valueCode` | Observation | a coded value `{system, code, display}`: smoking status (SNOMED CT, e.g. `8517006` Ex-smoker), alcohol and drug use findings |
         *     | `packYears` | Observation | smoking history in pack-years, when written |
         */
        EntityAttributes: {
            /** @enum {string} */
            clinicalStatus?: "active" | "resolved" | "inactive";
            /** @enum {string} */
            certainty?: "possible" | "hypothetical";
            /** @enum {string} */
            temporality?: "recent" | "historical" | "hypothetical";
            evidence?: components["schemas"]["ContextEvidence"][];
            section?: string;
            dose?: components["schemas"]["Dose"];
            route?: string;
            frequency?: string;
            value?: number | string;
            unit?: string;
            valueText?: string;
            /** @enum {string} */
            comparator?: "<" | "<=" | ">=" | ">";
            components?: components["schemas"]["ObservationComponent"][];
            /** @enum {string} */
            interpretation?: "high" | "low" | "normal" | "abnormal" | "critical" | "positive" | "negative";
            reaction?: string;
            substance?: string;
            /** @enum {string} */
            category?: "food" | "medication" | "environment" | "biologic";
            /** @enum {string} */
            medicationStatus?: "active" | "stopped" | "held" | "planned" | "declined" | "not_taking" | "avoid";
            valueCode?: components["schemas"]["Code"];
            packYears?: number;
        } & {
            [key: string]: unknown;
        };
        Entity: {
            /** @constant */
            object: "data_engine.entity";
            /** @description Stable ID of the entity within its document. */
            id: string;
            type: components["schemas"]["EntityType"];
            /** @description The text as written in the note. */
            text: string;
            /**
             * @description `high` (an exact vocabulary term of at least two words, or a curated abbreviation in a matching section), `medium` (a single-word or normalised match), `low` (an ambiguous abbreviation or a fuzzy match); null when not assessed.
             * @enum {string|null}
             */
            confidence?: "high" | "medium" | "low" | null;
            /**
             * @description `positive` (present) or `negative` (negated: "denies", "no", "negative for", "ruled out").
             * @enum {string}
             */
            polarity?: "positive" | "negative";
            /**
             * @description Who the finding is about.
             * @enum {string}
             */
            subject?: "patient" | "family_member" | "other";
            codes?: components["schemas"]["Code"][];
            attributes?: components["schemas"]["EntityAttributes"];
            span?: components["schemas"]["Span"];
        };
        EntityPage: {
            /** @constant */
            object: "list";
            data: components["schemas"]["Entity"][];
            hasMore: boolean;
            nextCursor?: components["schemas"]["NextCursor"];
        };
        /** @description One line of the results stream. */
        ResultLine: {
            documentId: components["schemas"]["Uuid"];
            externalReference: components["schemas"]["ExternalReference"];
            /** @enum {string} */
            status: "succeeded" | "failed" | "cancelled";
            /** @description Empty unless `status` is `succeeded`. */
            entities: components["schemas"]["Entity"][];
        };
        FieldError: {
            /** @description JSON Pointer (RFC 6901) to the field in the request body, or `/query/<name>` / `/header/<name>` for parameters. An empty string points at the whole body. */
            pointer: string;
            /** @description A stable machine-readable code (see the list in the introduction). */
            code: string;
            detail: string;
        };
        /** @description An RFC 9457 problem detail. */
        Problem: {
            /**
             * Format: uri
             * @description `{docs_url}/errors/<slug>`; the page describes the problem.
             */
            type: string;
            title: string;
            /** Format: int32 */
            status: number;
            detail?: string;
            /** @description The request path. */
            instance?: string;
            /** @description Equals the `Request-Id` header. */
            requestId?: string;
            existingBatchId?: components["schemas"]["Uuid"];
            errors?: components["schemas"]["FieldError"][];
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        /** @description RFC 6749 §4.4.2 access token request, with RFC 7523 client assertion fields. Unrecognised parameters are ignored (RFC 6749 §3.2). */
        TokenRequest: {
            /**
             * @description Only `client_credentials` is supported (`unsupported_grant_type` otherwise).
             * @example client_credentials
             */
            grant_type: string;
            /** @description Space-delimited scopes; omitted means every scope the client is allowed. */
            scope?: string;
            /** @enum {string} */
            client_assertion_type?: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
            /** @description The signed JWT (private_key_jwt). */
            client_assertion?: string;
            /** @description Optional with an assertion (it must then equal the assertion's `sub`). */
            client_id?: string;
        };
        TokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** Format: int32 */
            expires_in: number;
            /** @description The granted scopes, space-delimited. */
            scope: string;
        };
        /** @description RFC 6749 §5.2 error response. */
        OAuthError: {
            /** @enum {string} */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "temporarily_unavailable";
            error_description?: string;
        };
        /** @description The search parameters of `GET /fhir/R4/{resourceType}` as form fields (the same rules). */
        FhirSearchForm: {
            /** @description A Patient UUID or `Patient/<uuid>` (required unless the resource type is `Patient`, or `subject` is given). */
            patient?: string;
            subject?: string;
            _id?: string;
            _lastUpdated?: string | string[];
            identifier?: string;
            code?: string;
            "vaccine-code"?: string;
            "clinical-status"?: string;
            "verification-status"?: string;
            category?: string;
            _sort?: string;
            _format?: string;
            _count?: string;
            _cursor?: string;
        };
        /** @description A FHIR R4 Parameters resource (the input of an operation); only primitive `value[x]` are used. */
        FhirParameters: {
            /** @constant */
            resourceType: "Parameters";
            parameter?: ({
                name: string;
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description A FHIR R4 resource (JSON representation). The profiles the service emits are in `fhir-profiles/`. */
        FhirResource: {
            resourceType: string;
            id?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A FHIR R4 Bundle: `collection` for a document, `searchset` for searches and `$everything`. As FHIR
         *     requires, `entry` is omitted when there are no entries; searchsets carry `total` and `link`.
         */
        FhirBundle: {
            /** @constant */
            resourceType: "Bundle";
            id?: string;
            /** @enum {string} */
            type: "document" | "message" | "transaction" | "transaction-response" | "batch" | "batch-response" | "history" | "searchset" | "collection";
            /** Format: date-time */
            timestamp?: string;
            /** Format: int32 */
            total?: number;
            link?: {
                relation: string;
                /** Format: uri */
                url: string;
            }[];
            entry?: {
                [key: string]: unknown;
            }[];
        } & {
            [key: string]: unknown;
        };
        OperationOutcome: {
            /** @constant */
            resourceType: "OperationOutcome";
            issue: ({
                /** @enum {string} */
                severity: "fatal" | "error" | "warning" | "information";
                /** @description A FHIR IssueType code, such as `required`, `value`, `not-found`, `forbidden`, `login`, `throttled`. */
                code: string;
                diagnostics?: string;
                expression?: string[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description The FHIR R4 CapabilityStatement of the server. */
        CapabilityStatement: {
            /** @constant */
            resourceType: "CapabilityStatement";
        } & {
            [key: string]: unknown;
        };
        /** @description SMART App Launch 2.x configuration, with the fields SMART Backend Services clients use. */
        SmartConfiguration: {
            /** Format: uri */
            issuer?: string;
            /** Format: uri */
            jwks_uri?: string;
            /** Format: uri */
            token_endpoint: string;
            grant_types_supported: components["schemas"]["StringList"];
            token_endpoint_auth_methods_supported: components["schemas"]["StringList"];
            token_endpoint_auth_signing_alg_values_supported: components["schemas"]["StringList"];
            scopes_supported: components["schemas"]["StringList"];
            capabilities: components["schemas"]["StringList"];
            code_challenge_methods_supported?: components["schemas"]["StringList"];
        } & {
            [key: string]: unknown;
        };
        /** @description RFC 8414 §2 authorization server metadata. */
        AuthorizationServerMetadata: {
            /** Format: uri */
            issuer: string;
            /** Format: uri */
            token_endpoint: string;
            /** Format: uri */
            jwks_uri: string;
            grant_types_supported: components["schemas"]["StringList"];
            token_endpoint_auth_methods_supported: components["schemas"]["StringList"];
            token_endpoint_auth_signing_alg_values_supported: components["schemas"]["StringList"];
            scopes_supported: components["schemas"]["StringList"];
            /** @description Empty, because only the client credentials grant is supported (no authorization endpoint). */
            response_types_supported: components["schemas"]["StringList"];
            /** Format: uri */
            service_documentation?: string;
        } & {
            [key: string]: unknown;
        };
        StringList: string[];
        /** @description A JSON Web Key Set (RFC 7517 §5). */
        Jwks: {
            keys: ({
                kty: string;
                kid?: string;
                use?: string;
                alg?: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        /** @description The manifest of a complete FHIR Bulk Data export (IG v2 "Response - Complete Status"). */
        FhirExportManifest: {
            /**
             * Format: date-time
             * @description The kick-off time; the files hold resources last updated up to it (and after `_since`).
             */
            transactionTime: string;
            /**
             * Format: uri
             * @description The full URL of the kick-off request.
             */
            request: string;
            /**
             * @description The files need `Authorization` with an access token of the client that started the export.
             * @constant
             */
            requiresAccessToken: true;
            /** @description One entry per file (at most 5,000 resources each); a type with no resource has no file. */
            output: components["schemas"]["FhirExportFileEntry"][];
            /** @description Files of OperationOutcomes for resources that could not be exported; this server writes none (a resource it cannot export fails the export instead). */
            error: components["schemas"]["FhirExportFileEntry"][];
        };
        FhirExportFileEntry: {
            /** @description The resource type of every line of the file. */
            type: string;
            /**
             * Format: uri
             * @description Where to download the file (GET, with the access token).
             */
            url: string;
            /**
             * Format: int32
             * @description How many resources the file holds.
             */
            count: number;
        };
    };
    responses: {
        /** @description The body or query is malformed (for example invalid JSON). */
        BadRequest: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The access token is missing, expired or invalid. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate-Bearer"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token lacks the operation's scope, the caller IP is not allowed, or the organization is suspended. */
        Forbidden: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The ID does not exist for the caller's organization. */
        NotFound: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only a pending batch can be cancelled. */
        InvalidState: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The batch cannot be submitted (it is not pending, has no documents or a document awaiting upload, or live processing is not enabled). */
        SubmitConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Only a completed or cancelled batch can be deleted. */
        BatchDeleteConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Results are available once the batch is completed. */
        ResultsConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Documents can only be deleted from a pending batch. */
        DocumentDeleteConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Entities are available once the document has succeeded. */
        EntitiesConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The FHIR Bundle is available once the document has succeeded. */
        FhirBundleConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `externalReference` is already used by another batch of the organization; `existingBatchId` names it. */
        ExternalReferenceConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The batch is not pending, or a replay does not match the existing documents; nothing was written. */
        DocumentsConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The document already has different content, or its batch is not pending. */
        ContentConflict: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body exceeds the route's limit. */
        PayloadTooLarge: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `Content-Type` is not accepted, or does not match the document's `mediaType`. */
        UnsupportedMediaType: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description One or more fields are invalid; see `errors`. */
        ValidationFailed: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limited; wait `Retry-After` seconds and send the same request. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected error; the details are logged under the `requestId`. */
        InternalError: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A temporary failure; retry with exponential backoff. */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A query parameter is malformed (such as a repeated or non-ASCII `_format`), `patient` is missing or malformed, a search parameter is invalid, or (unless `Prefer: handling=lenient`) unknown or unsupported (issue `not-supported`). */
        FhirBadRequest: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
            };
        };
        /** @description The access token is missing, expired or invalid. */
        FhirUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate-Bearer"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The token lacks a system scope for the resource type, is a test token, the caller IP is not allowed, or the organization is suspended. */
        FhirForbidden: {
            headers: {
                /**
                 * @description For a token without the needed scope, the RFC 6750 §3.1 challenge `Bearer error="insufficient_scope"`.
                 * @example Bearer realm="data-engine", error="insufficient_scope", scope="system/*.rs"
                 */
                "WWW-Authenticate"?: string;
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The resource does not exist for the caller's organization. */
        FhirNotFound: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The form body exceeds the route's limit. */
        FhirPayloadTooLarge: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not `application/x-www-form-urlencoded`. */
        FhirUnsupportedMediaType: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `Accept` header or `_format` asks for a format other than JSON (such as `application/fhir+xml`). */
        FhirNotAcceptable: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limited; wait `Retry-After` seconds. */
        FhirTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected error. */
        FhirInternalError: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A temporary failure; retry with exponential backoff. */
        FhirServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An RFC 6749 §5.2 error (`invalid_request`, `unsupported_grant_type`, `invalid_scope`, `invalid_grant`). */
        OAuthBadRequest: {
            headers: {
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description Client authentication failed (`invalid_client`). */
        OAuthUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate-Basic"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description Too many token requests or failed attempts (`temporarily_unavailable`). */
        OAuthTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Cache-Control": components["headers"]["CacheControlNoStore"];
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description The export is queued. Poll the status URL of `Content-Location`. */
        FhirExportAccepted: {
            headers: {
                /**
                 * @description The status URL of the export (`GET` to poll, `DELETE` to cancel).
                 * @example https://data-engine.example.org/fhir/R4/$export-status/0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                "Content-Location"?: string;
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/fhir+json": components["schemas"]["OperationOutcome"];
            };
        };
    };
    parameters: {
        /**
         * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
         * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
         */
        BatchId: string;
        /**
         * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
         * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
         */
        DocumentId: string;
        /**
         * @description The FHIR Patient id (a UUID assigned by the service).
         * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
         */
        PatientId: string;
        /**
         * @description A FHIR R4 resource type name.
         * @example Condition
         */
        ResourceType: string;
        /**
         * @description A FHIR logical id (the service assigns UUIDs).
         * @example 0c9a1f6e-52d4-4b8e-9e1a-7f3b2c4d5e6f
         */
        ResourceId: string;
        /**
         * @description Page size, 1 to 100.
         * @example 50
         */
        Limit: number;
        /**
         * @description The `nextCursor` of the previous page (opaque). Use it with the same filters; it is rejected (`422`, `invalid_cursor`) otherwise.
         * @example eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0
         */
        Cursor: string;
        /** @description Only batches with this status. */
        BatchStatusFilter: components["schemas"]["BatchStatus"];
        /**
         * @description Only the batch with exactly this `externalReference`.
         * @example discharge-2026-11-22
         */
        ExternalReferenceFilter: string;
        /** @description Only documents with this status. */
        DocumentStatusFilter: components["schemas"]["DocumentStatus"];
        /** @description Only entities of this type (a FHIR resource type name, such as `Condition`). */
        EntityTypeFilter: components["schemas"]["EntityType"];
        /**
         * @description An `ETag` from an earlier response; the answer is `304` while the batch is unchanged.
         * @example W/"5d2b9c7e41a0f3b6"
         */
        IfNoneMatch: string;
        /**
         * @description The patient whose resources are searched: a Patient UUID or a `Patient/<uuid>` reference. Required
         *     unless `resourceType` is `Patient`. Missing or malformed: `400` OperationOutcome.
         * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
         */
        FhirPatientSearch: string;
        /**
         * @description Resources per page, from 1; as FHIR servers do, a larger value is served as the maximum page size, 100 (the self link shows the size applied).
         * @example 50
         */
        FhirCount: number;
        /**
         * @description `Patient/<uuid>`: may stand in for `patient` on Condition, Observation, MedicationStatement, Procedure and DocumentReference.
         * @example Patient/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
         */
        FhirSubjectSearch: string;
        /**
         * @description Logical ids, comma-separated (any of them).
         * @example 0c9a1f6e-52d4-4b8e-9e1a-7f3b2c4d5e6f
         */
        FhirIdSearch: string;
        /**
         * @description `meta.lastUpdated` with a prefix `eq` (default), `gt`, `ge`, `lt` or `le` and a FHIR date or dateTime with a time zone; repeat for a range (`_lastUpdated=ge2026-11-01&_lastUpdated=lt2026-12-01`).
         * @example ge2026-11-01T00:00:00Z
         */
        FhirLastUpdated: string | string[];
        /**
         * @description Patient only: the client patient identifier (`patient.externalId`), as `value` or `system|value`; comma-separated values are OR.
         * @example MRN-1001
         */
        FhirIdentifier: string;
        /**
         * @description The code of a Condition, Observation, Procedure, MedicationStatement, AllergyIntolerance or Immunization (its vaccine code): `system|code`, `|code` or `code`; comma-separated values are OR.
         * @example http://snomed.info/sct|38341003
         */
        FhirCode: string;
        /**
         * @description Immunization only: the vaccine code, as `code`.
         * @example http://hl7.org/fhir/sid/cvx|140
         */
        FhirVaccineCode: string;
        /**
         * @description Condition only: `active`, `inactive`, `resolved` ... (system `http://terminology.hl7.org/CodeSystem/condition-clinical`); refuted Conditions have none.
         * @example active
         */
        FhirClinicalStatus: string;
        /**
         * @description Condition only: `confirmed`, `provisional` or `refuted` (a negated mention); `verification-status=confirmed,provisional` leaves refuted ones out.
         * @example confirmed,provisional
         */
        FhirVerificationStatus: string;
        /**
         * @description Observation only: `vital-signs`, `laboratory`, `exam` ... (system `http://terminology.hl7.org/CodeSystem/observation-category`).
         * @example vital-signs
         */
        FhirCategory: string;
        /**
         * @description `_lastUpdated`: meta.lastUpdated oldest first, the order results have without `_sort` (Patients: their first served document); `-_lastUpdated`: newest first. Other values answer `400` unless `Prefer: handling=lenient`.
         * @example _lastUpdated
         */
        FhirSort: string;
        /**
         * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
         * @example json
         */
        FhirFormat: string;
        /**
         * @description `handling=lenient` ignores unknown or unsupported search parameters (the self link shows those applied); without it, or with `handling=strict`, they are a `400` OperationOutcome (issue `not-supported`).
         * @example handling=lenient
         */
        FhirPrefer: string;
        /**
         * @description Opaque token from a Bundle's `next` link; do not build it yourself.
         * @example eyJpIjoiMGM5YTFmNmUifQ
         */
        FhirPageCursor: string;
        /**
         * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
         * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
         */
        ExportId: string;
        /**
         * @description The name of an output file of the export, `<resource type>-<n>.ndjson` (take the URL from the manifest).
         * @example Condition-1.ndjson
         */
        ExportFileName: string;
        /**
         * @description Comma-separated resource types to export (default every type the token's scopes allow); may repeat.
         * @example Patient,Condition,Observation
         */
        FhirExportType: string | string[];
        /**
         * @description A FHIR instant; only resources whose `meta.lastUpdated` is later are exported.
         * @example 2026-11-01T00:00:00Z
         */
        FhirExportSince: string;
        /**
         * @description `application/fhir+ndjson` (default), `application/ndjson` or `ndjson`.
         * @example application/fhir+ndjson
         */
        FhirExportOutputFormat: string;
        /**
         * @description `respond-async` (the IG asks clients to send it; a kick-off without it is processed as if it had been sent). `handling=lenient` ignores unsupported parameters and types instead of a `400`.
         * @example respond-async
         */
        FhirExportPrefer: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description A unique ID of this request, also in problem bodies as `requestId`. Quote it when reporting a problem.
         * @example 7c9e6679-7425-40de-944b-e07fc1f90ae7
         */
        "Request-Id": string;
        /**
         * @description The URL of the created resource.
         * @example https://data-engine.example.org/v1/data-engine/batches/3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
         */
        Location: string;
        /**
         * @description RFC 8288 link to the next page (`rel="next"`), present only when another page exists.
         * @example <https://data-engine.example.org/v1/data-engine/batches?limit=50&cursor=eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0>; rel="next"
         */
        Link: string;
        /**
         * @description RFC 8288 link to the next page (`rel="next"`), present only when another page exists.
         * @example <https://data-engine.example.org/v1/data-engine/batches/3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d/documents?limit=50&cursor=eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0>; rel="next"
         */
        DocumentsLink: string;
        /**
         * @description RFC 8288 link to the next page (`rel="next"`), present only when another page exists.
         * @example <https://data-engine.example.org/v1/data-engine/batches/3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d/documents/8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a/entities?limit=50&cursor=eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0>; rel="next"
         */
        EntitiesLink: string;
        /**
         * @description A weak entity tag computed from a hash of the response body.
         * @example W/"5d2b9c7e41a0f3b6"
         */
        ETag: string;
        /**
         * @description Present (always 10) while the batch is `processing`; the number of seconds to wait before polling again.
         * @example 10
         */
        PollRetryAfter: 10;
        /**
         * @description Seconds to wait before sending the same request again.
         * @example 12
         */
        "Retry-After": number;
        /**
         * @description The Bearer challenge (RFC 6750 §3), with `error="invalid_token"` when a token was sent but is invalid or expired.
         * @example Bearer realm="data-engine", error="invalid_token", error_description="The access token expired"
         */
        "WWW-Authenticate-Bearer": string;
        /**
         * @description The Basic challenge, sent when the client authenticated (or tried to) with HTTP Basic.
         * @example Basic realm="data-engine", charset="UTF-8"
         */
        "WWW-Authenticate-Basic": string;
        /**
         * @description Requests allowed per window (one minute) for this client.
         * @example 600
         */
        "RateLimit-Limit": number;
        /**
         * @description Requests left in the current window.
         * @example 587
         */
        "RateLimit-Remaining": number;
        /**
         * @description Seconds until the current window resets.
         * @example 42
         */
        "RateLimit-Reset": number;
        /**
         * @description Token responses must not be cached (RFC 6749 §5.1).
         * @example no-store
         */
        CacheControlNoStore: "no-store";
        /**
         * @description For HTTP/1.0 caches (RFC 6749 §5.1).
         * @example no-cache
         */
        PragmaNoCache: "no-cache";
        /**
         * @description Discovery documents may be cached briefly.
         * @example public, max-age=300
         */
        CacheControlPublic: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBatches: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1 to 100.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page (opaque). Use it with the same filters; it is rejected (`422`, `invalid_cursor`) otherwise.
                 * @example eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only batches with this status. */
                status?: components["parameters"]["BatchStatusFilter"];
                /**
                 * @description Only the batch with exactly this `externalReference`.
                 * @example discharge-2026-11-22
                 */
                externalReference?: components["parameters"]["ExternalReferenceFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of batches. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BatchCreate"];
            };
        };
        responses: {
            /** @description The batch was created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["ExternalReferenceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier response; the answer is `304` while the batch is unchanged.
                 * @example W/"5d2b9c7e41a0f3b6"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Retry-After": components["headers"]["PollRetryAfter"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Not modified since the `ETag` sent in `If-None-Match`. No body. */
            304: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    ETag: components["headers"]["ETag"];
                    "Retry-After": components["headers"]["PollRetryAfter"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch is deleted (or was already). */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BatchDeleteConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, now (or still) processing. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SubmitConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch, now (or still) cancelled. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidState"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatchResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One JSON `ResultLine` per line, each line terminated by `\n`. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example {"documentId":"9e2f6a1b-3c4d-4e5f-9a0b-1c2d3e4f5a6b","externalReference":"note-0002","status":"failed","entities":[]} */
                    "application/x-ndjson": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ResultsConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBatchDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1 to 100.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page (opaque). Use it with the same filters; it is rejected (`422`, `invalid_cursor`) otherwise.
                 * @example eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only documents with this status. */
                status?: components["parameters"]["DocumentStatusFilter"];
            };
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    Link: components["headers"]["DocumentsLink"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBatchDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentCreate"];
            };
        };
        responses: {
            /** @description A replay of the same references and checksums; the existing documents (in request order). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            /** @description The documents were created (in request order). */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DocumentsConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBatchDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteBatchDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document was deleted. */
            204: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DocumentDeleteConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDocumentContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": Blob | Uint8Array | ReadableStream<Uint8Array> | string;
                /**
                 * @example CHIEF COMPLAINT: Cough and fever for three days.
                 *     ASSESSMENT: Community-acquired pneumonia.
                 */
                "text/plain": Blob | Uint8Array | ReadableStream<Uint8Array> | string;
                "application/pdf": Blob | Uint8Array | ReadableStream<Uint8Array> | string;
            };
        };
        responses: {
            /** @description The document, with its content stored (or the same content sent again). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ContentConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocumentEntities: {
        parameters: {
            query?: {
                /**
                 * @description Page size, 1 to 100.
                 * @example 50
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The `nextCursor` of the previous page (opaque). Use it with the same filters; it is rejected (`422`, `invalid_cursor`) otherwise.
                 * @example eyJ0IjoiMjAyNi0xMS0yMlQwOToxNTowMC4wMDBaIiwiaSI6IjNmMmM4YTRlIn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only entities of this type (a FHIR resource type name, such as `Condition`). */
                type?: components["parameters"]["EntityTypeFilter"];
            };
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entities. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    Link: components["headers"]["EntitiesLink"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["EntitiesConflict"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentFhirBundle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The batch ID (a UUID). An ID that is not a UUID, or that belongs to another organization, answers `404`.
                 * @example 3f2c8a4e-7b1d-4c9e-9a55-1e2f3a4b5c6d
                 */
                batchId: components["parameters"]["BatchId"];
                /**
                 * @description The document ID (a UUID). An ID that is not a UUID, or that belongs to another batch or organization, answers `404`.
                 * @example 8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a
                 */
                documentId: components["parameters"]["DocumentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection Bundle. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["FhirBundleConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFhirCapabilityStatement: {
        parameters: {
            query?: {
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CapabilityStatement. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["CapabilityStatement"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    readFhirPatient: {
        parameters: {
            query?: {
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: never;
            path: {
                /**
                 * @description The FHIR Patient id (a UUID assigned by the service).
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patientId: components["parameters"]["PatientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Patient. */
            200: {
                headers: {
                    /**
                     * @description The weak entity tag of the resource version, `W/"<meta.versionId>"` (FHIR R4 §3.1.0.5).
                     * @example W/"3f2a9c1b7d5e4a60"
                     */
                    ETag?: string;
                    /**
                     * @description The resource's `meta.lastUpdated` as an HTTP date.
                     * @example Wed, 25 Nov 2026 10:00:00 GMT
                     */
                    "Last-Modified"?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirResource"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    getFhirPatientEverything: {
        parameters: {
            query?: {
                /**
                 * @description Resources per page, from 1; as FHIR servers do, a larger value is served as the maximum page size, 100 (the self link shows the size applied).
                 * @example 50
                 */
                _count?: components["parameters"]["FhirCount"];
                /**
                 * @description Opaque token from a Bundle's `next` link; do not build it yourself.
                 * @example eyJpIjoiMGM5YTFmNmUifQ
                 */
                _cursor?: components["parameters"]["FhirPageCursor"];
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: {
                /**
                 * @description `handling=lenient` ignores unknown or unsupported search parameters (the self link shows those applied); without it, or with `handling=strict`, they are a `400` OperationOutcome (issue `not-supported`).
                 * @example handling=lenient
                 */
                Prefer?: components["parameters"]["FhirPrefer"];
            };
            path: {
                /**
                 * @description The FHIR Patient id (a UUID assigned by the service).
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patientId: components["parameters"]["PatientId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Bundle of every resource for the patient. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    getFhirPatientEverythingPost: {
        parameters: {
            query?: {
                /**
                 * @description Resources per page, from 1; as FHIR servers do, a larger value is served as the maximum page size, 100 (the self link shows the size applied).
                 * @example 50
                 */
                _count?: components["parameters"]["FhirCount"];
                /**
                 * @description Opaque token from a Bundle's `next` link; do not build it yourself.
                 * @example eyJpIjoiMGM5YTFmNmUifQ
                 */
                _cursor?: components["parameters"]["FhirPageCursor"];
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: {
                /**
                 * @description `handling=lenient` ignores unknown or unsupported search parameters (the self link shows those applied); without it, or with `handling=strict`, they are a `400` OperationOutcome (issue `not-supported`).
                 * @example handling=lenient
                 */
                Prefer?: components["parameters"]["FhirPrefer"];
            };
            path: {
                /**
                 * @description The FHIR Patient id (a UUID assigned by the service).
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patientId: components["parameters"]["PatientId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/fhir+json": components["schemas"]["FhirParameters"];
            };
        };
        responses: {
            /** @description The Bundle of every resource for the patient. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            413: components["responses"]["FhirPayloadTooLarge"];
            415: components["responses"]["FhirUnsupportedMediaType"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    fhirExportSystem: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated resource types to export (default every type the token's scopes allow); may repeat.
                 * @example Patient,Condition,Observation
                 */
                _type?: components["parameters"]["FhirExportType"];
                /**
                 * @description A FHIR instant; only resources whose `meta.lastUpdated` is later are exported.
                 * @example 2026-11-01T00:00:00Z
                 */
                _since?: components["parameters"]["FhirExportSince"];
                /**
                 * @description `application/fhir+ndjson` (default), `application/ndjson` or `ndjson`.
                 * @example application/fhir+ndjson
                 */
                _outputFormat?: components["parameters"]["FhirExportOutputFormat"];
            };
            header?: {
                /**
                 * @description `respond-async` (the IG asks clients to send it; a kick-off without it is processed as if it had been sent). `handling=lenient` ignores unsupported parameters and types instead of a `400`.
                 * @example respond-async
                 */
                Prefer?: components["parameters"]["FhirExportPrefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["FhirExportAccepted"];
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    fhirExportPatient: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated resource types to export (default every type the token's scopes allow); may repeat.
                 * @example Patient,Condition,Observation
                 */
                _type?: components["parameters"]["FhirExportType"];
                /**
                 * @description A FHIR instant; only resources whose `meta.lastUpdated` is later are exported.
                 * @example 2026-11-01T00:00:00Z
                 */
                _since?: components["parameters"]["FhirExportSince"];
                /**
                 * @description `application/fhir+ndjson` (default), `application/ndjson` or `ndjson`.
                 * @example application/fhir+ndjson
                 */
                _outputFormat?: components["parameters"]["FhirExportOutputFormat"];
            };
            header?: {
                /**
                 * @description `respond-async` (the IG asks clients to send it; a kick-off without it is processed as if it had been sent). `handling=lenient` ignores unsupported parameters and types instead of a `400`.
                 * @example respond-async
                 */
                Prefer?: components["parameters"]["FhirExportPrefer"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["FhirExportAccepted"];
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    getFhirExportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
                 * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                exportId: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export is complete; the manifest lists its files. */
            200: {
                headers: {
                    /**
                     * @description When the export and its files are deleted (an HTTP date).
                     * @example Thu, 26 Nov 2026 10:00:05 GMT
                     */
                    Expires?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FhirExportManifest"];
                };
            };
            /** @description The export is queued or running; poll again after `Retry-After` seconds. */
            202: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    /**
                     * @description What the export is doing (`queued`, `processing`, or how many files are written).
                     * @example 3 files written
                     */
                    "X-Progress"?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            429: components["responses"]["FhirTooManyRequests"];
            /** @description The export failed (an OperationOutcome says why; request a new export), or an unexpected error. */
            500: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["OperationOutcome"];
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    deleteFhirExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
                 * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                exportId: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export is cancelled or deleted. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["OperationOutcome"];
                };
            };
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    getFhirExportFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of a Bulk Data export (from the kick-off's `Content-Location`).
                 * @example 0b7c3a52-3f1e-4f7a-9d2c-5e8f1a2b3c4d
                 */
                exportId: components["parameters"]["ExportId"];
                /**
                 * @description The name of an output file of the export, `<resource type>-<n>.ndjson` (take the URL from the manifest).
                 * @example Condition-1.ndjson
                 */
                exportFileName: components["parameters"]["ExportFileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NDJSON file. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /** @example {"resourceType":"Patient","id":"5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e","meta":{"versionId":"3f2a9c1b7d5e4a60","lastUpdated":"2026-11-25T10:00:05.000Z"},"identifier":[{"system":"urn:data-engine:org:8d1e5f0a-2b3c-4d5e-8f9a-0b1c2d3e4f5a:patient","value":"MRN-1001"}]} */
                    "application/fhir+ndjson": Blob | Uint8Array | ReadableStream<Uint8Array> | string;
                };
            };
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    getSmartConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SMART configuration. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartConfiguration"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchFhirResources: {
        parameters: {
            query?: {
                /**
                 * @description The patient whose resources are searched: a Patient UUID or a `Patient/<uuid>` reference. Required
                 *     unless `resourceType` is `Patient`. Missing or malformed: `400` OperationOutcome.
                 * @example 5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                patient?: components["parameters"]["FhirPatientSearch"];
                /**
                 * @description `Patient/<uuid>`: may stand in for `patient` on Condition, Observation, MedicationStatement, Procedure and DocumentReference.
                 * @example Patient/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e
                 */
                subject?: components["parameters"]["FhirSubjectSearch"];
                /**
                 * @description Logical ids, comma-separated (any of them).
                 * @example 0c9a1f6e-52d4-4b8e-9e1a-7f3b2c4d5e6f
                 */
                _id?: components["parameters"]["FhirIdSearch"];
                /**
                 * @description `meta.lastUpdated` with a prefix `eq` (default), `gt`, `ge`, `lt` or `le` and a FHIR date or dateTime with a time zone; repeat for a range (`_lastUpdated=ge2026-11-01&_lastUpdated=lt2026-12-01`).
                 * @example ge2026-11-01T00:00:00Z
                 */
                _lastUpdated?: components["parameters"]["FhirLastUpdated"];
                /**
                 * @description Patient only: the client patient identifier (`patient.externalId`), as `value` or `system|value`; comma-separated values are OR.
                 * @example MRN-1001
                 */
                identifier?: components["parameters"]["FhirIdentifier"];
                /**
                 * @description The code of a Condition, Observation, Procedure, MedicationStatement, AllergyIntolerance or Immunization (its vaccine code): `system|code`, `|code` or `code`; comma-separated values are OR.
                 * @example http://snomed.info/sct|38341003
                 */
                code?: components["parameters"]["FhirCode"];
                /**
                 * @description Immunization only: the vaccine code, as `code`.
                 * @example http://hl7.org/fhir/sid/cvx|140
                 */
                "vaccine-code"?: components["parameters"]["FhirVaccineCode"];
                /**
                 * @description Condition only: `active`, `inactive`, `resolved` ... (system `http://terminology.hl7.org/CodeSystem/condition-clinical`); refuted Conditions have none.
                 * @example active
                 */
                "clinical-status"?: components["parameters"]["FhirClinicalStatus"];
                /**
                 * @description Condition only: `confirmed`, `provisional` or `refuted` (a negated mention); `verification-status=confirmed,provisional` leaves refuted ones out.
                 * @example confirmed,provisional
                 */
                "verification-status"?: components["parameters"]["FhirVerificationStatus"];
                /**
                 * @description Observation only: `vital-signs`, `laboratory`, `exam` ... (system `http://terminology.hl7.org/CodeSystem/observation-category`).
                 * @example vital-signs
                 */
                category?: components["parameters"]["FhirCategory"];
                /**
                 * @description `_lastUpdated`: meta.lastUpdated oldest first, the order results have without `_sort` (Patients: their first served document); `-_lastUpdated`: newest first. Other values answer `400` unless `Prefer: handling=lenient`.
                 * @example _lastUpdated
                 */
                _sort?: components["parameters"]["FhirSort"];
                /**
                 * @description Resources per page, from 1; as FHIR servers do, a larger value is served as the maximum page size, 100 (the self link shows the size applied).
                 * @example 50
                 */
                _count?: components["parameters"]["FhirCount"];
                /**
                 * @description Opaque token from a Bundle's `next` link; do not build it yourself.
                 * @example eyJpIjoiMGM5YTFmNmUifQ
                 */
                _cursor?: components["parameters"]["FhirPageCursor"];
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: {
                /**
                 * @description `handling=lenient` ignores unknown or unsupported search parameters (the self link shows those applied); without it, or with `handling=strict`, they are a `400` OperationOutcome (issue `not-supported`).
                 * @example handling=lenient
                 */
                Prefer?: components["parameters"]["FhirPrefer"];
            };
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The searchset Bundle. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    searchFhirResourcesPost: {
        parameters: {
            query?: {
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: {
                /**
                 * @description `handling=lenient` ignores unknown or unsupported search parameters (the self link shows those applied); without it, or with `handling=strict`, they are a `400` OperationOutcome (issue `not-supported`).
                 * @example handling=lenient
                 */
                Prefer?: components["parameters"]["FhirPrefer"];
            };
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["FhirSearchForm"];
            };
        };
        responses: {
            /** @description The searchset Bundle. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirBundle"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            413: components["responses"]["FhirPayloadTooLarge"];
            415: components["responses"]["FhirUnsupportedMediaType"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    readFhirResource: {
        parameters: {
            query?: {
                /**
                 * @description `json`, `application/json` or `application/fhir+json`; any other format (XML, Turtle) is `406`.
                 * @example json
                 */
                _format?: components["parameters"]["FhirFormat"];
            };
            header?: never;
            path: {
                /**
                 * @description A FHIR R4 resource type name.
                 * @example Condition
                 */
                resourceType: components["parameters"]["ResourceType"];
                /**
                 * @description A FHIR logical id (the service assigns UUIDs).
                 * @example 0c9a1f6e-52d4-4b8e-9e1a-7f3b2c4d5e6f
                 */
                resourceId: components["parameters"]["ResourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource. */
            200: {
                headers: {
                    /**
                     * @description The weak entity tag of the resource version, `W/"<meta.versionId>"` (FHIR R4 §3.1.0.5).
                     * @example W/"3f2a9c1b7d5e4a60"
                     */
                    ETag?: string;
                    /**
                     * @description The resource's `meta.lastUpdated` as an HTTP date.
                     * @example Wed, 25 Nov 2026 10:00:00 GMT
                     */
                    "Last-Modified"?: string;
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/fhir+json": components["schemas"]["FhirResource"];
                };
            };
            400: components["responses"]["FhirBadRequest"];
            401: components["responses"]["FhirUnauthorized"];
            403: components["responses"]["FhirForbidden"];
            404: components["responses"]["FhirNotFound"];
            406: components["responses"]["FhirNotAcceptable"];
            429: components["responses"]["FhirTooManyRequests"];
            500: components["responses"]["FhirInternalError"];
            503: components["responses"]["FhirServiceUnavailable"];
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description An access token. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControlNoStore"];
                    Pragma: components["headers"]["PragmaNoCache"];
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key set. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "Cache-Control": components["headers"]["CacheControlPublic"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
}
/** Component schemas by name. */
export type Schemas = components['schemas'];
