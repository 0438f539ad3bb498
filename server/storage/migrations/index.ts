/** Every migration, oldest first. Dated names; each has `up` and `down`. */
import * as identity from './20261122000100_identity.js';

export const migrations = [identity] as const;
