#!/usr/bin/env node
// The `data-engine` command. It runs the compiled service (dist/, made by `npm run build`, which
// `npm ci` runs as `prepare`) so that starting never compiles anything. When a source file under
// server/ or generated/ is newer than the last build (a developer editing), it runs the TypeScript
// sources through tsx instead, and says so on stderr when that is a terminal.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist/.build-stamp');
const compiled = join(root, 'dist/server/cli.js');

/** The newest modification time under `dir`, in ms. */
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

function upToDate() {
  if (!existsSync(stamp) || !existsSync(compiled)) return false;
  const built = statSync(stamp).mtimeMs;
  return newest(join(root, 'server')) <= built && newest(join(root, 'generated')) <= built;
}

let main;
if (process.env.DATA_ENGINE_FROM_SOURCE !== '1' && upToDate()) {
  ({ main } = await import('../dist/server/cli.js'));
} else {
  // Said to a person at a terminal only: scripts and tests read stderr, and get what they asked for.
  if (process.env.DATA_ENGINE_FROM_SOURCE !== '1' && existsSync(stamp) && process.stderr.isTTY) {
    process.stderr.write('data-engine: sources changed since the last build; running them through tsx (npm run build compiles them)\n');
  }
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../server/cli.ts'));
}
process.exitCode = await main(process.argv.slice(2));
