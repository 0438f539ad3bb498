// Worker bootstrap for thread-pool.ts. Runs the compiled worker when there is one; otherwise
// registers tsx in this thread (workers are started with an empty execArgv, so they do not depend
// on how the parent process was launched) and loads the TypeScript entry.
import { existsSync } from 'node:fs';

const compiled = new URL('./worker-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('./worker-thread.ts', import.meta.url).href);
}
