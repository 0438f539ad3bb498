/**
 * Where the project's files are, whether the service runs from its TypeScript sources (server/) or
 * compiled (dist/server/, see scripts/build.mjs).
 */
import { fileURLToPath } from 'node:url';

/** The project's root folder. */
export const PROJECT_ROOT = fileURLToPath(new URL(import.meta.url.endsWith('.js') ? '../../' : '../', import.meta.url));
