/** Every migration, oldest first. Dated names; each has `up` and `down`. */
import * as identity from './20261122000100_identity.js';
import * as batches from './20261122000200_batches.js';

export const migrations = [identity, batches] as const;
