// Worker bootstrap for thread-pool.ts when the service runs from its TypeScript sources: registers
// tsx in this thread (workers are started with an empty execArgv, so they do not depend on how the
// parent process was launched) and loads the TypeScript entry. Compiled (npm run build), the pool
// starts worker-thread.js directly and this file is not used.
const { register } = await import('tsx/esm/api');
register();
await import(new URL('./worker-thread.ts', import.meta.url).href);
