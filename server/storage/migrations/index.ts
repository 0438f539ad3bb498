/** Every migration, oldest first. Dated names; each has `up` and `down`. */
import * as identity from './20261122000100_identity.js';
import * as batches from './20261122000200_batches.js';
import * as fhirIndex from './20261123000100_fhir_index.js';
import * as workQueue from './20261125000100_work_queue.js';
import * as bulkExport from './20261125000200_bulk_export.js';
import * as engineVersion from './20261125000300_engine_version.js';
import * as audit from './20261125000400_audit.js';
import * as entityIndexes from './20261125000500_entity_indexes.js';
import * as fhirIdPrefix from './20261127000100_fhir_id_prefix.js';
import * as auditPatientPartial from './20261127000200_audit_patient_partial.js';

export const migrations = [identity, batches, fhirIndex, workQueue, bulkExport, engineVersion, audit, entityIndexes, fhirIdPrefix, auditPatientPartial] as const;
