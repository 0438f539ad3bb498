/** Location of the shared reference data (../shared beside the project), which tests may not rely on. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const SHARED_DIR = resolve(process.env.SHARED_DIR ?? resolve(fileURLToPath(new URL('../../../', import.meta.url)), '../shared'));

/** Path under ../shared, or undefined when that file is absent. */
export function sharedFile(rel: string): string | undefined {
  const p = resolve(SHARED_DIR, rel);
  return existsSync(p) ? p : undefined;
}
